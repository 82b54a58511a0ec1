import { and, count, desc, eq, isNull, sql } from 'drizzle-orm'
import { resourceReviews, resources, users } from '../../db/schema'
import { RESOURCE_NOT_FOUND } from '~/domain/resources'
import {
  RESOURCE_REVIEW_MESSAGES,
  RESOURCE_REVIEWS_PAGE_SIZE,
  type ResourceReviewModerationAction,
} from '~/domain/resource-reviews'
import type { ResourceReviewInput } from '~/schemas/resource-reviews'
import { assertAdmin, type AdminUser } from '~/server/context'
import { getDatabase, getDb } from '~/server/db.server'
import { forbidden, notFoundError } from '~/shared/errors'
import { canViewResource } from '~/shared/permissions'
import type { PublicUser } from '~/shared/user'
import { recordAdminChange } from './audit.server'

/**
 * Member reviews of resources (issue 46 item 2, docs/decisions/0127-resource-reviews.md): one model for the reviews on
 * /resources/{id}, GET/POST /api/resources/{id}/reviews and the admin's Hide/Restore. The resource's `rating` and
 * `review_count` are never written here: triggers on resource_reviews recompute them from the shown rows in the same
 * statement as each write (migration 0048), so they always say what the rows say, on both drivers.
 */

export interface ResourceReviewView {
  id: number
  /** First name and the initial of the last name ('Priya S.'): who wrote it, without a full name in search engines. */
  authorName: string
  rating: number
  text: string
  createdAt: Date
  updatedAt: Date
}

export interface ResourceReviewsPage {
  /** Decimal string '1.00'–'5.00' from the shown reviews, or null when there are none. */
  rating: string | null
  reviewCount: number
  reviews: ResourceReviewView[]
  page: number
  pageSize: number
}

const shown = isNull(resourceReviews.hiddenAt)

/** 'Priya S.': the first name and the last name's initial; a member who gave no name is 'Member' (the page translates it). */
export function reviewerName(firstName: string | null, lastName: string | null): string {
  const first = firstName?.trim() ?? ''
  const initial = lastName?.trim().charAt(0) ?? ''
  const name = [first, initial ? `${initial.toUpperCase()}.` : ''].filter(Boolean).join(' ')
  return name || 'Member'
}

async function visibleResource(resourceId: number, viewer: PublicUser | null) {
  const db = await getDb()
  const [row] = await db
    .select({
      id: resources.id,
      isActive: resources.isActive,
      submittedById: resources.submittedById,
      rating: resources.rating,
      reviewCount: resources.reviewCount,
    })
    .from(resources)
    .where(eq(resources.id, resourceId))
  if (!row || !canViewResource(viewer, row)) throw notFoundError(RESOURCE_NOT_FOUND)
  return row
}

/** The shown reviews of a resource anyone may see, newest first, a page at a time; 404 as getResource. */
export async function listResourceReviews(resourceId: number, viewer: PublicUser | null, page = 1): Promise<ResourceReviewsPage> {
  const resource = await visibleResource(resourceId, viewer)
  const db = await getDb()
  const rows = await db
    .select({
      id: resourceReviews.id,
      firstName: users.firstName,
      lastName: users.lastName,
      rating: resourceReviews.rating,
      text: resourceReviews.text,
      createdAt: resourceReviews.createdAt,
      updatedAt: resourceReviews.updatedAt,
    })
    .from(resourceReviews)
    .innerJoin(users, eq(users.id, resourceReviews.authorId))
    .where(and(eq(resourceReviews.resourceId, resourceId), shown))
    .orderBy(desc(resourceReviews.createdAt), desc(resourceReviews.id))
    .limit(RESOURCE_REVIEWS_PAGE_SIZE)
    .offset((page - 1) * RESOURCE_REVIEWS_PAGE_SIZE)
  return {
    rating: resource.rating,
    reviewCount: resource.reviewCount,
    reviews: rows.map(({ firstName, lastName, ...row }) => ({ ...row, authorName: reviewerName(firstName, lastName) })),
    page,
    pageSize: RESOURCE_REVIEWS_PAGE_SIZE,
  }
}

/** The member's own review of the resource (shown or hidden), for the edit form; null when they have written none. */
export async function myResourceReview(userId: number, resourceId: number) {
  const db = await getDb()
  const [row] = await db
    .select({ id: resourceReviews.id, rating: resourceReviews.rating, text: resourceReviews.text, hiddenAt: resourceReviews.hiddenAt })
    .from(resourceReviews)
    .where(and(eq(resourceReviews.resourceId, resourceId), eq(resourceReviews.authorId, userId)))
  return row ? { id: row.id, rating: row.rating, text: row.text, hidden: row.hiddenAt !== null } : null
}

/** Whether the member may review this listing: not the member who submitted it. */
function mayReviewResource(user: PublicUser, resource: { submittedById: number | null }): boolean {
  return resource.submittedById !== user.id
}

/**
 * What the resource page offers the viewer below the reviews: a sign-in link (visitor), the form with their review
 * if any (member), or why not ('owner': they submitted the listing, or it is not listed).
 */
