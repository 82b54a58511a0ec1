import { sql } from 'drizzle-orm'
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { bool, createdAt, decimal, decimalCheck, id, jsonList, jsonObject, lengthChecks, timestamp, updatedAt } from '../columns'
import { users } from './accounts'
import { cities } from './geo'

// Resources (mentors, investors, service providers) and workspaces with their bookings.

export interface ContactInfo {
  phone?: string
  email?: string
  linkedin?: string
  address?: string
}

export const resources = sqliteTable(
  'resources',
  {
    id: id(),
    name: text({ length: 255 }).notNull(),
    description: text(),
    /** One of RESOURCE_TYPES (app/domain/resources.ts). */
    type: text({ length: 50 }).notNull(),
    location: text({ length: 255 }),
    website: text({ length: 500 }),
    email: text({ length: 255 }),
    specialties: jsonList<string>(),
    sectors: jsonList<string>(),
    contactInfo: jsonObject<ContactInfo>(),
    /** 0.00 – 5.00 */
    rating: decimal(3, 2),
    reviewCount: integer().notNull().default(0),
    isVerified: bool().notNull().default(false),
    isActive: bool().notNull().default(true),
    /**
     * Apply to Join (docs/decisions/0039-apply-to-join.md): the member who submitted the listing and when. A listing
     * submitted by a member waits, inactive and unverified, until an admin reviews it (reviewedAt set).
     */
    submittedById: integer().references(() => users.id, { onDelete: 'set null' }),
    submittedAt: timestamp(),
    reviewedById: integer().references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The alert scan's window: what was created in one period (docs/decisions/0129).
    index('resources_created_at_idx').on(t.createdAt),
    // The directory is ordered by rating, then review count (docs/decisions/0038-resource-hub.md); each filter's
    // index ends in those columns (and the rowid), so a filtered page is read in order and stops at the page size.
    index('resources_rating_idx').on(t.rating, t.reviewCount),
    index('resources_type_rating_idx').on(t.type, t.rating, t.reviewCount),
    index('resources_location_rating_idx').on(t.location, t.rating, t.reviewCount),
    index('resources_verified_rating_idx').on(t.isVerified, t.rating, t.reviewCount),
    index('resources_submitted_by_idx').on(t.submittedById, t.submittedAt),
    // The admin's review queue: submitted listings nobody has reviewed yet, oldest first.
    index('resources_pending_review_idx')
      .on(t.submittedAt)
      .where(sql`${t.submittedAt} is not null and ${t.reviewedAt} is null`),
    decimalCheck('resources_rating_range', t.rating, 3, 2, { min: '0', max: '5' }),
    check('resources_review_count_non_negative', sql`${t.reviewCount} >= 0`),
    ...lengthChecks('resources', t, { name: 255, type: 50, location: 255, website: 500, email: 255 }),
  ],
)

/**
 * A member's review of a resource (docs/decisions/0127-resource-reviews.md): one per member and resource (a second
 * one edits the first). `resources.rating` and `review_count` are recomputed from the shown rows by triggers
 * (migration resource-review-figures), so the figures never claim a review that is not here.
 */
export const resourceReviews = sqliteTable(
  'resource_reviews',
  {
    id: id(),
    resourceId: integer()
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
    authorId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Whole stars, 1–5. */
    rating: integer().notNull(),
    text: text().notNull(),
    /** Set when an admin hides an abusive review: it stops showing and counting. */
    hiddenAt: timestamp(),
    hiddenBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('resource_reviews_one_per_author').on(t.resourceId, t.authorId),
    // The resource page's list: shown reviews, newest first.
    index('resource_reviews_resource_created_idx').on(t.resourceId, t.createdAt).where(sql`${t.hiddenAt} is null`),
    index('resource_reviews_author_idx').on(t.authorId),
    index('resource_reviews_hidden_by_idx').on(t.hiddenBy),
    // The admin's list: newest first.
    index('resource_reviews_created_idx').on(t.createdAt),
    check('resource_reviews_rating_stars', sql`${t.rating} between 1 and 5`),
    check('resource_reviews_text_length', sql`length(${t.text}) between 1 and 2000`),
  ],
)

export const workspaces = sqliteTable(
  'workspaces',
  {
    id: id(),
    name: text({ length: 255 }).notNull(),
    description: text(),
    /** One of WORKSPACE_TYPES (app/domain/workspaces.ts). */
    type: text({ length: 50 }).notNull(),
    location: text({ length: 255 }),
    /** The city `location` resolves to (cityIdForPlace, on every write; docs/decisions/0115-near-filters.md). */
    cityId: integer().references(() => cities.id, { onDelete: 'set null' }),
    capacity: integer(),
    hourlyRate: decimal(10, 2),
    dailyRate: decimal(10, 2),
    amenities: jsonList<string>(),
    images: jsonList<string>(),
    isActive: bool().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The alert scan's window: what was created in one period (docs/decisions/0129).
    index('workspaces_created_at_idx').on(t.createdAt),
    index('workspaces_type_idx').on(t.type),
    index('workspaces_location_idx').on(t.location),
    index('workspaces_city_id_idx').on(t.cityId),
    check('workspaces_capacity_positive', sql`${t.capacity} > 0`),
    decimalCheck('workspaces_hourly_rate_precision', t.hourlyRate, 10, 2, { min: '0' }),
    decimalCheck('workspaces_daily_rate_precision', t.dailyRate, 10, 2, { min: '0' }),
    ...lengthChecks('workspaces', t, { name: 255, type: 50, location: 255 }),
  ],
)

export const workspaceBookings = sqliteTable(
  'workspace_bookings',
  {
    id: id(),
    /** RESTRICT: a workspace with bookings is deactivated (isActive), never deleted. */
    workspaceId: integer()
      .notNull()
      .references(() => workspaces.id, { onDelete: 'restrict' }),
    /** Set null when the account goes, so that the booking survives in the revenue history. */
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    startTime: timestamp().notNull(),
    endTime: timestamp().notNull(),
    totalAmount: decimal(10, 2)
      .notNull()
      .default(sql`0`),
    /**
     * The booker's plan discount (issue 44 item 3, docs/decisions/0141): `totalAmount` is the price after it;
     * `listAmount` the price before it (equal to the total without a discount).
     */
    discountPercent: integer().notNull().default(0),
    listAmount: decimal(10, 2),
    status: text({ length: 50 }).notNull().default('confirmed'),
    paymentStatus: text({ length: 50 }).notNull().default('pending'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('workspace_bookings_workspace_start_idx').on(t.workspaceId, t.startTime),
    index('workspace_bookings_user_id_idx').on(t.userId, t.startTime),
    check('workspace_bookings_ends_after_start', sql`${t.endTime} > ${t.startTime}`),
    decimalCheck('workspace_bookings_total_amount_precision', t.totalAmount, 10, 2, { min: '0' }),
    decimalCheck('workspace_bookings_list_amount_precision', t.listAmount, 10, 2, { min: '0' }),
    check('workspace_bookings_discount_valid', sql`${t.discountPercent} between 0 and 100`),
    // Booking Transactions (admin): newest first.
    index('workspace_bookings_created_at_idx').on(t.createdAt),
    ...lengthChecks('workspace_bookings', t, { status: 50, paymentStatus: 50 }),
  ],
)
