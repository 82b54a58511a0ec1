import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm'
import { reviewReports, reviewVerifications, startupReviews, startups, startupTeam } from '../../db/schema'
import type { Db } from '../../db/client'
import {
  REVIEW_CATEGORIES,
  REVIEW_MESSAGES,
  REVIEW_RATING_THRESHOLD,
  REVIEWS_PAGE_SIZE,
  type ModerationAction,
  type ReportReason,
  type ReviewCategory,
} from '~/domain/reviews'
import { STARTUP_NOT_FOUND } from '~/domain/startup-profile'
import type { ReviewInput, ReviewPatch, ReviewReportInput } from '~/schemas/reviews'
import type { AdminUser } from '~/server/context'
import { assertAdmin } from '~/server/context'
import { getDatabase, getDb } from '~/server/db.server'
import { conflict, forbidden, notFoundError } from '~/shared/errors'
import type { PublicUser } from '~/shared/user'
import { recordAdminChange } from './audit.server'

/**
 * Anonymous reviews by verified team members (issue 42 item 5, docs/decisions/0119-anonymous-reviews.md). Who may
 * write is decided here for the page and the /api alike; one review per member per startup is decided by the
 * database (a unique index on active reviews), so two posts at once make one review and one 409 on either driver.
 * Nothing of the reviewer (id, name, e-mail) leaves this module except to the reviewer themself (`myReview`).
 */

export type Eligibility =
  | { allowed: true; via: 'team' | 'email' }
  | { allowed: false; message: string }

/**
 * Whether the member may review the startup: not if they run it (its founder, its claimer — also one whose claim
 * lapsed —, a place marked founder or with the owner role); yes with a place on its team (any place with their
 * account, with or without an access role) or an address on its domain they confirmed. Null for an absent startup.
 */
export async function reviewEligibility(db: Db, userId: number, startupId: number): Promise<Eligibility | null> {
  const [startup] = await db
    .select({ founderId: startups.founderId, claimedByUserId: startups.claimedByUserId })
    .from(startups)
    .where(and(eq(startups.id, startupId), eq(startups.isActive, true)))
  if (!startup) return null
  const places = await db
    .select({ isFounder: startupTeam.isFounder, accessRole: startupTeam.accessRole })
    .from(startupTeam)
    .where(and(eq(startupTeam.startupId, startupId), eq(startupTeam.userId, userId)))
  const runs = places.some((place) => place.isFounder || place.accessRole === 'owner')
  if (startup.founderId === userId || startup.claimedByUserId === userId || runs) {
    return { allowed: false, message: REVIEW_MESSAGES.ownStartup }
  }
  if (places.length > 0) return { allowed: true, via: 'team' }
  const [verified] = await db
    .select({ id: reviewVerifications.id })
    .from(reviewVerifications)
    .where(and(eq(reviewVerifications.startupId, startupId), eq(reviewVerifications.userId, userId), isNotNull(reviewVerifications.verifiedAt)))
  if (verified) return { allowed: true, via: 'email' }
  return { allowed: false, message: REVIEW_MESSAGES.notTeamMember }
}

const decimal = (value: number | undefined | null) => (value === undefined ? undefined : value === null ? null : value.toFixed(1))

function columnsOf(input: ReviewPatch) {
  return {
    employmentStatus: input.employmentStatus,
    rating: decimal(input.rating),
    title: input.title,
    position: input.position,
    pros: input.pros,
    cons: input.cons,
    advice: input.advice,
    workLifeBalance: decimal(input.workLifeBalance),
    compensation: decimal(input.compensation),
    culture: decimal(input.culture),
    management: decimal(input.management),
    careerGrowth: decimal(input.careerGrowth),
    wouldRecommend: input.wouldRecommend,
  }
}

const isUniqueViolation = (error: unknown) => /UNIQUE/i.test(String(error)) || /UNIQUE/i.test(String((error as { cause?: unknown })?.cause))

/** 404 unknown startup, 403 not allowed (the reason), 409 a review already written. */
export async function createReview(user: PublicUser, startupId: number, input: ReviewInput): Promise<{ id: number }> {
  const db = await getDb()
  const eligibility = await reviewEligibility(db, user.id, startupId)
  if (!eligibility) throw notFoundError(STARTUP_NOT_FOUND)
  if (!eligibility.allowed) throw forbidden(eligibility.message)
  try {
    const [row] = await db
      .insert(startupReviews)
      .values({ startupId, reviewerId: user.id, ...columnsOf(input), rating: input.rating.toFixed(1), employmentStatus: input.employmentStatus, isVerified: true, isAnonymous: true })
      .returning({ id: startupReviews.id })
    return row!
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(REVIEW_MESSAGES.alreadyReviewed)
    throw error
  }
}

