import path from 'node:path'
import Database from 'better-sqlite3'
import { ADMIN, expect, test, type Page } from './fixtures'

// Issue 44's must-show (docs/decisions/0140-revenue-report.md), JavaScript on and off: the revenue report matches the
// seeded transactions to the cent. The spec reads the server's database itself and sums the ledger's rows its own way
// (in JavaScript, row by row), then compares every figure the page shows for twelve whole past months — rows the
// other journeys may add land in the current month — and the current month against the sums read before and after.

interface Payment {
  kind: string
  product: string
  planKey: string | null
  amount: number
  at: number
}
interface Change {
  subscription: string
  change: string
  product: string
  planKey: string | null
  monthly: number
  at: number
}

function readLedger(): { payments: Payment[]; changes: Change[] } {
  const database = new Database(path.resolve('.cache/e2e', `app-${process.env.E2E_PORT}.db`), { readonly: true })
  try {
    database.pragma('busy_timeout = 5000')
    return {
      payments: database
        .prepare("select kind, product, plan_key as planKey, amount_minor as amount, occurred_at as at from payment_transactions where currency = 'usd'")
        .all() as Payment[],
      changes: database
        .prepare(
          "select stripe_subscription_id as subscription, change, product, plan_key as planKey, monthly_minor as monthly, occurred_at as at from subscription_changes where currency = 'usd'",
        )
        .all() as Change[],
    }
  } finally {
    database.close()
  }
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0)
const lineOf = (row: { product: string; planKey: string | null }) => (row.product === 'claim' ? 'claim' : (row.planKey ?? 'other'))

/** The figures of [start, end) as the report defines them, from the raw rows. */
function figures({ payments, changes }: ReturnType<typeof readLedger>, start: number, end: number, line?: string) {
  const ofLine = <T extends { product: string; planKey: string | null }>(rows: T[]) => (line ? rows.filter((row) => lineOf(row) === line) : rows)
  const inMonth = ofLine(payments).filter((payment) => payment.at >= start && payment.at < end)
  const amount = (kind: string) => sum(inMonth.filter((payment) => payment.kind === kind).map((payment) => payment.amount))
  const endedAt = new Map(changes.filter((change) => change.change === 'ended').map((change) => [change.subscription, change.at]))
  const started = ofLine(changes).filter((change) => change.change === 'started')
  const running = started.filter((change) => change.at < end && !((endedAt.get(change.subscription) ?? Infinity) < end))
  const isNew = started.filter((change) => change.at >= start && change.at < end)
  const churned = ofLine(changes).filter((change) => change.change === 'ended' && change.at >= start && change.at < end)
  return {
    mrrMinor: sum(running.map((change) => change.monthly)),
    newCount: isNew.length,
    newMrrMinor: sum(isNew.map((change) => change.monthly)),
    churnedCount: churned.length,
    churnedMrrMinor: sum(churned.map((change) => change.monthly)),
    chargesMinor: amount('charge'),
    refundsMinor: amount('refund'),
    revenueMinor: amount('charge') - amount('refund'),
    failureCount: inMonth.filter((payment) => payment.kind === 'failure').length,
    failuresMinor: amount('failure'),
  }
}

/** US dollars from cents, written as the page writes them (en-US, whole amounts without cents), never via a float. */
function dollars(minor: number): string {
  const sign = minor < 0 ? '-' : ''
  const digits = String(Math.abs(minor)).padStart(3, '0')
  const exact = `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}` as Intl.StringNumericLiteral
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', trailingZeroDisplay: 'stripIfInteger' }).format(exact)
}

type Figures = ReturnType<typeof figures>

