import { and, desc, eq } from 'drizzle-orm'
import { adminAuditLog } from '../../db/schema'
import type { Db } from '../../db/client'
import { getDb } from '~/server/db.server'
import type { PublicUser } from '~/shared/user'
import { log } from '~/server/logger.server'

/** docs/decisions/0047-admin-panel.md: every admin change, who, what, when, before → after. */
export type AuditEntity =
  | 'user'
  | 'startup'
  | 'job'
  | 'event'
  | 'booking'
  | 'cohort_application'
  | 'resource'
  | 'profile_claim'
  | 'review'
  | 'resource_review'
  | 'investor'
  | 'mentor'
  | 'plan_subscription'
  | 'sales_inquiry'

export type Changes = Record<string, { before: unknown; after: unknown }>

/** The fields of `after` that differ from `before` (compared as JSON, so lists and objects compare by value). */
export function diff(before: Record<string, unknown>, after: Record<string, unknown>): Changes {
  const changes: Changes = {}
  for (const [field, value] of Object.entries(after)) {
    if (value === undefined) continue
    const old = before[field] ?? null
    if (JSON.stringify(old) !== JSON.stringify(value ?? null)) changes[field] = { before: old, after: value ?? null }
  }
  return changes
}

/** Writes one audit entry; pass the transaction when the change is made in one, so both commit or neither. */
export async function recordAdminChange(
  admin: Pick<PublicUser, 'id' | 'email'>,
  entry: { entityType: AuditEntity; entityId: number; action: string; changes?: Changes },
  db?: Db,
): Promise<void> {
  const target = db ?? (await getDb())
  await target.insert(adminAuditLog).values({
    adminId: admin.id,
    adminEmail: admin.email,
    entityType: entry.entityType,
    entityId: entry.entityId,
    action: entry.action,
    changes: entry.changes ?? {},
  })
  // What changed, by field name only: the values may be personal data.
  log('admin').info(
    { adminId: admin.id, entityType: entry.entityType, entityId: entry.entityId, action: entry.action, fields: Object.keys(entry.changes ?? {}) },
    'admin change',
  )
}

export interface AuditEntry {
  id: number
  adminEmail: string
  action: string
  changes: Changes
  createdAt: Date
}

/** listAuditLog as a select not yet run (for readTogether). */
export function auditLogQuery(db: Db, entityType: AuditEntity, entityId: number, limit = 20) {
  return db
    .select({
      id: adminAuditLog.id,
      adminEmail: adminAuditLog.adminEmail,
      action: adminAuditLog.action,
      changes: adminAuditLog.changes,
      createdAt: adminAuditLog.createdAt,
    })
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.entityType, entityType), eq(adminAuditLog.entityId, entityId)))
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
    .limit(limit)
}
