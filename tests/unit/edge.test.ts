import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { describe, expect, it } from 'vitest'
import { mediaType } from '~/edge/content-type'
import { checkFieldNames } from '~/server/form-fields'
import { checkSameOrigin } from '~/edge/origin'
import { CSRF_EXEMPT_PATHS, isApiPath } from '~/server/http-policy'
import { byteLimit, PayloadTooLargeError } from '~/server/request-body'
import { contentSecurityPolicy, securityHeaders } from '~/edge/security-headers'
import { createWorkQueue } from '~/shared/work-queue'

const SITE = 'https://startup.example'
const verdict = (headers: { origin?: string; secFetchSite?: string; referer?: string }, method = 'POST') =>
  checkSameOrigin({ method, expectedOrigin: SITE, origin: undefined, secFetchSite: undefined, referer: undefined, ...headers })
    .allowed

describe('checkSameOrigin', () => {
  it('lets reads through whatever they carry', () => {
    expect(verdict({ origin: 'https://evil.example' }, 'GET')).toBe(true)
    expect(verdict({ secFetchSite: 'cross-site' }, 'HEAD')).toBe(true)
  })

  it('decides by Origin first', () => {
    expect(verdict({ origin: SITE })).toBe(true)
    expect(verdict({ origin: 'https://evil.example' })).toBe(false)
    expect(verdict({ origin: 'null' })).toBe(false)
    expect(verdict({ origin: 'http://startup.example' })).toBe(false)
    // a matching Origin wins over a cross-site Referer, and a foreign one loses whatever else is said
    expect(verdict({ origin: SITE, referer: 'https://evil.example/' })).toBe(true)
    expect(verdict({ origin: 'https://evil.example', secFetchSite: 'same-origin' })).toBe(false)
  })

  it('falls back to Sec-Fetch-Site, then Referer', () => {
    expect(verdict({ secFetchSite: 'same-origin' })).toBe(true)
    expect(verdict({ secFetchSite: 'none' })).toBe(true)
    expect(verdict({ secFetchSite: 'cross-site' })).toBe(false)
    expect(verdict({ secFetchSite: 'same-site' })).toBe(false)
    expect(verdict({ referer: `${SITE}/create-startup?x=1` })).toBe(true)
    expect(verdict({ referer: 'https://evil.example/page' })).toBe(false)
    expect(verdict({ referer: 'not a url' })).toBe(false)
  })

  it('lets requests that name no origin at all through (scripts, curl)', () => {
    expect(verdict({})).toBe(true)
    expect(verdict({}, 'DELETE')).toBe(true)
  })

  it('keeps the exemptions a named list', () => {
    expect(Array.isArray(CSRF_EXEMPT_PATHS)).toBe(true)
    expect(isApiPath('/api/startups')).toBe(true)
    expect(isApiPath('/apiary')).toBe(false)
  })
})

describe('checkFieldNames', () => {
  it('accepts ordinary forms, lists and nesting', () => {
    expect(checkFieldNames(['email', 'password', 'techStack[0]', 'techStack[29]', 'socialLinks.github', 'a[999]'])).toBeNull()
  })

  it.each([
    [['x[99999999]'], /index/],
    [['techStack[1000]'], /index/],
    [['a[00000000000001]'], /index/],
    [['a.b.c.d.e.f.g.h'], /nested/],
    [['x'.repeat(201)], /too long/],
    [Array.from({ length: 1001 }, (_, index) => `f${index}`), /at most 1000 fields/],
  ])('refuses %#', (names, message) => {
    expect(checkFieldNames(names)).toMatch(message)
  })
})

describe('mediaType', () => {
  it('reads the type without parameters, lower-cased', () => {
    expect(mediaType('Application/JSON; charset=utf-8')).toBe('application/json')
    expect(mediaType('multipart/form-data; boundary=x')).toBe('multipart/form-data')
    expect(mediaType(undefined)).toBe('')
  })
})

describe('security headers', () => {
  it('allows scripts only from our origin, with the nonce, or Stripe.js', () => {
    const csp = contentSecurityPolicy('abc123')
    expect(csp).toMatch(/(^|; )script-src 'self' 'nonce-abc123' https:\/\/js\.stripe\.com(;|$)/)
    expect(csp).toMatch(/(^|; )connect-src 'self' https:\/\/api\.stripe\.com(;|$)/)
    expect(csp).toMatch(/(^|; )frame-src https:\/\/js\.stripe\.com https:\/\/hooks\.stripe\.com(;|$)/)
    expect(csp).toMatch(/(^|; )form-action 'self' https:\/\/checkout\.stripe\.com(;|$)/)
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("base-uri 'self'")
    expect(csp).toContain("form-action 'self'")
    expect(csp).not.toContain('unsafe-eval')
  })

  it('adds HSTS over https only', () => {
    expect(securityHeaders({ nonce: 'n', secure: true })['Strict-Transport-Security']).toMatch(/max-age=31536000/)
    expect(securityHeaders({ nonce: 'n', secure: false })['Strict-Transport-Security']).toBeUndefined()
  })
})

describe('byteLimit', () => {
  it('passes a body within the limit and fails one past it', async () => {
    const collect = async (source: AsyncIterable<Buffer>) => {
      const chunks: Buffer[] = []
      for await (const chunk of source) chunks.push(chunk)
      return Buffer.concat(chunks)
    }
    const within = byteLimit(20)
    const [, body] = await Promise.all([
      pipeline(Readable.from([Buffer.alloc(10), Buffer.alloc(10)]), within),
      collect(within),
    ])
    expect(body).toHaveLength(20)
    const past = byteLimit(20)
    await expect(
      Promise.all([pipeline(Readable.from([Buffer.alloc(15), Buffer.alloc(15)]), past), collect(past)]),
    ).rejects.toBeInstanceOf(PayloadTooLargeError)
  })
})

describe('createWorkQueue', () => {
  it('runs at most `concurrency` jobs, queues `maxQueued` more and refuses the rest at once', async () => {
    const queue = createWorkQueue({ concurrency: 1, maxQueued: 2, overflow: () => new Error('busy') })
    const releases: (() => void)[] = []
    const job = () => new Promise<string>((resolve) => releases.push(() => resolve('done')))
    const running = [queue.run(job), queue.run(job), queue.run(job)]
    await expect(queue.run(job)).rejects.toThrow('busy')
    await Promise.resolve()
    expect(queue.running).toBe(1)
    expect(queue.waiting).toBe(2)
    while (releases.length || queue.running) {
      releases.shift()?.()
      await new Promise((resolve) => setTimeout(resolve, 0))
    }
    expect(await Promise.all(running)).toEqual(['done', 'done', 'done'])
    expect(queue.running).toBe(0)
  })

  it('frees its place when a job fails', async () => {
    const queue = createWorkQueue({ concurrency: 1, maxQueued: 0, overflow: () => new Error('busy') })
    await expect(queue.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    await expect(queue.run(() => Promise.resolve(1))).resolves.toBe(1)
  })
})