export async function reviewStanding(user: PublicUser | null, resourceId: number): Promise<{ viewer: 'visitor' | 'member' | 'owner'; mine: Awaited<ReturnType<typeof myResourceReview>> }> {
  if (!user) return { viewer: 'visitor', mine: null }
  const resource = await visibleResource(resourceId, user)
  const mine = await myResourceReview(user.id, resourceId)
  return { viewer: resource.isActive && mayReviewResource(user, resource) ? 'member' : 'owner', mine }
}

/**
 * Write or edit the member's review: one statement that inserts it or, when they have one, changes its stars and
 * text (the unique index on (resource, author) decides, so two posts at once make one review). A hidden review stays
 * hidden when edited. 404 for a resource that is not listed, 403 for the member who submitted the listing.
 */
export async function saveResourceReview(
  user: PublicUser,
  resourceId: number,
  input: ResourceReviewInput,
  now = new Date(),
): Promise<{ id: number; created: boolean }> {
  const resource = await visibleResource(resourceId, user)
  if (!resource.isActive) throw notFoundError(RESOURCE_NOT_FOUND)
  if (!mayReviewResource(user, resource)) throw forbidden(RESOURCE_REVIEW_MESSAGES.ownListing)
  const db = await getDb()
  const [row] = await db
    .insert(resourceReviews)
    .values({ resourceId, authorId: user.id, rating: input.rating, text: input.text, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [resourceReviews.resourceId, resourceReviews.authorId],
      set: { rating: sql`excluded.rating`, text: sql`excluded.text`, updatedAt: sql`excluded.updated_at` },
    })
    .returning({ id: resourceReviews.id, createdAt: resourceReviews.createdAt })
  return { id: row!.id, created: row!.createdAt.getTime() === now.getTime() }
}

export interface AdminResourceReview {
  id: number
  resourceId: number
  resourceName: string
  authorName: string
  rating: number
  text: string
  hidden: boolean
  createdAt: Date
}

export const ADMIN_RESOURCE_REVIEWS_PAGE_SIZE = 50

/** The admin's list of resource reviews, shown and hidden, newest first. */
export async function listResourceReviewsForAdmin(admin: AdminUser, page = 1): Promise<{ reviews: AdminResourceReview[]; total: number; page: number; pageSize: number }> {
  assertAdmin(admin)
  const db = await getDb()
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: resourceReviews.id,
        resourceId: resourceReviews.resourceId,
        resourceName: resources.name,
        firstName: users.firstName,
        lastName: users.lastName,
        rating: resourceReviews.rating,
        text: resourceReviews.text,
        hiddenAt: resourceReviews.hiddenAt,
        createdAt: resourceReviews.createdAt,
      })
      .from(resourceReviews)
      .innerJoin(resources, eq(resources.id, resourceReviews.resourceId))
      .innerJoin(users, eq(users.id, resourceReviews.authorId))
      .orderBy(desc(resourceReviews.createdAt), desc(resourceReviews.id))
      .limit(ADMIN_RESOURCE_REVIEWS_PAGE_SIZE)
      .offset((page - 1) * ADMIN_RESOURCE_REVIEWS_PAGE_SIZE),
    db.select({ n: count() }).from(resourceReviews),
  ])
  return {
    reviews: rows.map(({ firstName, lastName, hiddenAt, ...row }) => ({ ...row, authorName: reviewerName(firstName, lastName), hidden: hiddenAt !== null })),
    total: Number(total?.n ?? 0),
    page,
    pageSize: ADMIN_RESOURCE_REVIEWS_PAGE_SIZE,
  }
}

/**
 * An admin hides an abusive review (it stops showing and counting: the trigger recomputes the resource's figures in
 * the same statement) or restores it; written to the audit log in the same transaction. 404 unknown review.
 */
export async function moderateResourceReview(
  admin: AdminUser,
  reviewId: number,
  action: ResourceReviewModerationAction,
  now = new Date(),
): Promise<{ reviewId: number; hidden: boolean }> {
  assertAdmin(admin)
  const database = await getDatabase()
  return database.transaction(async (tx) => {
    const [before] = await tx.select({ hiddenAt: resourceReviews.hiddenAt }).from(resourceReviews).where(eq(resourceReviews.id, reviewId))
    if (!before) throw notFoundError(RESOURCE_REVIEW_MESSAGES.notFound)
    const hidden = action === 'hide'
    if (hidden !== (before.hiddenAt !== null)) {
      await tx
        .update(resourceReviews)
        .set(hidden ? { hiddenAt: now, hiddenBy: admin.id } : { hiddenAt: null, hiddenBy: null })
        .where(eq(resourceReviews.id, reviewId))
    }
    await recordAdminChange(
      admin,
      { entityType: 'resource_review', entityId: reviewId, action: `resource_review.${action}`, changes: { hidden: { before: before.hiddenAt !== null, after: hidden } } },
      tx,
    )
    return { reviewId, hidden }
  })
}
