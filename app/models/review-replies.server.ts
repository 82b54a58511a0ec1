import { and, eq, sql } from 'drizzle-orm'
import { startupReviews, startups, users } from '../../db/schema'
import { STARTUP_NOT_FOUND } from '~/domain/startup-profile'
import type { ReviewReplyInput } from '~/schemas/review-reply'
import { getDatabase } from '~/server/db.server'
import { forbidden, notFoundError } from '~/shared/errors'
import { canReplyToReviews } from '~/shared/permissions'
import type { PublicUser } from '~/shared/user'
import { notify } from './notifications.server'
import { getStartupAccess } from './startups.server'

/**
 * Replies to reviews (issue 41 item 4, docs/decisions/0110-after-posting.md): the startup's people answer a review
 * once; answering again replaces the text (the first time is kept, the edit is dated). The reviewer is told of the
 * first answer, in its transaction; an edit tells nobody.
 */

export const REVIEW_NOT_FOUND = 'Review not found'
export const REPLY_FORBIDDEN = 'Only the people who run this startup can reply to its reviews'

export interface ReviewReply {
  reviewId: number
  text: string
  /** Who wrote it last (a member of the startup's people); null once their account is gone. */
  authorName: string | null
  repliedAt: Date
  /** When it was last changed; null when never. */
  editedAt: Date | null
}

/** 404 unknown startup or review (or one of another startup), 403 anyone who does not run the startup. */
export async function replyToReview(
  user: PublicUser,
  startupId: number,
  reviewId: number,
  input: ReviewReplyInput,
  now = new Date(),
): Promise<ReviewReply & { created: boolean }> {
  const access = await getStartupAccess(startupId, user.id)
  if (!access) throw notFoundError(STARTUP_NOT_FOUND)
  if (!canReplyToReviews(user, access)) throw forbidden(REPLY_FORBIDDEN)
  const database = await getDatabase()
  return database.transaction(async (tx) => {
    const [before] = await tx
      .select({ repliedAt: startupReviews.repliedAt, reviewerId: startupReviews.reviewerId, reviewerName: users.firstName, startup: startups.name })
      .from(startupReviews)
      .innerJoin(startups, eq(startups.id, startupReviews.startupId))
      .leftJoin(users, eq(users.id, startupReviews.reviewerId))
      .where(and(eq(startupReviews.id, reviewId), eq(startupReviews.startupId, startupId), eq(startupReviews.isActive, true)))
    if (!before) throw notFoundError(REVIEW_NOT_FOUND)
    const created = before.repliedAt === null
    const [row] = await tx
      .update(startupReviews)
      .set({
        replyText: input.reply,
        replyAuthorId: user.id,
        // Decided in the statement: two first answers at once make one first answer and one edit.
        repliedAt: sql`coalesce(${startupReviews.repliedAt}, ${now.getTime()})`,
        replyEditedAt: sql`case when ${startupReviews.repliedAt} is null then null else ${now.getTime()} end`,
      })
      .where(eq(startupReviews.id, reviewId))
      .returning({ repliedAt: startupReviews.repliedAt, editedAt: startupReviews.replyEditedAt })
    const firstAnswer = row!.editedAt === null
    if (firstAnswer && before.reviewerId !== null && before.reviewerId !== user.id) {
      await notify(tx, {
        userId: before.reviewerId,
        kind: 'review-reply',
        data: { name: before.reviewerName ?? '', startupId, startup: before.startup, reviewId, reply: input.reply },
      })
    }
    const authorName = [user.firstName, user.lastName].filter((part) => part?.trim()).join(' ') || null
    return { reviewId, text: input.reply, authorName, repliedAt: row!.repliedAt!, editedAt: row!.editedAt, created: created && firstAnswer }
  })
}
