import type { ActionFunctionArgs, LoaderFunctionArgs, Params, RouterContextProvider } from 'react-router'
import type { z } from 'zod'
import { getUser } from './auth.server'
import { badRequest, DomainError, forbidden, UpgradeRequired } from '~/shared/errors'
import { jsonError } from '~/server/http.server'
import { requireApiAdmin, requireApiUser } from './permissions.server'
import { bearerToken, userForApiToken } from '~/models/api-tokens.server'
import { API_TOKEN_NOT_FOR_TOKENS } from '~/domain/api-tokens'
import type { ApiMethodDoc, ApiRouteDoc, DocumentedStatus } from '~/server/api-doc'
import { getEnv } from '~/server/env.server'
import type { AdminUser } from '~/server/context'
import type { PublicUser } from '~/shared/user'

/**
 * The one way an /api resource route is declared (CONVENTIONS "An /api twin"): a table of methods, each saying who
 * may call it, the zod schema its JSON body or query string must pass, and a handler that calls the model. The
 * helper answers 405 with `Allow` for other methods, 401/403 for callers who may not, 400 with field errors for bad
 * input, the status of a domain error (404, 409…), and never a stack trace.
 */
export type { Method } from '~/server/api-doc'
import type { Access, Method } from '~/server/api-doc'
import { log } from '~/server/logger.server'
import { reportError } from '~/server/error-report.server'

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined
type UserFor<A> = A extends 'admin' ? AdminUser : A extends true ? PublicUser : A extends 'optional' ? PublicUser | null : undefined

interface EndpointArgs<Body, Query, A extends Access> {
  request: Request
  params: Params
  context: Readonly<RouterContextProvider>
  url: URL
  user: UserFor<A>
  body: Parsed<Body>
  query: Parsed<Query>
}

