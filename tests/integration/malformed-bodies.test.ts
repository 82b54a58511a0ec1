import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signPayload } from '~/server/payments/webhook.server'
import { removeDatabase, signUpMember, startServer, type RunningServer } from '../support/server'

// Issue 38, item 4 (docs/decisions/0081-malformed-bodies.md): malformed multipart bodies to the four routes that read
// files, and signed Stripe events whose object is missing, malformed or dated in the future, against the production
// server. Each is refused 400 with a message, never answered 500.

const WEBHOOK_SECRET = 'whsec_malformed_bodies'

let server: RunningServer
let member: Awaited<ReturnType<typeof signUpMember>>
let startupId: number

beforeAll(async () => {
  server = await startServer({ env: { MUTATION_RATE_LIMIT: '100000', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET } })
  member = await signUpMember(server)
  const created = await fetch(`${server.url}/api/startups`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: member.cookie },
    body: JSON.stringify({ name: 'Malformed Bodies Co', description: 'Receives broken forms', sector: 'ai', location: 'Seoul', stage: 'seed' }),
  })
  expect(created.status).toBe(201)
  startupId = ((await created.json()) as { id: number }).id
})

afterAll(async () => {
  await server?.stop()
  if (server) removeDatabase(server.databaseUrl)
})

const BOUNDARY = 'malformed-boundary'
const disposition = (name: string) => `Content-Disposition: form-data; name="${name}"`

/** The four families of the fuzz run's 500s and their neighbours: each body with its Content-Type. */
const FAMILIES: Array<{ name: string; type: string; body: string; message: RegExp }> = [
  {
    name: 'a part header over 8 KiB',
    type: `multipart/form-data; boundary=${BOUNDARY}`,
    body: `--${BOUNDARY}\r\n${disposition('companyName')}\r\nX-Padding: ${'a'.repeat(9 * 1024)}\r\n\r\nAcme\r\n--${BOUNDARY}--\r\n`,
    message: /Malformed form data: the headers of a part are over 8 KB/,
  },
  {
    name: 'an LF-only body over 8 KiB',
    type: `multipart/form-data; boundary=${BOUNDARY}`,
    body: `--${BOUNDARY}\n${disposition('companyName')}\n\n${'v'.repeat(9 * 1024)}\n--${BOUNDARY}--\n`,
    message: /Malformed form data: the headers of a part are over 8 KB/,
  },
  {
    name: 'a Content-Type without its boundary',
    type: 'multipart/form-data',
    body: `--${BOUNDARY}\r\n${disposition('companyName')}\r\n\r\nAcme\r\n--${BOUNDARY}--\r\n`,
    message: /Malformed form data: the Content-Type names no boundary/,
  },
  {
    name: 'a body cut off inside a part',
    type: `multipart/form-data; boundary=${BOUNDARY}`,
    body: `--${BOUNDARY}\r\n${disposition('companyName')}\r\n\r\nAcme`,
    message: /Malformed form data/,
  },
  {
    name: 'a body cut off inside a part header',
    type: `multipart/form-data; boundary=${BOUNDARY}`,
    body: `--${BOUNDARY}\r\nContent-Disposition: form-da`,
    message: /Malformed form data/,
  },
]

const URLS = [
  { kind: 'api', url: '/api/upload/startup-logo/{id}' },
  { kind: 'api', url: '/api/profile-claims' },
  { kind: 'page', url: '/startup/{id}/edit' },
  { kind: 'page', url: '/claim-profile/{id}' },
] as const

describe.each(URLS)('malformed multipart to $url', ({ kind, url }) => {
  const path = () => url.replace('{id}', String(startupId))
  it.each(FAMILIES)('$name: 400 with a message', async ({ type, body, message }) => {
    const response = await fetch(`${server.url}${path()}`, {
      method: 'POST',
      headers: { 'Content-Type': type, Cookie: member.cookie, Origin: server.url },
      body,
      redirect: 'manual',
    })
    const text = await response.text()
    expect(response.status, text.slice(0, 500)).toBe(400)
    if (kind === 'api') {
      expect(response.headers.get('content-type')).toMatch(/application\/json/)
      expect((JSON.parse(text) as { message: string }).message).toMatch(message)
    } else {
      // The page renders again with the message at its form (the form's other values cannot be read from a body
      // that does not parse; the page's own defaults fill it again).
      expect(response.headers.get('content-type')).toMatch(/text\/html/)
      expect(text.replaceAll('&#x27;', "'").replaceAll('&#39;', "'")).toMatch(message)
    }
  })
})

