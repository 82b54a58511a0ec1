import http from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createRandom, formRequestFrom, jsonRequestFrom, pick, queryFrom, type FuzzRequest, type Random } from './fuzz'
import { openDatabase } from '../../db/client'
import { cohorts, workspaces } from '../../db/schema'
import { FUZZ_TARGETS, FUZZ_WEBHOOK_SECRET, FUZZ_WORKSPACE_ID, type FuzzContext, type FuzzTarget } from './fuzz-targets'
import { withoutMocks } from '../mocks/server'
import { cookiesFrom, isAlive, removeDatabase, signUpMember, startServer, type RunningServer } from './server'

const FUZZ_ADMIN = { email: 'fuzz-admin@example.com', password: 'fuzz-admin-password-1' }

// At least 1,000 generated inputs to every mutation and every filtered GET of the production server, and to the raw
// bodies' families (malformed multipart to each route that reads files, signed but malformed Stripe events): zero
// 5xx, and the server still answers afterwards. FUZZ_SEED replays a run; FUZZ_INPUTS raises the count.
//
// The targets are dealt round-robin into FUZZ_SHARDS files (tests/integration/fuzz-{1,2,3}.test.ts), each with its own
// server and database, so Vitest's two workers share the run (one file alone was the suite's long pole, ~10 min). A
// target keeps its global index, so its seed, and so its inputs, do not depend on the sharding.
export const FUZZ_SHARDS = 3

const INPUTS_PER_TARGET = Number(process.env.FUZZ_INPUTS ?? 1000)
const SEED = Number(process.env.FUZZ_SEED ?? 20261122)
const CONCURRENCY = 4

interface Input {
  method: string
  path: string
  request: FuzzRequest
}