/** The review the member wrote of the startup (active, hidden or not), for their edit form; null when none. */
export async function myReview(userId: number, startupId: number) {
  const db = await getDb()
  const [row] = await db
    .select()
    .from(startupReviews)
    .where(and(eq(startupReviews.startupId, startupId), eq(startupReviews.reviewerId, userId), eq(startupReviews.isActive, true)))
  if (!row) return null
  const score = (value: string | null) => (value === null ? undefined : Number(value))
  return {
    id: row.id,
    hidden: row.hiddenAt !== null,
    employmentStatus: row.employmentStatus === 'former' ? ('former' as const) : ('current' as const),
    rating: Number(row.rating),
    title: row.title ?? '',
    position: row.position ?? undefined,
    pros: row.pros ?? undefined,
    cons: row.cons ?? undefined,
    advice: row.advice ?? undefined,
    workLifeBalance: score(row.workLifeBalance),
    compensation: score(row.compensation),
    culture: score(row.culture),
    management: score(row.management),
    careerGrowth: score(row.careerGrowth),
    wouldRecommend: row.wouldRecommend ?? undefined,
  }
}

async function authorsReview(db: Db, user: PublicUser, startupId: number, reviewId: number) {
  const [row] = await db
    .select({ reviewerId: startupReviews.reviewerId })
    .from(startupReviews)
    .innerJoin(startups, eq(startups.id, startupReviews.startupId))
    .where(and(eq(startupReviews.id, reviewId), eq(startupReviews.startupId, startupId), eq(startupReviews.isActive, true), eq(startups.isActive, true)))
  if (!row) throw notFoundError(REVIEW_MESSAGES.notFound)
  if (row.reviewerId !== user.id) throw forbidden(REVIEW_MESSAGES.notAuthor)
}

/** The author changes their review: 404 unknown, 403 someone else's. */
export async function updateReview(user: PublicUser, startupId: number, reviewId: number, patch: ReviewPatch): Promise<{ id: number }> {
  const db = await getDb()
  await authorsReview(db, user, startupId, reviewId)
  const columns = Object.fromEntries(Object.entries(columnsOf(patch)).filter(([, value]) => value !== undefined))
  await db
    .update(startupReviews)
    .set({ ...columns, updatedAt: new Date() })
    .where(and(eq(startupReviews.id, reviewId), eq(startupReviews.reviewerId, user.id)))
  return { id: reviewId }
}

/** The author deletes their review (it stops counting, and they may write another): 404 unknown, 403 someone else's. */
export async function deleteReview(user: PublicUser, startupId: number, reviewId: number): Promise<void> {
  const db = await getDb()
  await authorsReview(db, user, startupId, reviewId)
  await db
    .update(startupReviews)
    .set({ isActive: false, updatedAt: new Date() })
    .where(and(eq(startupReviews.id, reviewId), eq(startupReviews.reviewerId, user.id)))
}

export interface ReviewSummary {
  /** Shown reviews. */
  count: number
  /** Whether the averages are shown (count ≥ REVIEW_RATING_THRESHOLD); below it they are null. */
  ratingShown: boolean
  threshold: number
  average: number | null
  categories: Record<ReviewCategory, number | null> | null
}

export interface PublicReview {
  id: number
  rating: number
  title: string | null
  position: string | null
  employmentStatus: string
  pros: string | null
  cons: string | null
  advice: string | null
  workLifeBalance: number | null
  compensation: number | null
  culture: number | null
  management: number | null
  careerGrowth: number | null
  wouldRecommend: boolean | null
  isVerified: boolean
  createdAt: Date
  updatedAt: Date
  reply: { text: string; repliedAt: Date; editedAt: Date | null } | null
}

const shown = and(eq(startupReviews.isActive, true), isNull(startupReviews.hiddenAt))
const round1 = (value: unknown) => (value === null || value === undefined ? null : Math.round(Number(value) * 10) / 10)
const num = (value: string | null) => (value === null ? null : Number(value))

