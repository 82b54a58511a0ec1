import { describe, expect, it } from 'vitest'
import { EnvError, parseEnv } from '~/server/env.server'

describe('parseEnv', () => {
  it('applies the documented defaults', () => {
    const env = parseEnv({})
    expect(env.PORT).toBe(3000)
    expect(env.DATABASE_URL).toBe('file:./data/app.db')
    expect(env.SEED_DEMO_DATA).toBe(true)
    expect(env.AUTH_RATE_LIMIT).toBe(10)
    expect(env.ADMIN_EMAIL).toBeUndefined()
  })

  it('treats empty strings as unset', () => {
    expect(parseEnv({ PORT: '', DATABASE_URL: '', ADMIN_EMAIL: '', ADMIN_PASSWORD: '' }).PORT).toBe(3000)
  })

  it('accepts libSQL server URLs and a boolean SEED_DEMO_DATA', () => {
    const env = parseEnv({ DATABASE_URL: 'libsql://db.example.turso.io', SEED_DEMO_DATA: 'false' })
    expect(env.DATABASE_URL).toBe('libsql://db.example.turso.io')
    expect(env.SEED_DEMO_DATA).toBe(false)
  })

  it('reads TRUST_PROXY as Express means it: a number of hops, a boolean, or addresses', () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false)
    expect(parseEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1)
    expect(parseEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2)
    expect(parseEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true)
    expect(parseEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false)
    expect(parseEnv({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).TRUST_PROXY).toBe('loopback, 10.0.0.0/8')
  })

  it('defaults MUTATION_RATE_LIMIT to 100 a minute and reduces APP_ORIGIN to an origin', () => {
    expect(parseEnv({}).MUTATION_RATE_LIMIT).toBe(100)
    expect(parseEnv({ APP_ORIGIN: 'https://startup.example/some/path' }).APP_ORIGIN).toBe('https://startup.example')
  })

  it('reads the operations settings (issue 45): LOG_LEVEL, METRICS_TOKEN, SHUTDOWN_TIMEOUT (25 s) and SENTRY_DSN, all optional', () => {
    const env = parseEnv({})
    expect([env.LOG_LEVEL, env.METRICS_TOKEN, env.SHUTDOWN_TIMEOUT, env.SENTRY_DSN]).toEqual([undefined, undefined, 25, undefined])
    expect(parseEnv({ LOG_LEVEL: 'debug', METRICS_TOKEN: 'a-long-enough-token', SHUTDOWN_TIMEOUT: '5' })).toMatchObject({
      LOG_LEVEL: 'debug',
      METRICS_TOKEN: 'a-long-enough-token',
      SHUTDOWN_TIMEOUT: 5,
    })
    expect(() => parseEnv({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/)
    expect(() => parseEnv({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/)
    expect(() => parseEnv({ SHUTDOWN_TIMEOUT: '0' })).toThrow(/SHUTDOWN_TIMEOUT/)
  })

  it('has header, request and keep-alive timeouts in seconds: 20, 300 and 65 (decision 0082)', () => {
    expect(parseEnv({})).toMatchObject({ HEADERS_TIMEOUT: 20, REQUEST_TIMEOUT: 300, KEEP_ALIVE_TIMEOUT: 65 })
    expect(parseEnv({ HEADERS_TIMEOUT: '5', REQUEST_TIMEOUT: '5', KEEP_ALIVE_TIMEOUT: '' })).toMatchObject({
      HEADERS_TIMEOUT: 5,
      REQUEST_TIMEOUT: 5,
      KEEP_ALIVE_TIMEOUT: 65,
    })
  })

  it.each([
    [{ HEADERS_TIMEOUT: '0' }, 'HEADERS_TIMEOUT'],
    [{ HEADERS_TIMEOUT: '1.5' }, 'HEADERS_TIMEOUT'],
    [{ REQUEST_TIMEOUT: 'soon' }, 'REQUEST_TIMEOUT'],
    [{ KEEP_ALIVE_TIMEOUT: '-1' }, 'KEEP_ALIVE_TIMEOUT'],
    [{ KEEP_ALIVE_TIMEOUT: '86400' }, 'KEEP_ALIVE_TIMEOUT'],
    [{ HEADERS_TIMEOUT: '60', REQUEST_TIMEOUT: '30' }, 'HEADERS_TIMEOUT'],
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'postgres://x' }, 'DATABASE_URL'],
    [{ SEED_DEMO_DATA: 'maybe' }, 'SEED_DEMO_DATA'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET'],
    [{ ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'long-enough-password' }, 'ADMIN_EMAIL'],
    [{ ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD'],
    [{ ADMIN_EMAIL: 'admin@example.com' }, 'ADMIN_PASSWORD'],
    [{ ADMIN_PASSWORD: 'long-enough-password' }, 'ADMIN_EMAIL'],
    [{ AUTH_RATE_LIMIT: '0' }, 'AUTH_RATE_LIMIT'],
    [{ MUTATION_RATE_LIMIT: '-1' }, 'MUTATION_RATE_LIMIT'],
    [{ APP_ORIGIN: 'startup.example' }, 'APP_ORIGIN'],
    [{ APP_ORIGIN: 'ftp://startup.example' }, 'APP_ORIGIN'],
  ])('rejects %o naming %s', (source, variable) => {
    expect(() => parseEnv(source)).toThrow(EnvError)
    expect(() => parseEnv(source)).toThrow(new RegExp(`\\b${variable}\\b`))
  })
})
