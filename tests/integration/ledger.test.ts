import { and, eq } from 'drizzle-orm'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { adminAuditLog, paymentTransactions, subscriptionChanges } from '../../db/schema'
import { action as paymentsApi, loader as paymentsApiGet } from '~/routes/api/admin/payments'
import { loader as transactionsApi } from '~/routes/api/admin/transactions'
import { action as paymentsAction, loader as paymentsLoader } from '~/routes/admin/payments'
import { loader as transactionsLoader } from '~/routes/admin/transactions'
import { middleware as adminGuards } from '~/routes/layouts/admin'
import { getDb } from '~/server/db.server'
import { signPayload } from '~/server/payments/webhook.server'
import type { PublicUser } from '~/shared/user'
import { server } from '../mocks/server'
import { planStripe, subscriptionJson, type PlanStripe, type PlanStripeSubscription } from '../mocks/stripe-plans'
import { postWebhook } from '../support/claims'
import { runLedgerOrder } from '../support/ledger'
import { createAdmin, createUser, routeArgs, signedInCookie, throughGuards } from '../support/factories'
import { formRequest, getRequest, jsonRequest } from '../support/http'
import { member, send as sendEvent, trialing as startTrial } from '../support/plans'

// The money ledger (issue 44 item 5, docs/decisions/0139): Stripe's verified events → payment_transactions and
// subscription_changes, with the SDK answered by MSW; User Transactions, Payment Management and their /api twins.
const SECRET = 'whsec_test_ledger'
process.env.STRIPE_SECRET_KEY = 'sk_test_ledger'
process.env.STRIPE_PUBLISHABLE_KEY = 'pk_test_ledger'
process.env.STRIPE_WEBHOOK_SECRET = SECRET

let stripe: PlanStripe
const refundsAsked: string[] = []
beforeEach(() => {
  stripe = planStripe()
  server.use(
    ...stripe.handlers,
    http.get('https://api.stripe.com/v1/invoice_payments', ({ request }) => {
      const invoice = new URL(request.url).searchParams.get('invoice')
      return HttpResponse.json({ object: 'list', data: [{ id: `inpay_${invoice}`, payment: { type: 'payment_intent', payment_intent: `pi_${invoice}` } }], has_more: false })
    }),
    http.post('https://api.stripe.com/v1/refunds', async ({ request }) => {
      const form = new URLSearchParams(await request.text())
      refundsAsked.push(`${form.get('payment_intent')} ${form.get('metadata[subscriptionId]')} ${request.headers.get('Idempotency-Key')}`)
      return HttpResponse.json({ id: `re_${form.get('payment_intent')}`, object: 'refund', amount: 9900, currency: 'usd', status: 'succeeded' })
    }),
  )
})

const send = (type: string, object: unknown, options?: { created?: number; id?: string }) => sendEvent(SECRET, type, object, options)
const trialing = (who: { user: PublicUser; cookie: string }) => startTrial(stripe, SECRET, who)
const now = () => Math.floor(Date.now() / 1000)

let invoiceNumber = 1
function paidInvoice(sub: { id: string; customer: string; metadata?: Record<string, string> }, extra: Record<string, unknown> = {}) {
  return {
    id: `in_ledger_${process.pid}_${invoiceNumber++}`,
    object: 'invoice',
    billing_reason: 'subscription_cycle',
    customer: sub.customer,
    amount_paid: 9900,
    amount_due: 9900,
    currency: 'usd',
    parent: { subscription_details: { subscription: sub.id, metadata: sub.metadata ?? {} } },
    ...extra,
  }
}

async function ledgerOf(where: { subscriptionId?: string; sourceId?: string }) {
  const db = await getDb()
  return db
    .select({
      sourceId: paymentTransactions.sourceId,
      kind: paymentTransactions.kind,
      product: paymentTransactions.product,
      planKey: paymentTransactions.planKey,
      userId: paymentTransactions.userId,
      amountMinor: paymentTransactions.amountMinor,
      currency: paymentTransactions.currency,
      detail: paymentTransactions.detail,
    })
    .from(paymentTransactions)
    .where(
      where.subscriptionId
        ? eq(paymentTransactions.stripeSubscriptionId, where.subscriptionId)
        : eq(paymentTransactions.sourceId, where.sourceId ?? ''),
    )
    .orderBy(paymentTransactions.id)
}

