import { createHmac, randomUUID } from 'node:crypto'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createClient, type Client } from '@libsql/client'
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFailed, vi } from 'vitest'
import { startCluster, type RunningCluster } from '../../tooling/cluster'
import { cookiesFrom, signUpMember, startServer, type RunningServer } from '../support/server'
import type * as Factories from '../support/factories'
import { startSqld, type RunningSqld } from '../../tooling/sqld'

/**
 * Past one machine (issue 19, docs/decisions/0054-scale-out.md): two production instances (`node server.js`) on one
 * libSQL server (sqld) behind the round-robin proxy of `npm run cluster`, and racing requests spread over both. What
 * one instance does, the other sees: sessions, rate-limit counts, uploads, test-mode payments, capacity rules and
 * webhook de-duplication all live in the database.
 */
const SESSION_SECRET = 'cluster-test-session-secret-that-is-long-enough-0123456789'
const WEBHOOK_SECRET = 'whsec_cluster_test'
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n')
const MIGRATIONS = (JSON.parse(readFileSync(path.resolve('db/migrations/meta/_journal.json'), 'utf8')) as { entries: unknown[] }).entries.length

let cluster: RunningCluster
let sql: Client
let factories: typeof Factories

beforeAll(async () => {
  cluster = await startCluster({
    env: { SESSION_SECRET, AUTH_RATE_LIMIT: '4', MUTATION_RATE_LIMIT: '100000', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET },
  })
  sql = createClient({ url: cluster.sqld.url })
  // Rows and session cookies this process makes go straight into the shared database, signed with the same secret.
  process.env.DATABASE_URL = cluster.sqld.url
  process.env.SESSION_SECRET = SESSION_SECRET
  vi.resetModules()
  factories = await import('../support/factories')
}, 180_000)

afterAll(async () => {
  if (factories) {
    const { getDatabase } = await import('~/server/db.server')
    await (await getDatabase()).close()
  }
  sql?.close()
  await cluster?.stop()
})

beforeEach(() => {
  // A failure says what the instances printed (a crash, a 500's stack).
  onTestFailed(() => {
    for (const [index, instance] of (cluster?.instances ?? []).entries()) console.error(`instance ${index}:\n${instance.output().slice(-3000)}`)
  })
})

/** Instance k mod 2: racing requests alternate between the two. */
const at = (k: number, pathname: string) => `${cluster.instances[k % cluster.instances.length]!.url}${pathname}`
const json = (cookie: string, body: unknown, method = 'POST', headers: Record<string, string> = {}): RequestInit => ({
  method,
  headers: { 'Content-Type': 'application/json', Cookie: cookie, ...headers },
  body: JSON.stringify(body),
})
const testAddress = () => `198.51.100.${Math.floor(Math.random() * 250) + 1}`

async function member(userType: 'public' | 'startup' | 'admin' = 'public') {
  const user = await factories.createUser({ userType })
  return { user, cookie: await factories.signedInCookie(user) }
}

describe('the topology', () => {
  it('booted both instances on one database migrated once, and the proxy alternates between them', async () => {
    const applied = await sql.execute('SELECT hash, count(*) AS n FROM __drizzle_migrations GROUP BY hash')
    expect(applied.rows).toHaveLength(MIGRATIONS)
    expect(applied.rows.every((row) => row.n === 1)).toBe(true)
    const servedBy = []
    for (let k = 0; k < 4; k++) {
      const response = await fetch(`${cluster.proxy.url}/api/health`)
      expect(response.status).toBe(200)
      servedBy.push(response.headers.get('x-served-by'))
    }
    expect(servedBy).toEqual(['0', '1', '0', '1'])
  })
})

