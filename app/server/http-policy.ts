import { PROOF_MAX_BYTES } from '~/domain/claims'
import { LOGO_MAX_BYTES } from '~/domain/uploads'
import { GALLERY_IMAGE_MAX_BYTES } from '~/domain/startup-showcase'

/**
 * The HTTP edge's named lists and limits (docs/decisions/0019-csrf-and-request-limits.md). A new route that needs an
 * exception (a webhook verified by signature, an upload) is added here by name, never as a special case inside a
 * check.
 */

/** Non-GET requests exempt from the same-origin check: each must authenticate itself another way (a signature). */
export const CSRF_EXEMPT_PATHS: readonly string[] = [
  // Stripe's webhook (docs/decisions/0048-paid-profile-claims.md): verified by its signature on the raw body.
  '/api/webhooks/stripe',
]

/**
 * Non-GET requests counted by a limit of their own — sign-ins, sign-ups and password resets, AUTH_RATE_LIMIT per address, every
 * attempt counted before it is parsed (app/services/auth.server.ts) — and so not by MUTATION_RATE_LIMIT, which is for any
 * other non-GET request (README "Configuration", docs/decisions/0085-small-points-of-issue-38.md). Page paths include
 * their `.data` twin (the same form posted with JavaScript).
 */
const OWN_LIMIT_PATHS: readonly string[] = [
  '/auth',
  '/signup-startup',
  '/signup-public',
  '/api/auth/login',
  '/api/auth/signup',
  '/forgot-password',
  '/reset-password',
  '/api/auth/forgot-password',
  '/api/auth/reset-password',
]

/** Whether a request to this path is counted by its own limit rather than the mutation limit. */
export function hasOwnLimit(pathname: string): boolean {
  const page = pathname.replace(/(\/_)?\.data$/, '').replace(/(.)\/+$/, '$1')
  return OWN_LIMIT_PATHS.includes(page)
}

const KIB = 1024
const MIB = 1024 * KIB

/**
 * Routes that receive files as multipart/form-data, with their own body limit (the file plus the form around it).
 * Their bodies are streamed to the route, counted as they arrive, and cut off with 413 at the limit.
 */
export interface UploadRoute {
  pattern: RegExp
  maxBytes: number
  /** An /api route that also takes a JSON body (held to the JSON limit), e.g. a press link beside an image upload. */
  alsoJson?: boolean
}
export const UPLOAD_ROUTES: readonly UploadRoute[] = [
  // 001 §9: a logo is PNG, JPG or SVG up to 5 MB; the rest of the form (or the JSON-free API call) fits in 256 KiB.
  { pattern: /^\/api\/upload\/startup-logo\/\d+$/, maxBytes: LOGO_MAX_BYTES + 256 * KIB },
  // The pages whose forms carry a logo: the admin's Edit Startup and the founder's edit page (a `.data` request with
  // JavaScript, a plain form post without).
  { pattern: /^\/admin\/startups(\.data)?$/, maxBytes: LOGO_MAX_BYTES + 256 * KIB },
  { pattern: /^\/startup\/\d+\/edit(\.data)?$/, maxBytes: LOGO_MAX_BYTES + 256 * KIB },
  // A paid claim's proof of authority (0048): PDF, JPG or PNG up to 10 MB, through the API or the claim page's form.
  { pattern: /^\/api\/profile-claims$/, maxBytes: PROOF_MAX_BYTES + 256 * KIB },
  { pattern: /^\/claim-profile\/\d+(\.data)?$/, maxBytes: PROOF_MAX_BYTES + 256 * KIB },
  // A gallery image (decision 0109): PNG, JPG or SVG up to 5 MB, through the API (which also takes a press link as
  // JSON) or the manage page's form.
  { pattern: /^\/api\/startups\/\d+\/media$/, maxBytes: GALLERY_IMAGE_MAX_BYTES + 256 * KIB, alsoJson: true },
  { pattern: /^\/startup\/\d+\/manage\/media(\.data)?$/, maxBytes: GALLERY_IMAGE_MAX_BYTES + 256 * KIB },
]

/** Body limits for everything else: JSON to /api, form posts to pages. */
export const BODY_LIMITS = {
  json: 1 * MIB,
  form: 1 * MIB,
} as const

/**
 * Form field names are parsed into nested objects and arrays by Conform: `x[99999999]=1` would become an array of
 * a hundred million elements. Field names are checked before any parser runs.
 */
export const FORM_FIELD_LIMITS = {
  maxFields: 1000,
  maxNameLength: 200,
  /** Highest list index a field name may use (`techStack[999]`): lists in this product hold tens of entries. */
  maxIndex: 999,
  /** Nesting (`a.b[0].c` is 3 levels). */
  maxDepth: 6,
} as const

/** Page routes answer these methods; anything else is 405 before the page is asked. */
export const PAGE_METHODS = ['GET', 'HEAD', 'POST'] as const

export function uploadRouteFor(pathname: string): UploadRoute | undefined {
  return UPLOAD_ROUTES.find((route) => route.pattern.test(pathname))
}

export function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/')
}
