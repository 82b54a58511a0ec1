import { randomUUID } from 'node:crypto'
import { hostname } from 'node:os'
import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm'
import { createTransport } from 'nodemailer'
import type { Db } from '../../../db/client'
import { emailOutbox, type OutboxMessage } from '../../../db/schema'
import { log } from '../logger.server'
import { reportError } from '../error-report.server'
import { OUTBOX_DEFAULTS } from './outbox-settings'

export { OUTBOX_DEFAULTS }

/**
 * The outbox worker (issue 40 item 2, docs/decisions/0102-mail-outbox.md). Every `intervalMs` it claims at most
 * `batchSize` due messages in ONE statement — `UPDATE … SET state = 'sending', lease … WHERE id IN (due rows) RETURNING
 * *` — so on a cluster sharing the database each message is claimed by exactly one instance (SQLite runs a statement
 * under its write lock, on both drivers). It renders each in its recipient's language and sends it with nodemailer;
 * success → sent; an SMTP error → queued again after an exponential backoff; a refusal for good (a 5xx reply to the
 * envelope or the message) or still unsent `giveUpAfterMs` after it was queued → failed, with the error, for admins.
 * A crashed or killed instance's claims run out after `leaseMs` and another instance (or this one, restarted) takes
 * them again, so nothing is lost; the lease is longer than one send can take (nodemailer's timeouts below), so a
 * live sender is not overtaken.
 */
export interface OutboxWorkerOptions {
  db: Db
  smtpUrl: string
  from: string
  origin: string
  /** Who holds a claim (host:pid:random by default). */
  owner?: string
  /** The worker's clock: tests drive it. */
  now?: () => Date
  leaseMs?: number
  batchSize?: number
  intervalMs?: number
  giveUpAfterMs?: number
  firstRetryMs?: number
  maxRetryMs?: number
}

export interface TickResult {
  claimed: number
  sent: number
  retried: number
  failed: number
}

export interface OutboxWorker {
  /** One round: claim what is due, send it, record the outcome. */
  tick(): Promise<TickResult>
  /** Ticks every `intervalMs` until `stop()`; a round never overlaps the previous one. */
  start(): void
  stop(): Promise<void>
}

/** nodemailer's own limits on one send (ms): together far below the lease. */
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 } as const

const ERROR_MAX = 1_000

/** After the n-th failed attempt: firstRetry · 2^(n-1), at most maxRetry. */
export function retryDelay(attempts: number, firstRetryMs: number = OUTBOX_DEFAULTS.firstRetryMs, maxRetryMs: number = OUTBOX_DEFAULTS.maxRetryMs): number {
  return Math.min(maxRetryMs, firstRetryMs * 2 ** Math.max(0, attempts - 1))
}

interface SmtpError {
  message?: string
  code?: string
  responseCode?: number
  command?: string
}

/** A 5xx reply to the envelope or the message will not change on a retry; connection, TLS, auth and 4xx errors may. */
function isPermanent(error: SmtpError): boolean {
  const { responseCode, code } = error
  return typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600 && code !== 'EAUTH'
}