describe('sessions', () => {
  it('signed in through A is signed in on B; signed out on B is signed out on A', async () => {
    const address = testAddress()
    const { cookie, email } = await signUpMember({ url: at(0, '') }, { headers: { 'X-Forwarded-For': address } })
    const me = await fetch(at(1, '/api/auth/user'), { headers: { Cookie: cookie } })
    expect(me.status).toBe(200)
    expect(await me.json()).toMatchObject({ email })
    const out = await fetch(at(1, '/api/auth/logout'), { method: 'POST', headers: { Cookie: cookie } })
    expect(out.status).toBeLessThan(400)
    expect((await fetch(at(0, '/api/auth/user'), { headers: { Cookie: cookie } })).status).toBe(401)
  })

  it('a sign-in through the proxy (alternating instances) holds on every later request', async () => {
    const address = testAddress()
    const { email, password } = await signUpMember({ url: at(0, '') }, { headers: { 'X-Forwarded-For': address } })
    const login = await fetch(`${cluster.proxy.url}/api/auth/login`, json('', { email, password }))
    expect(login.status).toBe(200)
    const cookie = cookiesFrom(login)
    const seen = new Set<string | null>()
    for (let k = 0; k < 4; k++) {
      const response = await fetch(`${cluster.proxy.url}/api/auth/user`, { headers: { Cookie: cookie } })
      expect(response.status).toBe(200)
      seen.add(response.headers.get('x-served-by'))
    }
    expect(seen).toEqual(new Set(['0', '1']))
  })
})

describe('rate limits', () => {
  it('wrong passwords from one address alternating between A and B are counted together: 4 checked, the rest 429', async () => {
    const address = testAddress()
    const { email } = await signUpMember({ url: at(1, '') }, { headers: { 'X-Forwarded-For': testAddress() } })
    const answers = []
    // One after another, so the order is known: the limit is AUTH_RATE_LIMIT=4 a minute per address, across both.
    for (let k = 0; k < 8; k++) {
      answers.push((await fetch(at(k, '/api/auth/login'), json('', { email, password: 'wrong-password-1' }, 'POST', { 'X-Forwarded-For': address }))).status)
    }
    expect(answers).toEqual([401, 401, 401, 401, 429, 429, 429, 429])
  })
})

describe('uploads', () => {
  it('a logo uploaded through A is served by B (the bytes live in the database)', async () => {
    const { user, cookie } = await member('startup')
    const startup = await factories.createStartup(user)
    const body = new FormData()
    body.append('logo', new Blob([PNG], { type: 'image/png' }), 'logo.png')
    const uploaded = await fetch(at(0, `/api/upload/startup-logo/${startup.id}`), { method: 'POST', body, headers: { Cookie: cookie } })
    expect(uploaded.status).toBe(201)
    const { logoUrl } = (await uploaded.json()) as { logoUrl: string }
    const served = await fetch(at(1, logoUrl))
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true)
    const stored = await sql.execute({ sql: 'SELECT length(bytes) AS size FROM stored_files WHERE key = ?', args: [logoUrl.split('/').pop()!] })
    expect(stored.rows[0]?.size).toBe(PNG.length)
  })
})

