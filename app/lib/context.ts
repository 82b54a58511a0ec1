import { createContext, RouterContextProvider } from 'react-router'
import type { PublicUser } from './user'

/**
 * What the HTTP edge (app/edge/app.server.ts) knows about a request and hands to React Router: the client's address
 * (TRUST_PROXY decides whether X-Forwarded-For counts) and this response's Content-Security-Policy nonce. Routes
 * read it with `context.get(requestInfo)`; outside the production server (Vite's dev server, tests calling a loader
 * directly) the defaults apply.
 */
export interface RequestInfo {
  clientIp: string
  cspNonce?: string
}

export const requestInfo = createContext<RequestInfo>({ clientIp: 'unknown' })

/** A load context for one request, as the edge builds it (and tests do, to call loaders and actions directly). */
export function createRequestContext(info: Partial<RequestInfo> = {}): RouterContextProvider {
  const context = new RouterContextProvider()
  context.set(requestInfo, { clientIp: info.clientIp ?? 'unknown', cspNonce: info.cspNonce })
  return context
}

/** The client's address, for per-address rate limits. */
export function clientIp(context: Readonly<RouterContextProvider>): string {
  return context.get(requestInfo).clientIp
}

/**
 * The member the signed-in (or admin) layout's guard let in. Set only by those guards, so reading it anywhere else
 * fails loudly instead of answering for nobody.
 */
export const signedInUser = createContext<PublicUser>()

/** A load context with a member already let in by the guard (tests calling a guarded loader directly). */
export function createMemberContext(user: PublicUser, info: Partial<RequestInfo> = {}): RouterContextProvider {
  const context = createRequestContext(info)
  context.set(signedInUser, user)
  return context
}
