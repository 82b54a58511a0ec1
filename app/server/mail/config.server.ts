import { getEnv, type Env } from '~/server/env.server'

/** How this instance sends e-mail (docs/decisions/0102-mail-outbox.md), from SMTP_URL, MAIL_FROM and APP_ORIGIN. */
export interface MailConfig {
  /** Unset: e-mail is not configured; messages stay queued in the outbox, where admins see them. */
  smtpUrl: string | undefined
  from: string
  /** Every link in an e-mail is absolute from here. */
  origin: string
}

export function mailConfig(env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM' | 'APP_ORIGIN' | 'PORT'> = getEnv()): MailConfig {
  // Without APP_ORIGIN the worker has no request to take an origin from: the server's own address (development).
  const origin = env.APP_ORIGIN ?? `http://localhost:${env.PORT}`
  return {
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM ?? `Startup Asia <no-reply@${new URL(origin).hostname}>`,
    origin,
  }
}

/** The host part of every Message-ID (`<uuid@host>`): the site's host, so replies and threads stay with the site. */
export function messageIdHost(origin: string = mailConfig().origin): string {
  return new URL(origin).hostname
}

/**
 * The operator's address (docs/decisions/0124): the contact form writes to it, the privacy and terms pages name it.
 * CONTACT_EMAIL, or else the address of MAIL_FROM (its default included).
 */
export function contactAddress(env: Pick<Env, 'CONTACT_EMAIL' | 'SMTP_URL' | 'MAIL_FROM' | 'APP_ORIGIN' | 'PORT'> = getEnv()): string {
  if (env.CONTACT_EMAIL) return env.CONTACT_EMAIL
  const from = mailConfig(env).from
  return /<([^<>]+)>/.exec(from)?.[1] ?? from
}