describe('capacity rules with the racing requests spread over both instances', () => {
  it('RSVPs: 30 members for 4 seats → exactly 4 attending, 26 waitlisted', async () => {
    const organizer = await member()
    const created = await fetch(
      at(0, '/api/events'),
      json(organizer.cookie, { title: `Cluster race ${randomUUID().slice(0, 6)}`, location: 'Singapore', startDate: '2099-06-01T10:00', endDate: '2099-06-01T12:00', maxAttendees: 4 }),
    )
    expect(created.status).toBe(201)
    const { id } = (await created.json()) as { id: number }
    const members = await Promise.all(Array.from({ length: 30 }, () => member()))
    const answers = await Promise.all(members.map((racer, k) => fetch(at(k, `/api/events/${id}/rsvp`), json(racer.cookie, { status: 'attending' }))))
    expect(answers.map((answer) => answer.status)).toEqual(members.map(() => 200))
    const statuses = (await Promise.all(answers.map((answer) => answer.json() as Promise<{ status: string }>))).map((body) => body.status)
    expect(statuses.filter((status) => status === 'attending')).toHaveLength(4)
    expect(statuses.filter((status) => status === 'waitlisted')).toHaveLength(26)
    const event = (await (await fetch(at(1, `/api/events/${id}`), { headers: { Cookie: organizer.cookie } })).json()) as Record<string, unknown>
    expect(event).toMatchObject({ currentAttendees: 4, waitlistCount: 26 })
  })

  it('workspace bookings: 30 requests for one hour → one for a meeting room, three for a hot-desk area of 3', async () => {
    const [room, desks] = [
      await factories.createWorkspace({ type: 'meeting-room', capacity: 10, hourlyRate: '50.00' }),
      await factories.createWorkspace({ type: 'hot-desk', capacity: 3, hourlyRate: '6.50' }),
    ]
    const members = await Promise.all(Array.from({ length: 6 }, () => member()))
    const date = new Date(Date.now() + 9 * 86_400_000).toISOString().slice(0, 10)
    const race = async (workspaceId: number) => {
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, k) =>
          fetch(at(k, '/api/workspace-bookings'), json(members[k % members.length]!.cookie, { workspaceId, startTime: `${date}T10:00`, endTime: `${date}T11:00`, totalAmount: '0' })),
        ),
      )
      const bodies = await Promise.all(answers.map((answer) => answer.text()))
      const unexpected = answers.flatMap((answer, k) => (answer.status === 201 || answer.status === 409 ? [] : [`${answer.status} ${bodies[k]}`]))
      expect(unexpected).toEqual([])
      return answers.map((answer) => answer.status)
    }
    const roomStatuses = await race(room.id)
    expect(roomStatuses.filter((status) => status === 201)).toHaveLength(1)
    expect(roomStatuses.filter((status) => status === 409)).toHaveLength(29)
    const deskStatuses = await race(desks.id)
    expect(deskStatuses.filter((status) => status === 201)).toHaveLength(3)
    expect(deskStatuses.filter((status) => status === 409)).toHaveLength(27)
  })

  it('one cohort application per member: the same member 10 times at once over both → one 201, nine 409', async () => {
    const cohort = await factories.createCohort()
    const { user, cookie } = await member()
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, k) => fetch(at(k, `/api/cohorts/${cohort.id}/apply`), json(cookie, { motivationLetter: `Take me (${k}).` }))),
    )
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 201)).toHaveLength(1)
    expect(statuses.filter((status) => status === 409)).toHaveLength(9)
    const rows = await sql.execute({ sql: 'SELECT count(*) AS n FROM cohort_applications WHERE cohort_id = ? AND user_id = ?', args: [cohort.id, user.id] })
    expect(rows.rows[0]?.n).toBe(1)
  })
})

