import { z } from 'zod'
import { FOLLOW_TYPES } from '~/domain/alerts'
import { FOLLOW_TARGET_INVALID } from '~/domain/follows'

/**
 * POST and DELETE /api/follows and the Follow / Unfollow buttons (POST /follow): what to follow, by type and id
 * (docs/decisions/0130-follows-and-activity-feed.md).
 */
export const followSchema = z.object({
  type: z.enum(FOLLOW_TYPES, { message: FOLLOW_TARGET_INVALID }),
  id: z.coerce.number({ message: FOLLOW_TARGET_INVALID }).int(FOLLOW_TARGET_INVALID).positive(FOLLOW_TARGET_INVALID).max(Number.MAX_SAFE_INTEGER, FOLLOW_TARGET_INVALID),
})
export type FollowInput = z.infer<typeof followSchema>

/** One of the member's follows, as GET /api/follows lists it. */
export const followResponse = z.object({
  type: z.enum(FOLLOW_TYPES),
  id: z.number().int(),
  name: z.string().nullable(),
  href: z.string(),
  followedAt: z.string(),
})

export const followsResponse = z.array(followResponse)

/** POST and DELETE /api/follows: whether the member now follows it, and how many do. */
export const followStateResponse = z.object({
  type: z.enum(FOLLOW_TYPES),
  id: z.number().int(),
  following: z.boolean(),
  followers: z.number().int(),
})
