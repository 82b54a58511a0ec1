import { z } from 'zod'
import { CONTACT_MESSAGE_MAX, CONTACT_MESSAGE_MIN, CONTACT_NAME_MAX, CONTACT_TOPICS } from '~/domain/contact'
import { requiredText } from './fields'

/** The contact form and POST /api/contact (docs/decisions/0124): one schema, the same messages on both doors. */
export const contactSchema = z.object({
  name: requiredText('Please enter your name', { max: CONTACT_NAME_MAX, tooLong: 'Your name is too long' }),
  email: z
    .string({ message: 'Please enter a valid email address' })
    .trim()
    .toLowerCase()
    .pipe(z.email('Please enter a valid email address').max(255, 'Please enter a valid email address')),
  topic: z.enum(CONTACT_TOPICS, { message: 'Please choose what your message is about' }),
  message: z
    .string({ message: 'Please write your message' })
    .trim()
    .min(1, 'Please write your message')
    .min(CONTACT_MESSAGE_MIN, 'Please write at least 20 characters')
    .max(CONTACT_MESSAGE_MAX, 'Your message is too long (at most 5,000 characters)'),
  /** The trap field (CONTACT_TRAP_FIELD): people leave it empty. */
  website: z.string().max(500).optional(),
})
export type ContactInput = z.infer<typeof contactSchema>