describe('paid claims in test mode (no Stripe keys), across instances', () => {
  async function paidClaim(startupId: number, through: [number, number]) {
    const claimer = await member()
    const subscribed = await fetch(at(through[0], '/api/create-profile-subscription'), json(claimer.cookie, { startupId, amount: 1500 }))
    expect(subscribed.status).toBe(200)
    const { subscriptionId } = (await subscribed.json()) as { subscriptionId: string }
    // The simulated subscription made on one instance is found by the other (it is a row, not process memory).
    const claimed = await fetch(at(through[1], '/api/profile-claims'), { method: 'POST', body: claimForm(startupId, { subscriptionId }), headers: { Cookie: claimer.cookie } })
    const body = (await claimed.json()) as { claimId: number; status: string }
    expect(claimed.status, JSON.stringify(body)).toBe(201)
    expect(body.status).toBe('pending')
    return { ...claimer, claimId: body.claimId }
  }

  function claimForm(startupId: number, extra: Record<string, string> = {}) {
    const form = new FormData()
    const fields = { startupId: String(startupId), companyName: 'Claimed Co', claimerName: 'Ada Claimer', claimerEmail: 'ada@example.com', claimerTitle: 'CEO', businessRegistration: '201912345K', justification: 'I am its director.', ...extra }
    for (const [name, value] of Object.entries(fields)) form.set(name, value)
    form.set('proofOfAuthority', new Blob([PDF], { type: 'application/pdf' }), 'proof.pdf')
    return form
  }

  async function unclaimedStartup() {
    const founder = await factories.createUser({ userType: 'startup' })
    return factories.createStartup(founder)
  }

  it('two paid claims on one startup approved at once, one through A and one through B: one owner, one 409', async () => {
    const startup = await unclaimedStartup()
    const first = await paidClaim(startup.id, [0, 1])
    const second = await paidClaim(startup.id, [1, 0])
    const admin = await member('admin')
    const answers = await Promise.all(
      [first, second].map((claim, k) => fetch(at(k, `/api/admin/profile-claims/${claim.claimId}`), json(admin.cookie, { status: 'approved' }, 'PUT'))),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    const owner = await sql.execute({ sql: 'SELECT claimed_by_user_id AS owner, is_claimed_by_owner AS claimed FROM startups WHERE id = ?', args: [startup.id] })
    const winner = answers[0]!.status === 200 ? first : second
    expect(owner.rows[0]).toMatchObject({ owner: winner.user.id, claimed: 1 })
  })

  it('checkout started through A, paid on the test checkout page through B, fulfilled through A', async () => {
    const startup = await unclaimedStartup()
    const claimer = await member()
    const started = await fetch(at(0, '/api/profile-claims'), { method: 'POST', body: claimForm(startup.id), headers: { Cookie: claimer.cookie } })
    const { claimId, checkoutUrl } = (await started.json()) as { claimId: number; checkoutUrl: string }
    expect(checkoutUrl).toMatch(/\/claim-checkout\/cs_test_/)
    const checkoutPath = new URL(checkoutUrl).pathname
    const origin = cluster.instances[1]!.url
    const paid = await fetch(at(1, checkoutPath), {
      method: 'POST',
      redirect: 'manual',
      headers: { Cookie: claimer.cookie, 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin },
      body: 'intent=pay',
    })
    expect(paid.status).toBe(303)
    const success = new URL(paid.headers.get('location')!, origin)
    const fulfilled = await fetch(at(0, `${success.pathname}${success.search}`), { redirect: 'manual', headers: { Cookie: claimer.cookie } })
    expect(fulfilled.status).toBeLessThan(400)
    const claim = await sql.execute({ sql: 'SELECT payment_status AS payment, status FROM profile_claims WHERE id = ?', args: [claimId] })
    expect(claim.rows[0]).toMatchObject({ payment: 'paid', status: 'pending' })
  })

  it('one webhook event delivered 10 times at once over both instances has one effect', async () => {
    const startup = await unclaimedStartup()
    const claimer = await member()
    const started = await fetch(at(1, '/api/profile-claims'), { method: 'POST', body: claimForm(startup.id), headers: { Cookie: claimer.cookie } })
    const { claimId, checkoutUrl } = (await started.json()) as { claimId: number; checkoutUrl: string }
    const sessionId = new URL(checkoutUrl).pathname.split('/').pop()!
    const session = await sql.execute({ sql: 'SELECT subscription_id AS subscription FROM test_checkout_sessions WHERE id = ?', args: [sessionId] })
    const payload = JSON.stringify({
      id: `evt_${sessionId}`,
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { id: sessionId, object: 'checkout.session', status: 'complete', payment_status: 'paid', client_reference_id: String(claimId), subscription: session.rows[0]!.subscription, customer: 'cus_x' } },
    })
    const timestamp = Math.floor(Date.now() / 1000)
    const signature = `t=${timestamp},v1=${createHmac('sha256', WEBHOOK_SECRET).update(`${timestamp}.${payload}`).digest('hex')}`
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, k) => fetch(at(k, '/api/webhooks/stripe'), { method: 'POST', body: payload, headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature } })),
    )
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200))
    const results = (await Promise.all(answers.map((answer) => answer.json()))) as Array<{ duplicate: boolean }>
    expect(results.filter((result) => !result.duplicate)).toHaveLength(1)
    const claim = await sql.execute({ sql: 'SELECT payment_status AS payment FROM profile_claims WHERE id = ?', args: [claimId] })
    expect(claim.rows[0]).toMatchObject({ payment: 'paid' })
  })
})

