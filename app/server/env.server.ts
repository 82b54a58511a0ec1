import { z } from 'zod'
import { PASSWORD_MAX, PASSWORD_MIN } from '~/schemas/password'

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value)
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(emptyToUndefined, schema.optional())
const booleanish = (fallback: boolean) =>
  z.preprocess(
    emptyToUndefined,
    z
      .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
      .optional()
      .transform((value) => (value === undefined ? fallback : ['true', '1', 'yes'].includes(value))),
  )

/**
 * Express's `trust proxy` setting from TRUST_PROXY: a whole number is a hop count ("1" = one proxy in front; Express
 * would read the string "1" as an IP address), true/false as such, anything else (e.g. "loopback",
 * "10.0.0.0/8, 192.168.0.1") a list of trusted addresses, passed through as text.
 */
type TrustProxy = boolean | number | string

function parseTrustProxy(value: string): TrustProxy {
  const trimmed = value.trim()
  if (/^\d+$/.test(trimmed)) return Number(trimmed)
  if (/^(true|yes)$/i.test(trimmed)) return true
  if (/^(false|no|0)$/i.test(trimmed)) return false
  return trimmed
}

/** A timeout in whole seconds (docs/decisions/0082-slow-clients.md). */
const seconds = (fallback: number) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ message: 'must be a number of seconds' })
      .int('must be a whole number of seconds')
      .min(1, 'must be at least 1 second')
      .max(3600, 'must be at most 3600 seconds')
      .default(fallback),
  )

const DATABASE_URL_PATTERN = /^(file:|libsql:\/\/|https?:\/\/|wss?:\/\/|:memory:$)/

