import { z } from 'zod'
import { DIGEST_FREQUENCIES } from '~/domain/alerts'
import { NOTIFICATION_KINDS, NOTIFICATIONS_PAGE_SIZE_MAX, OPTIONAL_MAIL_CATEGORIES } from '~/domain/notifications'

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

export const EMAIL_SWITCH_INVALID = 'Each e-mail choice is on or off'

/** A checkbox as a form sends it ('on' or absent) or a JSON boolean. */
const emailSwitch = z
  .union([z.boolean(), z.enum(['on', 'true', 'false'])], { message: EMAIL_SWITCH_INVALID })
  .optional()
  .transform((value) => value === true || value === 'on' || value === 'true')

/**
 * The member's e-mail choices per optional category (the profile's form and PUT /api/notifications/preferences): a
 * category left out is off, as an unticked checkbox is. Security e-mails are not among them: they are always sent.
 */
export const DIGEST_FREQUENCY_INVALID = 'Choose daily or weekly'

export const emailPreferencesSchema = z.object({
  ...(Object.fromEntries(OPTIONAL_MAIL_CATEGORIES.map((category) => [category, emailSwitch])) as Record<
    (typeof OPTIONAL_MAIL_CATEGORIES)[number],
    typeof emailSwitch
  >),
  /** How often alert digests come (docs/decisions/0129); left out: unchanged. */
  digestFrequency: z.enum(DIGEST_FREQUENCIES, { message: DIGEST_FREQUENCY_INVALID }).optional(),
})
export type EmailPreferencesInput = z.infer<typeof emailPreferencesSchema>

/** GET and PUT /api/notifications/preferences. */
export const emailPreferencesResponse = z.object({
  ...(Object.fromEntries(OPTIONAL_MAIL_CATEGORIES.map((category) => [category, z.boolean()])) as Record<
    (typeof OPTIONAL_MAIL_CATEGORIES)[number],
    z.ZodBoolean
  >),
  digestFrequency: z.enum(DIGEST_FREQUENCIES),
})
