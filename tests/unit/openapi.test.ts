import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { apiRoute, documented, endpoint } from '~/services/api.server'
import { apiRoutesOf, buildOpenApiDocument, errorStatuses, openApiPath } from '~/server/openapi.server'

/** The generator of /api/openapi.json (docs/decisions/0053-openapi.md), on routes made for the test. */
const item = z.object({ id: z.number().int(), when: z.iso.datetime() }).meta({ id: 'TestItem' })

const things = apiRoute({
  GET: endpoint({
    summary: 'List things',
    query: z.object({ q: z.string().max(10).optional(), limit: z.string().regex(/^\d+$/).transform(Number) }),
    response: z.array(item),
    handler: () => [],
  }),
  POST: endpoint({
    user: true,
    body: z.object({ name: z.string().min(1), at: z.date() }),
    status: 201,
    errors: [409],
    response: item,
    handler: () => ({ id: 1, when: new Date(0).toISOString() }),
  }),
})
const thing = apiRoute({
  GET: endpoint({ user: 'optional', handler: () => ({}) }),
  DELETE: endpoint({ user: 'admin', handler: () => null }),
})
const hook = documented(
  { POST: { access: undefined, summary: 'A webhook', body: z.object({ id: z.string() }), errors: [400] } },
  async () => new Response(null),
)

function document() {
  return buildOpenApiDocument(
    apiRoutesOf({
      root: { path: '', module: {} },
      'routes/api/things': { path: 'api/things', parentId: 'root', module: { loader: things, action: things } },
      'routes/api/thing': { path: 'api/things/:id', parentId: 'root', module: { loader: thing, action: thing } },
      'routes/api/webhook': { path: 'api/webhooks/stripe', parentId: 'root', module: { action: hook } },
      'routes/api/not-found': { path: 'api/*', parentId: 'root', module: {} },
      'routes/home': { index: true, parentId: 'root', module: {} },
    }),
  )
}

describe('the OpenAPI generator', () => {
  it('turns route patterns into OpenAPI paths with their parameters', () => {
    expect(openApiPath('/api/startups/:id/:tab')).toEqual({ path: '/api/startups/{id}/{tab}', params: ['id', 'tab'] })
    expect(Object.keys(document().paths)).toEqual(['/api/things', '/api/things/{id}', '/api/webhooks/stripe'])
  })

  it('documents query parameters from the query schema (as sent: strings), and the response schema as answered', () => {
    const get = document().paths['/api/things']!.get!
    expect(get.summary).toBe('List things')
    expect(get['x-access']).toBe('public')
    expect(get.security).toBeUndefined()
    expect(get.parameters).toEqual([
      { name: 'q', in: 'query', required: false, schema: { type: 'string', maxLength: 10 } },
      { name: 'limit', in: 'query', required: true, schema: { type: 'string', pattern: '^\\d+$' } },
    ])
    expect(get.responses['200']!.content!['application/json']!.schema).toEqual({
      type: 'array',
      items: { $ref: '#/components/schemas/TestItem' },
    })
    expect(Object.keys(get.responses)).toEqual(['200', '400'])
  })

  it('moves named schemas to components and points every reference there', () => {
    const doc = document()
    expect(doc.components.schemas.TestItem).toMatchObject({ type: 'object', required: ['id', 'when'] })
    expect(doc.components.schemas.Error).toMatchObject({ required: ['message'] })
    expect(JSON.stringify(doc)).not.toContain('#/$defs/')
  })

  it('documents bodies, the success status, and every error the helper, the model and the edge can answer', () => {
    const post = document().paths['/api/things']!.post!
    expect(post['x-access']).toBe('member')
    expect(post.security).toEqual([{ sessionCookie: [] }])
    // z.date() has no JSON form: it is documented as anything rather than failing the document.
    expect(post.requestBody!.content['application/json']!.schema).toMatchObject({
      type: 'object',
      properties: { name: { type: 'string', minLength: 1 }, at: {} },
    })
    expect(Object.keys(post.responses)).toEqual(['201', '400', '401', '403', '409', '413', '415', '429'])
    expect(post.responses['409']!.content!['application/json']!.schema).toEqual({ $ref: '#/components/schemas/Error' })
  })

  it('marks optional sign-in and admin routes, and 404 for paths with parameters', () => {
    const doc = document().paths['/api/things/{id}']!
    expect(doc.get!['x-access']).toBe('optional')
    expect(doc.get!.security).toEqual([{}, { sessionCookie: [] }])
    expect(doc.get!.parameters).toEqual([{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }])
    expect(Object.keys(doc.get!.responses)).toEqual(['200', '404'])
    expect(doc.delete!['x-access']).toBe('admin')
    expect(Object.keys(doc.delete!.responses)).toEqual(['200', '401', '403', '404', '413', '415', '429'])
  })

  it('describes hand-written routes through documented(), without the origin check a webhook is exempt from', () => {
    const post = document().paths['/api/webhooks/stripe']!.post!
    expect(post.summary).toBe('A webhook')
    expect(Object.keys(post.responses)).toEqual(['200', '400', '413', '429'])
    expect(errorStatuses('/api/things', 'POST', { access: undefined, status: 200, errors: [] }, [])).toEqual([
      403, 413, 415, 429,
    ])
  })
})

describe('answers checked against their documented schema outside production', () => {
  it('reports an answer that does not match, and still answers', async () => {
    const wrong = apiRoute({ GET: endpoint({ response: z.object({ id: z.number() }), handler: () => ({ id: 'x' }) }) })
    // Reported as an error line of the server's log (app/server/logger.server.ts writes through process.stdout under Vitest).
    const report = vi.spyOn(process.stdout, 'write').mockImplementation(() => true)
    const response = await wrong({
      request: new Request('http://localhost/api/wrong'),
      params: {},
      context: {} as never,
    } as never)
    const written = report.mock.calls.map(([chunk]) => String(chunk))
    report.mockRestore()
    expect(response.status).toBe(200)
    const line = written.find((text) => text.includes('does not match its documented schema'))
    expect(JSON.parse(line!)).toMatchObject({ level: 50, method: 'GET', path: '/api/wrong', issues: expect.any(Array) })
  })
})