/** The averages, only from REVIEW_RATING_THRESHOLD shown reviews on (decimals are stored in tenths: divided back). */
export async function reviewSummary(db: Db, startupId: number): Promise<ReviewSummary> {
  const [row] = await db
    .select({
      count: count(),
      average: sql<number | null>`avg(${startupReviews.rating}) / 10.0`,
      workLifeBalance: sql<number | null>`avg(${startupReviews.workLifeBalance}) / 10.0`,
      compensation: sql<number | null>`avg(${startupReviews.compensation}) / 10.0`,
      culture: sql<number | null>`avg(${startupReviews.culture}) / 10.0`,
      management: sql<number | null>`avg(${startupReviews.management}) / 10.0`,
      careerGrowth: sql<number | null>`avg(${startupReviews.careerGrowth}) / 10.0`,
    })
    .from(startupReviews)
    .where(and(eq(startupReviews.startupId, startupId), shown))
  const total = Number(row?.count ?? 0)
  const ratingShown = total >= REVIEW_RATING_THRESHOLD
  return {
    count: total,
    ratingShown,
    threshold: REVIEW_RATING_THRESHOLD,
    average: ratingShown ? round1(row!.average) : null,
    categories: ratingShown
      ? (Object.fromEntries(REVIEW_CATEGORIES.map((category) => [category, round1(row![category])])) as Record<ReviewCategory, number | null>)
      : null,
  }
}

export interface ReviewsPage {
  summary: ReviewSummary
  reviews: PublicReview[]
  page: number
  pageSize: number
  total: number
}

/** GET /api/startups/{id}/reviews and the reviews page: shown reviews, newest first, a page at a time, anonymous. */
export async function listReviews(startupId: number, page = 1): Promise<ReviewsPage> {
  const db = await getDb()
  const [startup] = await db.select({ id: startups.id }).from(startups).where(and(eq(startups.id, startupId), eq(startups.isActive, true)))
  if (!startup) throw notFoundError(STARTUP_NOT_FOUND)
  const summary = await reviewSummary(db, startupId)
  const rows = await db
    .select({
      id: startupReviews.id,
      rating: startupReviews.rating,
      title: startupReviews.title,
      position: startupReviews.position,
      employmentStatus: startupReviews.employmentStatus,
      pros: startupReviews.pros,
      cons: startupReviews.cons,
      advice: startupReviews.advice,
      workLifeBalance: startupReviews.workLifeBalance,
      compensation: startupReviews.compensation,
      culture: startupReviews.culture,
      management: startupReviews.management,
      careerGrowth: startupReviews.careerGrowth,
      wouldRecommend: startupReviews.wouldRecommend,
      isVerified: startupReviews.isVerified,
      createdAt: startupReviews.createdAt,
      updatedAt: startupReviews.updatedAt,
      replyText: startupReviews.replyText,
      repliedAt: startupReviews.repliedAt,
      replyEditedAt: startupReviews.replyEditedAt,
    })
    .from(startupReviews)
    .where(and(eq(startupReviews.startupId, startupId), shown))
    .orderBy(desc(startupReviews.createdAt), desc(startupReviews.id))
    .limit(REVIEWS_PAGE_SIZE)
    .offset((page - 1) * REVIEWS_PAGE_SIZE)
  const reviews = rows.map(({ replyText, repliedAt, replyEditedAt, ...row }) => ({
    ...row,
    rating: Number(row.rating),
    workLifeBalance: num(row.workLifeBalance),
    compensation: num(row.compensation),
    culture: num(row.culture),
    management: num(row.management),
    careerGrowth: num(row.careerGrowth),
    reply: replyText !== null && repliedAt !== null ? { text: replyText, repliedAt, editedAt: replyEditedAt } : null,
  }))
  return { summary, reviews, page, pageSize: REVIEWS_PAGE_SIZE, total: summary.count }
}

/** Any signed-in member reports a shown review once: 404 unknown, 403 their own, 409 reported already. */
export async function reportReview(user: PublicUser, startupId: number, reviewId: number, input: ReviewReportInput): Promise<{ id: number }> {
  const db = await getDb()
  const [review] = await db
    .select({ reviewerId: startupReviews.reviewerId })
    .from(startupReviews)
    .innerJoin(startups, eq(startups.id, startupReviews.startupId))
    .where(and(eq(startupReviews.id, reviewId), eq(startupReviews.startupId, startupId), shown, eq(startups.isActive, true)))
  if (!review) throw notFoundError(REVIEW_MESSAGES.notFound)
  if (review.reviewerId === user.id) throw forbidden(REVIEW_MESSAGES.ownReview)
  try {
    const [row] = await db
      .insert(reviewReports)
      .values({ reviewId, reporterId: user.id, reason: input.reason, details: input.details ?? null })
      .returning({ id: reviewReports.id })
    return row!
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(REVIEW_MESSAGES.alreadyReported)
    throw error
  }
}

