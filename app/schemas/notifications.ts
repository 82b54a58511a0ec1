import { z } from 'zod'
import { NOTIFICATION_KINDS, NOTIFICATIONS_PAGE_SIZE_MAX } from '~/domain/notifications'

export const NOTIFICATION_TO_READ = 'Say which notification to mark read, or all'

/** POST /api/notifications/read and the page's forms: `{ id }` for one, `{ all: true }` for every unread one. */
export const markReadSchema = z
  .object({
    id: z.coerce.number({ message: NOTIFICATION_TO_READ }).int(NOTIFICATION_TO_READ).positive(NOTIFICATION_TO_READ).optional(),
    all: z.preprocess((value) => (value === 'true' ? true : value), z.literal(true, { message: NOTIFICATION_TO_READ })).optional(),
  })
  .refine((value) => (value.id === undefined) !== (value.all === undefined), { message: NOTIFICATION_TO_READ })
export type MarkReadInput = z.infer<typeof markReadSchema>

/** GET /api/notifications and /notifications: which page (out-of-range values fall back to the first page). */
export const notificationsQuerySchema = z.object({
  offset: z.coerce.number().int().min(0).max(100_000).catch(0).default(0),
  limit: z.coerce.number().int().min(1).max(NOTIFICATIONS_PAGE_SIZE_MAX).catch(20).default(20),
})

/** GET /api/notifications. */
export const inboxResponse = z.object({
  notifications: z.array(
    z.object({
      id: z.number().int(),
      kind: z.enum(NOTIFICATION_KINDS),
      data: z.record(z.string(), z.unknown()),
      href: z.string(),
      read: z.boolean(),
      createdAt: z.string(),
    }),
  ),
  unread: z.number().int(),
  total: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
})

/** POST /api/notifications/read. */
export const unreadResponse = z.object({ unread: z.number().int() })
