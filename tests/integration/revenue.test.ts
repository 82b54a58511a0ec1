import { describe, expect, it } from 'vitest'
import { reportMonths } from '~/models/revenue.server'
import { loader as revenueApi } from '~/routes/api/admin/revenue'
import { loader as pageLoader } from '~/routes/admin/revenue'
import { middleware as adminGuards } from '~/routes/layouts/admin'
import { createAdmin, createUser, routeArgs, signedInCookie, throughGuards } from '../support/factories'
import { getRequest, refusal } from '../support/http'
import { expectMrrAcrossMonths, expectRevenueToTheCent, insertPayment } from '../support/ledger-rows'

// The Revenue Report (issue 44 item 5, docs/decisions/0140-revenue-report.md): the model on hand-written ledger rows
// (also on sqld: revenue-on-libsql.test.ts), /admin/revenue and GET /api/admin/revenue. One database for the file.

describe('the report', () => {
  it('MRR at each month’s end across starts and ends; new and churned; by plan; a month’s last instant is its own', async () => {
    await expectMrrAcrossMonths()
  })

  it('revenue is charges − refunds, exact to the cent, per month and by plan; failures apart; one currency', async () => {
    await expectRevenueToTheCent()
  })

  it('counts calendar months (UTC) back from the last one, across a year', () => {
    expect(reportMonths(3, '2031-02', new Date()).map((month) => month.month)).toEqual(['2030-12', '2031-01', '2031-02'])
    const [only] = reportMonths(1, undefined, new Date('2031-03-31T23:59:59.999Z'))
    expect(only).toEqual({ month: '2031-03', start: Date.UTC(2031, 2, 1), end: Date.UTC(2031, 3, 1) })
  })
})

describe('/admin/revenue and GET /api/admin/revenue', () => {
  const currency = 'xad'
  const seedRows = () => insertPayment('charge', { product: 'plan', planKey: 'professional' }, 9_900, '2031-07-15T10:00:00.000Z', currency)

  it('the same report for an admin: the page (document and .data) and the API', async () => {
    await seedRows()
    const cookie = { Cookie: await signedInCookie(await createAdmin()) }
    const query = `?months=1&to=2031-07&currency=${currency}`
    const api = (await revenueApi(routeArgs(getRequest(`/api/admin/revenue${query}`, cookie)))) as Response
    expect(api.status).toBe(200)
    expect(api.headers.get('Cache-Control')).toMatch(/no-store/)
    const body = (await api.json()) as { months: { month: string; chargesMinor: number; revenueMinor: number }[] }
    expect(body.months).toEqual([expect.objectContaining({ month: '2031-07', chargesMinor: 9_900, revenueMinor: 9_900 })])
    for (const path of ['/admin/revenue', '/admin/revenue.data']) {
      const page = (await throughGuards(adminGuards, routeArgs(getRequest(path + query, cookie)), pageLoader as never)) as {
        report: unknown
        error: null
      }
      expect(page.error).toBeNull()
      expect(page.report).toEqual(JSON.parse(JSON.stringify(body)))
    }
  })

  it('a bad period: the API answers 400 with the message; the page 400 with what was typed and the default period', async () => {
    const cookie = { Cookie: await signedInCookie(await createAdmin()) }
    const api = (await revenueApi(routeArgs(getRequest('/api/admin/revenue?months=99', cookie)))) as Response
    expect(api.status).toBe(400)
    expect(((await api.json()) as { message: string }).message).toMatch(/Months must be a whole number from 1 to 36/)
    const page = (await throughGuards(adminGuards, routeArgs(getRequest('/admin/revenue?months=6&to=2031-13', cookie)), pageLoader as never)) as {
      init: { status: number }
      data: { error: string; values: { months: string; to: string }; report: { months: unknown[] } }
    }
    expect(page.init.status).toBe(400)
    expect(page.data.error).toBe('The last month must be a month like 2026-11')
    expect(page.data.values).toMatchObject({ months: '6', to: '2031-13' })
    expect(page.data.report.months).toHaveLength(12)
  })

  it('refuses visitors (401) and members (403) on the page (document and .data) and the API', async () => {
    const member = { Cookie: await signedInCookie(await createUser()) }
    for (const path of ['/admin/revenue', '/admin/revenue.data']) {
      expect(await refusal(() => throughGuards(adminGuards, routeArgs(getRequest(path)), pageLoader as never))).toBe(401)
      expect(await refusal(() => throughGuards(adminGuards, routeArgs(getRequest(path, member)), pageLoader as never))).toBe(403)
    }
    expect(((await revenueApi(routeArgs(getRequest('/api/admin/revenue')))) as Response).status).toBe(401)
    expect(((await revenueApi(routeArgs(getRequest('/api/admin/revenue', member)))) as Response).status).toBe(403)
  })
})
