import { randomUUID } from 'node:crypto'
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from 'express'
import proxyaddr from 'proxy-addr'
import type { ServerBuild } from 'react-router'
import { log, requestScope } from '~/server/logger.server'
import { isDraining } from '~/server/readiness.server'
import type { Env } from '~/server/env.server'

/**
 * What the edge records about one request for its log line and metrics (issue 45, docs/decisions/0133-operations.md).
 * `route` says who answered: React Router's matched route id, or `static` (a file of the build), `edge` (the edge's
 * own answer: a refusal, a visitor's 304), `metrics` (GET /metrics), `unmatched` (no route matched: the 404 page).
 * Never the URL itself: a path may carry a token (a password-reset link), and labels must stay few.
 */
export interface Observed {
  reqId: string
  route: string
  /** The route pattern React Router matched, as its request instrumentation reports it (app/entry.server.tsx). */
  pattern?: string
}

/** A request id we accept from a trusted proxy: what common proxies and tracers send, nothing that could break a log. */
const INCOMING_ID = /^[\w.:@/+=-]{1,128}$/

/**
 * Whether the peer that sent this request is a proxy TRUST_PROXY trusts, decided as Express decides it for
 * X-Forwarded-For (`trust proxy`): true/false as such, a hop count trusts the nearest hop when it is 1 or more, a list
 * of addresses or subnets (proxy-addr's syntax, which Express uses) trusts the peer when it is in the list.
 */
export function trustsPeer(trust: Env['TRUST_PROXY']): (address: string | undefined) => boolean {
  if (typeof trust === 'boolean') return () => trust
  if (typeof trust === 'number') return () => trust > 0
  const trusted = proxyaddr.compile(trust.split(',').map((part) => part.trim()).filter(Boolean))
  return (address) => address !== undefined && trusted(address, 0)
}

/**
 * React Router reports the matched route as a pattern (its request instrumentation's `meta.pattern`, the paths of the
 * matched routes joined); the route id is the route of the build with that pattern that answered: one without
 * children (an index route rather than its layout, a page rather than the pathless layout around it), else the deepest.
 */
export function routeIdsByPattern(routes: ServerBuild['routes']): (pattern: string | undefined) => string {
  const parents = new Set(Object.values(routes).map((route) => route?.parentId))
  const byPattern = new Map<string, { id: string; rank: number }>()
  for (const route of Object.values(routes)) {
    if (!route) continue
    const paths: string[] = []
    let depth = 0
    for (let at: typeof route | undefined = route; at; at = at.parentId ? routes[at.parentId] : undefined) {
      if (at.path) paths.unshift(at.path)
      depth++
    }
    const pattern = paths.join('/').replace(/\/\/+/g, '/') || '/'
    // A route without children (a page, an index route) before a layout that shares its pattern (a pathless layout
    // around pages, a layout whose index route answers its own path); then the deeper one.
    const rank = (parents.has(route.id) ? 0 : 1_000) + depth
    const known = byPattern.get(pattern)
    if (!known || rank > known.rank) byPattern.set(pattern, { id: route.id, rank })
  }
  return (pattern) => (pattern ? (byPattern.get(pattern)?.id ?? 'unmatched') : 'unmatched')
}

export interface ObserveOptions {
  trust: Env['TRUST_PROXY']
  routeIdOf: (pattern: string | undefined) => string
  onAnswered?: (labels: { method: string; route: string; status: number }, seconds: number) => void
}

/**
 * The edge's first step: the request id (taken from X-Request-Id only when a trusted proxy sent it, else a new UUID),
 * sent back as X-Request-Id on every answer and carried by every log line written for the request; when the answer
 * is done (or the client went away), one log line and the metrics.
 */
export function observeRequests({ trust, routeIdOf, onAnswered }: ObserveOptions) {
  const trusted = trustsPeer(trust)
  const httpLog = log('http')
  return (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    const start = performance.now()
    const incoming = req.get('x-request-id')
    const reqId = incoming && INCOMING_ID.test(incoming) && trusted(req.socket.remoteAddress) ? incoming : randomUUID()
    res.setHeader('X-Request-Id', reqId)
    // Shutting down (server.js): this answer is the connection's last, so no further request arrives on it.
    if (isDraining()) res.setHeader('Connection', 'close')
    const observed: Observed = { reqId, route: 'edge' }
    res.locals.observed = observed
    let done = false
    const answered = () => {
      if (done) return
      done = true
      const seconds = (performance.now() - start) / 1000
      const route = observed.route === 'react-router' ? routeIdOf(observed.pattern) : observed.route
      const status = res.statusCode
      const method = req.method
      const line = { reqId, method, route, status, durationMs: Math.round(seconds * 10_000) / 10, ...(res.writableFinished ? {} : { aborted: true }) }
      if (status >= 500) httpLog.error(line, 'request')
      else httpLog.info(line, 'request')
      onAnswered?.({ method, route, status }, seconds)
    }
    res.once('finish', answered)
    res.once('close', answered)
    requestScope.run({ reqId }, next)
  }
}

/** The record of this request made by `observeRequests` (a stand-in when the step did not run). */
export function observedOf(res: ExpressResponse): Observed {
  return (res.locals.observed as Observed | undefined) ?? { reqId: randomUUID(), route: 'edge' }
}
