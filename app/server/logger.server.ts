import { AsyncLocalStorage } from 'node:async_hooks'
import { createRequire } from 'node:module'
import { pino, type Logger } from 'pino'
import type { PinoPretty } from 'pino-pretty'
import { getEnv } from './env.server'

/**
 * The server's one logger (issue 45, docs/decisions/0133-operations.md): pino, one JSON object per line on stdout in
 * production, pretty lines in development (`npm run dev`). LOG_LEVEL sets the level (info by default; error under
 * Vitest, whose output it would otherwise fill: errors only). Every line written while a request is being answered carries that
 * request's id (`reqId`, the X-Request-Id it is answered with), read from the request's async context.
 *
 * Nothing secret reaches a line: the fields below are censored wherever they appear (top level or one object deep),
 * and an e-mail address is logged through `maskEmail` only.
 */

/** The request a line belongs to: set by the edge around each request (app/edge/app.server.ts). */
export const requestScope = new AsyncLocalStorage<{ reqId: string }>()

const SECRET_KEYS = [
  'password',
  'newPassword',
  'currentPassword',
  'token',
  'secret',
  'authorization',
  'cookie',
  'sessionId',
  'clientSecret',
  'client_secret',
  'apiKey',
  'email',
]
const REDACT_PATHS = [...SECRET_KEYS, ...SECRET_KEYS.map((key) => `*.${key}`), 'req.headers.authorization', 'req.headers.cookie']

/** `someone@example.com` → `s***@example.com`: enough to tell accounts apart in a log, not the address. */
export function maskEmail(email: string | null | undefined): string {
  if (!email) return ''
  const at = email.lastIndexOf('@')
  if (at <= 0) return '***'
  return `${email[0]}***${email.slice(at)}`
}

function censor(value: unknown, path: string[]): string {
  return path[path.length - 1] === 'email' && typeof value === 'string' ? maskEmail(value) : '[redacted]'
}

function createLogger(): Logger {
  const env = getEnv()
  const level = env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'error' : 'info')
  const options = {
    level,
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: REDACT_PATHS, censor },
    mixin: () => requestScope.getStore() ?? {},
  }
  // Pretty lines for a person at a terminal, in development only: pino-pretty (a dev dependency) as the destination,
  // loaded here with require so neither the production build nor a production start ever looks for it.
  if (env.NODE_ENV === 'development' && !process.env.VITEST) {
    const pretty = createRequire(import.meta.url)('pino-pretty') as typeof PinoPretty
    return pino(options, pretty({ colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid' }))
  }
  // Under Vitest through process.stdout (a test can capture the lines); elsewhere pino writes to file descriptor 1 itself.
  if (process.env.VITEST) return pino(options, { write: (line: string) => void process.stdout.write(line) })
  return pino(options)
}

let instance: Logger | undefined

/** The process's logger, made on first use (after the environment is read). */
export function logger(): Logger {
  instance ??= createLogger()
  return instance
}

/** An area's logger: its lines carry `area` (auth, payments, admin, jobs, mail, http, db, boot). */
export function log(area: string): Logger {
  return logger().child({ area })
}