export interface Endpoint<Body extends z.ZodType | undefined, Query extends z.ZodType | undefined, A extends Access> {
  user?: A
  /** The JSON body's schema (the same one the page's form uses). */
  body?: Body
  /** The query string's schema (each parameter's last value). */
  query?: Query
  /** Status of a successful answer (default 200). Answers that looked up a member are `private, no-store`. */
  status?: number
  /** One line for /api/docs and /api/openapi.json. */
  summary?: string
  /** The successful answer's JSON (documented in /api/openapi.json; checked outside production). */
  response?: z.ZodType
  /**
   * Error statuses the handler or its model may answer besides those the helper and the edge give by themselves
   * (401/403 from `user`, 400 from `body`/`query`, and for mutations 403/413/415/429 from the edge).
   */
  errors?: readonly DocumentedStatus[]
  /**
   * For an upload route that reads its own multipart body: the form's text fields and file fields. With `body` as
   * well, the route takes either (JSON is parsed by `body`; a multipart body is left for the handler to read).
   */
  multipart?: { schema: z.ZodType; files: readonly string[] }
  /** Refuses a personal API token (403): what only the signed-in member may do, such as managing tokens (0137). */
  sessionOnly?: true
  /** Runs before the body is parsed: limits that count every attempt, valid or not. */
  before?: (args: { request: Request; context: Readonly<RouterContextProvider> }) => Promise<void>
  handler: (args: EndpointArgs<Body, Query, A>) => unknown
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each method's own Body/Query/Access are inferred below
type AnyEndpoint = Endpoint<any, any, any>

/** Declares one method with its types inferred from its own `user`, `body` and `query`. */
export function endpoint<
  Body extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
  const A extends Access = undefined,
>(spec: Endpoint<Body, Query, A>): Endpoint<Body, Query, A> {
  return spec
}

/** What a route module's handler carries for /api/openapi.json: its methods as the helper runs them. */
export type DocumentedHandler<F> = F & { api: ApiRouteDoc }

function describe(spec: AnyEndpoint): ApiMethodDoc {
  return {
    access: spec.user,
    summary: spec.summary,
    query: spec.query,
    body: spec.body,
    multipart: spec.multipart,
    status: spec.status ?? 200,
    response: spec.response,
    errors: spec.errors ?? [],
  }
}

/**
 * A hand-written route (a webhook, a catch-all) describes its methods with the same fields as `endpoint()`, attached
 * to its handler: `export const action = documented({ POST: { … } }, async ({ request }) => …)`.
 */
export function documented<F extends (...args: never[]) => unknown>(
  methods: Partial<Record<Method, Omit<ApiMethodDoc, 'status' | 'errors'> & Partial<Pick<ApiMethodDoc, 'status' | 'errors'>>>>,
  handler: F,
): DocumentedHandler<F> {
  const api: ApiRouteDoc = {}
  for (const [method, doc] of Object.entries(methods) as [Method, ApiMethodDoc][]) {
    api[method] = { ...doc, status: doc.status ?? 200, errors: doc.errors ?? [] }
  }
  return Object.assign(handler, { api })
}

/**
 * Outside production, a successful answer that does not match its documented response schema is reported (the
 * contract in /api/openapi.json would be wrong): loudly in the log, never to the caller.
 */
function checkResponse(spec: AnyEndpoint, request: Request, result: unknown) {
  if (!spec.response || getEnv().NODE_ENV === 'production') return
  const json: unknown = JSON.parse(JSON.stringify(result ?? null))
  const checked = spec.response.safeParse(json)
  if (!checked.success) {
    log('http').error({ method: request.method, path: new URL(request.url).pathname, issues: checked.error.issues }, 'the answer does not match its documented schema')
  }
}

/** The route's handler, exported as both its `loader` and its `action`: `export {  handle as loader,  handle as action  }`. */
export function apiRoute(methods: Partial<Record<Method, AnyEndpoint>>) {
  const allowed = (Object.keys(methods) as Method[]).flatMap((method) => (method === 'GET' ? ['GET', 'HEAD'] : [method]))
  const run = async ({ request, params, context }: LoaderFunctionArgs | ActionFunctionArgs): Promise<Response> => {
    const method = (request.method === 'HEAD' ? 'GET' : request.method) as Method
    const spec = methods[method]
    if (!spec) return methodNotAllowed(allowed)
    try {
      // A personal API token (`Authorization: Bearer`, docs/decisions/0137-api-tokens.md) stands for its owner
      // instead of the session cookie: checked on every endpoint it is sent to, public ones included.
      const bearer = bearerToken(request)
      if (bearer !== null && spec.sessionOnly) throw forbidden(API_TOKEN_NOT_FOR_TOKENS)
      const user =
        spec.user === 'admin'
          ? await requireApiAdmin(request)
          : spec.user === true
            ? await requireApiUser(request)
            : spec.user === 'optional'
              ? bearer !== null
                ? await userForApiToken(bearer, method)
                : await getUser(request)
              : bearer !== null
                ? void (await userForApiToken(bearer, method))
                : undefined
      await spec.before?.({ request, context })
      const url = new URL(request.url)
      const query = spec.query ? parseWith(spec.query, queryInput(url)) : undefined
      // A route with both a JSON body and a multipart form (an image or a press link) parses JSON only when sent JSON.
      const multipartSent = Boolean(spec.multipart) && /^multipart\/form-data/i.test(request.headers.get('Content-Type') ?? '')
      const body = spec.body && !multipartSent ? parseWith(spec.body, await readBody(request)) : undefined
      const result = await spec.handler({ request, params, context, url, user, body, query })
      if (result instanceof Response) return result
      checkResponse(spec, request, result)
      const response = Response.json(result ?? null, { status: spec.status ?? 200 })
      if (user) response.headers.set('Cache-Control', 'private, no-store')
      return response
    } catch (error) {
      return errorResponse(error)
    }
  }
  const api: ApiRouteDoc = {}
  for (const [method, spec] of Object.entries(methods) as [Method, AnyEndpoint][]) api[method] = describe(spec)
  return Object.assign(run, { api })
}

/** Domain errors become `{ message, errors? }` with their status; anything else is logged and a bare 500. */
function errorResponse(error: unknown): Response {
  if (error instanceof Response) return error
  if (error instanceof UpgradeRequired) {
    return Response.json({ message: error.message, upgradeUrl: error.upgradeUrl }, { status: error.status })
  }
  if (error instanceof DomainError) {
    const response = jsonError(error.status, error.message, error.fieldErrors)
    if (error.retryAfter) response.headers.set('Retry-After', String(error.retryAfter))
    return response
  }
  log('http').error({ err: error }, 'an /api handler failed')
  reportError(error)
  return jsonError(500, 'Internal server error')
}

function methodNotAllowed(allowed: readonly string[]): Response {
  return Response.json({ message: 'Method not allowed' }, { status: 405, headers: { Allow: allowed.join(', ') } })
}

/** Field errors keyed by field path, every message per field (the shape Conform and the /api contract share). */
function fieldErrorsOf(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  for (const issue of error.issues) {
    const key = issue.path.join('.') || 'form'
    ;(errors[key] ??= []).push(issue.message)
  }
  return errors
}

/** Validates input with the same schema the page uses; invalid → DomainError 400 with field errors. */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input)
  if (result.success) return result.data
  throw badRequest(result.error.issues[0]?.message ?? 'Invalid request', fieldErrorsOf(result.error))
}

/** Query parameters that are lists: every value counts, not the last (jobs' techStack, docs/decisions/0118). */
const LIST_QUERY_PARAMS = ['techStack']

/** A query string as an object, each parameter's last value (a GET form's repeated fields, a toggle's hidden off). */
export function queryInput(url: URL | string): Record<string, string> {
  const input: Record<string, string> = {}
  const params = new URL(url).searchParams
  for (const [key, value] of params) input[key] = value
  // A list a filter bar sends as checkboxes (one parameter each without JavaScript) is read as one comma list.
  for (const key of LIST_QUERY_PARAMS) if (params.has(key)) input[key] = params.getAll(key).filter(Boolean).join(',')
  return input
}

/**
 * The JSON object body of an /api request (the HTTP edge admits only JSON to /api mutations); empty is `{}`;
 * malformed JSON or anything but an object is a 400, not a 500.
 */
async function readBody(request: Request): Promise<Record<string, unknown>> {
  const text = await request.text()
  if (!text.trim()) return {}
  try {
    const body: unknown = JSON.parse(text)
    if (body && typeof body === 'object' && !Array.isArray(body)) return body as Record<string, unknown>
  } catch {
    // the 400 below
  }
  throw badRequest('Request body must be a JSON object')
}
