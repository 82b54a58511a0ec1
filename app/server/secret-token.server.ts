import { createHash, randomBytes } from 'node:crypto'

/**
 * Secrets handed out in a URL (a calendar feed's address, a password-reset or verification link): 256 random bits
 * as base64url (43 characters). Only the SHA-256 (hex) is stored, so a copy of the database gives away no link.
 */
export const SECRET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

export function newSecretToken(): string {
  return randomBytes(32).toString('base64url')
}

export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}
