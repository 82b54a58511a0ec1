import { Validator } from '@seriousme/openapi-schema-validator'
import { Ajv2020 } from 'ajv/dist/2020.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getDatabase } from '~/server/db.server'
import type { OpenApiDocument, OpenApiOperation } from '~/server/openapi.server'
import routes from '~/routes'
import { seed } from '../../seed'
import { startInProcessServer, type InProcessServer } from '../support/query-count'

/**
 * The /api contract as a document (docs/decisions/0053-openapi.md): every /api route of app/routes.ts is in
 * /api/openapi.json with the methods it really answers, the document is valid OpenAPI 3.1, and real answers of the
 * production build on the demo data match the schema the document gives for their status.
 */
const ADMIN = { email: 'openapi-admin@example.com', password: 'openapi-admin-password-1' }
const MEMBER = { email: 'member@demo.startup.asia', password: 'demo-password-123' }
const FOUNDER = { email: 'founder@demo.startup.asia', password: 'demo-password-123' }

let server: InProcessServer
let document: OpenApiDocument
const cookies = { visitor: '', member: '', founder: '', admin: '' }

async function signIn({ email, password }: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server.url },
    body: JSON.stringify({ email, password }),
  })
  expect(response.status, `signing in ${email}`).toBe(200)
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ')
}

beforeAll(async () => {
  process.env.ADMIN_EMAIL = ADMIN.email
  process.env.ADMIN_PASSWORD = ADMIN.password
  process.env.AUTH_RATE_LIMIT = '1000'
  await seed(await getDatabase())
  server = await startInProcessServer()
  cookies.member = await signIn(MEMBER)
  cookies.founder = await signIn(FOUNDER)
  cookies.admin = await signIn(ADMIN)
  const response = await fetch(`${server.url}/api/openapi.json`)
  expect(response.status).toBe(200)
  expect(response.headers.get('Cache-Control')).toBe('public, max-age=300')
  document = (await response.json()) as OpenApiDocument
}, 180_000)

afterAll(async () => {
  await server?.close()
})

interface ConfigEntry {
  path?: string
  index?: boolean
  children?: ConfigEntry[]
}

/** Every URL pattern of the route table, with its parents' paths joined on. */
function flatten(entries: readonly ConfigEntry[], parent = ''): string[] {
  return entries.flatMap((entry) => {
    const path = [parent, entry.path ?? ''].filter(Boolean).join('/')
    return [...(entry.path !== undefined ? [path] : []), ...flatten(entry.children ?? [], path)]
  })
}

const API_PATTERNS = flatten(routes as ConfigEntry[])
  .filter((path) => path.startsWith('api/') && !path.endsWith('*'))
  .map((path) => `/${path}`)
const toTemplate = (pattern: string) => pattern.replace(/:([A-Za-z_]\w*)/g, '{$1}')
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const

describe('every /api route of app/routes.ts is in the document', () => {
  it('the route table has the /api routes, and the document no others', () => {
    expect(API_PATTERNS.length).toBeGreaterThan(50)
    expect(Object.keys(document.paths).sort()).toEqual(API_PATTERNS.map(toTemplate).sort())
  })

  it.each(API_PATTERNS)('%s: the methods it answers are the methods documented', async (pattern) => {
    const item = document.paths[toTemplate(pattern)]
    expect(item, `${pattern} is missing from /api/openapi.json`).toBeDefined()
    const documented = METHODS.filter((method) => item?.[method]).map((method) => method.toUpperCase())
    expect(documented.length, `${pattern} documents no method`).toBeGreaterThan(0)
    // A method no route takes is refused with the ones it does take (apiRoute's 405 with Allow).
    const url = server.url + pattern.replace(/:\w+/g, '1')
    const response = await fetch(url, { method: 'OPTIONS', headers: { Origin: server.url } })
    expect(response.status).toBe(405)
    const allow = response.headers.get('Allow')
    // A page (the docs page) refuses without naming them; it answers GET.
    const answered = allow ? allow.split(', ').filter((method) => method !== 'HEAD') : ['GET']
    expect(documented.sort()).toEqual(answered.sort())
  })
})

