import { sql } from 'drizzle-orm'
import type { PlanKey } from '~/domain/plans'
import type { RevenueQuery } from '~/schemas/revenue'
import { getDb } from '~/server/db.server'

/**
 * The Revenue Report (issue 44 item 5, docs/decisions/0140-revenue-report.md): monthly recurring revenue, new and
 * churned subscriptions, and money taken, per calendar month (UTC), computed only from the stored ledger
 * (`subscription_changes` and `payment_transactions`, decision 0139). Every amount is an integer of minor units summed
 * by SQL; the months' totals and the plans' rows add those integers (never a float), so each figure is exact to the
 * cent. Two statements, whatever the number of months or rows.
 */

/** What a report row is about: a plan, or the paid profile claim; `other` a plan payment without a plan key. */
export type RevenueLine = PlanKey | 'claim' | 'other'

export interface RevenueMonth {
  /** 'YYYY-MM' (UTC). */
  month: string
  /** Monthly recurring revenue at the month's last instant: subscriptions started by then and not ended by then. */
  mrrMinor: number
  newCount: number
  newMrrMinor: number
  churnedCount: number
  churnedMrrMinor: number
  chargeCount: number
  chargesMinor: number
  refundCount: number
  refundsMinor: number
  failureCount: number
  failuresMinor: number
  /** Charges − refunds in the month (may be negative). */
  revenueMinor: number
}

export interface RevenueByLine {
  line: RevenueLine
  /** MRR at the end of the report's last month. */
  mrrMinor: number
  newCount: number
  churnedCount: number
  chargesMinor: number
  refundsMinor: number
  failuresMinor: number
  /** Charges − refunds over the report's months. */
  revenueMinor: number
}

export interface RevenueReport {
  currency: string
  /** First and last month shown, 'YYYY-MM'. */
  from: string
  to: string
  months: RevenueMonth[]
  byLine: RevenueByLine[]
  totals: Omit<RevenueMonth, 'month'>
}

interface MonthWindow {
  month: string
  start: number
  end: number
}

const pad = (value: number) => String(value).padStart(2, '0')

/** The report's months, oldest first: `count` calendar months (UTC) ending with `to` (or with the month of `now`). */
export function reportMonths(count: number, to: string | undefined, now: Date): MonthWindow[] {
  const [year, month] = to ? to.split('-').map(Number) as [number, number] : [now.getUTCFullYear(), now.getUTCMonth() + 1]
  return Array.from({ length: count }, (_, index) => {
    const start = new Date(Date.UTC(year, month - 1 - (count - 1 - index), 1))
    const end = Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1)
    return { month: `${start.getUTCFullYear()}-${pad(start.getUTCMonth() + 1)}`, start: start.getTime(), end }
  })
}

const LINE_ORDER: readonly RevenueLine[] = ['starter', 'professional', 'enterprise', 'claim', 'other']

function lineOf(product: string, planKey: string | null): RevenueLine {
  if (product === 'claim') return 'claim'
  return planKey === 'starter' || planKey === 'professional' || planKey === 'enterprise' ? planKey : 'other'
}

interface ChangeRow {
  idx: number
  product: string
  planKey: string | null
  mrr: number
  newCount: number
  newMrr: number
  churnedCount: number
  churnedMrr: number
}

interface PaymentRow {
  idx: number
  product: string
  planKey: string | null
  kind: string
  n: number
  amount: number
}

const emptyFigures = (): Omit<RevenueMonth, 'month'> => ({
  mrrMinor: 0,
  newCount: 0,
  newMrrMinor: 0,
  churnedCount: 0,
  churnedMrrMinor: 0,
  chargeCount: 0,
  chargesMinor: 0,
  refundCount: 0,
  refundsMinor: 0,
  failureCount: 0,
  failuresMinor: 0,
  revenueMinor: 0,
})

/** An integer SQL sum as a number; a sum past 2^53 cents (ninety trillion dollars) would lose cents, so it is refused. */
function whole(value: unknown): number {
  const number = typeof value === 'bigint' ? Number(value) : Number(value ?? 0)
  if (!Number.isSafeInteger(number)) throw new RangeError(`Revenue sum ${String(value)} is not an exact integer`)
  return number
}

