import { blob, index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { bool, createdAt, timestamp } from '../columns'

// What several app instances on one database share besides the domain tables (docs/decisions/0054-scale-out.md):
// uploaded bytes, the boot lock and markers, and the keyless payment test mode's simulated Stripe objects.

/**
 * Uploaded files' bytes when the storage is the database (STORAGE=database, the default on a libSQL server):
 * keyed by the storage key that media_library records, so every instance serves every upload.
 */
export const storedFiles = sqliteTable('stored_files', {
  key: text().primaryKey(),
  bytes: blob({ mode: 'buffer' }).$type<Buffer>().notNull(),
  createdAt: createdAt(),
})

/**
 * One row per cross-instance lease (`boot`: migrations, search repair, seed). Taken with a conditional upsert that
 * succeeds only when nobody holds it or the holder's lease has run out, so N instances booting at once migrate and
 * seed one after another. Also created by boot before the migrations run (it must exist before them).
 */
export const appLocks = sqliteTable('app_locks', {
  name: text().primaryKey(),
  holder: text().notNull(),
  /** Epoch ms; a crashed holder's lease ends here. */
  expiresAt: integer().notNull(),
})

/** Facts set once per database: `seeded` (demo data went in), `session-secret` (generated when none is configured). */
export const appSettings = sqliteTable('app_settings', {
  key: text().primaryKey(),
  value: text().notNull(),
  createdAt: createdAt(),
})

/** Test mode's simulated subscriptions (no Stripe keys; docs/decisions/0048): in the database so any instance answers. */
export const testPaymentSubscriptions = sqliteTable('test_payment_subscriptions', {
  id: text().primaryKey(),
  customerId: text().notNull(),
  status: text().notNull(),
  paid: bool().notNull(),
  periodEnd: timestamp(),
  metadata: text({ mode: 'json' }).$type<Record<string, string>>().notNull(),
  refunded: bool().notNull().default(false),
  /** Plan subscriptions (decision 0135): the trial's end and a cancel at the period's end. */
  trialEnd: timestamp(),
  cancelAtPeriodEnd: bool().notNull().default(false),
  createdAt: createdAt(),
})

/** Test mode's simulated Checkout sessions (the /claim-checkout/{session} page). */
export const testCheckoutSessions = sqliteTable(
  'test_checkout_sessions',
  {
    id: text().primaryKey(),
    userId: integer().notNull(),
    /** The claim's startup; null for a plan's session (decision 0135). */
    startupId: integer(),
    successUrl: text().notNull(),
    cancelUrl: text().notNull(),
    paid: bool().notNull().default(false),
    subscriptionId: text()
      .notNull()
      .references(() => testPaymentSubscriptions.id, { onDelete: 'cascade' }),
    claimId: integer(),
    /** The plan a plan session subscribes to (decision 0135); null for a claim's. */
    planKey: text(),
    createdAt: createdAt(),
  },
  (t) => [index('test_checkout_sessions_subscription_idx').on(t.subscriptionId)],
)