async function changesOf(subscriptionId: string) {
  const db = await getDb()
  return db
    .select({ change: subscriptionChanges.change, product: subscriptionChanges.product, planKey: subscriptionChanges.planKey, userId: subscriptionChanges.userId, monthlyMinor: subscriptionChanges.monthlyMinor, occurredAt: subscriptionChanges.occurredAt })
    .from(subscriptionChanges)
    .where(eq(subscriptionChanges.stripeSubscriptionId, subscriptionId))
    .orderBy(subscriptionChanges.id)
}

describe('the ledger from verified webhooks', () => {
  it('a paid renewal is a charge and the start; a replay, or the same invoice under a new event, is one row; a trial invoice is nothing', async () => {
    const who = await member()
    const sub = await trialing(who)
    // The trial's $0 invoice is no revenue.
    await send('invoice.paid', paidInvoice(sub, { amount_paid: 0, billing_reason: 'subscription_create' }))
    expect(await ledgerOf({ subscriptionId: sub.id })).toEqual([])

    const invoice = paidInvoice(sub)
    const first = await send('invoice.paid', invoice, { created: now() })
    expect((await send('invoice.paid', invoice, { id: first.id })).body.duplicate).toBe(true)
    expect((await send('invoice.paid', invoice)).body.duplicate).toBe(false)
    expect(await ledgerOf({ subscriptionId: sub.id })).toEqual([
      { sourceId: invoice.id, kind: 'charge', product: 'plan', planKey: 'professional', userId: who.user.id, amountMinor: 9900, currency: 'usd', detail: null },
    ])
    // The next month's invoice is another charge but not another start.
    await send('invoice.paid', paidInvoice(sub))
    expect(await ledgerOf({ subscriptionId: sub.id })).toHaveLength(2)
    expect(await changesOf(sub.id)).toMatchObject([{ change: 'started', product: 'plan', planKey: 'professional', userId: who.user.id, monthlyMinor: 9900 }])
  })

  it('a failed payment is a failure row with its reason; a refund.created a refund row; the deletion ends a started subscription once', async () => {
    const who = await member()
    const sub = await trialing(who)
    await send('invoice.paid', paidInvoice(sub))
    const failed = paidInvoice(sub, { amount_paid: 0, last_finalization_error: { message: 'Your card was declined.' } })
    await send('invoice.payment_failed', failed)
    await send('invoice.payment_failed', failed)
    await send('refund.created', { id: `re_ledger_${sub.id}`, object: 'refund', amount: 4950, currency: 'usd', customer: sub.customer, metadata: {}, reason: 'requested_by_customer', status: 'succeeded' })
    await send('refund.created', { id: `re_ledger_failed_${sub.id}`, object: 'refund', amount: 100, currency: 'usd', customer: sub.customer, status: 'failed' })
    const rows = await ledgerOf({ subscriptionId: sub.id })
    expect(rows.map((row) => [row.kind, row.amountMinor, row.detail])).toEqual([
      ['charge', 9900, null],
      ['failure', 9900, 'Your card was declined.'],
    ])
    // The refund names only the customer: the member is found by it.
    expect(await ledgerOf({ sourceId: `re_ledger_${sub.id}` })).toEqual([
      { sourceId: `re_ledger_${sub.id}`, kind: 'refund', product: 'plan', planKey: 'professional', userId: who.user.id, amountMinor: 4950, currency: 'usd', detail: 'requested_by_customer' },
    ])
    expect(await ledgerOf({ sourceId: `re_ledger_failed_${sub.id}` })).toEqual([])

    sub.status = 'canceled'
    const ended = { ...subscriptionJson(sub), ended_at: now() + 60 }
    await send('customer.subscription.deleted', ended, { created: now() + 60 })
    await send('customer.subscription.deleted', ended, { created: now() + 61 })
    const changes = await changesOf(sub.id)
    expect(changes.map((row) => [row.change, row.monthlyMinor])).toEqual([
      ['started', 9900],
      ['ended', 9900],
    ])
  })

  it('a trial cancelled before paying is no start and no end', async () => {
    const who = await member()
    const sub = await trialing(who)
    sub.status = 'canceled'
    await send('customer.subscription.deleted', subscriptionJson(sub))
    expect(await changesOf(sub.id)).toEqual([])
  })

  it('out of order: the deletion delivered before the paid invoice still gives the start and the end', async () => {
    const who = await member()
    const sub = await trialing(who)
    const t = now()
    sub.status = 'canceled'
    await send('customer.subscription.deleted', { ...subscriptionJson(sub), ended_at: t + 20 }, { created: t + 20 })
    await send('invoice.paid', paidInvoice(sub), { created: t + 10 })
    const changes = await changesOf(sub.id)
    expect(changes.map((row) => [row.change, row.occurredAt.getTime()])).toEqual([
      ['started', (t + 10) * 1000],
      ['ended', (t + 20) * 1000],
    ])
  })

  it("a claim's invoice is placed by its subscription's metadata (paid before the claim is sent); an unknown payer is still money", async () => {
    const claimer = await createUser()
    const claimSub = { id: `sub_claim_${process.pid}`, customer: `cus_claim_${process.pid}`, metadata: { userId: String(claimer.id), startupId: '1' } }
    await send('invoice.paid', paidInvoice(claimSub, { amount_paid: 1500, billing_reason: 'subscription_create' }))
    expect(await ledgerOf({ subscriptionId: claimSub.id })).toMatchObject([{ kind: 'charge', product: 'claim', userId: claimer.id, amountMinor: 1500, planKey: null }])
    expect(await changesOf(claimSub.id)).toMatchObject([{ change: 'started', product: 'claim', monthlyMinor: 1500 }])
    // The refused claim's refund (the app sets metadata.subscriptionId on it) is the claimer's, under claims.
    await send('refund.created', { id: `re_claim_${process.pid}`, object: 'refund', amount: 1500, currency: 'usd', customer: null, metadata: { subscriptionId: claimSub.id, invoice: 'in_x' }, status: 'pending' })
    expect(await ledgerOf({ sourceId: `re_claim_${process.pid}` })).toMatchObject([{ kind: 'refund', product: 'claim', userId: claimer.id, amountMinor: 1500 }])

    const stranger = { id: `sub_unknown_${process.pid}`, customer: `cus_unknown_${process.pid}` }
    await send('invoice.paid', paidInvoice(stranger, { amount_paid: 700, currency: 'SGD' }))
    expect(await ledgerOf({ subscriptionId: stranger.id })).toMatchObject([{ kind: 'charge', userId: null, amountMinor: 700, currency: 'sgd' }])
  })

  it('the same order case as on libSQL: parallel replays of a charge, the end delivered first', async () => {
    await runLedgerOrder(stripe, SECRET)
  })

  it('a signed event whose ledger fields are malformed is 400, never 500', async () => {
    const sub = { id: 'sub_bad', customer: 'cus_bad' }
    const cases: Array<[string, unknown]> = [
      ['invoice.paid', paidInvoice(sub, { amount_paid: 'lots' })],
      ['invoice.paid', paidInvoice(sub, { amount_paid: -5 })],
      ['invoice.payment_failed', paidInvoice(sub, { amount_due: 1.5 })],
      ['invoice.paid', paidInvoice(sub, { currency: 'dollars' })],
      ['invoice.paid', paidInvoice(sub, { customer: 42 })],
      ['invoice.payment_failed', paidInvoice(sub, { last_finalization_error: { message: 7 } })],
      ['refund.created', { id: 're_bad', amount: '10', currency: 'usd' }],
      ['refund.created', { id: 're_bad', amount: 10 }],
      ['refund.created', { id: 're_bad', amount: 10, currency: 'usd', metadata: { subscriptionId: 5 } }],
    ]
    for (const [type, object] of cases) {
      const payload = JSON.stringify({ id: `evt_bad_${type}_${Math.random()}`, object: 'event', type, created: now(), data: { object } })
      const response = await postWebhook(payload, signPayload(payload, SECRET))
      expect(response.status, `${type} ${JSON.stringify(object)}`).toBe(400)
    }
    expect(await ledgerOf({ subscriptionId: 'sub_bad' })).toEqual([])
  })
})

