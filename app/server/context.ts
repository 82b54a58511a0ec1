import { createContext, RouterContextProvider } from 'react-router'
import { forbidden } from '~/shared/errors'
import { ADMIN_ACCESS_REQUIRED, isAdmin } from '~/shared/permissions'
import type { PublicUser } from '~/shared/user'

/**
 * What the HTTP edge (app/edge/app.server.ts) knows about a request and hands to React Router: the client's address
 * (TRUST_PROXY decides whether X-Forwarded-For counts) and this response's Content-Security-Policy nonce. Routes
 * read it with `context.get(requestInfo)`; outside the production server (Vite's dev server, tests calling a loader
 * directly) the defaults apply.
 */
export interface RequestInfo {
  clientIp: string
  cspNonce?: string
  /** Filled by React Router's request instrumentation (app/entry.server.tsx) for the edge's log line and metrics. */
  observed?: { pattern?: string }
}

export const requestInfo = createContext<RequestInfo>({ clientIp: 'unknown' })

/** A load context for one request, as the edge builds it (and tests do, to call loaders and actions directly). */
export function createRequestContext(info: Partial<RequestInfo> = {}): RouterContextProvider {
  const context = new RouterContextProvider()
  context.set(requestInfo, { clientIp: info.clientIp ?? 'unknown', cspNonce: info.cspNonce, observed: info.observed })
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

declare const adminBrand: unique symbol

/**
 * An admin as the guards let one in. Only `adminFrom` (pages beneath the admin layout) and `requireApiAdmin`
 * (/api/admin/*) make one, and every model function that reads the panel's data takes one: a loader cannot reach
 * that data without having passed the guard (docs/decisions/0087-guards-where-data-is-read.md).
 */
export type AdminUser = PublicUser & { readonly [adminBrand]: true }

/**
 * The admin panel's reads take the admin the guard let in (`AdminUser`); this refuses anything else that reached
 * them (a value cast to the type), so the type and the data agree.
 */
export function assertAdmin(admin: AdminUser): void {
  if (!isAdmin(admin)) throw forbidden(ADMIN_ACCESS_REQUIRED)
}

/** What the admin layout's guard decided for this request: the admin, or the refusal (401/403) to throw instead. */
export type AdminGate = { admin: AdminUser } | { refusal: unknown }

/** Set by the admin layout's guard for every request beneath it; read only through `adminFrom`. */
export const adminGate = createContext<AdminGate>()

/**
 * The admin the admin layout's guard let in. For anyone else it throws the guard's refusal (the 401 access-denied
 * or 403 'Admin Access Required' screen), so a loader beneath the layout answers with that refusal and never with
 * data, for a document and a `.data` request alike. Outside the admin layout there is no gate: it throws.
 */
export function adminFrom(context: Readonly<RouterContextProvider>): AdminUser {
  const gate = context.get(adminGate)
  if ('admin' in gate) return gate.admin
  throw gate.refusal
}

/** A load context with a member already let in by the guard (tests calling a guarded loader directly). */
export function createMemberContext(user: PublicUser, info: Partial<RequestInfo> = {}): RouterContextProvider {
  const context = createRequestContext(info)
  context.set(signedInUser, user)
  if (user.userType === 'admin') context.set(adminGate, { admin: user as AdminUser })
  return context
}
