import { createHmac } from 'node:crypto'
import { createCookie } from 'react-router'
import { getSessionSecret } from './session-secret.server'

/**
 * "Known device" cookie (OWASP, "Slow down online guessing attacks with device cookies"; docs/decisions/0017):
 * after a successful sign-in the browser keeps a signed note that this account has signed in here. Attempts from a
 * browser that carries it skip the account-wide failure limit, so a stranger hammering an account from elsewhere
 * cannot lock its owner out of their usual browser. It holds HMACs of the e-mail, not the e-mail.
 */
const MAX_ACCOUNTS = 5

let cookie: ReturnType<typeof createCookie> | undefined
function deviceCookie() {
  cookie ??= createCookie('sa_device', {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    maxAge: 365 * 24 * 60 * 60,
    secrets: [getSessionSecret()],
  })
  return cookie
}

function tag(email: string): string {
  return createHmac('sha256', getSessionSecret()).update(`device:${email}`).digest('base64url').slice(0, 22)
}

async function readTags(request: Request): Promise<string[]> {
  const value: unknown = await deviceCookie().parse(request.headers.get('Cookie'))
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : []
}

/** Whether this browser has signed in to the account with this (lower-cased) e-mail before. */
export async function isTrustedDevice(request: Request, email: string): Promise<boolean> {
  return (await readTags(request)).includes(tag(email))
}

/** The Set-Cookie value that remembers this account on this browser (the most recent few accounts). */
export async function trustDevice(request: Request, email: string): Promise<string> {
  const current = tag(email)
  const tags = [current, ...(await readTags(request)).filter((entry) => entry !== current)].slice(0, MAX_ACCOUNTS)
  return deviceCookie().serialize(tags, { secure: new URL(request.url).protocol === 'https:' })
}