/** What a loader or action answered: a Response, a redirect, or data() with its status. */
async function outcome(run: () => unknown): Promise<{ status: number; body: unknown }> {
  try {
    const result = (await run()) as { init?: { status?: number }; data?: unknown } | Response
    if (result instanceof Response) return { status: result.status, body: null }
    return { status: result.init?.status ?? 200, body: result.data }
  } catch (error) {
    if (error instanceof Response) return { status: error.status, body: null }
    throw error
  }
}

async function refusal(run: () => unknown): Promise<number> {
  try {
    await run()
  } catch (error) {
    if (error instanceof Response) return error.status
    return (error as { init: { status: number } }).init.status
  }
  throw new Error('expected a refusal')
}

describe('User Transactions and Payment Management', () => {
  it('refuse visitors (401) and members (403): pages, .data, actions and the /api twins', async () => {
    const { cookie } = await member()
    for (const [path, loader] of [
      ['/admin/transactions', transactionsLoader],
      ['/admin/transactions.data', transactionsLoader],
      ['/admin/payments', paymentsLoader],
      ['/admin/payments.data', paymentsLoader],
    ] as const) {
      expect(await refusal(() => throughGuards(adminGuards, routeArgs(getRequest(path)), loader as never))).toBe(401)
      expect(await refusal(() => throughGuards(adminGuards, routeArgs(getRequest(path, { Cookie: cookie })), loader as never))).toBe(403)
    }
    const post = formRequest('/admin/payments', { intent: 'refund', chargeId: '1' }, { Cookie: cookie })
    expect(await refusal(() => throughGuards(adminGuards, routeArgs(post), paymentsAction as never))).toBe(403)
    for (const headers of [{}, { Cookie: cookie }] as Array<Record<string, string>>) {
      const expected = 'Cookie' in headers ? 403 : 401
      expect(((await transactionsApi(routeArgs(getRequest('/api/admin/transactions', headers)))) as Response).status).toBe(expected)
      expect(((await paymentsApiGet(routeArgs(getRequest('/api/admin/payments', headers)))) as Response).status).toBe(expected)
      expect(((await paymentsApi(routeArgs(jsonRequest('/api/admin/payments', 'POST', { intent: 'refund', chargeId: 1 }, headers)))) as Response).status).toBe(expected)
    }
  })

  it('lists the ledger newest first, filtered by kind, product and member; a bad filter is 400 with the values kept', async () => {
    const who = await member()
    const sub = await trialing(who)
    await send('invoice.paid', paidInvoice(sub), { created: now() - 5 })
    await send('invoice.payment_failed', paidInvoice(sub, { amount_paid: 0 }), { created: now() })
    const admin = await createAdmin()
    const cookie = await signedInCookie(admin)
    const page = (path: string) => throughGuards(adminGuards, routeArgs(getRequest(path, { Cookie: cookie })), transactionsLoader as never) as Promise<{
      page: { items: Array<{ kind: string; amountMinor: number; member: { id: number; email: string } | null }>; total: number } | null
      filters: Record<string, string>
      problem: string | null
    }>
    const mine = await page(`/admin/transactions.data?q=${encodeURIComponent(who.user.email)}`)
    expect(mine.page!.items.map((row) => [row.kind, row.amountMinor, row.member?.id])).toEqual([
      ['failure', 9900, who.user.id],
      ['charge', 9900, who.user.id],
    ])
    expect(mine.page!.total).toBe(2)
    const charges = await page(`/admin/transactions?q=${encodeURIComponent(who.user.email)}&kind=charge&product=plan`)
    expect(charges.page!.items.map((row) => row.kind)).toEqual(['charge'])
    expect((await page(`/admin/transactions?q=${encodeURIComponent(who.user.email)}&product=claim`)).page!.items).toEqual([])

    const bad = await outcome(() => throughGuards(adminGuards, routeArgs(getRequest('/admin/transactions?kind=gift&q=ada', { Cookie: cookie })), transactionsLoader as never))
    expect(bad.status).toBe(400)
    expect(bad.body).toMatchObject({ page: null, filters: { kind: 'gift', q: 'ada' }, problem: 'Choose charges, refunds or failures' })

    const api = (await transactionsApi(routeArgs(getRequest(`/api/admin/transactions?kind=charge&q=${encodeURIComponent(who.user.email)}`, { Cookie: cookie })))) as Response
    expect(api.status).toBe(200)
    expect(await api.json()).toMatchObject({ total: 1, page: 1, pageSize: 10, transactions: [{ kind: 'charge', amountMinor: 9900, member: { id: who.user.id } }] })
    const apiBad = (await transactionsApi(routeArgs(getRequest('/api/admin/transactions?product=shoes', { Cookie: cookie })))) as Response
    expect(apiBad.status).toBe(400)
    expect(await apiBad.json()).toMatchObject({ message: 'Choose plans or profile claims' })
  })

  it("shows the month's exact totals and the past-due failures with their grace end; refunds a charge through Stripe, audited, once", async () => {
    const who = await member()
    const sub: PlanStripeSubscription = await trialing(who)
    const admin = await createAdmin()
    const cookie = await signedInCookie(admin)
    const health = () => throughGuards(adminGuards, routeArgs(getRequest('/admin/payments.data', { Cookie: cookie })), paymentsLoader as never) as Promise<{
      totals: Array<{ kind: string; currency: string; totalMinor: number; count: number }>
      pastDue: Array<{ stripeSubscriptionId: string; amountMinor: number; since: string; graceEndsAt: string; member: { id: number } | null }>
      charges: Array<{ id: number; amountMinor: number; member: { id: number } | null }>
    }>
    const before = await health()
    const totalOf = (totals: typeof before.totals, kind: string) => totals.find((row) => row.kind === kind && row.currency === 'usd')?.totalMinor ?? 0
    const t = now()
    await send('invoice.paid', paidInvoice(sub, { amount_paid: 9900 }), { created: t })
    await send('invoice.payment_failed', paidInvoice(sub, { amount_paid: 0, amount_due: 9902 }), { created: t + 1 })
    sub.status = 'past_due'
    await send('customer.subscription.updated', subscriptionJson(sub), { created: t + 2 })

    const after = await health()
    expect(totalOf(after.totals, 'charge') - totalOf(before.totals, 'charge')).toBe(9900)
    expect(totalOf(after.totals, 'failure') - totalOf(before.totals, 'failure')).toBe(9902)
    const due = after.pastDue.find((row) => row.stripeSubscriptionId === sub.id)!
    expect(due).toMatchObject({ amountMinor: 9902, member: { id: who.user.id } })
    expect(new Date(due.graceEndsAt).getTime() - new Date(due.since).getTime()).toBe(7 * 86_400_000)
    const api = (await paymentsApiGet(routeArgs(getRequest('/api/admin/payments', { Cookie: cookie })))) as Response
    expect(api.status).toBe(200)
    expect(((await api.json()) as { pastDue: Array<{ stripeSubscriptionId: string }> }).pastDue.map((row) => row.stripeSubscriptionId)).toContain(sub.id)

    const charge = after.charges.find((row) => row.member?.id === who.user.id)!
    const act = (fields: Record<string, string>) => outcome(() => throughGuards(adminGuards, routeArgs(formRequest('/admin/payments', fields, { Cookie: cookie })), paymentsAction as never))
    const bad = await act({ intent: 'refund', chargeId: 'x' })
    expect(bad.status).toBe(400)
    expect(bad.body).toMatchObject({ result: { initialValue: { chargeId: 'x' }, error: { chargeId: ['Choose a payment to refund'] } } })
    expect((await act({ intent: 'refund', chargeId: '99999999' })).status).toBe(404)

    expect((await act({ intent: 'refund', chargeId: String(charge.id) })).status).toBe(302)
    expect(refundsAsked.at(-1)).toMatch(new RegExp(`^pi_in_ledger_\\S+ ${sub.id} refund-invoice-in_ledger_`))
    const refunds = (await ledgerOf({ subscriptionId: sub.id })).filter((row) => row.kind === 'refund')
    expect(refunds).toMatchObject([{ amountMinor: 9900, userId: who.user.id, product: 'plan' }])
    // Stripe's refund.created for the same refund is the same row.
    await send('refund.created', { id: refunds[0]!.sourceId, object: 'refund', amount: 9900, currency: 'usd', customer: sub.customer, metadata: { subscriptionId: sub.id }, status: 'succeeded' })
    expect((await ledgerOf({ subscriptionId: sub.id })).filter((row) => row.kind === 'refund')).toHaveLength(1)

    const again = await act({ intent: 'refund', chargeId: String(charge.id) })
    expect(again.status).toBe(409)
    const viaApi = (await paymentsApi(routeArgs(jsonRequest('/api/admin/payments', 'POST', { intent: 'refund', chargeId: charge.id }, { Cookie: cookie })))) as Response
    expect(viaApi.status).toBe(409)
    expect(await viaApi.json()).toMatchObject({ message: 'This payment has already been refunded' })
    expect(((await paymentsApi(routeArgs(jsonRequest('/api/admin/payments', 'POST', { intent: 'gift', chargeId: charge.id }, { Cookie: cookie })))) as Response).status).toBe(400)

    const db = await getDb()
    const audit = await db
      .select({ action: adminAuditLog.action, adminId: adminAuditLog.adminId })
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.entityType, 'payment_transaction'), eq(adminAuditLog.entityId, charge.id)))
    expect(audit).toEqual([{ action: 'refund', adminId: admin.id }])
  })
})
