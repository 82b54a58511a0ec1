import { describe, expect, it } from 'vitest'
import { CHOOSE_PAYMENT, paymentsActionSchema, transactionsQuerySchema, UNKNOWN_BILLING_PRODUCT, UNKNOWN_PAYMENT_KIND } from '~/schemas/billing'
import { formatMinorUnits } from '~/shared/minor-units'

// The ledger's helpers (docs/decisions/0139): amounts from minor units by the currency's decimals, and the schemas
// the admin pages and their /api twins share.
describe('formatMinorUnits', () => {
  it("places the currency's own decimals without a float", () => {
    expect(formatMinorUnits(1500, 'usd', 'en-US')).toBe('$15.00')
    expect(formatMinorUnits(9900, 'USD', 'en-US')).toBe('$99.00')
    expect(formatMinorUnits(5, 'usd', 'en-US')).toBe('$0.05')
    expect(formatMinorUnits(900719925474099, 'usd', 'en-US')).toBe('$9,007,199,254,740.99')
    expect(formatMinorUnits(3000, 'jpy', 'en-US')).toBe('¥3,000')
    expect(formatMinorUnits(1234, 'kwd', 'en-US').replace(/\s/g, ' ')).toBe('KWD 1.234')
    expect(formatMinorUnits(1500, 'usd', 'ja-JP')).toBe('$15.00')
  })
})

describe('the ledger schemas', () => {
  it('filters: empty is no filter, an unknown kind or product is refused with its message', () => {
    expect(transactionsQuerySchema.parse({ kind: '', product: '', q: ' ada ', page: '2' })).toEqual({ kind: undefined, product: undefined, q: 'ada', page: 2 })
    expect(transactionsQuerySchema.parse({ kind: 'refund', product: 'claim' })).toMatchObject({ kind: 'refund', product: 'claim', page: 1, q: '' })
    expect(transactionsQuerySchema.safeParse({ kind: 'gift' }).error?.issues[0]?.message).toBe(UNKNOWN_PAYMENT_KIND)
    expect(transactionsQuerySchema.safeParse({ product: 'shoes' }).error?.issues[0]?.message).toBe(UNKNOWN_BILLING_PRODUCT)
  })

  it('the refund action takes a positive whole charge id, from a form or JSON', () => {
    expect(paymentsActionSchema.parse({ intent: 'refund', chargeId: '12' })).toEqual({ intent: 'refund', chargeId: 12 })
    expect(paymentsActionSchema.parse({ intent: 'refund', chargeId: 12 })).toEqual({ intent: 'refund', chargeId: 12 })
    for (const chargeId of ['x', '0', -1, 1.5, undefined]) {
      expect(paymentsActionSchema.safeParse({ intent: 'refund', chargeId }).error?.issues[0]?.message).toBe(CHOOSE_PAYMENT)
    }
    expect(paymentsActionSchema.safeParse({ intent: 'gift', chargeId: 1 }).success).toBe(false)
  })
})