describe('the document', () => {
  it('is valid OpenAPI 3.1', async () => {
    const validator = new Validator()
    const result = await validator.validate(document as unknown as Record<string, unknown>)
    expect(result.errors ?? [], JSON.stringify(result.errors, null, 2)).toEqual([])
    expect(result.valid).toBe(true)
    expect(validator.version).toBe('3.1')
  })

  it('names the API, the server, and the session cookie as the way to sign in', () => {
    expect(document.info.title).toBe('Startup Asia API')
    expect(document.servers).toEqual([{ url: '/' }])
    expect(document.components.securitySchemes.sessionCookie).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: '__session',
    })
  })

  it('says which routes need a member or an admin, and their 401/403', () => {
    const operations = Object.values(document.paths).flatMap((item) => Object.values(item) as OpenApiOperation[])
    const admin = document.paths['/api/admin/stats']?.get
    expect(admin?.['x-access']).toBe('admin')
    expect(admin?.security).toEqual([{ sessionCookie: [] }])
    expect(document.paths['/api/auth/user']?.get?.['x-access']).toBe('member')
    expect(document.paths['/api/startups']?.get?.['x-access']).toBe('public')
    for (const operation of operations) {
      if (operation['x-access'] === 'member' || operation['x-access'] === 'admin') {
        expect(Object.keys(operation.responses), operation.operationId).toContain('401')
      }
      if (operation['x-access'] === 'admin')
        expect(Object.keys(operation.responses), operation.operationId).toContain('403')
    }
  })

  it('gives every operation a unique id and every error the { message, errors? } schema', () => {
    const operations = Object.values(document.paths).flatMap((item) => Object.values(item) as OpenApiOperation[])
    const ids = operations.map((operation) => operation.operationId)
    expect(new Set(ids).size).toBe(ids.length)
    for (const operation of operations) {
      for (const [status, response] of Object.entries(operation.responses)) {
        if (Number(status) >= 400) {
          expect(response.content?.['application/json']?.schema).toEqual({ $ref: '#/components/schemas/Error' })
        }
      }
    }
  })
})

const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true })

/** The schema the document gives for this operation and status, with its references resolvable on its own. */
function responseSchema(method: string, template: string, status: number): object {
  const operation = document.paths[template]?.[method.toLowerCase() as (typeof METHODS)[number]]
  expect(operation, `${method} ${template} is documented`).toBeDefined()
  const response = operation!.responses[String(status)]
  expect(response, `${method} ${template} documents ${status}`).toBeDefined()
  const schema = response!.content?.['application/json']?.schema
  expect(schema, `${method} ${template} ${status} has a JSON schema`).toBeDefined()
  const text = JSON.stringify({ ...schema, $defs: document.components.schemas }).replaceAll(
    '#/components/schemas/',
    '#/$defs/',
  )
  return JSON.parse(text) as object
}

interface Sample {
  name: string
  method?: 'GET' | 'POST' | 'PATCH'
  path: string
  template: string
  who?: keyof typeof cookies
  body?: unknown
  status: number
}