export async function revenueReport(query: RevenueQuery, now = new Date()): Promise<RevenueReport> {
  const windows = reportMonths(query.months, query.to, now)
  const last = windows.at(-1)!
  const months = sql.join(
    windows.map((window, index) => sql`(${index}, ${window.start}, ${window.end})`),
    sql`, `,
  )
  const db = await getDb()
  const [changeRows, paymentRows] = await Promise.all([
    // A started subscription counts in a month's MRR from its start until its end (if it has one) on or before that
    // month's last instant; the month it started in counts it as new, the month of its ended row as churned.
    db.all<ChangeRow>(sql`
      with months(idx, start_ms, end_ms) as (values ${months}),
      changes as (
        select c.product, c.plan_key, c.monthly_minor, c.change, c.occurred_at,
          case when c.change = 'started' then (
            select min(e.occurred_at) from subscription_changes e
            where e.stripe_subscription_id = c.stripe_subscription_id and e.change = 'ended'
          ) end as ended_at
        from subscription_changes c
        where c.currency = ${query.currency} and c.occurred_at < ${last.end}
      )
      select m.idx as idx, ch.product as product, ch.plan_key as planKey,
        coalesce(sum(case when ch.change = 'started' and (ch.ended_at is null or ch.ended_at >= m.end_ms)
          then ch.monthly_minor end), 0) as mrr,
        count(case when ch.change = 'started' and ch.occurred_at >= m.start_ms then 1 end) as newCount,
        coalesce(sum(case when ch.change = 'started' and ch.occurred_at >= m.start_ms then ch.monthly_minor end), 0) as newMrr,
        count(case when ch.change = 'ended' and ch.occurred_at >= m.start_ms then 1 end) as churnedCount,
        coalesce(sum(case when ch.change = 'ended' and ch.occurred_at >= m.start_ms then ch.monthly_minor end), 0) as churnedMrr
      from months m join changes ch on ch.occurred_at < m.end_ms
      group by m.idx, ch.product, ch.plan_key`),
    db.all<PaymentRow>(sql`
      with months(idx, start_ms, end_ms) as (values ${months})
      select m.idx as idx, p.product as product, p.plan_key as planKey, p.kind as kind,
        count(*) as n, sum(p.amount_minor) as amount
      from payment_transactions p join months m on p.occurred_at >= m.start_ms and p.occurred_at < m.end_ms
      where p.currency = ${query.currency} and p.occurred_at >= ${windows[0]!.start} and p.occurred_at < ${last.end}
      group by m.idx, p.product, p.plan_key, p.kind`),
  ])

  const monthFigures = windows.map(emptyFigures)
  const lines = new Map<RevenueLine, Omit<RevenueByLine, 'line'>>()
  const lineFigures = (line: RevenueLine) => {
    let figures = lines.get(line)
    if (!figures) {
      figures = { mrrMinor: 0, newCount: 0, churnedCount: 0, chargesMinor: 0, refundsMinor: 0, failuresMinor: 0, revenueMinor: 0 }
      lines.set(line, figures)
    }
    return figures
  }
  const lastIndex = windows.length - 1

  for (const row of changeRows) {
    const idx = whole(row.idx)
    const figures = monthFigures[idx]!
    const mrr = whole(row.mrr)
    figures.mrrMinor += mrr
    figures.newCount += whole(row.newCount)
    figures.newMrrMinor += whole(row.newMrr)
    figures.churnedCount += whole(row.churnedCount)
    figures.churnedMrrMinor += whole(row.churnedMrr)
    const line = lineFigures(lineOf(row.product, row.planKey))
    if (idx === lastIndex) line.mrrMinor += mrr
    line.newCount += whole(row.newCount)
    line.churnedCount += whole(row.churnedCount)
  }
  for (const row of paymentRows) {
    const figures = monthFigures[whole(row.idx)]!
    const line = lineFigures(lineOf(row.product, row.planKey))
    const count = whole(row.n)
    const amount = whole(row.amount)
    if (row.kind === 'charge') {
      figures.chargeCount += count
      figures.chargesMinor += amount
      line.chargesMinor += amount
    } else if (row.kind === 'refund') {
      figures.refundCount += count
      figures.refundsMinor += amount
      line.refundsMinor += amount
    } else if (row.kind === 'failure') {
      figures.failureCount += count
      figures.failuresMinor += amount
      line.failuresMinor += amount
    }
  }

  const totals = emptyFigures()
  const monthRows = windows.map((window, index) => {
    const figures = monthFigures[index]!
    figures.revenueMinor = figures.chargesMinor - figures.refundsMinor
    for (const key of Object.keys(totals) as (keyof typeof totals)[]) {
      // MRR is a level, not a flow: the total is the last month's.
      if (key !== 'mrrMinor') totals[key] += figures[key]
    }
    return { month: window.month, ...figures }
  })
  totals.mrrMinor = monthRows.at(-1)?.mrrMinor ?? 0

  const byLine = LINE_ORDER.filter((line) => lines.has(line)).map((line) => {
    const figures = lines.get(line)!
    return { line, ...figures, revenueMinor: figures.chargesMinor - figures.refundsMinor }
  })
  return { currency: query.currency, from: windows[0]!.month, to: last.month, months: monthRows, byLine, totals }
}
