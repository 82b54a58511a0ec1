import { z } from 'zod'
import { BOOKING_STATUSES } from '~/domain/workspaces'

/**
 * Booking Transactions' filters (issue 44 item 5, docs/decisions/0141): the page's GET form and
 * GET /api/admin/booking-transactions parse with this. A filter that is not understood is 400 with its field, never
 * silently dropped: an admin reading totals must know which set they add up.
 */
export const BAD_BOOKING_STATUS = 'Status must be confirmed or cancelled'
export const BAD_MONTH = 'Month must be written YYYY-MM'

const blank = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value)

export const bookingTransactionsQuerySchema = z.object({
  page: z.preprocess(
    (value) => (typeof value === 'string' && /^\d{1,6}$/.test(value) && Number(value) > 0 ? Number(value) : 1),
    z.number().int(),
  ),
  status: z.preprocess(blank, z.enum(BOOKING_STATUSES, { error: BAD_BOOKING_STATUS }).optional()),
  month: z.preprocess(
    blank,
    z
      .string({ error: BAD_MONTH })
      .trim()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: BAD_MONTH })
      .optional(),
  ),
})

export type BookingTransactionsQuery = z.output<typeof bookingTransactionsQuerySchema>
