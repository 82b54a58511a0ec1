import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { withoutMocks } from '../mocks/server'
import { createErrorReporter, reportError, storeTarget } from '~/server/error-report.server'
import { parseEnv } from '~/server/env.server'

// Issue 45's error reporting hook (docs/decisions/0133-operations.md): off unless SENTRY_DSN is set; then one event
// per error, posted to the DSN's store endpoint. A local server stands in for Sentry.
withoutMocks()

interface Received {
  path: string
  auth: string | undefined
  body: { exception: { values: { type: string; value: string; stacktrace: { frames: unknown[] } }[] }; tags: Record<string, string> }
}
const received: Received[] = []
let fake: Server
let port: number

const read = async (request: IncomingMessage) => {
  let text = ''
  for await (const chunk of request) text += String(chunk)
  return text
}

beforeAll(async () => {
  fake = createServer(async (request, response) => {
    received.push({ path: request.url ?? '', auth: request.headers['x-sentry-auth'] as string | undefined, body: JSON.parse(await read(request)) })
    response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"id":"x"}')
  })
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve))
  port = (fake.address() as AddressInfo).port
})
afterAll(() => new Promise<void>((resolve) => fake.close(() => resolve())))

describe('the error reporting hook', () => {
  it('sends nothing anywhere without SENTRY_DSN (the default)', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    try {
      expect(process.env.SENTRY_DSN).toBeUndefined()
      reportError(new Error('nobody hears this'))
      const quiet = createErrorReporter(undefined)
      quiet.report(new Error('nor this'))
      await quiet.flush()
      expect(fetchSpy).not.toHaveBeenCalled()
      expect(received).toHaveLength(0)
    } finally {
      fetchSpy.mockRestore()
    }
  })

  it('with a DSN, posts one event with the error to its store endpoint', async () => {
    const reporter = createErrorReporter(`http://public-key@127.0.0.1:${port}/42`)
    reporter.report(new TypeError('the render blew up'), { reqId: 'req-1', job: undefined })
    await reporter.flush()
    expect(received).toHaveLength(1)
    const [event] = received
    expect(event!.path).toBe('/api/42/store/')
    expect(event!.auth).toContain('sentry_key=public-key')
    expect(event!.body.exception.values[0]).toMatchObject({ type: 'TypeError', value: 'the render blew up' })
    expect(event!.body.exception.values[0]!.stacktrace.frames.length).toBeGreaterThan(0)
    expect(event!.body.tags).toEqual({ reqId: 'req-1' })
  })

  it('reads the DSN from SENTRY_DSN and refuses one without a key or project', () => {
    expect(storeTarget('https://abc@o1.ingest.example.io/prefix/7').url).toBe('https://o1.ingest.example.io/prefix/api/7/store/')
    expect(parseEnv({ SENTRY_DSN: 'https://abc@o1.ingest.example.io/7' }).SENTRY_DSN).toBe('https://abc@o1.ingest.example.io/7')
    expect(() => parseEnv({ SENTRY_DSN: 'https://o1.ingest.example.io/7' })).toThrow(/SENTRY_DSN/)
    expect(() => parseEnv({ SENTRY_DSN: 'not a url' })).toThrow(/SENTRY_DSN/)
  })
})
