import { z } from 'zod'
import { BILLING_PRODUCTS, PAYMENT_KINDS } from '~/domain/billing'
import { adminListQuerySchema } from './admin'

/**
 * The admin's money sections (issue 44 item 5, docs/decisions/0139-billing-ledger-and-revenue.md): the User
 * Transactions filter (the page's GET form and GET /api/admin/transactions) and Payment Management's action (its form
 * and POST /api/admin/payments).
 */
export const UNKNOWN_PAYMENT_KIND = 'Choose charges, refunds or failures'
export const UNKNOWN_BILLING_PRODUCT = 'Choose plans or profile claims'
export const CHOOSE_PAYMENT = 'Choose a payment to refund'
export const UNKNOWN_PAYMENT_ACTION = 'Unknown action'

/** An empty select ("All") is no filter; anything else must be one of the values. */
const optionalChoice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), z.enum(values, { error: message }).optional())

export const transactionsQuerySchema = adminListQuerySchema.extend({
  kind: optionalChoice(PAYMENT_KINDS, UNKNOWN_PAYMENT_KIND),
  product: optionalChoice(BILLING_PRODUCTS, UNKNOWN_BILLING_PRODUCT),
})
export type TransactionsQuery = z.infer<typeof transactionsQuerySchema>

export const paymentsActionSchema = z.object({
  intent: z.literal('refund', { error: UNKNOWN_PAYMENT_ACTION }),
  chargeId: z.preprocess(
    (value) => (typeof value === 'string' && /^\d{1,12}$/.test(value.trim()) ? Number(value) : value),
    z.number({ error: CHOOSE_PAYMENT }).int(CHOOSE_PAYMENT).positive(CHOOSE_PAYMENT),
  ),
})
export type PaymentsActionInput = z.infer<typeof paymentsActionSchema>
