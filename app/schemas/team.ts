import { z } from 'zod'
import { MAX_TEAM_LINKS, TEAM_ACCESS_ROLES, TEAM_KINDS, TEAM_MOVES } from '~/domain/team'
import { optionalText, trimToUndefined } from './fields'

/**
 * The team's people and invitations (issue 41 item 1, docs/decisions/0108): one schema per form, shared by the
 * manage page (/startup/{id}/manage/team) and its /api twins.
 */

/** Links: a JSON list, or the form's text box with one address per line; errors are the whole field's (one box). */
const links = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? value
          .split(/\r?\n/)
          .map((line) => line.trim())
          .filter(Boolean)
      : value,
  z
    .array(z.string({ message: 'Each link must be a web address (https://…)' }).trim(), { message: 'Links must be a list of web addresses' })
    .max(MAX_TEAM_LINKS, 'At most 5 links')
    .refine((list) => list.every((link) => link.length <= 500), 'Each link must be at most 500 characters')
    .refine((list) => list.every((link) => /^https?:\/\/[^\s]+$/.test(link)), 'Each link must be a web address (https://…)'),
)

/** A photo: a link on this site (an upload, /images/…) or a web address. */
const photoUrl = z.preprocess(
  trimToUndefined,
  z
    .string({ message: 'Photo must be a link on this site (/…) or a web address (https://…)' })
    .max(500, 'Photo must be at most 500 characters')
    .refine(
      (value) => /^\/(?!\/)/.test(value) || /^https?:\/\/[^\s]+$/.test(value),
      'Photo must be a link on this site (/…) or a web address (https://…)',
    )
    .optional(),
)

const kind = z.enum(TEAM_KINDS, { message: 'Choose team or advisor' })

/** Adding a person to the profile (POST /api/startups/{id}/team, the page's Add form). */
export const teamMemberSchema = z.object({
  name: z.string({ message: 'Name is required' }).trim().min(1, 'Name is required').max(255, 'Name must be at most 255 characters'),
  role: optionalText(255, 'Role must be at most 255 characters'),
  photoUrl,
  bio: optionalText(2000, 'Bio must be at most 2000 characters'),
  links: links.default([]),
  kind: kind.default('team'),
})
export type TeamMemberInput = z.infer<typeof teamMemberSchema>

/**
 * Changing an entry (PATCH /api/startups/{id}/team/{itemId}, the page's Edit form): the fields given change.
 * `accessRole` moves a member between owner and editor (owners only); `move` swaps it with its neighbour.
 */
export const teamMemberPatchSchema = z.object({
  name: teamMemberSchema.shape.name.optional(),
  // null clears the field; absent or blank leaves it as it is.
  role: z.null().or(optionalText(255, 'Role must be at most 255 characters')),
  photoUrl: z.null().or(photoUrl),
  bio: z.null().or(optionalText(2000, 'Bio must be at most 2000 characters')),
  links: links.optional(),
  kind: kind.optional(),
  accessRole: z.enum(TEAM_ACCESS_ROLES, { message: 'Choose owner or editor' }).optional(),
  move: z.enum(TEAM_MOVES, { message: 'Move up or down' }).optional(),
})
export type TeamMemberPatch = z.infer<typeof teamMemberPatchSchema>

/** Inviting an address to join with a role (POST /api/startups/{id}/team/invitations, the page's Invite form). */
export const teamInvitationSchema = z.object({
  email: z
    .string({ message: 'Please enter a valid email address' })
    .trim()
    .toLowerCase()
    .pipe(z.email('Please enter a valid email address').max(255, 'Please enter a valid email address')),
  accessRole: z.enum(TEAM_ACCESS_ROLES, { message: 'Choose owner or editor' }).default('editor'),
})
export type TeamInvitationInput = z.infer<typeof teamInvitationSchema>