/** Defines shard `shard` (1-based) of FUZZ_SHARDS: the targets whose index ≡ shard − 1 (mod FUZZ_SHARDS). */
export function fuzzSuite(shard: number): void {
  // The inputs go to a server process of this file's own: MSW's interception of every request of this process (each
  // turned into a Fetch Request and matched against the Stripe handlers) was most of the client's CPU (0122).
  withoutMocks()
  let server: RunningServer
  let context: FuzzContext

  beforeAll(async () => {
    // Behind a (pretend) proxy, each input comes from its own address: the per-address limits do not end the run early.
    server = await startServer({
      env: {
        TRUST_PROXY: 'loopback',
        MUTATION_RATE_LIMIT: '1000000',
        ADMIN_EMAIL: FUZZ_ADMIN.email,
        ADMIN_PASSWORD: FUZZ_ADMIN.password,
        // Test mode (no Stripe keys) with webhooks on: unsigned events are refused with 400.
        STRIPE_WEBHOOK_SECRET: FUZZ_WEBHOOK_SECRET,
      },
    })
    const adminLogin = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(FUZZ_ADMIN),
    })
    expect(adminLogin.status).toBe(200)
    const admin = { cookie: cookiesFrom(adminLogin), id: ((await adminLogin.json()) as { user: { id: number } }).user.id }
    const victim = await signUpMember(server)
    const member = await signUpMember(server)
    const created = await fetch(`${server.url}/api/startups`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: member.cookie },
      body: JSON.stringify({ name: 'Fuzz Base', description: 'Target of edits', sector: 'ai', location: 'Seoul', stage: 'seed' }),
    })
    expect(created.status).toBe(201)
    const event = await fetch(`${server.url}/api/events`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: member.cookie },
      body: JSON.stringify({ title: 'Fuzz Base Event', location: 'Seoul', startDate: '2099-01-01T10:00', endDate: '2099-01-01T12:00', maxAttendees: 3 }),
    })
    expect(event.status).toBe(201)
    // No /api creates workspaces (admins will): the booking targets' workspace goes straight into the server's database.
    const database = await openDatabase({ url: server.databaseUrl })
    const [workspace] = await database.db
      .insert(workspaces)
      .values({ name: 'Fuzz Desks', type: 'hot-desk', location: 'Singapore', capacity: 100_000, hourlyRate: '7.25' })
      .returning({ id: workspaces.id })
    await database.close()
    expect(workspace!.id).toBe(FUZZ_WORKSPACE_ID)
    const reader = await signUpMember(server)
    const startupId = ((await created.json()) as { id: number }).id
    const post = (path: string, cookie: string, body: unknown) =>
      fetch(`${server.url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Cookie: cookie }, body: JSON.stringify(body) })
    const job = await post('/api/jobs', member.cookie, { startupId, title: 'Fuzz Job', description: 'Target of applications', location: 'Seoul' })
    expect(job.status).toBe(201)
    const jobId = ((await job.json()) as { id: number }).id
    const application = await post(`/api/jobs/${jobId}/apply`, reader.cookie, { note: 'Fuzz application' })
    expect(application.status).toBe(201)
    // Programs to apply to (no API creates them): one open, one running, one past its deadline.
    const programs = await openDatabase({ url: server.databaseUrl })
    const cohortRows = await programs.db
      .insert(cohorts)
      .values(
        (
          [
            ['Fuzz Open', 'accelerator', 'upcoming', '2099-01-01'],
            ['Fuzz Running', 'bootcamp', 'active', null],
            ['Fuzz Late', 'incubator', 'upcoming', '2020-01-01'],
          ] as const
        ).map(([name, program, status, applicationDeadline]) => ({
          name,
          program,
          status,
          applicationDeadline,
          curriculum: ['Discovery'],
          benefits: ['Mentorship'],
        })),
      )
      .returning({ id: cohorts.id })
    await programs.close()
    const cohortIds = cohortRows.map((row) => row.id)
    context = {
      cohortIds,
      cookie: member.cookie,
      readerCookie: reader.cookie,
      adminCookie: admin.cookie,
      adminId: admin.id,
      victimId: victim.id,
      startupId,
      eventId: ((await event.json()) as { id: number }).id,
      jobId,
      applicationId: ((await application.json()) as { id: number }).id,
    }
  }, 120_000)

  afterAll(async () => {
    await server?.stop()
    if (server) removeDatabase(server.databaseUrl)
  })

  function generate(target: FuzzTarget, random: Random): Input {
    const path = target.path(context, random)
    if (target.kind === 'query') {
      const query = queryFrom(random, target.params)
      return { method: 'GET', path: query ? `${path}?${query}` : path, request: { headers: {} } }
    }
    if (target.kind === 'raw') return { method: target.method, path, request: target.request(random, context) }
    const sample = target.sample(random, context)
    if (target.hashedField && random() < 0.97) sample[target.hashedField] = pick(random, ['', 'short', 42, null, ['x']])
    const request =
      target.kind === 'json'
        ? jsonRequestFrom(random, sample, target.validShare)
        : formRequestFrom(random, sample, target.validShare)
    return { method: target.method, path, request }
  }

  async function send(target: FuzzTarget, input: Input, random: Random): Promise<number> {
    const address = `198.18.${Math.floor(random() * 256)}.${Math.floor(random() * 256)}`
    return request(new URL(`${server.url}${input.path}`), input.method, {
      ...input.request.headers,
      'X-Forwarded-For': address,
      ...(target.signedIn
        ? { Cookie: target.signedIn === 'reader' ? context.readerCookie : target.signedIn === 'admin' ? context.adminCookie : context.cookie }
        : {}),
    }, input.request.body)
  }

  describe(`fuzz, shard ${shard} of ${FUZZ_SHARDS}`, () => {
    const targets = FUZZ_TARGETS.map((target, index) => [target.name, target, index] as const)
    it.each(targets.filter(([, , index]) => index % FUZZ_SHARDS === shard - 1))(
      '%s: no 5xx for %#',
      async (_, target, index) => {
        const random = createRandom(SEED + index * 7919)
        const inputs = Array.from({ length: INPUTS_PER_TARGET }, () => generate(target, random))
        const failures: string[] = []
        const statuses = new Map<number, number>()
        let next = 0
        await Promise.all(
          Array.from({ length: CONCURRENCY }, async () => {
            while (next < inputs.length) {
              const input = inputs[next++]!
              try {
                const status = await send(target, input, random)
                statuses.set(status, (statuses.get(status) ?? 0) + 1)
                if (status >= 500) failures.push(`${status} ${describeInput(input)}`)
              } catch (error) {
                failures.push(`${String(error)} ${describeInput(input)}`)
              }
            }
          }),
        )
        expect(failures.slice(0, 5), `seed ${SEED}; statuses ${JSON.stringify([...statuses])}`).toEqual([])
        expect([...statuses.values()].reduce((sum, count) => sum + count, 0)).toBe(INPUTS_PER_TARGET)
        expect(isAlive(server.pid)).toBe(true)
        expect((await fetch(`${server.url}/api/health`)).status).toBe(200)
      },
      300_000,
    )
  })
}

// The inputs go out over node:http with a keep-alive agent rather than `fetch`: the same request line, headers and
// body (the URL parsed as fetch parses it, fetch's default headers, a string body as UTF-8 with fetch's default type),
// at under half the client's CPU (docs/decisions/0122-ci-time-again.md) — on two cores that CPU was taken from the
// servers under test. One difference, on purpose: no Accept-Encoding, so the server does not gzip ~10,000 answers per
// target that only their status is read from (compression was ~9 % of the server's CPU here; it is tested on its own in
// tests/integration/http-edge.test.ts and http-caching.test.ts).
const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY })
const FETCH_DEFAULT_HEADERS = {
  accept: '*/*',
  'accept-language': '*',
  'sec-fetch-mode': 'cors',
  'user-agent': 'node',
}

function request(url: URL, method: string, headers: Record<string, string>, body: string | undefined): Promise<number> {
  const all: Record<string, string> = { ...FETCH_DEFAULT_HEADERS }
  for (const [name, value] of Object.entries(headers)) all[name.toLowerCase()] = value
  if (body !== undefined) {
    all['content-type'] ??= 'text/plain;charset=UTF-8'
    all['content-length'] = String(Buffer.byteLength(body))
  }
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      { host: url.hostname, port: url.port, path: `${url.pathname}${url.search}`, method, headers: all, agent },
      (response) => {
        response.on('data', () => undefined)
        response.on('end', () => resolve(response.statusCode ?? 0))
        response.on('error', reject)
      },
    )
    outgoing.on('error', reject)
    outgoing.end(body)
  })
}

function describeInput({ method, path, request }: Input): string {
  const body = typeof request.body === 'string' ? request.body.slice(0, 2000) : ''
  return `${method} ${path.slice(0, 300)} ${JSON.stringify(request.headers)} ${JSON.stringify(body)}`
}
