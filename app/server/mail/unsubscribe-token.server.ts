import { createHmac, timingSafeEqual } from 'node:crypto'
import { href } from 'react-router'
import { isOptionalMailCategory, type OptionalMailCategory } from '~/domain/notifications'
import { getSessionSecret } from '~/server/session-secret.server'

/**
 * The one-click unsubscribe link of a non-essential e-mail (RFC 8058, docs/decisions/0102-mail-outbox.md):
 * `/unsubscribe?token=<user>.<category>.<mac>`, the MAC an HMAC-SHA256 under the session secret, so the link works
 * without signing in and cannot be made for another member. It does not expire: an unsubscribe link in an old
 * e-mail must still work.
 */
function mac(userId: number, category: OptionalMailCategory): string {
  return createHmac('sha256', getSessionSecret()).update(`unsubscribe:${userId}:${category}`).digest('base64url')
}

export function unsubscribeToken(userId: number, category: OptionalMailCategory): string {
  return `${userId}.${category}.${mac(userId, category)}`
}

export function unsubscribeUrl(origin: string, userId: number, category: OptionalMailCategory): string {
  const url = new URL(href('/unsubscribe'), origin)
  url.searchParams.set('token', unsubscribeToken(userId, category))
  return url.href
}

/** The member and category a token names, or null for anything not made by `unsubscribeToken`. */
export function readUnsubscribeToken(token: unknown): { userId: number; category: OptionalMailCategory } | null {
  if (typeof token !== 'string' || token.length > 200) return null
  const [id, category, given, ...rest] = token.split('.')
  if (rest.length > 0 || !id || !/^[1-9]\d{0,15}$/.test(id) || !isOptionalMailCategory(category) || !given) return null
  const userId = Number(id)
  const expected = Buffer.from(mac(userId, category))
  const actual = Buffer.from(given)
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? { userId, category } : null
}