function describe(error: unknown): string {
  const { message, code, responseCode } = (error ?? {}) as SmtpError
  const text = [code, responseCode, message ?? String(error)].filter((part) => part !== undefined && part !== '').join(' ')
  return text.slice(0, ERROR_MAX)
}

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const {
    db,
    smtpUrl,
    from,
    origin,
    owner = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
    now = () => new Date(),
    leaseMs = OUTBOX_DEFAULTS.leaseMs,
    batchSize = OUTBOX_DEFAULTS.batchSize,
    intervalMs = OUTBOX_DEFAULTS.intervalMs,
    giveUpAfterMs = OUTBOX_DEFAULTS.giveUpAfterMs,
    firstRetryMs = OUTBOX_DEFAULTS.firstRetryMs,
    maxRetryMs = OUTBOX_DEFAULTS.maxRetryMs,
  } = options
  const transport = createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS })

  async function claim(): Promise<OutboxMessage[]> {
    const at = now()
    const due = or(
      and(eq(emailOutbox.state, 'queued'), lte(emailOutbox.nextAttemptAt, at)),
      and(eq(emailOutbox.state, 'sending'), lt(emailOutbox.leaseExpiresAt, at)),
    )
    return db
      .update(emailOutbox)
      .set({ state: 'sending', leaseOwner: owner, leaseExpiresAt: new Date(at.getTime() + leaseMs), attempts: sql`${emailOutbox.attempts} + 1` })
      .where(
        and(
          inArray(emailOutbox.id, db.select({ id: emailOutbox.id }).from(emailOutbox).where(due).orderBy(asc(emailOutbox.nextAttemptAt)).limit(batchSize)),
          due,
        ),
      )
      .returning()
  }

  /** Records the outcome only while this worker still holds the claim. */
  const mine = (id: number) => and(eq(emailOutbox.id, id), eq(emailOutbox.state, 'sending'), eq(emailOutbox.leaseOwner, owner))

  async function deliver(row: OutboxMessage): Promise<'sent' | 'retried' | 'failed'> {
    let mail
    try {
      const { renderOutboxMessage } = await import('./render.server')
      mail = await renderOutboxMessage(row, origin)
    } catch (error) {
      // A template that cannot render this data will not render it on a retry either.
      await db.update(emailOutbox).set({ state: 'failed', lastError: `render: ${describe(error)}`, leaseOwner: null, leaseExpiresAt: null }).where(mine(row.id))
      return 'failed'
    }
    const unsubscribe = mail.unsubscribeUrl
    try {
      await transport.sendMail({
        from,
        to: row.recipient,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        messageId: row.messageId,
        attachments: mail.attachments,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        // RFC 8058 one-click: a POST to the URL with List-Unsubscribe=One-Click, no sign-in (app/routes/unsubscribe.tsx).
        headers: unsubscribe ? { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : {},
      })
    } catch (error) {
      const at = now()
      const lastError = describe(error)
      const gaveUp = isPermanent(error as SmtpError) || at.getTime() - row.createdAt.getTime() >= giveUpAfterMs
      await db
        .update(emailOutbox)
        .set(
          gaveUp
            ? { state: 'failed', lastError, leaseOwner: null, leaseExpiresAt: null }
            : {
                state: 'queued',
                lastError,
                leaseOwner: null,
                leaseExpiresAt: null,
                nextAttemptAt: new Date(at.getTime() + retryDelay(row.attempts, firstRetryMs, maxRetryMs)),
              },
        )
        .where(mine(row.id))
      return gaveUp ? 'failed' : 'retried'
    }
    await db.update(emailOutbox).set({ state: 'sent', sentAt: now(), leaseOwner: null, leaseExpiresAt: null }).where(mine(row.id))
    return 'sent'
  }

  async function tick(): Promise<TickResult> {
    const claimed = await claim()
    const result: TickResult = { claimed: claimed.length, sent: 0, retried: 0, failed: 0 }
    // One at a time: the batch size per interval is the send rate's bound.
    for (const row of claimed) result[await deliver(row)] += 1
    return result
  }

  let timer: ReturnType<typeof setTimeout> | undefined
  let running: Promise<unknown> = Promise.resolve()
  let stopped = true

  function schedule() {
    if (stopped) return
    timer = setTimeout(() => {
      running = tick()
        .then((result) => {
          if (result.claimed > 0) log('jobs').info({ job: 'outbox', ...result }, 'outbox run done')
        })
        .catch((error: unknown) => {
          log('jobs').error({ job: 'outbox', err: error }, 'outbox run failed')
          reportError(error, { job: 'outbox' })
        })
        .finally(schedule)
    }, intervalMs)
    timer.unref()
  }

  return {
    tick,
    start() {
      if (!stopped) return
      stopped = false
      schedule()
    },
    async stop() {
      stopped = true
      clearTimeout(timer)
      await running
      transport.close()
    },
  }
}