const SAMPLES: Sample[] = [
  { name: 'startups list', path: '/api/startups?limit=100', template: '/api/startups', status: 200 },
  { name: 'startup detail', path: '/api/startups/1', template: '/api/startups/{id}', status: 200 },
  {
    name: 'events list',
    path: '/api/events?upcoming=false&limit=100',
    template: '/api/events',
    who: 'member',
    status: 200,
  },
  { name: 'event detail', path: '/api/events/6', template: '/api/events/{id}', who: 'member', status: 200 },
  { name: 'jobs list', path: '/api/jobs?limit=100', template: '/api/jobs', status: 200 },
  { name: 'job detail', path: '/api/jobs/3', template: '/api/jobs/{id}', status: 200 },
  { name: 'workspaces', path: '/api/workspaces', template: '/api/workspaces', status: 200 },
  { name: 'workspace', path: '/api/workspaces/5', template: '/api/workspaces/{id}', status: 200 },
  { name: 'resources', path: '/api/resources?limit=100', template: '/api/resources', status: 200 },
  { name: 'resource', path: '/api/resources/1', template: '/api/resources/{id}', status: 200 },
  {
    name: 'resource contact',
    path: '/api/resources/1/contact',
    template: '/api/resources/{id}/contact',
    who: 'member',
    status: 200,
  },
  { name: 'media', path: '/api/media?limit=100', template: '/api/media', status: 200 },
  { name: 'media topics', path: '/api/media/topics', template: '/api/media/topics', status: 200 },
  {
    name: 'media item',
    path: '/api/media/what-tokyo-investors-look-for-in-a-seed-pitch',
    template: '/api/media/{slug}',
    status: 200,
  },
  { name: 'cohorts', path: '/api/cohorts', template: '/api/cohorts', status: 200 },
  { name: 'cohort', path: '/api/cohorts/1', template: '/api/cohorts/{id}', status: 200 },
  { name: 'the signed-in user', path: '/api/auth/user', template: '/api/auth/user', who: 'member', status: 200 },
  { name: 'my startups', path: '/api/my-startups', template: '/api/my-startups', who: 'founder', status: 200 },
  { name: 'admin stats', path: '/api/admin/stats', template: '/api/admin/stats', who: 'admin', status: 200 },
  { name: 'background jobs', path: '/api/admin/background-jobs', template: '/api/admin/background-jobs', who: 'admin', status: 200 },
  { name: 'health', path: '/api/health', template: '/api/health', status: 200 },
  { name: 'ready', path: '/api/ready', template: '/api/ready', status: 200 },
  { name: 'the document itself', path: '/api/openapi.json', template: '/api/openapi.json', status: 200 },
  // The member's data download (decision 0124): a JSON attachment, documented like any answer.
  { name: 'my data', path: '/api/profile/export', template: '/api/profile/export', who: 'member', status: 200 },
  // Errors
  { name: '400 a bad filter', path: '/api/startups?limit=lots', template: '/api/startups', status: 400 },
  {
    name: '400 a bad sign-up',
    method: 'POST',
    path: '/api/auth/signup',
    template: '/api/auth/signup',
    body: { email: 'not-an-email', password: 'short' },
    status: 400,
  },
  { name: '401 signed out', path: '/api/auth/user', template: '/api/auth/user', status: 401 },
  {
    name: '401 an RSVP signed out',
    method: 'POST',
    path: '/api/events/6/rsvp',
    template: '/api/events/{id}/rsvp',
    body: { status: 'attending' },
    status: 401,
  },
  {
    name: '403 a member at the admin stats',
    path: '/api/admin/stats',
    template: '/api/admin/stats',
    who: 'member',
    status: 403,
  },
  { name: '404 no such startup', path: '/api/startups/99999999', template: '/api/startups/{id}', status: 404 },
  { name: '404 no such media item', path: '/api/media/no-such-item', template: '/api/media/{slug}', status: 404 },
  {
    name: '409 a taken e-mail',
    method: 'PATCH',
    path: '/api/auth/profile',
    template: '/api/auth/profile',
    who: 'member',
    body: { firstName: 'Arjun', lastName: 'Pillai', email: 'founder@demo.startup.asia' },
    status: 409,
  },
]

describe('real answers match the document', () => {
  it('has response schemas for the sampled routes', () => {
    for (const sample of SAMPLES.filter(({ status }) => status < 300)) {
      expect(responseSchema(sample.method ?? 'GET', sample.template, sample.status), sample.name).not.toEqual({
        $defs: document.components.schemas,
      })
    }
  })

  it.each(SAMPLES.map((sample) => [sample.name, sample] as const))('%s', async (_, sample) => {
    const method = sample.method ?? 'GET'
    const headers: Record<string, string> = { Origin: server.url }
    if (sample.who) headers.Cookie = cookies[sample.who]
    if (sample.body) headers['Content-Type'] = 'application/json'
    const response = await fetch(server.url + sample.path, {
      method,
      headers,
      body: sample.body ? JSON.stringify(sample.body) : undefined,
    })
    const body: unknown = await response.json()
    expect(response.status, JSON.stringify(body).slice(0, 300)).toBe(sample.status)
    const validate = ajv.compile(responseSchema(method, sample.template, sample.status))
    const valid = validate(body)
    expect(validate.errors ?? [], `${sample.name}: ${JSON.stringify(validate.errors?.slice(0, 5), null, 2)}`).toEqual(
      [],
    )
    expect(valid).toBe(true)
    if (sample.status === 400) expect(body).toHaveProperty('errors')
    if (Array.isArray(body)) expect(body.length, `${sample.name} should show rows`).toBeGreaterThan(0)
  })

  it('a schema catches an answer that does not match it (the check can fail)', () => {
    const validate = ajv.compile(responseSchema('GET', '/api/startups/{id}', 200))
    expect(validate({ id: 'one', name: 3 })).toBe(false)
    const error = ajv.compile(responseSchema('GET', '/api/startups/{id}', 404))
    expect(error({ error: 'Not found' })).toBe(false)
  })
})
