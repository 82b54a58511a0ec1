import { redirect } from 'react-router'
import { Authenticator } from 'remix-auth'
import { FormStrategy } from 'remix-auth-form'
import { createUser, getUserById, verifyLogin } from '~/models/users.server'
import { loginSchema, type SignupInput } from '~/schemas/auth'
import { badRequest, DomainError, tooManyRequests, unauthorized } from './errors'
import {
  clearAttempts,
  isLimited,
  recordAttempt,
  TOO_MANY_SIGN_INS,
  TOO_MANY_SIGN_UPS,
} from './rate-limit.server'
import { getSession, startUserSession } from './session.server'
import { redirectWithToast } from './toast.server'
import type { PublicUser } from './user'

/** The password strategy: the one way e-mail + password become a user, for the /auth page and /api/auth/login. */
const authenticator = new Authenticator<PublicUser>()
authenticator.use(
  new FormStrategy(async ({ form }) => {
    const parsed = loginSchema.safeParse(Object.fromEntries(form))
    if (!parsed.success) {
      throw badRequest('Invalid email or password', Object.fromEntries(
        parsed.error.issues.map((issue) => [String(issue.path[0]), [issue.message]]),
      ))
    }
    return verifyLogin(parsed.data.email, parsed.data.password)
  }),
  'password',
)

const userCache = new WeakMap<Request, Promise<PublicUser | null>>()

/** The signed-in user from the session cookie, or null. Identity never comes from headers such as X-User-ID. */
export function getUser(request: Request): Promise<PublicUser | null> {
  let pending = userCache.get(request)
  if (!pending) {
    pending = getSession(request).then((session) => {
      const userId = session.get('userId')
      return typeof userId === 'number' ? getUserById(userId) : null
    })
    userCache.set(request, pending)
  }
  return pending
}

function currentPath(request: Request): string {
  const url = new URL(request.url)
  return url.pathname + url.search
}

/** Pages: a visitor is sent to /auth (and back afterwards) with the spec's unauthorized toast. */
export async function requireUser(request: Request): Promise<PublicUser> {
  const user = await getUser(request)
  if (user) return user
  throw await redirectWithToast(request, `/auth?redirectTo=${encodeURIComponent(currentPath(request))}`, {
    title: 'Unauthorized',
    description: 'You are logged out. Logging in again...',
    type: 'error',
  })
}

/** /api: 401 JSON for visitors. */
export async function requireApiUser(request: Request): Promise<PublicUser> {
  const user = await getUser(request)
  if (!user) throw unauthorized()
  return user
}

/** Visitors only (sign-in and sign-up pages send signed-in users home). */
export async function requireAnonymous(request: Request): Promise<void> {
  if (await getUser(request)) throw redirect('/')
}

/**
 * Signs in with the e-mail and password in the request's form body. Failed attempts are limited per client IP and per
 * account. Returns the user and the Set-Cookie header of a brand-new session.
 */
export async function signIn(request: Request, clientIp: string): Promise<{ user: PublicUser; cookie: string }> {
  const form = await request.clone().formData()
  const email = String(form.get('email') ?? '').trim().toLowerCase()
  const keys = [`login-ip:${clientIp}`, `login-account:${email}`]
  if (isLimited(keys)) throw tooManyRequests(TOO_MANY_SIGN_INS)
  try {
    const user = await authenticator.authenticate('password', request)
    clearAttempts([`login-account:${email}`])
    return { user, cookie: await startUserSession(request, user.id) }
  } catch (error) {
    if (error instanceof DomainError && error.status === 401) recordAttempt(keys)
    throw error
  }
}

/**
 * Counts a sign-up attempt for the client IP (valid or not) and refuses it with 429 once the IP has used its
 * attempts for the minute. Both doors call it before validating, so malformed floods are limited too.
 */
export function guardSignupRate(clientIp: string): void {
  const keys = [`signup-ip:${clientIp}`]
  if (isLimited(keys)) throw tooManyRequests(TOO_MANY_SIGN_UPS)
  recordAttempt(keys)
}

/** Creates the account and signs it in. */
export async function signUp(request: Request, input: SignupInput): Promise<{ user: PublicUser; cookie: string }> {
  const user = await createUser(input)
  return { user, cookie: await startUserSession(request, user.id) }
}
