import { randomBytes } from 'node:crypto'
import path from 'node:path'
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from '@react-router/node'
import compression from 'compression'
import express, { type NextFunction, type Request as ExpressRequest, type Response as ExpressResponse } from 'express'
import { createRequestHandler, type ServerBuild } from 'react-router'
import { createRequestContext } from '~/server/context'
import { getDb } from '~/server/db.server'
import type { Env } from '~/server/env.server'
import { consume, TOO_MANY_REQUESTS } from '~/server/rate-limit.server'
import { SESSION_COOKIE } from '~/server/session.server'
import { readDataVersion } from '~/models/data-version.server'
import { FORM_TYPE, JSON_TYPE, mediaType, MULTIPART_TYPE } from './content-type'
import { checkFieldNames } from '~/server/form-fields'
import { isVisitorRead, matchesIfNoneMatch, VISITOR_CACHE_CONTROL, VISITOR_VARY, visitorEtag, visitorLanguage } from './http-cache'
import { checkSameOrigin, isSafeMethod } from './origin'
import { BODY_LIMITS, CSRF_EXEMPT_PATHS, hasOwnLimit, isApiPath, PAGE_METHODS, uploadRouteFor } from '~/server/http-policy'
import { byteLimit, drainRest, readBodyUpTo } from '~/server/request-body'
import { MEMBER_OPENER_POLICY, securityHeaders } from './security-headers'
import { staticFiles } from './static-files'
import { observedOf, observeRequests, routeIdsByPattern } from './observe'
import { log } from '~/server/logger.server'
import { reportError } from '~/server/error-report.server'
import type { Metrics } from '~/server/metrics.server'

/**
 * The production HTTP server (docs/decisions/0019-csrf-and-request-limits.md): everything a request goes through
 * before React Router sees it — security headers with a per-request CSP nonce, static files (./static-files.ts), the page method list,
 * the same-origin check, the per-IP mutation limit, content types, body size limits and form field names, a visitor's
 * validator and 304 (./http-cache.ts) — and the adapter that hands the request to React Router with its body already
 * bounded.
 */
interface EdgeLocals {
  cspNonce: string
  /** The ETag a visitor's 200 goes out with (./http-cache.ts); absent for any other request. */
  visitorEtag?: string
  /** The URL the request is answered as, when the revalidation step already worked it out. */
  url?: URL
}

const MINUTE = 60_000

