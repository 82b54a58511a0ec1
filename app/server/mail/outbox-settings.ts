/**
 * The outbox worker's defaults (docs/decisions/0102-mail-outbox.md), apart from the worker so the background-jobs
 * registry can name its poll interval without loading nodemailer.
 */
export const OUTBOX_DEFAULTS = {
  leaseMs: 2 * 60_000,
  batchSize: 10,
  intervalMs: 2_000,
  giveUpAfterMs: 24 * 60 * 60_000,
  firstRetryMs: 30_000,
  maxRetryMs: 60 * 60_000,
} as const