/** What the page shows in a row of the monthly table, cell by cell. */
function expectedCells(figures: Figures): Record<string, string> {
  return {
    mrrMinor: dollars(figures.mrrMinor),
    newCount: String(figures.newCount),
    newMrrMinor: dollars(figures.newMrrMinor),
    churnedCount: String(figures.churnedCount),
    churnedMrrMinor: dollars(figures.churnedMrrMinor),
    chargesMinor: dollars(figures.chargesMinor),
    refundsMinor: dollars(figures.refundsMinor),
    revenueMinor: dollars(figures.revenueMinor),
    failuresMinor: `${figures.failureCount} · ${dollars(figures.failuresMinor)}`,
  }
}

async function shownCells(page: Page, selector: string): Promise<Record<string, string>> {
  const cells = page.locator(`${selector} td[data-column]`)
  const shown: Record<string, string> = {}
  for (const cell of await cells.all()) shown[(await cell.getAttribute('data-column'))!] = (await cell.innerText()).trim()
  return shown
}

const monthKey = (ms: number) => new Date(ms).toISOString().slice(0, 7)

test('the revenue report matches the seeded transactions to the cent', async ({ page, signIn }) => {
  await signIn(ADMIN)
  const now = new Date()
  const thisMonth = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)
  // Twelve whole months before this one, chosen with the page's own period form.
  const months = Array.from({ length: 12 }, (_, index) => Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 12 + index, 1))
  const lastMonth = monthKey(months[11]!)
  await page.goto('/admin/revenue')
  await expect(page.getByRole('heading', { level: 1, name: 'Revenue Report' })).toBeVisible()
  await expect(page.getByRole('img', { name: 'MRR and revenue per month' })).toBeVisible()
  await page.getByLabel('Months').selectOption('12')
  await page.getByLabel('Last month').fill(lastMonth)
  await page.getByRole('button', { name: 'Show' }).click()
  await expect(page).toHaveURL(new RegExp(`to=${lastMonth}`))
  await expect(page.locator('tbody tr[data-month]')).toHaveCount(12)
  await expect(page.locator(`tr[data-month="${lastMonth}"]`)).toBeVisible()

  const ledger = readLedger()
  // The demo ledger has money in the window: charges, at least one failure, and a running MRR.
  const whole = figures(ledger, months[0]!, thisMonth)
  expect(whole.chargesMinor).toBeGreaterThan(0)
  expect(whole.failureCount).toBeGreaterThan(0)
  for (const [index, start] of months.entries()) {
    const end = months[index + 1] ?? thisMonth
    expect(await shownCells(page, `tr[data-month="${monthKey(start)}"]`), monthKey(start)).toEqual(expectedCells(figures(ledger, start, end)))
  }
  // The totals row: flows added up over the twelve months, MRR as at the last month's end.
  expect(await shownCells(page, 'tr[data-month="total"]')).toEqual(expectedCells({ ...whole, mrrMinor: figures(ledger, months[11]!, thisMonth).mrrMinor }))
  // By plan: MRR at the last month's end and the twelve months' money, for every line the ledger has.
  for (const line of ['professional', 'enterprise', 'claim']) {
    const planned = figures(ledger, months[0]!, thisMonth, line)
    const mrr = figures(ledger, months[11]!, thisMonth, line).mrrMinor
    const shown = await shownCells(page, `tr[data-line="${line}"]`)
    expect(shown, line).toEqual({
      mrrMinor: dollars(mrr),
      newCount: String(planned.newCount),
      churnedCount: String(planned.churnedCount),
      chargesMinor: dollars(planned.chargesMinor),
      refundsMinor: dollars(planned.refundsMinor),
      revenueMinor: dollars(planned.revenueMinor),
    })
  }

  // The default period ends with this month: its row matches the ledger as read just before or just after the page.
  const before = expectedCells(figures(readLedger(), thisMonth, Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)))
  await page.goto('/admin/revenue')
  const current = await shownCells(page, `tr[data-month="${monthKey(thisMonth)}"]`)
  const after = expectedCells(figures(readLedger(), thisMonth, Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)))
  expect([before, after]).toContainEqual(current)
})