const envSchema = z
  .object({
    NODE_ENV: z.preprocess(emptyToUndefined, z.enum(['development', 'production', 'test']).default('development')),
    PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(65535).default(3000)),
    HOST: optional(z.string()),
    DATABASE_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(DATABASE_URL_PATTERN, 'must start with file:, libsql://, http:// or https://')
        .default('file:./data/app.db'),
    ),
    DATABASE_AUTH_TOKEN: optional(z.string()),
    /** A local embedded replica of the libSQL server for reads (docs/decisions/0054-scale-out.md). */
    DATABASE_REPLICA_PATH: optional(z.string()),
    DATABASE_SYNC_INTERVAL: z.preprocess(emptyToUndefined, z.coerce.number().positive().default(1)),
    /**
     * Where uploaded bytes live (docs/decisions/0054-scale-out.md): `folder` (uploads/ beside the embedded database)
     * or `database` (the stored_files table). Unset: `database` on a libSQL server, `folder` on the embedded file.
     */
    STORAGE: optional(z.enum(['database', 'folder'], { message: 'must be database or folder' })),
    SESSION_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
    SEED_DEMO_DATA: booleanish(true),
    ADMIN_EMAIL: optional(z.email('must be an e-mail address')),
    ADMIN_PASSWORD: optional(
      z
        .string()
        .min(PASSWORD_MIN, `must be at least ${PASSWORD_MIN} characters`)
        .max(PASSWORD_MAX, `must be at most ${PASSWORD_MAX} characters`),
    ),
    AUTH_RATE_LIMIT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(10)),
    MUTATION_RATE_LIMIT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(100)),
    TRUST_PROXY: z.preprocess(emptyToUndefined, z.string().transform(parseTrustProxy).default(false)),
    APP_ORIGIN: optional(
      z
        .url({ protocol: /^https?$/, message: 'must be an http(s) origin such as https://startup.asia' })
        .transform((value) => new URL(value).origin),
    ),
    /**
     * The HTTP server's timeouts, in seconds (docs/decisions/0082-slow-clients.md): the request's headers must all
     * arrive within HEADERS_TIMEOUT, the whole request (headers and body) within REQUEST_TIMEOUT; an idle kept-alive
     * connection is closed after KEEP_ALIVE_TIMEOUT, longer than a proxy's own (nginx and cloud balancers: 60 s).
     */
    /**
     * The mail server (docs/decisions/0102-mail-outbox.md), a nodemailer connection URL: `smtp://user:pass@host:587`
     * (STARTTLS when offered), `smtps://…:465`, or plain `smtp://host:port` for a local relay. Unset: e-mail is not
     * configured, and every message stays in the outbox, where admins see it.
     */
    SMTP_URL: optional(z.string().regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL')),
    /** The From of every e-mail, `Name <address>` or an address; unset: "Startup Asia <no-reply@APP_ORIGIN's host>". */
    MAIL_FROM: optional(
      z
        .string()
        .max(255)
        .regex(/^([^<>\r\n]*<[^<>\s@]+@[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+)$/, 'must be an address or "Name <address>"'),
    ),
    /**
     * Where the contact form's messages go and the address the privacy and terms pages name
     * (docs/decisions/0124-legal-pages-contact-and-data-export.md); unset: the address of MAIL_FROM.
     */
    CONTACT_EMAIL: optional(z.email('must be an e-mail address').max(255)),
    /**
     * How often alerts are collected and digests sent, in seconds (issue 43, docs/decisions/0129): one day by default;
     * a weekly digest is every seventh period. Tests set a few seconds.
     */
    /**
     * Operations (issue 45, docs/decisions/0133-operations.md). LOG_LEVEL: pino's level for the server's JSON log lines
     * (info by default; error under tests). METRICS_TOKEN: GET /metrics answers Prometheus text to
     * `Authorization: Bearer <token>`; unset, /metrics is a 404. SHUTDOWN_TIMEOUT: on SIGTERM, how long in-flight
     * requests get to finish before their connections are closed. SENTRY_DSN: where server errors are reported
     * (Sentry's store endpoint); unset, nothing is sent anywhere.
     */
    LOG_LEVEL: optional(
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        message: 'must be one of fatal, error, warn, info, debug, trace, silent',
      }),
    ),
    METRICS_TOKEN: optional(z.string().min(16, 'must be at least 16 characters')),
    SHUTDOWN_TIMEOUT: seconds(25),
    SENTRY_DSN: optional(
      z
        .url({ protocol: /^https?$/, message: 'must be a Sentry DSN such as https://key@o1.ingest.sentry.io/123' })
        .refine((value) => {
          if (!URL.canParse(value)) return true
          const url = new URL(value)
          return url.username !== '' && /\/\d+$/.test(url.pathname)
        }, 'must be a Sentry DSN such as https://key@o1.ingest.sentry.io/123 (a key and a project number)'),
    ),
    DIGEST_INTERVAL: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(31 * 86_400).default(86_400)),
    /**
     * Backups (issue 45, docs/decisions/0134-backups-and-background-jobs.md): `npm run db:backup` and the scheduled
     * backup write dated folders under BACKUP_DIR and keep the newest BACKUP_KEEP; BACKUP_INTERVAL (seconds) turns the
     * server's own schedule on (unset: off). Embedded database only: a libSQL server is backed up by the server.
     */
    BACKUP_DIR: z.preprocess(emptyToUndefined, z.string().default('./backups')),
    BACKUP_KEEP: z.preprocess(
      emptyToUndefined,
      z.coerce.number({ message: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1').default(7),
    ),
    BACKUP_INTERVAL: optional(
      z.coerce
        .number({ message: 'must be a number of seconds' })
        .int('must be a whole number of seconds')
        .min(60, 'must be at least 60 seconds')
        .max(31 * 86_400, 'must be at most 31 days'),
    ),
    HEADERS_TIMEOUT: seconds(20),
    REQUEST_TIMEOUT: seconds(300),
    KEEP_ALIVE_TIMEOUT: seconds(65),
    STRIPE_SECRET_KEY: optional(z.string()),
    STRIPE_PUBLISHABLE_KEY: optional(z.string()),
    STRIPE_WEBHOOK_SECRET: optional(z.string()),
    /** The $15/month Price (docs/decisions/0048-paid-profile-claims.md); created on first use when unset. */
    STRIPE_PRICE_ID: optional(z.string().regex(/^price_\w+$/, 'must be a Stripe Price id (price_…)')),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'],
        message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
      })
    }
    if (env.DATABASE_REPLICA_PATH && !/^(libsql|https?|wss?):\/\//.test(env.DATABASE_URL)) {
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_REPLICA_PATH'],
        message: 'needs DATABASE_URL to name a libSQL server (the primary it replicates)',
      })
    }
    if (env.BACKUP_INTERVAL !== undefined && !/^file:/.test(env.DATABASE_URL)) {
      ctx.addIssue({
        code: 'custom',
        path: ['BACKUP_INTERVAL'],
        message: "needs an embedded database (file:); a libSQL server is backed up by the server's own means (README)",
      })
    }
    if (env.HEADERS_TIMEOUT > env.REQUEST_TIMEOUT) {
      // Node refuses a server whose headers may take longer than the whole request.
      ctx.addIssue({
        code: 'custom',
        path: ['HEADERS_TIMEOUT'],
        message: `must not be longer than REQUEST_TIMEOUT (${env.REQUEST_TIMEOUT} s)`,
      })
    }
    if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_PUBLISHABLE_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.STRIPE_SECRET_KEY ? 'STRIPE_PUBLISHABLE_KEY' : 'STRIPE_SECRET_KEY'],
        message: 'STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY must be set together',
      })
    }
  })

export type Env = z.infer<typeof envSchema>

export class EnvError extends Error {
  override name = 'EnvError'
}

/** Parses the environment; an invalid value throws an EnvError whose message names every bad variable. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source)
  if (result.success) return result.data
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(environment)'}: ${issue.message}`)
  throw new EnvError(`Invalid environment configuration:\n${lines.join('\n')}`)
}

let cached: Env | undefined
export function getEnv(): Env {
  cached ??= parseEnv()
  return cached
}