export interface ReportedReview {
  reviewId: number
  startupId: number
  startupName: string
  title: string | null
  rating: number
  pros: string | null
  cons: string | null
  hidden: boolean
  openReports: number
  reasons: ReportReason[]
  details: string[]
  firstReportedAt: Date
}

/**
 * The Review Management queue (001 §2 admin panel): reviews with open reports, the longest-waiting first, with the
 * reasons given. Reporters and reviewers are not named: an admin judges the text.
 */
export async function listReportedReviews(admin: AdminUser): Promise<ReportedReview[]> {
  assertAdmin(admin)
  const db = await getDb()
  const open = await db
    .select({
      reviewId: reviewReports.reviewId,
      openReports: count(),
      reasons: sql<string>`group_concat(${reviewReports.reason}, ',')`,
      details: sql<string | null>`group_concat(${reviewReports.details}, char(10))`,
      firstReportedAt: sql<number>`min(${reviewReports.createdAt})`,
    })
    .from(reviewReports)
    .where(isNull(reviewReports.resolvedAt))
    .groupBy(reviewReports.reviewId)
    .orderBy(asc(sql`min(${reviewReports.createdAt})`))
    .limit(100)
  if (open.length === 0) return []
  const reviews = await db
    .select({
      id: startupReviews.id,
      startupId: startupReviews.startupId,
      startupName: startups.name,
      title: startupReviews.title,
      rating: startupReviews.rating,
      pros: startupReviews.pros,
      cons: startupReviews.cons,
      hiddenAt: startupReviews.hiddenAt,
    })
    .from(startupReviews)
    .innerJoin(startups, eq(startups.id, startupReviews.startupId))
    .where(inArray(startupReviews.id, open.map((row) => row.reviewId)))
  const byId = new Map(reviews.map((review) => [review.id, review]))
  return open.flatMap((row) => {
    const review = byId.get(row.reviewId)
    if (!review) return []
    return [
      {
        reviewId: review.id,
        startupId: review.startupId,
        startupName: review.startupName,
        title: review.title,
        rating: Number(review.rating),
        pros: review.pros,
        cons: review.cons,
        hidden: review.hiddenAt !== null,
        openReports: Number(row.openReports),
        reasons: [...new Set(row.reasons.split(','))] as ReportReason[],
        details: row.details ? row.details.split('\n').filter(Boolean) : [],
        firstReportedAt: new Date(Number(row.firstReportedAt)),
      },
    ]
  })
}

/**
 * An admin hides or restores a reported review, or dismisses its reports (the review stays as it is); each closes the
 * review's open reports and is written to the audit log, in one transaction. 404 unknown review.
 */
export async function moderateReview(admin: AdminUser, reviewId: number, action: ModerationAction, now = new Date()): Promise<{ reviewId: number; hidden: boolean; resolvedReports: number }> {
  assertAdmin(admin)
  const database = await getDatabase()
  return database.transaction(async (tx) => {
    const [before] = await tx
      .select({ hiddenAt: startupReviews.hiddenAt })
      .from(startupReviews)
      .where(and(eq(startupReviews.id, reviewId), eq(startupReviews.isActive, true)))
    if (!before) throw notFoundError(REVIEW_MESSAGES.notFound)
    const hidden = action === 'hide' ? true : action === 'restore' ? false : before.hiddenAt !== null
    if (action !== 'dismiss') {
      await tx
        .update(startupReviews)
        .set(hidden ? { hiddenAt: before.hiddenAt ?? now, hiddenBy: admin.id } : { hiddenAt: null, hiddenBy: null })
        .where(eq(startupReviews.id, reviewId))
    }
    const resolved = await tx
      .update(reviewReports)
      .set({ resolvedAt: now, resolvedBy: admin.id, resolution: action })
      .where(and(eq(reviewReports.reviewId, reviewId), isNull(reviewReports.resolvedAt)))
      .returning({ id: reviewReports.id })
    await recordAdminChange(
      admin,
      {
        entityType: 'review',
        entityId: reviewId,
        action: `review.${action}`,
        changes: { hidden: { before: before.hiddenAt !== null, after: hidden }, openReports: { before: resolved.length, after: 0 } },
      },
      tx,
    )
    return { reviewId, hidden, resolvedReports: resolved.length }
  })
}

/** Whether the member may review the startup, for the write page (null: no such startup). */
export async function eligibilityFor(userId: number, startupId: number) {
  return reviewEligibility(await getDb(), userId, startupId)
}
