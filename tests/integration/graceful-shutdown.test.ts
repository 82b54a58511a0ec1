import { Agent, request as httpRequest } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { withoutMocks } from '../mocks/server'
import { removeDatabase, signUpMember, startServer, type RunningServer } from '../support/server'

// Issue 45: SIGTERM under load (docs/decisions/0133-operations.md). The production server drains: every request it
// had been sent before the signal is answered in full with a 2xx, a request sent after it is refused or answered in
// full (never cut off half-way), and the process exits 0 — which server.js does only when every connection finished
// within SHUTDOWN_TIMEOUT (a forced close exits 1).
withoutMocks()

let server: RunningServer
let member: { email: string; password: string }

beforeAll(async () => {
  server = await startServer({ env: { SHUTDOWN_TIMEOUT: '20', AUTH_RATE_LIMIT: '100000', MUTATION_RATE_LIMIT: '100000' } })
  member = await signUpMember(server)
})
afterAll(async () => {
  await server?.stop()
  if (server) removeDatabase(server.databaseUrl)
})

interface Outcome {
  path: string
  slow: boolean
  /** The request (or, for a slow one, its headers and first part) had reached the server's socket before SIGTERM. */
  sentBeforeSignal: boolean
  status?: number
  /** The whole answer arrived (its body to the end). */
  complete: boolean
  /** The answer ended after SIGTERM (the request was in flight at the signal when it was also sent before it). */
  endedAfterSignal?: boolean
  error?: string
}

const FAST_PATHS = ['/api/health', '/', '/discover', '/favicon.svg', '/api/startups', '/events']

describe('SIGTERM under load', () => {
  it('answers every request already sent in full with a 2xx, cuts none off, and exits 0', async () => {
    const port = Number(new URL(server.url).port)
    const agent = new Agent({ keepAlive: true, maxSockets: 6 })
    const outcomes: Outcome[] = []
    let signalled = false
    let exited = false
    let onProgress = () => {}

    /** One request: a GET, or a sign-in whose JSON body is sent in three parts (a slow client mid-request). */
    const send = (path: string, slow: boolean) =>
      new Promise<Outcome>((resolve) => {
        const outcome: Outcome = { path, slow, sentBeforeSignal: false, complete: false }
        const body = JSON.stringify({ email: member.email, password: member.password })
        const parts = slow ? [body.slice(0, 10), body.slice(10, 30), body.slice(30)] : []
        const req = httpRequest(
          {
            host: '127.0.0.1',
            port,
            path,
            agent,
            method: slow ? 'POST' : 'GET',
            headers: slow ? { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)) } : {},
          },
          (res) => {
            outcome.status = res.statusCode
            res.on('data', () => undefined)
            res.on('end', () => {
              outcome.complete = res.complete
              outcome.endedAfterSignal = signalled
              resolve(outcome)
            })
            res.on('error', (error) => {
              outcome.error = error.message
              resolve(outcome)
            })
          },
        )
        req.on('error', (error) => {
          outcome.error = (error as NodeJS.ErrnoException).code ?? error.message
          resolve(outcome)
        })
        const sent = () => {
          if (!signalled) outcome.sentBeforeSignal = true
          onProgress()
        }
        if (!slow) {
          req.on('finish', sent)
          req.end()
          return
        }
        // The slow client: headers and the first part now, the rest a little later each.
        req.write(parts[0], sent)
        let next = 1
        const timer = setInterval(() => {
          const part = parts[next++]
          if (part === undefined) return clearInterval(timer)
          if (next === parts.length) req.end(part)
          else req.write(part)
        }, 150)
        req.on('close', () => clearInterval(timer))
      })

    let slowInFlight = 0
    const worker = async (index: number) => {
      for (let n = 0; !exited; n++) {
        const slow = index === 0 && n % 2 === 0
        if (slow) slowInFlight++
        const outcome = await send(slow ? '/api/auth/login' : FAST_PATHS[(index + n) % FAST_PATHS.length]!, slow)
        if (slow) slowInFlight--
        outcomes.push(outcome)
        onProgress()
        // Refused: the server has stopped listening; the loop ends once it has exited.
        if (outcome.error && signalled) await server.exit
      }
    }
    const load = Promise.all(Array.from({ length: 6 }, (_, index) => worker(index)))

    // The signal goes once the server has answered a steady stream and while a slow request is mid-body.
    await new Promise<void>((resolve) => {
      onProgress = () => {
        if (outcomes.filter((outcome) => outcome.complete).length >= 30 && slowInFlight > 0) resolve()
      }
    })
    onProgress = () => {}
    signalled = true
    process.kill(server.pid, 'SIGTERM')
    const code = await server.exit
    exited = true
    await load
    agent.destroy()

    expect(code, server.output().slice(-3000)).toBe(0)
    const sentBefore = outcomes.filter((outcome) => outcome.sentBeforeSignal)
    // Requests were in flight at the signal, a slow one among them.
    const inFlight = sentBefore.filter((outcome) => outcome.endedAfterSignal)
    expect(inFlight.some((outcome) => outcome.slow)).toBe(true)
    for (const outcome of sentBefore) {
      expect(outcome, JSON.stringify(outcome)).toMatchObject({ complete: true })
      expect(outcome.status, JSON.stringify(outcome)).toBeGreaterThanOrEqual(200)
      expect(outcome.status, JSON.stringify(outcome)).toBeLessThan(300)
    }
    // After the signal: refused before any answer, or answered in full — never an answer cut off.
    for (const outcome of outcomes.filter((outcome) => !outcome.sentBeforeSignal)) {
      if (outcome.status === undefined) expect(outcome.error, JSON.stringify(outcome)).toBeTruthy()
      else expect(outcome, JSON.stringify(outcome)).toMatchObject({ complete: true })
    }
    // A new connection is refused once it has exited.
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow()
    expect(server.output()).toContain('"msg":"stopped"')
    expect(server.output()).toContain('"forced":false')
  })
})
