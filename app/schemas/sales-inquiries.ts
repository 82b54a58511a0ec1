import { z } from 'zod'
import { SALES_INQUIRY_LIMITS, SALES_INQUIRY_STATUSES, SALES_TEAM_SIZES } from '~/domain/sales-inquiries'
import { contactSchema } from './contact'
import { requiredText } from './fields'

/**
 * Enterprise's contact-sales form and POST /api/sales-inquiries (docs/decisions/0142): one schema for both doors. The
 * name, e-mail, message and trap field are the contact form's, with its messages.
 */
export const salesInquirySchema = contactSchema.pick({ name: true, email: true, message: true, website: true }).extend({
  company: requiredText('Please enter your company', { max: SALES_INQUIRY_LIMITS.company, tooLong: 'The company name is too long' }),
  phone: z.string().trim().max(SALES_INQUIRY_LIMITS.phone, 'The phone number is too long').optional(),
  teamSize: z.enum(SALES_TEAM_SIZES, { message: 'Please choose the size of your team' }),
})
export type SalesInquiryInput = z.infer<typeof salesInquirySchema>

/** An admin moves a request along (the admin page's form and PATCH /api/admin/sales-inquiries/{id}). */
export const salesInquiryStatusSchema = z.object({
  status: z.enum(SALES_INQUIRY_STATUSES, { message: 'Please choose a status' }),
})

/** The admins' list filter (?status=), the page's and GET /api/admin/sales-inquiries'. */
export const salesInquiryQuerySchema = z.object({
  status: z.preprocess((value) => (value === '' ? undefined : value), z.enum(SALES_INQUIRY_STATUSES, { message: 'Please choose a status' }).optional()),
})

/** A stored request as /api answers it. */
export const salesInquiryResponse = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  company: z.string(),
  phone: z.string().nullable(),
  teamSize: z.string().nullable(),
  message: z.string(),
  status: z.enum(SALES_INQUIRY_STATUSES),
  createdAt: z.string(),
})
