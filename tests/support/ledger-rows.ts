import { expect } from 'vitest'
import { paymentTransactions, subscriptionChanges } from '../../db/schema'
import type { BillingProduct, PaymentKind, SubscriptionChange } from '~/domain/billing'
import type { PlanKey } from '~/domain/plans'
import { revenueReport, type RevenueReport } from '~/models/revenue.server'
import { revenueQuerySchema } from '~/schemas/revenue'
import { getDb } from '~/server/db.server'

/**
 * Ledger rows written directly (the webhook code that writes them in production is decision 0139's), and the Revenue
 * Report's model cases (docs/decisions/0140-revenue-report.md) run on both drivers: revenue.test.ts on the embedded
 * file, revenue-on-libsql.test.ts on sqld. Each case uses its own made-up currency code, so the cases (and any other
 * rows in the file's database) never add into each other's sums.
 */
let sequence = 0
const unique = (label: string) => `test_${label}_${process.pid}_${++sequence}`

interface Line {
  product: BillingProduct
  planKey?: PlanKey
}
const PROFESSIONAL: Line = { product: 'plan', planKey: 'professional' }
const ENTERPRISE: Line = { product: 'plan', planKey: 'enterprise' }
const CLAIM: Line = { product: 'claim' }

export async function insertPayment(kind: PaymentKind, line: Line, amountMinor: number, at: string, currency: string) {
  await (await getDb()).insert(paymentTransactions).values({
    sourceId: unique(kind),
    kind,
    product: line.product,
    planKey: line.planKey ?? null,
    amountMinor,
    currency,
    occurredAt: new Date(at),
  })
}

export async function insertChange(subscription: string, change: SubscriptionChange, line: Line, monthlyMinor: number, at: string, currency: string) {
  await (await getDb()).insert(subscriptionChanges).values({
    stripeSubscriptionId: subscription,
    change,
    product: line.product,
    planKey: line.planKey ?? null,
    monthlyMinor,
    currency,
    occurredAt: new Date(at),
  })
}

/** A subscription that started (and maybe ended), one row each. */
async function subscription(line: Line, monthlyMinor: number, currency: string, started: string | null, ended?: string) {
  const id = unique('sub')
  if (started) await insertChange(id, 'started', line, monthlyMinor, started, currency)
  if (ended) await insertChange(id, 'ended', line, monthlyMinor, ended, currency)
}

const report = (query: Record<string, string>) => revenueReport(revenueQuerySchema.parse(query))
const pick = (result: RevenueReport, keys: readonly string[]) =>
  result.months.map((month) => Object.fromEntries([['month', month.month], ...keys.map((key) => [key, month[key as keyof typeof month]])]))