export function createApp({
  build,
  env,
  clientDir = path.resolve('build/client'),
}: {
  build: ServerBuild
  env: Pick<Env, 'NODE_ENV' | 'TRUST_PROXY' | 'APP_ORIGIN' | 'MUTATION_RATE_LIMIT'> & Partial<Pick<Env, 'METRICS_TOKEN'>>
  clientDir?: string
}): express.Express {
  const handleRequest = createRequestHandler(build, env.NODE_ENV === 'development' ? 'development' : 'production')
  const buildVersion = build.assets.version
  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', env.TRUST_PROXY)

  // Request ids, the log line of every request and its metrics (docs/decisions/0133-operations.md). prom-client is
  // loaded only when METRICS_TOKEN is set: without it /metrics is a 404 and nothing is measured.
  const metricsToken = env.METRICS_TOKEN
  let metrics: Metrics | undefined
  const loadingMetrics = metricsToken
    ? import('~/server/metrics.server').then(({ getMetrics }) => (metrics = getMetrics(getDb)))
    : undefined
  app.use(
    observeRequests({
      trust: env.TRUST_PROXY,
      routeIdOf: routeIdsByPattern(build.routes),
      onAnswered: (labels, seconds) => metrics?.observeRequest(labels, seconds),
    }),
  )
  app.get('/metrics', async (req, res) => {
    observedOf(res).route = 'metrics'
    res.setHeader('Cache-Control', 'no-store')
    if (!metricsToken || !loadingMetrics) return void res.status(404).type('text').send('Not found')
    const { bearerMatches } = await import('~/server/metrics.server')
    if (!bearerMatches(req.get('authorization'), metricsToken)) {
      res.setHeader('WWW-Authenticate', 'Bearer realm="metrics"')
      return void res.status(401).type('text').send('Unauthorized')
    }
    const { contentType, body } = await (await loadingMetrics).render()
    res.status(200).type(contentType).send(body)
  })

  // A visitor's repeat view first (docs/decisions/0100): its 304 needs the data version, the language and the URL,
  // and none of what follows — no nonce (a 304 carries no CSP), no static file (no public page is one), no
  // compression (there is no body). The security headers other than the CSP are still set.
  app.use(async (req, res, next) => {
    const method = req.method.toUpperCase()
    if (method !== 'GET' && method !== 'HEAD') return next()
    const url = requestUrl(req, env.APP_ORIGIN)
    ;(res.locals as EdgeLocals).url = url
    const cookie = req.get('cookie')
    if (!isVisitorRead({ method, url, cookie, authorization: req.get('authorization') })) return next()
    // Decided before React Router runs, from what the answer depends on, so a repeat view skips loaders and render.
    const [dataVersion, language] = await Promise.all([
      getDb().then(readDataVersion),
      visitorLanguage(url, cookie, req.get('accept-language')),
    ])
    const etag = visitorEtag({ dataVersion, buildVersion, language, href: url.href, now: Date.now() })
    if (matchesIfNoneMatch(req.get('if-none-match'), etag)) return sendNotModified(req, res, etag)
    ;(res.locals as EdgeLocals).visitorEtag = etag
    next()
  })
  app.use((req, res, next) => {
    const nonce = randomBytes(16).toString('base64')
    ;(res.locals as EdgeLocals).cspNonce = nonce
    for (const [name, value] of Object.entries(securityHeaders({ nonce, secure: req.secure }))) {
      res.setHeader(name, value)
    }
    next()
  })
  // Static files from an in-memory index of the build, with the compressed copies the build wrote: no `stat` on a
  // page request, no per-request compression of a static file. Pages and /api answers are compressed as they go.
  app.use((_req, res, next) => {
    observedOf(res).route = 'static'
    next()
  })
  app.use(staticFiles(clientDir))
  app.use((_req, res, next) => {
    observedOf(res).route = 'edge'
    next()
  })
  app.use(compression())

  app.use(async (req, res, next) => {
    const url = (res.locals as EdgeLocals).url ?? requestUrl(req, env.APP_ORIGIN)
    const method = req.method.toUpperCase()
    const api = isApiPath(url.pathname)
    const refuse = (status: number, message: string, headers: Record<string, string> = {}) =>
      sendRefusal(req, res, { status, message, headers, json: api || prefersJson(req) })

    if (!api && !(PAGE_METHODS as readonly string[]).includes(method)) {
      return refuse(405, 'Method not allowed', { Allow: PAGE_METHODS.join(', ') })
    }
    if (isSafeMethod(method)) {
      res.locals.fetchRequest = toFetchRequest(req, res, url)
      return next()
    }

    if (!CSRF_EXEMPT_PATHS.includes(url.pathname)) {
      const verdict = checkSameOrigin({
        method,
        origin: req.get('origin'),
        secFetchSite: req.get('sec-fetch-site'),
        referer: req.get('referer'),
        // One origin policy: the origin of the URL React Router is handed (APP_ORIGIN when set; see requestUrl).
        expectedOrigin: url.origin,
      })
      if (!verdict.allowed) {
        return refuse(403, 'Cross-site request refused: this form or call must come from this site.')
      }
    }

    if (!hasOwnLimit(url.pathname)) {
      const limit = await consume({ key: `mutation-ip:${clientIpOf(req)}`, max: env.MUTATION_RATE_LIMIT, windowMs: MINUTE })
      if (!limit.allowed) return refuse(429, TOO_MANY_REQUESTS, { 'Retry-After': String(limit.retryAfter) })
    }

    const type = mediaType(req.get('content-type'))
    const declaredLength = Number(req.get('content-length') ?? Number.NaN)
    const hasBody = (Number.isFinite(declaredLength) && declaredLength > 0) || req.get('transfer-encoding') !== undefined
    const uploadRoute = uploadRouteFor(url.pathname)
    // Files come as multipart to an upload route; the same page's other forms are ordinary (buffered) form posts.
    const upload = uploadRoute && type === MULTIPART_TYPE ? uploadRoute : undefined
    const exempt = CSRF_EXEMPT_PATHS.includes(url.pathname)

    if (hasBody && !exempt) {
      const accepted = api ? (uploadRoute ? [MULTIPART_TYPE, ...(uploadRoute.alsoJson ? [JSON_TYPE] : [])] : [JSON_TYPE]) : [FORM_TYPE, MULTIPART_TYPE]
      if (!accepted.includes(type)) {
        return refuse(
          415,
          api
            ? `Unsupported content type${type ? ` ${type}` : ''}: send ${accepted.join(' or ')}`
            : 'Unsupported content type: send the form as a web form',
        )
      }
    }

    const maxBytes = upload?.maxBytes ?? (api || exempt ? BODY_LIMITS.json : BODY_LIMITS.form)
    if (declaredLength > maxBytes) return refuse(413, tooLargeMessage(maxBytes))

    if (!hasBody) {
      // An empty body is an empty form, except for multipart, which cannot be empty (its parser would throw).
      if (type === MULTIPART_TYPE) return refuse(400, 'Malformed form data')
      res.locals.fetchRequest = toFetchRequest(req, res, url)
      return next()
    }

    if (upload) {
      // Streamed to the route, counted on the way: the route sees an error at the limit, and nothing is buffered here.
      // Piped rather than `pipeline`d: an error at the limit must not destroy the request (the client would see its
      // connection reset instead of the route's 413); sendResponse reads the rest away before answering.
      const counted = byteLimit(maxBytes)
      req.pipe(counted)
      req.once('error', (error) => counted.destroy(error))
      req.once('close', () => {
        if (!req.complete) counted.destroy(new Error('The request ended before its body'))
      })
      res.locals.fetchRequest = toFetchRequest(req, res, url, createReadableStreamFromReadable(counted))
      return next()
    }

    let body: Buffer | null
    try {
      body = await readBodyUpTo(req, maxBytes)
    } catch {
      // The client went away mid-body, or was cut off by the request timeout (docs/decisions/0082-slow-clients.md):
      // there is no one to answer, and it is not the server's failure.
      res.destroy()
      return
    }
    if (!body) return refuse(413, tooLargeMessage(maxBytes))

    if (type === FORM_TYPE || type === MULTIPART_TYPE) {
      let names: Iterable<string>
      try {
        names =
          type === FORM_TYPE
            ? new URLSearchParams(body.toString('utf8')).keys()
            : (await new Response(new Uint8Array(body), { headers: { 'Content-Type': req.get('content-type')! } }).formData()).keys()
      } catch {
        return refuse(400, 'Malformed form data')
      }
      const problem = checkFieldNames(names)
      if (problem) return refuse(400, problem)
    }

    res.locals.fetchRequest = toFetchRequest(req, res, url, new Uint8Array(body))
    next()
  })

  app.all('/{*splat}', async (req, res) => {
    const request = res.locals.fetchRequest as Request
    const observed = observedOf(res)
    observed.route = 'react-router'
    const context = createRequestContext({ clientIp: clientIpOf(req), cspNonce: (res.locals as EdgeLocals).cspNonce, observed })
    const response = await handleRequest(request, context)
    await sendResponse(req, res, response, (res.locals as EdgeLocals).visitorEtag)
  })

  app.use((error: unknown, req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    if (res.headersSent) {
      res.destroy()
      return
    }
    log('http').error({ err: error }, 'request failed')
    reportError(error, { reqId: observedOf(res).reqId })
    void next
    sendRefusal(req, res, {
      status: 500,
      message: 'Something went wrong on our side. Please try again.',
      json: isApiPath(req.path) || prefersJson(req),
    })
  })

  return app
}