describe('signed Stripe events that are malformed', () => {
  const post = (payload: string, signature: string) =>
    fetch(`${server.url}/api/webhooks/stripe`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
      body: payload,
    })
  const event = (fields: Record<string, unknown>) => JSON.stringify({ id: `evt_${Math.random().toString(36).slice(2)}`, object: 'event', ...fields })

  it.each([
    ['no data', { type: 'invoice.paid' }],
    ['data without its object', { type: 'invoice.paid', data: {} }],
    ['a null object', { type: 'customer.subscription.deleted', data: { object: null } }],
    ['a string for the object', { type: 'checkout.session.completed', data: { object: 'cs_1' } }],
    ['an array for the object', { type: 'customer.subscription.updated', data: { object: [] } }],
    ['an object of an unhandled type that is not an object', { type: 'balance.available', data: { object: 7 } }],
    ['a subscription without its id', { type: 'customer.subscription.deleted', data: { object: { object: 'subscription', status: 'canceled' } } }],
    ['a subscription whose status is a number', { type: 'customer.subscription.updated', data: { object: { id: 'sub_1', status: 5 } } }],
    ['a subscription whose items are text', { type: 'customer.subscription.updated', data: { object: { id: 'sub_1', status: 'active', items: 'x' } } }],
    ['an invoice whose period end is text', { type: 'invoice.paid', data: { object: { id: 'in_1', period_end: 'soon' } } }],
    ['a Checkout session whose subscription is a number', { type: 'checkout.session.completed', data: { object: { id: 'cs_1', subscription: 5 } } }],
    ['a type that is not text', { type: 42, data: { object: {} } }],
  ])('%s: 400', async (_name, fields) => {
    const payload = event(fields)
    const response = await post(payload, signPayload(payload, WEBHOOK_SECRET))
    expect(response.status).toBe(400)
    expect(((await response.json()) as { message: string }).message).toMatch(/^Malformed event/)
  })

  it('a signed body that is not JSON: 400', async () => {
    const payload = '{"id": "evt_1", "type": '
    const response = await post(payload, signPayload(payload, WEBHOOK_SECRET))
    expect(response.status).toBe(400)
    expect(((await response.json()) as { message: string }).message).toBe('Malformed event: the body is not JSON')
  })

  it('an event without an id: 400', async () => {
    const payload = JSON.stringify({ type: 'invoice.paid', data: { object: { id: 'in_1' } } })
    const response = await post(payload, signPayload(payload, WEBHOOK_SECRET))
    expect(response.status).toBe(400)
  })

  it('a well-formed event of a type the app does not handle is still received', async () => {
    const payload = event({ type: 'balance.available', data: { object: { object: 'balance', available: [] } } })
    const response = await post(payload, signPayload(payload, WEBHOOK_SECRET))
    expect(response.status).toBe(200)
  })

  it('refuses a signature dated in the future beyond the tolerance (5 minutes), accepts one within it', async () => {
    const now = Math.floor(Date.now() / 1000)
    const ahead = event({ type: 'balance.available', data: { object: { object: 'balance' } } })
    const refused = await post(ahead, signPayload(ahead, WEBHOOK_SECRET, now + 301 + 5))
    expect(refused.status).toBe(400)
    expect(((await refused.json()) as { message: string }).message).toMatch(/future/)
    const slightlyAhead = event({ type: 'balance.available', data: { object: { object: 'balance' } } })
    expect((await post(slightlyAhead, signPayload(slightlyAhead, WEBHOOK_SECRET, now + 60))).status).toBe(200)
    const old = event({ type: 'balance.available', data: { object: { object: 'balance' } } })
    expect((await post(old, signPayload(old, WEBHOOK_SECRET, now - 301 - 5))).status).toBe(400)
  })

  it('refuses a header with two timestamps (Stripe sends one)', async () => {
    const payload = event({ type: 'balance.available', data: { object: { object: 'balance' } } })
    const now = Math.floor(Date.now() / 1000)
    const signed = signPayload(payload, WEBHOOK_SECRET, now)
    const response = await post(payload, `t=${now + 3600},${signed}`)
    expect(response.status).toBe(400)
  })
})
