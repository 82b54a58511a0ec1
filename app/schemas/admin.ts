import { z } from 'zod'
import { EMAIL_CANNOT_BE_CHANGED } from '~/domain/admin'
import { USER_TYPES } from '~/domain/users'
import { newPasswordSchema } from './password'
import { optionalText } from './fields'

/**
 * The admin panel's inputs (001 §2 "Admin dialogs", §7 /api/admin/*). Each page form and its /api twin parse with
 * the same schema here.
 */

const userType = z.enum(USER_TYPES, { message: 'Please select a valid user type' })

/**
 * PATCH /api/admin/users/{id} and Edit User: first name, last name, user type; never the e-mail (001 §2 'Email cannot
 * be changed'). A body or form that sends an e-mail is refused with 400 under `email` rather than silently ignored, so
 * no client believes it changed one (docs/decisions/0085-small-points-of-issue-38.md).
 */
export const adminUpdateUserSchema = z.object({
  email: z.undefined({ error: EMAIL_CANNOT_BE_CHANGED }).optional(),
  firstName: optionalText(255, 'First name is too long'),
  lastName: optionalText(255, 'Last name is too long'),
  userType,
})
export type AdminUpdateUserInput = z.infer<typeof adminUpdateUserSchema>

const EMAIL_AND_PASSWORD_REQUIRED = 'Email and password are required'

/**
 * POST /api/admin/create-admin and Add New Admin (001 §5): e-mail and password required ('Email and password are
 * required'), the password under the sign-up rules, names optional, user type defaulting to admin (001 §9).
 */
export const createAdminSchema = z.object({
  email: z
    .string({ message: EMAIL_AND_PASSWORD_REQUIRED })
    .trim()
    .toLowerCase()
    .min(1, EMAIL_AND_PASSWORD_REQUIRED)
    .pipe(z.email('Please enter a valid email address').max(255, 'Please enter a valid email address')),
  password: z.string({ message: EMAIL_AND_PASSWORD_REQUIRED }).min(1, EMAIL_AND_PASSWORD_REQUIRED).pipe(newPasswordSchema()),
  firstName: optionalText(255, 'First name is too long'),
  lastName: optionalText(255, 'Last name is too long'),
  userType: z.preprocess((value) => (value === '' || value == null ? undefined : value), userType.default('admin')),
})
export type CreateAdminInput = z.infer<typeof createAdminSchema>

/** An admin list's query: page number (1-based) and search text; a bad page is the first, as a list would show. */
export const adminListQuerySchema = z.object({
  page: z.preprocess(
    (value) => (typeof value === 'string' && /^\d{1,6}$/.test(value) && Number(value) > 0 ? Number(value) : 1),
    z.number().int(),
  ),
  q: z.preprocess((value) => (typeof value === 'string' ? value.trim().slice(0, 100) : ''), z.string()),
})
export type AdminListQuery = z.infer<typeof adminListQuerySchema>

/** A moderation note (reject with notes, cancel with a reason): optional, at most 1000 characters. */
export const moderationNoteSchema = z.object({
  notes: optionalText(1000, 'Notes must be at most 1000 characters'),
})
