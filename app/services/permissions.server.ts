import { data, redirect, type MiddlewareFunction, type RouterContextProvider } from 'react-router'
import { getUser } from './auth.server'
import { bearerToken, userForApiToken } from '~/models/api-tokens.server'
import { API_TOKEN_NOT_FOR_ADMIN } from '~/domain/api-tokens'
import { getT } from '~/server/i18n.server'
import { carriesSessionCookie, expiredSessionCookie } from '~/server/session.server'
import { adminGate, signedInUser, type AdminUser } from '~/server/context'
import { forbidden, unauthorized } from '~/shared/errors'
import { pagePath } from '~/server/http.server'
import { ADMIN_ACCESS_REQUIRED, isAdmin } from '~/shared/permissions'
import { redirectWithToast } from '~/server/toast.server'
import type { PublicUser } from '~/shared/user'

/**
 * The guards (docs/decisions/0022-permissions-and-routes.md). Pages and their /api twins ask the same predicates
 * (app/shared/permissions.ts); pages answer with a redirect or an error page, /api with 401/403 JSON.
 */

/** 000 §5 "Unauthorized dashboard" and 001 §8 "Unauthorized". */
export const LOGGED_OUT = 'You are logged out. Logging in again...'
export const SESSION_EXPIRED = 'Your session has expired. Please log in again.'

function currentPath(request: Request): string {
  const { pathname, search } = pagePath(request)
  return pathname + search
}

/**
 * Pages: a visitor is sent to /auth (and back afterwards) with the spec's unauthorized toast — 000 §5's 'You are
 * logged out. Logging in again...', or 001 §8's 'Your session has expired. Please log in again.' when the browser
 * still sends a session cookie whose session has ended (the cookie is expired with it, so this is said once). With the
 * request's context the toast is in the visitor's language.
 */
export async function requireUser(request: Request, context?: Readonly<RouterContextProvider>): Promise<PublicUser> {
  const user = await getUser(request)
  if (user) return user
  const expired = await carriesSessionCookie(request)
  const t = context ? getT(context, 'auth') : null
  const description = expired ? SESSION_EXPIRED : LOGGED_OUT
  throw await redirectWithToast(
    request,
    `/auth?redirectTo=${encodeURIComponent(currentPath(request))}`,
    { title: t ? t('Unauthorized') : 'Unauthorized', description: t ? t(description) : description, type: 'error' },
    expired ? { headers: { 'Set-Cookie': await expiredSessionCookie(request) } } : undefined,
  )
}

/**
 * /api: 401 JSON for visitors. A personal API token (`Authorization: Bearer`, docs/decisions/0137-api-tokens.md)
 * stands for its owner instead of the session, within its scopes.
 */
export async function requireApiUser(request: Request): Promise<PublicUser> {
  const bearer = bearerToken(request)
  if (bearer !== null) return userForApiToken(bearer, request.method === 'HEAD' ? 'GET' : request.method)
  const user = await getUser(request)
  if (!user) throw unauthorized()
  return user
}

/**
 * Admin pages: 401 for visitors (the access-denied screen with a way to sign in), 403 'Admin Access Required' for
 * members who are not admins. Thrown as route errors, so the admin layout's ErrorBoundary shows them.
 */
function adminRefusal(request: Request, user: PublicUser | null) {
  if (!user) return data({ message: 'Unauthorized', redirectTo: currentPath(request) }, { status: 401 })
  return data({ message: ADMIN_ACCESS_REQUIRED }, { status: 403 })
}

/** The member as an admin, when they are one: the one place an `AdminUser` is made. */
function asAdmin(user: PublicUser | null): AdminUser | null {
  return user && isAdmin(user) ? (user as AdminUser) : null
}

/** /api/admin/*: 401 JSON for visitors, 403 JSON for members who are not admins. */
export async function requireApiAdmin(request: Request): Promise<AdminUser> {
  // The admin API takes the signed-in session only: a leaked token never reaches it.
  if (bearerToken(request) !== null) throw forbidden(API_TOKEN_NOT_FOR_ADMIN)
  const admin = asAdmin(await requireApiUser(request))
  if (!admin) throw forbidden(ADMIN_ACCESS_REQUIRED)
  return admin
}

/** Visitors only (sign-in and sign-up pages send signed-in members home). */
export async function requireAnonymous(request: Request): Promise<void> {
  if (await getUser(request)) throw redirect('/')
}

/**
 * The signed-in layout's one guard: runs before every loader and action beneath it, and hands them the member
 * (`context.get(signedInUser)`).
 */
export const signedInMiddleware: MiddlewareFunction<Response> = async ({ request, context }) => {
  context.set(signedInUser, await requireUser(request, context))
}

/**
 * The admin layout's guard (/admin and everything under it), before every loader and action beneath it. Anyone but
 * an admin has their form post refused here (401/403). Their page view is refused by every loader beneath instead:
 * each reads the admin through `adminFrom(context)`, which throws the refusal decided here, so the answer carries the
 * 401/403 and no section's data, for the document and for a `.data` request with any `?_routes=`. (A refusal thrown
 * by middleware before any loader ran would be rendered by the root's boundary without the root's data: the screen
 * would lose the site's header and the signed-in member's menu.) The admin models take the `AdminUser` that only
 * `adminFrom` and `requireApiAdmin` give, so a loader cannot read the panel's data without the guard's admin.
 */
export const adminMiddleware: MiddlewareFunction<Response> = async ({ request, context }) => {
  const user = await getUser(request)
  const admin = asAdmin(user)
  if (admin) {
    context.set(signedInUser, admin)
    context.set(adminGate, { admin })
    return
  }
  const refusal = adminRefusal(request, user)
  if (request.method !== 'GET' && request.method !== 'HEAD') throw refusal
  context.set(adminGate, { refusal })
}