function clientIpOf(req: ExpressRequest): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown'
}

function tooLargeMessage(maxBytes: number): string {
  const megabytes = maxBytes / (1024 * 1024)
  return `Request body is too large (the limit is ${Number.isInteger(megabytes) ? megabytes : megabytes.toFixed(1)} MB)`
}

function prefersJson(req: ExpressRequest): boolean {
  const accept = req.get('accept') ?? ''
  return accept.includes('application/json') && !accept.includes('text/html')
}

/**
 * The URL a request is answered as. With APP_ORIGIN it is the public origin and the path asked for, whatever Host or
 * X-Forwarded-Host say: the edge's same-origin check and React Router's own check of page actions (which compares
 * Origin with this URL's origin) then apply one policy, and absolute links name the public site (decision 0086).
 * Without it, the URL the client asked for, as React Router's Express adapter builds it (X-Forwarded-Host when
 * trusted).
 */
function requestUrl(req: ExpressRequest, appOrigin: string | undefined): URL {
  // `originalUrl` is the request target (path and query); appended, never resolved, so `//host/…` stays a path.
  if (appOrigin) return new URL(`${appOrigin}${req.originalUrl.startsWith('/') ? '' : '/'}${req.originalUrl}`)
  // Behind a trusted proxy the forwarded host is the whole address (its port, or none), not mixed with our own port.
  const forwardedHost = req.app.enabled('trust proxy') ? req.get('x-forwarded-host') : undefined
  const [, port] = (forwardedHost ?? req.get('host') ?? '').split(',')[0]!.trim().split(':')
  const hostname = req.hostname?.split(/[\\/?#@]/)[0] || 'localhost'
  const portNumber = Number.parseInt(port ?? '', 10)
  return new URL(`${req.protocol}://${hostname}${Number.isSafeInteger(portNumber) ? `:${portNumber}` : ''}${req.originalUrl}`)
}

function toFetchRequest(
  req: ExpressRequest,
  res: ExpressResponse,
  url: URL,
  body?: Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array>,
): Request {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue
    if (Array.isArray(value)) for (const item of value) headers.append(name, item)
    else headers.set(name, value)
  }
  const controller = new AbortController()
  res.on('close', () => {
    if (!res.writableFinished) controller.abort()
  })
  const init: RequestInit & { duplex?: 'half' } = { method: req.method, headers, signal: controller.signal }
  if (body instanceof Uint8Array) {
    init.body = body
  } else if (body) {
    init.body = body
    init.duplex = 'half'
  }
  return new Request(url.href, init)
}

/** Whether the request carries a session cookie (whatever the session's state: the answer is about whoever sent it). */
function sentBySignedInMember(req: ExpressRequest): boolean {
  return (req.get('cookie') ?? '').includes(`${SESSION_COOKIE}=`)
}

async function sendResponse(req: ExpressRequest, res: ExpressResponse, response: Response, visitorEtag?: string): Promise<void> {
  // An answer given before the body was read (a route that refused without reading it) waits for the rest, as the
  // edge's refusals do: answering and closing while the client still writes cuts it off (EPIPE) before it reads the
  // answer, and the rest must not stay on a kept-alive connection, where it would be read as the next request.
  const drained = req.complete || (await drainRest(req))
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel()
    return
  }
  if (!drained) res.setHeader('Connection', 'close')
  res.statusMessage = response.statusText
  res.status(response.status)
  for (const [name, value] of response.headers.entries()) {
    // A route that sets its own policy (a served upload) replaces the page policy rather than adding to it; the same
    // for nosniff, which the edge sets on every answer and a served upload states itself.
    if (name === 'content-security-policy' || name === 'x-content-type-options') res.setHeader(name, value)
    else res.append(name, value)
  }
  // Signed-in answers (and the one that signs someone in) are about one member: never stored by any cache, and kept
  // from other sites' windows (decision 0073).
  const signedIn =
    sentBySignedInMember(req) || response.headers.getSetCookie().some((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`))
  if (signedIn && !response.headers.has('Cache-Control')) res.setHeader('Cache-Control', 'private, no-store')
  if (signedIn) res.setHeader(MEMBER_OPENER_POLICY.name, MEMBER_OPENER_POLICY.value)
  const setsCookie = response.headers.has('Set-Cookie')
  if (visitorEtag && !signedIn && !setsCookie && response.status === 200 && !response.headers.has('Cache-Control')) {
    // A visitor's public answer: the validator decided before the render, and caching a browser or CDN may use.
    res.setHeader('ETag', visitorEtag)
    res.setHeader('Cache-Control', VISITOR_CACHE_CONTROL)
    for (const header of VISITOR_VARY) res.vary(header)
  } else if (setsCookie && !/\b(?:private|no-store)\b/.test(String(res.getHeader('Cache-Control') ?? ''))) {
    // An answer that sets a cookie is someone's: never stored by a shared cache, whatever the route said.
    res.setHeader('Cache-Control', 'private, no-cache')
  }
  if (response.body) {
    try {
      await writeReadableStreamToWritable(response.body, res)
    } catch (error) {
      if (res.destroyed || res.writableEnded) return
      throw error
    }
  } else {
    res.end()
  }
}

/**
 * A visitor's repeat view, answered without React Router (./http-cache.ts). The 304 carries what the 200 did to guide
 * caches (ETag, Cache-Control, Vary) but no Content-Security-Policy: a browser updates its stored headers from a 304,
 * and a new nonce would refuse the stored page's inline scripts, which carry the nonce of the 200 they came with. The
 * other security headers are the 200's.
 */
async function sendNotModified(req: ExpressRequest, res: ExpressResponse, etag: string): Promise<void> {
  if (!req.complete && !(await drainRest(req))) res.setHeader('Connection', 'close')
  for (const [name, value] of Object.entries(securityHeaders({ nonce: null, secure: req.secure }))) res.setHeader(name, value)
  res.setHeader('ETag', etag)
  res.setHeader('Cache-Control', VISITOR_CACHE_CONTROL)
  for (const header of VISITOR_VARY) res.vary(header)
  res.status(304).end()
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

const TITLES: Record<number, string> = {
  400: 'Bad request',
  403: 'Request refused',
  405: 'Method not allowed',
  413: 'Too large',
  415: 'Unsupported content type',
  429: 'Too many requests',
  500: 'Something went wrong',
}

/** An answer from the edge itself: `{ message }` JSON for /api, a small page for browsers. */
async function sendRefusal(
  req: ExpressRequest,
  res: ExpressResponse,
  { status, message, headers = {}, json }: { status: number; message: string; headers?: Record<string, string>; json: boolean },
): Promise<void> {
  // Answer once the client has finished sending (what it sends is thrown away), so it reads the answer instead of a
  // reset; a body too large or too slow to wait for gets the answer at once, and the connection is closed after it.
  if (!req.complete && !(await drainRest(req))) {
    res.setHeader('Connection', 'close')
  }
  if (res.headersSent || res.destroyed) return
  res.status(status)
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
  res.setHeader('Cache-Control', 'no-store')
  // A refusal to a signed-in member is an answer about the member too, as in `sendResponse` (decision 0073).
  if (sentBySignedInMember(req)) res.setHeader(MEMBER_OPENER_POLICY.name, MEMBER_OPENER_POLICY.value)
  if (json) {
    res.json({ message })
    return
  }
  const title = TITLES[status] ?? 'Request refused'
  res.type('html').send(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
      `<title>${escapeHtml(title)} | Startup Asia</title></head>` +
      `<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#111827">` +
      `<p style="color:#4f46e5;font-weight:600">${status}</p><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>` +
      `<p><a href="/">Back to Startup Asia</a></p></body></html>`,
  )
}
