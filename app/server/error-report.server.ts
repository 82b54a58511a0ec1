import { randomUUID } from 'node:crypto'
import { getEnv } from './env.server'
import { log } from './logger.server'

/**
 * The error reporting hook (issue 45, docs/decisions/0133-operations.md): with SENTRY_DSN set, a server error (an
 * unexpected exception in a request, a failed render, a background job's failure) is posted as one event to the
 * DSN's store endpoint with fetch — Sentry's documented HTTP interface, which self-hosted Sentry and compatible
 * services (GlitchTip, Bugsink) accept too. No SDK is loaded, so a start costs nothing; without SENTRY_DSN nothing is
 * sent anywhere. Reporting never throws and never delays an answer.
 */

interface Target {
  url: string
  auth: string
}

/** `https://KEY@host/PATH/PROJECT` → the store endpoint `https://host/PATH/api/PROJECT/store/` and its auth header. */
export function storeTarget(dsn: string): Target {
  const url = new URL(dsn)
  const segments = url.pathname.split('/').filter(Boolean)
  const project = segments.pop()!
  const prefix = segments.length > 0 ? `/${segments.join('/')}` : ''
  return {
    url: `${url.protocol}//${url.host}${prefix}/api/${project}/store/`,
    auth: `Sentry sentry_version=7, sentry_client=startup-asia/1.0, sentry_key=${decodeURIComponent(url.username)}`,
  }
}

function frames(stack: string | undefined) {
  // Sentry wants the oldest frame first; a V8 stack lists the newest first.
  return (stack ?? '')
    .split('\n')
    .slice(1)
    .map((line) => /^\s*at (?:(.*?) \()?(.*?):(\d+):(\d+)\)?$/.exec(line))
    .filter((match) => match !== null)
    .map((match) => ({ function: match[1] ?? '?', filename: match[2], lineno: Number(match[3]), colno: Number(match[4]) }))
    .reverse()
}

export interface ErrorReporter {
  report(error: unknown, tags?: Record<string, string | undefined>): void
  /** Waits for the reports being sent (at shutdown, so the last error is not lost). */
  flush(): Promise<void>
}

/** A reporter to this DSN; without one, a reporter that does nothing (and never calls out). */
export function createErrorReporter(dsn: string | undefined, environment = 'production'): ErrorReporter {
  if (!dsn) return { report: () => undefined, flush: async () => undefined }
  const to = storeTarget(dsn)
  const pending = new Set<Promise<void>>()
  return {
    report(error, tags = {}) {
      const err = error instanceof Error ? error : new Error(String(error))
      const event = {
        event_id: randomUUID().replaceAll('-', ''),
        timestamp: new Date().toISOString(),
        platform: 'node',
        level: 'error',
        logger: 'startup-asia',
        environment,
        tags: Object.fromEntries(Object.entries(tags).filter(([, value]) => value !== undefined)),
        exception: { values: [{ type: err.name, value: err.message, stacktrace: { frames: frames(err.stack) } }] },
      }
      const sending: Promise<void> = fetch(to.url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Sentry-Auth': to.auth },
        body: JSON.stringify(event),
        signal: AbortSignal.timeout(5_000),
      })
        .then((response) => {
          if (!response.ok) log('errors').warn({ status: response.status }, 'the error report was refused')
        })
        .catch((failure: unknown) => log('errors').warn({ err: failure }, 'the error report could not be sent'))
        .finally(() => pending.delete(sending))
      pending.add(sending)
    },
    async flush() {
      await Promise.all([...pending])
    },
  }
}

let shared: ErrorReporter | undefined
const reporter = () => {
  const env = getEnv()
  shared ??= createErrorReporter(env.SENTRY_DSN, env.NODE_ENV)
  return shared
}

/** Reports a server error when SENTRY_DSN is set; does nothing otherwise. */
export function reportError(error: unknown, tags: Record<string, string | undefined> = {}): void {
  reporter().report(error, tags)
}

/** Waits for the reports being sent (server.js, at shutdown). */
export async function flushErrorReports(): Promise<void> {
  await reporter().flush()
}