/** MRR at each month's end across starts and ends, new and churned, by plan, and the last instant of a month. */
export async function expectMrrAcrossMonths() {
  const currency = 'xaa'
  await subscription(ENTERPRISE, 29_900, currency, '2030-12-20T08:00:00.000Z')
  await subscription(PROFESSIONAL, 9_900, currency, '2031-01-15T12:00:00.000Z', '2031-03-10T09:00:00.000Z')
  // Started at February's last instant (February's), ended at March's last instant: churned in March, not in its MRR.
  await subscription(CLAIM, 1_500, currency, '2031-02-28T23:59:59.999Z', '2031-03-31T23:59:59.999Z')
  // Started at April's first instant: April's, not March's.
  await subscription(PROFESSIONAL, 9_900, currency, '2031-04-01T00:00:00.000Z')
  // An end whose start the ledger never saw: churn, and nothing in MRR.
  await subscription(PROFESSIONAL, 9_900, currency, null, '2031-02-10T10:00:00.000Z')

  const result = await report({ months: '4', to: '2031-04', currency })
  expect([result.from, result.to, result.currency]).toEqual(['2031-01', '2031-04', currency])
  expect(pick(result, ['mrrMinor', 'newCount', 'newMrrMinor', 'churnedCount', 'churnedMrrMinor'])).toEqual([
    { month: '2031-01', mrrMinor: 39_800, newCount: 1, newMrrMinor: 9_900, churnedCount: 0, churnedMrrMinor: 0 },
    { month: '2031-02', mrrMinor: 41_300, newCount: 1, newMrrMinor: 1_500, churnedCount: 1, churnedMrrMinor: 9_900 },
    { month: '2031-03', mrrMinor: 29_900, newCount: 0, newMrrMinor: 0, churnedCount: 2, churnedMrrMinor: 11_400 },
    { month: '2031-04', mrrMinor: 39_800, newCount: 1, newMrrMinor: 9_900, churnedCount: 0, churnedMrrMinor: 0 },
  ])
  expect(result.totals).toMatchObject({ mrrMinor: 39_800, newCount: 3, newMrrMinor: 21_300, churnedCount: 3, churnedMrrMinor: 21_300 })
  expect(result.byLine.map((line) => [line.line, line.mrrMinor, line.newCount, line.churnedCount])).toEqual([
    ['professional', 9_900, 2, 2],
    ['enterprise', 29_900, 0, 0],
    ['claim', 0, 1, 1],
  ])
  // The same rows seen from a window that ends in February.
  const earlier = await report({ months: '2', to: '2031-02', currency })
  expect(earlier.months.map((month) => [month.month, month.mrrMinor])).toEqual([
    ['2031-01', 39_800],
    ['2031-02', 41_300],
  ])
}

/** Revenue = charges − refunds, exact to the cent, month by month and by plan; failures apart; one currency only. */
export async function expectRevenueToTheCent() {
  const currency = 'xab'
  for (let k = 0; k < 3; k++) await insertPayment('charge', PROFESSIONAL, 9_900, `2031-05-0${k + 1}T10:00:00.000Z`, currency)
  await insertPayment('charge', CLAIM, 1_500, '2031-05-10T10:00:00.000Z', currency)
  // Refunded at May's last instant (May's); charged at June's first (June's).
  await insertPayment('refund', CLAIM, 1_500, '2031-05-31T23:59:59.999Z', currency)
  await insertPayment('charge', PROFESSIONAL, 9_900, '2031-06-01T00:00:00.000Z', currency)
  await insertPayment('failure', ENTERPRISE, 29_900, '2031-05-20T10:00:00.000Z', currency)
  // Another currency is never added in.
  await insertPayment('charge', PROFESSIONAL, 12_345, '2031-05-02T10:00:00.000Z', 'xac')
  // Outside the window.
  await insertPayment('charge', PROFESSIONAL, 9_900, '2031-04-30T23:59:59.999Z', currency)

  const result = await report({ months: '2', to: '2031-06', currency })
  expect(pick(result, ['chargeCount', 'chargesMinor', 'refundCount', 'refundsMinor', 'failureCount', 'failuresMinor', 'revenueMinor'])).toEqual([
    { month: '2031-05', chargeCount: 4, chargesMinor: 31_200, refundCount: 1, refundsMinor: 1_500, failureCount: 1, failuresMinor: 29_900, revenueMinor: 3 * 9_900 + 1_500 - 1_500 },
    { month: '2031-06', chargeCount: 1, chargesMinor: 9_900, refundCount: 0, refundsMinor: 0, failureCount: 0, failuresMinor: 0, revenueMinor: 9_900 },
  ])
  expect(result.totals).toMatchObject({ chargesMinor: 41_100, refundsMinor: 1_500, failuresMinor: 29_900, revenueMinor: 39_600 })
  expect(result.byLine.map((line) => [line.line, line.chargesMinor, line.refundsMinor, line.failuresMinor, line.revenueMinor])).toEqual([
    ['professional', 39_600, 0, 0, 39_600],
    ['enterprise', 0, 0, 29_900, 0],
    ['claim', 1_500, 1_500, 0, 0],
  ])
  const other = await report({ months: '1', to: '2031-05', currency: 'XAC' })
  expect(other.totals.chargesMinor).toBe(12_345)
}