describe('a rolling start with a new migration', () => {
  it('an instance on the old schema keeps serving while another applies an additive migration under the boot lock', async () => {
    // A throwaway additive migration after every real one, in a copy of the migrations folder.
    const folder = mkdtempSync(path.join(tmpdir(), 'startup-asia-migrations-'))
    try {
      cpSync(path.resolve('db/migrations'), folder, { recursive: true })
      const journalFile = path.join(folder, 'meta/_journal.json')
      const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: Array<Record<string, unknown>> }
      const tag = '9999_rolling-probe'
      journal.entries.push({ idx: journal.entries.length, version: '6', when: Date.now(), tag, breakpoints: true })
      writeFileSync(journalFile, JSON.stringify(journal))
      writeFileSync(path.join(folder, `${tag}.sql`), 'ALTER TABLE `startups` ADD `rolling_probe` text;')

      // Instance A (old code, old schema) answers a steady stream of list pages and API reads meanwhile.
      let serving = true
      const statuses: number[] = []
      const load = (async () => {
        // Requests before, during and after the migration (at least four after it).
        for (let k = 0, after = 0; serving || after < 4; k++, after += serving ? 0 : 1) {
          statuses.push((await fetch(at(0, k % 2 ? '/discover' : '/api/startups'))).status)
        }
      })()
      while (statuses.length < 2) await new Promise((resolve) => setTimeout(resolve, 20))
      const { getDatabase } = await import('~/server/db.server')
      const { withAppLock } = await import('~/server/app-lock.server')
      const database = await getDatabase()
      await withAppLock(database, 'boot', () => database.migrate(folder))
      serving = false
      await load
      expect(statuses.length).toBeGreaterThanOrEqual(6)
      expect(new Set(statuses)).toEqual(new Set([200]))
      const columns = await sql.execute("SELECT name FROM pragma_table_info('startups') WHERE name = 'rolling_probe'")
      expect(columns.rows).toHaveLength(1)
      // Both old instances still serve reads and writes on the new schema.
      const { cookie } = await member()
      const created = await fetch(at(1, '/api/events'), json(cookie, { title: 'After the rolling migration', location: 'Seoul', startDate: '2099-07-01T10:00', endDate: '2099-07-01T11:00', maxAttendees: 5 }))
      expect(created.status).toBe(201)
      expect((await fetch(at(0, '/api/startups'))).status).toBe(200)
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  })
})

describe('concurrent boots', () => {
  const stops: Array<() => Promise<void>> = []
  afterAll(async () => {
    for (const stop of stops.reverse()) await stop()
  })

  it('three instances started at once on an empty sqld: all boot, each migration once, demo data once, one shared session secret', async () => {
    const sqld: RunningSqld = await startSqld()
    stops.push(() => sqld.stop())
    const env = { STORAGE: 'database', SEED_DEMO_DATA: 'true', SESSION_SECRET: '', MUTATION_RATE_LIMIT: '100000' }
    const started = await Promise.allSettled(Array.from({ length: 3 }, () => startServer({ databaseUrl: sqld.url, env, timeoutMs: 150_000 })))
    const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
    for (const server of servers) stops.push(() => server.stop())
    expect(started.filter((result) => result.status === 'rejected').map((result) => String((result as PromiseRejectedResult).reason))).toEqual([])

    const client = createClient({ url: sqld.url })
    stops.push(async () => client.close())
    const applied = await client.execute('SELECT hash, count(*) AS n FROM __drizzle_migrations GROUP BY hash')
    expect(applied.rows).toHaveLength(MIGRATIONS)
    expect(applied.rows.every((row) => row.n === 1)).toBe(true)
    const demo = await client.execute("SELECT count(*) AS n FROM users WHERE email IN ('founder@demo.startup.asia', 'member@demo.startup.asia')")
    expect(demo.rows[0]?.n).toBe(2)
    expect((await client.execute('SELECT count(*) AS n FROM app_locks')).rows[0]?.n).toBe(0)

    // No SESSION_SECRET: the first instance generated one into the database and every instance signs with it.
    const [first, , third] = servers as [RunningServer, RunningServer, RunningServer]
    const { cookie } = await signUpMember(first)
    expect((await fetch(`${third.url}/api/auth/user`, { headers: { Cookie: cookie } })).status).toBe(200)
  }, 240_000)
})
