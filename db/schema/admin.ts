import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { createdAt, id, jsonObject } from '../columns'
import { users } from './accounts'

/**
 * Every change an admin makes (docs/decisions/0047-admin-panel.md): who, what, when, and the fields before and after.
 * Not a spec table. The admin survives as a name even if their account is deleted later.
 */
export const adminAuditLog = sqliteTable(
  'admin_audit_log',
  {
    id: id(),
    adminId: integer().references(() => users.id, { onDelete: 'set null' }),
    adminEmail: text({ length: 255 }).notNull(),
    /** 'user', 'startup', 'job', 'event', 'booking', 'cohort_application', 'resource', 'profile_claim' */
    entityType: text({ length: 50 }).notNull(),
    entityId: integer().notNull(),
    /** e.g. 'update', 'delete', 'create-admin', 'upload-logo', 'deactivate', 'accept', 'reject' */
    action: text({ length: 50 }).notNull(),
    changes: jsonObject<Record<string, { before: unknown; after: unknown }>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('admin_audit_log_entity_idx').on(t.entityType, t.entityId, t.createdAt),
    index('admin_audit_log_created_at_idx').on(t.createdAt),
  ],
)
