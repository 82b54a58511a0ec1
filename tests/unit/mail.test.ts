import { describe, expect, it } from 'vitest'
import { ACCOUNT_LANGUAGES } from '~/domain/users'
import { parseEnv } from '~/server/env.server'
import { mailConfig } from '~/server/mail/config.server'
import { OUTBOX_DEFAULTS, retryDelay } from '~/server/mail/outbox-worker.server'
import { readUnsubscribeToken, unsubscribeToken, unsubscribeUrl } from '~/server/mail/unsubscribe-token.server'
import { SUPPORTED_LANGUAGES } from '~/shared/i18n'

// The mail path's configuration and pure parts (docs/decisions/0102-mail-outbox.md).
describe('SMTP_URL and MAIL_FROM', () => {
  it('take nodemailer connection URLs, with or without TLS and credentials', () => {
    for (const url of ['smtp://127.0.0.1:2525', 'smtp://user:pass@mail.example.com:587', 'smtps://user:pass@mail.example.com:465']) {
      expect(parseEnv({ SMTP_URL: url }).SMTP_URL).toBe(url)
    }
    expect(parseEnv({ SMTP_URL: '' }).SMTP_URL).toBeUndefined()
  })

  it('refuse anything else, naming the variable', () => {
    expect(() => parseEnv({ SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/)
    expect(() => parseEnv({ MAIL_FROM: 'not an address' })).toThrow(/MAIL_FROM/)
    expect(parseEnv({ MAIL_FROM: 'Startup Asia <hello@startup.asia>' }).MAIL_FROM).toBe('Startup Asia <hello@startup.asia>')
  })

  it('default the sender to no-reply at the site’s host, and links to APP_ORIGIN', () => {
    expect(mailConfig(parseEnv({ APP_ORIGIN: 'https://startup.asia/path' }))).toEqual({
      smtpUrl: undefined,
      from: 'Startup Asia <no-reply@startup.asia>',
      origin: 'https://startup.asia',
    })
    expect(mailConfig(parseEnv({ PORT: '4000' })).origin).toBe('http://localhost:4000')
  })
})

describe('the outbox’s numbers', () => {
  it('backs off 30 s, 1 min, 2 min … up to an hour', () => {
    expect([1, 2, 3, 4].map((attempt) => retryDelay(attempt))).toEqual([30_000, 60_000, 120_000, 240_000])
    expect(retryDelay(20)).toBe(OUTBOX_DEFAULTS.maxRetryMs)
    // A lease outlasts one send (nodemailer's timeouts: 15 + 15 + 30 s).
    expect(OUTBOX_DEFAULTS.leaseMs).toBeGreaterThan(60_000)
  })
})

describe('the one-click unsubscribe token', () => {
  it('names the member and the category, and nothing else reads as one', () => {
    const token = unsubscribeToken(42, 'applications')
    expect(readUnsubscribeToken(token)).toEqual({ userId: 42, category: 'applications' })
    const [, , mac] = token.split('.')
    for (const forged of [`43.applications.${mac}`, `42.news.${mac}`, `42.essential.${mac}`, `42.applications.${mac}x`, `${token}.1`, '', null, 42]) {
      expect(readUnsubscribeToken(forged)).toBeNull()
    }
    expect(unsubscribeUrl('https://startup.asia', 42, 'news')).toBe(`https://startup.asia/unsubscribe?token=${encodeURIComponent(unsubscribeToken(42, 'news'))}`)
  })
})

describe('account languages', () => {
  it('are the interface’s languages', () => {
    expect([...ACCOUNT_LANGUAGES]).toEqual(SUPPORTED_LANGUAGES)
  })
})
