import { z } from 'zod'
import { REVENUE_MONTHS_DEFAULT, REVENUE_MONTHS_MAX } from '~/domain/revenue'

/**
 * The Revenue Report's query (/admin/revenue and GET /api/admin/revenue, docs/decisions/0140-revenue-report.md):
 * how many calendar months (UTC) to show, the last of them (`to`, YYYY-MM; the current month by default), and the
 * currency whose rows are summed (amounts in different currencies are never added together).
 */

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value)

export const revenueQuerySchema = z.object({
  months: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ message: `Months must be a whole number from 1 to ${REVENUE_MONTHS_MAX}` })
      .int(`Months must be a whole number from 1 to ${REVENUE_MONTHS_MAX}`)
      .min(1, `Months must be a whole number from 1 to ${REVENUE_MONTHS_MAX}`)
      .max(REVENUE_MONTHS_MAX, `Months must be a whole number from 1 to ${REVENUE_MONTHS_MAX}`)
      .default(REVENUE_MONTHS_DEFAULT),
  ),
  to: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^(19|20|21)\d\d-(0[1-9]|1[0-2])$/, 'The last month must be a month like 2026-11')
      .optional(),
  ),
  currency: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^[A-Za-z]{3}$/, 'The currency must be a three-letter code')
      .transform((code) => code.toLowerCase())
      .default('usd'),
  ),
})
export type RevenueQuery = z.infer<typeof revenueQuerySchema>
