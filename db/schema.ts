import { sql } from 'drizzle-orm'
import { check, index, integer, sqliteTable, text, uniqueIndex, type AnySQLiteColumn } from 'drizzle-orm/sqlite-core'
import {
  bool,
  createdAt,
  dateOnly,
  decimal,
  decimalCheck,
  id,
  isoDateCheck,
  jsonList,
  jsonObject,
  lengthChecks,
  nowMs,
  oneOf,
  timestamp,
  updatedAt,
} from './columns'

// Column names are camelCase here and snake_case in SQL (drizzle `casing: 'snake_case'`).
// Decisions: docs/decisions/0001-ids.md … 0005-dates-and-json.md.

export const USER_TYPES = ['public', 'startup', 'admin'] as const
export type UserType = (typeof USER_TYPES)[number]

export const CLAIM_STATUSES = ['pending', 'approved', 'rejected'] as const
export type ClaimStatus = (typeof CLAIM_STATUSES)[number]

export const JOB_TYPES = ['full-time', 'part-time', 'contract', 'internship', 'other'] as const
export type JobType = (typeof JOB_TYPES)[number]

export const GALLERY_MEDIA_TYPES = ['image', 'video'] as const
export type GalleryMediaType = (typeof GALLERY_MEDIA_TYPES)[number]

export interface SocialLinks {
  linkedin?: string
  github?: string
  twitter?: string
}

export interface HeroBanner {
  imageUrl: string
  title?: string
  subtitle?: string
  ctaText?: string
  ctaUrl?: string
  order: number
}

export interface Salary {
  min?: number
  max?: number
  currency: string
}

export interface ContactInfo {
  phone?: string
  email?: string
  linkedin?: string
  address?: string
}

export interface CohortApplicationData {
  program?: string
  cohortName?: string
  [key: string]: unknown
}

export interface Dimensions {
  width: number
  height: number
}

export interface SessionData {
  [key: string]: unknown
}

// ── Accounts ──────────────────────────────────────────────────────────────────────────────────────────────

export const users = sqliteTable(
  'users',
  {
    id: id(),
    /** Stored lowercased; the unique index then makes e-mail addresses case-insensitively unique. */
    email: text({ length: 255 }).notNull(),
    /** The scrypt hash (`scrypt$N$r$p$salt$hash`), never the password itself. Null: no password sign-in. */
    password: text(),
    firstName: text({ length: 255 }),
    lastName: text({ length: 255 }),
    profileImageUrl: text({ length: 500 }),
    userType: text({ enum: USER_TYPES }).notNull().default('public'),
    isEmailVerified: bool().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    index('users_user_type_idx').on(t.userType),
    index('users_created_at_idx').on(t.createdAt),
    check('users_email_lowercase', sql`${t.email} = lower(${t.email})`),
    oneOf('users_user_type_valid', t.userType, USER_TYPES),
    ...lengthChecks('users', t, { email: 255, firstName: 255, lastName: 255, profileImageUrl: 500 }),
  ],
)

export const sessions = sqliteTable(
  'sessions',
  {
    sid: text().primaryKey(),
    sess: text({ mode: 'json' }).$type<SessionData>().notNull(),
    expire: timestamp().notNull(),
    /** Lets "sign out everywhere" and a password change delete every session of a user. */
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [index('sessions_expire_idx').on(t.expire), index('sessions_user_id_idx').on(t.userId)],
)

/**
 * Rate-limit counters shared by every app process on the database (docs/decisions/0017-rate-limits.md): one row per
 * key (e.g. `signin-ip:203.0.113.7`), a fixed window that restarts when `resetAt` (epoch ms) has passed.
 */
export const rateLimits = sqliteTable(
  'rate_limits',
  {
    key: text().primaryKey(),
    hits: integer().notNull(),
    resetAt: integer().notNull(),
  },
  (t) => [index('rate_limits_reset_at_idx').on(t.resetAt)],
)

// ── Startups and what they own ────────────────────────────────────────────────────────────────────────────

export const startups = sqliteTable(
  'startups',
  {
    id: id(),
    name: text({ length: 255 }).notNull(),
    description: text(),
    founderId: integer().references(() => users.id, { onDelete: 'set null' }),
    website: text({ length: 500 }),
    /** Logo URL; the admin screens call it logoUrl. */
    logo: text({ length: 500 }),
    /** Inline base64 logo, shown when present together with logoType (a MIME type). */
    logoData: text(),
    logoType: text({ length: 100 }),
    /** Lowercase slug; the admin screens call it industry. */
    sector: text({ length: 100 }),
    location: text({ length: 255 }),
    /** YYYY-MM-DD; the founding year shown and filtered on is its first four characters. */
    foundingDate: dateOnly(),
    stage: text({ length: 50 }),
    teamSize: integer(),
    mission: text(),
    vision: text(),
    socialLinks: jsonObject<SocialLinks>()
      .notNull()
      .default(sql`'{}'`),
    operationAreas: jsonList<string>(),
    heroBanners: jsonList<HeroBanner>(),
    techStack: jsonList<string>(),
    verticals: jsonList<string>(),
    isClaimedByOwner: bool().notNull().default(false),
    claimedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    subscriptionActive: bool().notNull().default(false),
    subscriptionEndsAt: timestamp(),
    stripeSubscriptionId: text(),
    stripeCustomerId: text(),
    managingAdminId: integer().references(() => users.id, { onDelete: 'set null' }),
    lastUpdatedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    isActive: bool().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('startups_sector_idx').on(t.sector),
    index('startups_location_idx').on(t.location),
    index('startups_stage_idx').on(t.stage),
    index('startups_team_size_idx').on(t.teamSize),
    index('startups_founding_date_idx').on(t.foundingDate),
    index('startups_founder_id_idx').on(t.founderId),
    index('startups_name_idx').on(t.name),
    index('startups_created_at_idx').on(t.createdAt),
    index('startups_active_created_at_idx').on(t.isActive, t.createdAt),
    index('startups_claimed_by_user_id_idx').on(t.claimedByUserId),
    // Discover (docs/decisions/0013-startup-search.md): a filter plus a sort walks one index in order and stops at
    // the page size. Names sort case-insensitively, as people read them.
    index('startups_name_nocase_idx').on(sql`${t.name} collate nocase`),
    index('startups_sector_team_size_idx').on(t.sector, t.teamSize),
    index('startups_sector_stage_team_size_idx').on(t.sector, t.stage, t.teamSize),
    index('startups_sector_name_nocase_idx').on(t.sector, sql`${t.name} collate nocase`),
    index('startups_location_team_size_idx').on(t.location, t.teamSize),
    index('startups_location_name_nocase_idx').on(t.location, sql`${t.name} collate nocase`),
    check('startups_team_size_non_negative', sql`${t.teamSize} >= 0`),
    isoDateCheck('startups_founding_date_format', t.foundingDate),
    ...lengthChecks('startups', t, {
      name: 255,
      website: 500,
      logo: 500,
      logoType: 100,
      sector: 100,
      location: 255,
      stage: 50,
    }),
  ],
)

export const startupTeam = sqliteTable(
  'startup_team',
  {
    id: id(),
    startupId: integer()
      .notNull()
      .references(() => startups.id, { onDelete: 'cascade' }),
    /** Null for a member without an account; when set, the user's name, e-mail and photo win. */
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    name: text({ length: 255 }),
    email: text({ length: 255 }),
    bio: text(),
    photoUrl: text({ length: 500 }),
    role: text({ length: 255 }),
    isFounder: bool().notNull().default(false),
    joinedAt: timestamp().notNull().default(nowMs),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('startup_team_startup_id_idx').on(t.startupId),
    index('startup_team_user_id_idx').on(t.userId),
    check('startup_team_member_named', sql`${t.userId} is not null or ${t.name} is not null`),
    ...lengthChecks('startup_team', t, { name: 255, email: 255, photoUrl: 500, role: 255 }),
  ],
)

export const fundingRounds = sqliteTable(
  'funding_rounds',
  {
    id: id(),
    startupId: integer()
      .notNull()
      .references(() => startups.id, { onDelete: 'cascade' }),
    /** The screens call it series: pre-seed, seed, series-a, … */
    roundType: text({ length: 50 }),
    amount: decimal(15, 2),
    currency: text({ length: 3 }).notNull().default('USD'),
    /** The screens call it date. */
    announcedDate: dateOnly(),
    investors: jsonList<string>(),
    leadInvestor: text({ length: 255 }),
    description: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('funding_rounds_startup_id_idx').on(t.startupId, t.announcedDate),
    decimalCheck('funding_rounds_amount_precision', t.amount, 15, 2, { min: '0' }),
    isoDateCheck('funding_rounds_announced_date_format', t.announcedDate),
    ...lengthChecks('funding_rounds', t, { roundType: 50, leadInvestor: 255 }),
  ],
)

export const jobs = sqliteTable(
  'jobs',
  {
    id: id(),
    startupId: integer()
      .notNull()
      .references(() => startups.id, { onDelete: 'cascade' }),
    title: text({ length: 255 }).notNull(),
    description: text(),
    requirements: text(),
    location: text({ length: 255 }),
    type: text({ enum: JOB_TYPES }).notNull().default('full-time'),
    /** junior, mid, senior, lead */
    experienceLevel: text({ length: 50 }),
    techStack: jsonList<string>(),
    salary: jsonObject<Salary>(),
    isRemote: bool().notNull().default(false),
    isActive: bool().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('jobs_startup_id_idx').on(t.startupId),
    index('jobs_type_idx').on(t.type),
    index('jobs_location_idx').on(t.location),
    index('jobs_experience_level_idx').on(t.experienceLevel),
    index('jobs_active_created_at_idx').on(t.isActive, t.createdAt),
    oneOf('jobs_type_valid', t.type, JOB_TYPES),
    ...lengthChecks('jobs', t, { title: 255, location: 255, experienceLevel: 50 }),
  ],
)

export const companyMilestones = sqliteTable(
  'company_milestones',
  {
    id: id(),
    startupId: integer()
      .notNull()
      .references(() => startups.id, { onDelete: 'cascade' }),
    title: text({ length: 255 }).notNull(),
    description: text(),
    /** The screens call it date. */
    achievedDate: dateOnly(),
    category: text({ length: 100 }),
    amount: decimal(15, 2),
    currency: text({ length: 3 }).notNull().default('USD'),
    media: jsonList<string>(),
    isPublic: bool().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('company_milestones_startup_id_idx').on(t.startupId, t.achievedDate),
    decimalCheck('company_milestones_amount_precision', t.amount, 15, 2),
    isoDateCheck('company_milestones_achieved_date_format', t.achievedDate),
    ...lengthChecks('company_milestones', t, { title: 255, category: 100 }),
  ],
)

export const startupInvestors = sqliteTable(
  'startup_investors',
  {
    id: id(),
    startupId: integer()
      .notNull()
      .references(() => startups.id, { onDelete: 'cascade' }),
    investorName: text({ length: 255 }).notNull(),
    investorType: text({ length: 50 }),
    fundingRoundId: integer().references(() => fundingRounds.id, { onDelete: 'set null' }),
    amount: decimal(15, 2),
    currency: text({ length: 3 }).notNull().default('USD'),
    equityPercentage: decimal(5, 2),
    investmentDate: dateOnly(),
    website: text({ length: 500 }),
    logo: text({ length: 500 }),
    location: text({ length: 255 }),
    isLead: bool().notNull().default(false),
    isActive: bool().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('startup_investors_startup_id_idx').on(t.startupId),
    index('startup_investors_funding_round_id_idx').on(t.fundingRoundId),
    decimalCheck('startup_investors_amount_precision', t.amount, 15, 2, { min: '0' }),
    decimalCheck('startup_investors_equity_percentage_range', t.equityPercentage, 5, 2, { min: '0', max: '100' }),
    isoDateCheck('startup_investors_investment_date_format', t.investmentDate),
    ...lengthChecks('startup_investors', t, {
      investorName: 255,
      investorType: 50,
      website: 500,
      logo: 500,
      location: 255,
    }),
  ],
)

export const startupReviews = sqliteTable(
  'startup_reviews',
  {
    id: id(),
    startupId: integer()
      .notNull()
      .references(() => startups.id, { onDelete: 'cascade' }),
    reviewerId: integer().references(() => users.id, { onDelete: 'set null' }),
    title: text({ length: 255 }),
    content: text(),
    /** 1.0 – 5.0 */
    rating: decimal(2, 1).notNull(),
    /** The screens call it role. */
    position: text({ length: 255 }),
    department: text({ length: 255 }),
    employmentType: text({ length: 50 }),
    /** current or former */
    employmentStatus: text({ length: 50 }).notNull(),
    workDuration: text({ length: 100 }),
    workLifeBalance: decimal(2, 1),
    compensation: decimal(2, 1),
    culture: decimal(2, 1),
    management: decimal(2, 1),
    careerGrowth: decimal(2, 1),
    pros: text(),
    cons: text(),
    advice: text(),
    wouldRecommend: bool(),
    ceoApproval: bool(),
    isVerified: bool().notNull().default(false),
    isAnonymous: bool().notNull().default(true),
    /** The screens call it helpfulCount. */
    helpfulVotes: integer().notNull().default(0),
    isActive: bool().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('startup_reviews_startup_id_idx').on(t.startupId, t.createdAt),
    index('startup_reviews_reviewer_id_idx').on(t.reviewerId),
    decimalCheck('startup_reviews_rating_range', t.rating, 2, 1, { min: '1', max: '5' }),
    decimalCheck('startup_reviews_work_life_balance_range', t.workLifeBalance, 2, 1, { min: '1', max: '5' }),
    decimalCheck('startup_reviews_compensation_range', t.compensation, 2, 1, { min: '1', max: '5' }),
    decimalCheck('startup_reviews_culture_range', t.culture, 2, 1, { min: '1', max: '5' }),
    decimalCheck('startup_reviews_management_range', t.management, 2, 1, { min: '1', max: '5' }),
    decimalCheck('startup_reviews_career_growth_range', t.careerGrowth, 2, 1, { min: '1', max: '5' }),
    check('startup_reviews_helpful_votes_non_negative', sql`${t.helpfulVotes} >= 0`),
    ...lengthChecks('startup_reviews', t, {
      title: 255,
      position: 255,
      department: 255,
      employmentType: 50,
      employmentStatus: 50,
      workDuration: 100,
    }),
  ],
)

export const startupGallery = sqliteTable(
  'startup_gallery',
  {
    id: id(),
    startupId: integer()
      .notNull()
      .references(() => startups.id, { onDelete: 'cascade' }),
    /** The screens call it url. */
    mediaUrl: text({ length: 500 }).notNull(),
    /** The screens call it type. */
    mediaType: text({ enum: GALLERY_MEDIA_TYPES }).notNull().default('image'),
    /** The screens call it caption. */
    title: text({ length: 255 }),
    description: text(),
    category: text({ length: 100 }),
    displayOrder: integer().notNull().default(0),
    isFeatured: bool().notNull().default(false),
    isPublic: bool().notNull().default(true),
    uploadedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    fileSize: integer(),
    dimensions: jsonObject<Dimensions>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('startup_gallery_startup_id_idx').on(t.startupId, t.displayOrder),
    index('startup_gallery_uploaded_by_idx').on(t.uploadedBy),
    oneOf('startup_gallery_media_type_valid', t.mediaType, GALLERY_MEDIA_TYPES),
    ...lengthChecks('startup_gallery', t, { mediaUrl: 500, title: 255, category: 100 }),
  ],
)

export const startupPosts = sqliteTable(
  'startup_posts',
  {
    id: id(),
    startupId: integer()
      .notNull()
      .references(() => startups.id, { onDelete: 'cascade' }),
    authorId: integer().references(() => users.id, { onDelete: 'set null' }),
    title: text({ length: 255 }).notNull(),
    content: text(),
    /** news, press or update: the profile's News tab lists these. */
    type: text({ length: 50 }).notNull().default('update'),
    media: jsonList<string>(),
    tags: jsonList<string>(),
    isPublic: bool().notNull().default(true),
    likes: integer().notNull().default(0),
    shares: integer().notNull().default(0),
    isActive: bool().notNull().default(true),
    publishedAt: timestamp(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('startup_posts_startup_id_idx').on(t.startupId, t.publishedAt),
    index('startup_posts_author_id_idx').on(t.authorId),
    ...lengthChecks('startup_posts', t, { title: 255, type: 50 }),
  ],
)

export const profileClaims = sqliteTable(
  'profile_claims',
  {
    id: id(),
    startupId: integer()
      .notNull()
      .references(() => startups.id, { onDelete: 'cascade' }),
    /** Set null when the account goes, so that the paid claim survives in the revenue history. */
    claimerId: integer().references(() => users.id, { onDelete: 'set null' }),
    companyName: text({ length: 255 }).notNull(),
    claimerName: text({ length: 255 }).notNull(),
    claimerEmail: text({ length: 255 }).notNull(),
    claimerTitle: text({ length: 255 }).notNull(),
    businessRegistration: text({ length: 255 }).notNull(),
    taxId: text({ length: 255 }),
    proofOfAuthorityUrl: text({ length: 500 }),
    justification: text().notNull(),
    stripeSubscriptionId: text(),
    stripeCustomerId: text(),
    /** 15.00 a month (1500 cents). */
    monthlyFee: decimal(10, 2)
      .notNull()
      .default(sql`1500`),
    status: text({ enum: CLAIM_STATUSES }).notNull().default('pending'),
    adminComments: text(),
    reviewedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('profile_claims_status_idx').on(t.status, t.createdAt),
    index('profile_claims_startup_id_idx').on(t.startupId),
    index('profile_claims_claimer_id_idx').on(t.claimerId),
    index('profile_claims_reviewed_by_idx').on(t.reviewedBy),
    oneOf('profile_claims_status_valid', t.status, CLAIM_STATUSES),
    decimalCheck('profile_claims_monthly_fee_precision', t.monthlyFee, 10, 2, { min: '0' }),
    ...lengthChecks('profile_claims', t, {
      companyName: 255,
      claimerName: 255,
      claimerEmail: 255,
      claimerTitle: 255,
      businessRegistration: 255,
      taxId: 255,
      proofOfAuthorityUrl: 500,
    }),
  ],
)

// ── Events ────────────────────────────────────────────────────────────────────────────────────────────────

export const events = sqliteTable(
  'events',
  {
    id: id(),
    title: text({ length: 255 }).notNull(),
    description: text(),
    organizerId: integer().references(() => users.id, { onDelete: 'set null' }),
    location: text({ length: 255 }),
    venue: text({ length: 255 }),
    startDate: timestamp().notNull(),
    endDate: timestamp().notNull(),
    maxAttendees: integer(),
    currentAttendees: integer().notNull().default(0),
    price: decimal(10, 2)
      .notNull()
      .default(sql`0`),
    currency: text({ length: 3 }).notNull().default('USD'),
    /** networking, workshop, pitch, conference, meetup, panel */
    category: text({ length: 50 }),
    isOnline: bool().notNull().default(false),
    meetingLink: text({ length: 500 }),
    coverImage: text({ length: 500 }),
    isActive: bool().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('events_start_date_idx').on(t.startDate),
    index('events_category_idx').on(t.category),
    index('events_location_idx').on(t.location),
    index('events_organizer_id_idx').on(t.organizerId),
    index('events_active_start_date_idx').on(t.isActive, t.startDate),
    check('events_ends_after_start', sql`${t.endDate} >= ${t.startDate}`),
    check('events_current_attendees_non_negative', sql`${t.currentAttendees} >= 0`),
    check('events_max_attendees_positive', sql`${t.maxAttendees} > 0`),
    decimalCheck('events_price_precision', t.price, 10, 2, { min: '0' }),
    ...lengthChecks('events', t, {
      title: 255,
      location: 255,
      venue: 255,
      category: 50,
      meetingLink: 500,
      coverImage: 500,
    }),
  ],
)

export const eventRsvps = sqliteTable(
  'event_rsvps',
  {
    id: id(),
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text({ length: 50 }).notNull().default('attending'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('event_rsvps_event_user_unique').on(t.eventId, t.userId),
    index('event_rsvps_user_id_idx').on(t.userId),
    ...lengthChecks('event_rsvps', t, { status: 50 }),
  ],
)

// ── Resources and workspaces ──────────────────────────────────────────────────────────────────────────────

export const resources = sqliteTable(
  'resources',
  {
    id: id(),
    name: text({ length: 255 }).notNull(),
    description: text(),
    /** mentor, investor, accelerator, legal, finance, hr */
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('resources_type_idx').on(t.type),
    index('resources_location_idx').on(t.location),
    index('resources_verified_idx').on(t.isVerified),
    decimalCheck('resources_rating_range', t.rating, 3, 2, { min: '0', max: '5' }),
    check('resources_review_count_non_negative', sql`${t.reviewCount} >= 0`),
    ...lengthChecks('resources', t, { name: 255, type: 50, location: 255, website: 500, email: 255 }),
  ],
)

export const workspaces = sqliteTable(
  'workspaces',
  {
    id: id(),
    name: text({ length: 255 }).notNull(),
    description: text(),
    /** hot-desk, meeting-room, podcast-booth, event-space */
    type: text({ length: 50 }).notNull(),
    location: text({ length: 255 }),
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
    index('workspaces_type_idx').on(t.type),
    index('workspaces_location_idx').on(t.location),
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
    ...lengthChecks('workspace_bookings', t, { status: 50, paymentStatus: 50 }),
  ],
)

// ── Cohort programs ───────────────────────────────────────────────────────────────────────────────────────

export const cohorts = sqliteTable(
  'cohorts',
  {
    id: id(),
    name: text({ length: 255 }).notNull(),
    description: text(),
    /** accelerator, incubator, bootcamp */
    program: text({ length: 100 }).notNull(),
    /** upcoming, active, completed */
    status: text({ length: 50 }).notNull().default('upcoming'),
    startDate: dateOnly(),
    endDate: dateOnly(),
    applicationDeadline: dateOnly(),
    maxParticipants: integer().notNull().default(20),
    currentParticipants: integer().notNull().default(0),
    fee: decimal(10, 2),
    mentorId: integer().references(() => users.id, { onDelete: 'set null' }),
    curriculum: jsonList<string>(),
    requirements: jsonList<string>(),
    benefits: jsonList<string>(),
    imageUrl: text({ length: 500 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('cohorts_program_idx').on(t.program),
    index('cohorts_status_idx').on(t.status),
    index('cohorts_start_date_idx').on(t.startDate),
    index('cohorts_mentor_id_idx').on(t.mentorId),
    isoDateCheck('cohorts_start_date_format', t.startDate),
    isoDateCheck('cohorts_end_date_format', t.endDate),
    isoDateCheck('cohorts_application_deadline_format', t.applicationDeadline),
    check('cohorts_ends_after_start', sql`${t.endDate} >= ${t.startDate}`),
    check('cohorts_participants_in_range', sql`${t.currentParticipants} between 0 and ${t.maxParticipants}`),
    decimalCheck('cohorts_fee_precision', t.fee, 10, 2, { min: '0' }),
    ...lengthChecks('cohorts', t, { name: 255, program: 100, status: 50, imageUrl: 500 }),
  ],
)

export const cohortApplications = sqliteTable(
  'cohort_applications',
  {
    id: id(),
    cohortId: integer()
      .notNull()
      .references(() => cohorts.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startupId: integer().references(() => startups.id, { onDelete: 'set null' }),
    status: text({ length: 50 }).notNull().default('pending'),
    applicationData: jsonObject<CohortApplicationData>(),
    motivationLetter: text(),
    businessPlanUrl: text({ length: 500 }),
    pitchDeckUrl: text({ length: 500 }),
    appliedAt: timestamp().notNull().default(nowMs),
    reviewedAt: timestamp(),
    reviewNotes: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('cohort_applications_cohort_user_unique').on(t.cohortId, t.userId),
    index('cohort_applications_user_id_idx').on(t.userId),
    index('cohort_applications_startup_id_idx').on(t.startupId),
    index('cohort_applications_status_idx').on(t.status),
    ...lengthChecks('cohort_applications', t, { status: 50, businessPlanUrl: 500, pitchDeckUrl: 500 }),
  ],
)

export const cohortParticipants = sqliteTable(
  'cohort_participants',
  {
    id: id(),
    cohortId: integer()
      .notNull()
      .references(() => cohorts.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startupId: integer().references(() => startups.id, { onDelete: 'set null' }),
    joinedAt: timestamp().notNull().default(nowMs),
    completionStatus: text({ length: 50 }).notNull().default('active'),
    progressPercentage: integer().notNull().default(0),
    attendanceCount: integer().notNull().default(0),
    totalSessions: integer().notNull().default(0),
    finalGrade: text({ length: 10 }),
    certificateIssued: bool().notNull().default(false),
    feedback: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('cohort_participants_cohort_user_unique').on(t.cohortId, t.userId),
    index('cohort_participants_user_id_idx').on(t.userId),
    index('cohort_participants_startup_id_idx').on(t.startupId),
    check('cohort_participants_progress_range', sql`${t.progressPercentage} between 0 and 100`),
    check('cohort_participants_attendance_non_negative', sql`${t.attendanceCount} >= 0 and ${t.totalSessions} >= 0`),
    ...lengthChecks('cohort_participants', t, { completionStatus: 50, finalGrade: 10 }),
  ],
)

export const cohortSessions = sqliteTable(
  'cohort_sessions',
  {
    id: id(),
    cohortId: integer()
      .notNull()
      .references(() => cohorts.id, { onDelete: 'cascade' }),
    title: text({ length: 255 }).notNull(),
    description: text(),
    /** workshop, mentoring, presentation, networking */
    sessionType: text({ length: 50 }),
    date: dateOnly(),
    /** HH:MM, local to the session's location */
    startTime: text({ length: 5 }),
    endTime: text({ length: 5 }),
    location: text({ length: 255 }),
    isOnline: bool().notNull().default(false),
    meetingLink: text({ length: 500 }),
    mentorId: integer().references(() => users.id, { onDelete: 'set null' }),
    materials: jsonList<string>(),
    homework: text(),
    status: text({ length: 50 }).notNull().default('scheduled'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('cohort_sessions_cohort_id_idx').on(t.cohortId, t.date),
    index('cohort_sessions_mentor_id_idx').on(t.mentorId),
    isoDateCheck('cohort_sessions_date_format', t.date),
    check('cohort_sessions_start_time_format', sql`${t.startTime} glob '[0-2][0-9]:[0-5][0-9]'`),
    check('cohort_sessions_end_time_format', sql`${t.endTime} glob '[0-2][0-9]:[0-5][0-9]'`),
    ...lengthChecks('cohort_sessions', t, {
      title: 255,
      sessionType: 50,
      location: 255,
      meetingLink: 500,
      status: 50,
    }),
  ],
)

export const sessionAttendance = sqliteTable(
  'session_attendance',
  {
    id: id(),
    sessionId: integer()
      .notNull()
      .references(() => cohortSessions.id, { onDelete: 'cascade' }),
    participantId: integer()
      .notNull()
      .references(() => cohortParticipants.id, { onDelete: 'cascade' }),
    attended: bool().notNull().default(false),
    checkedInAt: timestamp(),
    notes: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('session_attendance_session_participant_unique').on(t.sessionId, t.participantId),
    index('session_attendance_participant_id_idx').on(t.participantId),
  ],
)

// ── Content ───────────────────────────────────────────────────────────────────────────────────────────────

export const blogPosts = sqliteTable(
  'blog_posts',
  {
    id: id(),
    title: text({ length: 255 }).notNull(),
    slug: text({ length: 255 }).notNull(),
    content: text(),
    excerpt: text(),
    authorId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The media screen's contentType: article, story, press_release */
    category: text({ length: 100 }),
    tags: jsonList<string>(),
    featuredImage: text({ length: 500 }),
    /** draft or published; published is the media screen's isPublished */
    status: text({ length: 50 }).notNull().default('draft'),
    publishedAt: timestamp(),
    metaTitle: text({ length: 255 }),
    metaDescription: text(),
    /** minutes */
    readTime: integer(),
    viewCount: integer().notNull().default(0),
    likeCount: integer().notNull().default(0),
    isActive: bool().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('blog_posts_slug_unique').on(t.slug),
    index('blog_posts_status_published_at_idx').on(t.status, t.publishedAt),
    index('blog_posts_author_id_idx').on(t.authorId),
    index('blog_posts_category_idx').on(t.category),
    ...lengthChecks('blog_posts', t, {
      title: 255,
      slug: 255,
      category: 100,
      featuredImage: 500,
      status: 50,
      metaTitle: 255,
    }),
  ],
)

export const comments = sqliteTable(
  'comments',
  {
    id: id(),
    /** Id of a blog_posts or startup_posts row, as postType says; polymorphic, so no foreign key. */
    postId: integer().notNull(),
    /** blog or startup */
    postType: text({ length: 50 }).notNull(),
    authorId: integer().references(() => users.id, { onDelete: 'set null' }),
    content: text().notNull(),
    parentId: integer().references((): AnySQLiteColumn => comments.id, { onDelete: 'cascade' }),
    isApproved: bool().notNull().default(false),
    isActive: bool().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('comments_post_idx').on(t.postType, t.postId, t.createdAt),
    index('comments_author_id_idx').on(t.authorId),
    index('comments_parent_id_idx').on(t.parentId),
    ...lengthChecks('comments', t, { postType: 50 }),
  ],
)

export const mediaLibrary = sqliteTable(
  'media_library',
  {
    id: id(),
    fileName: text({ length: 255 }).notNull(),
    originalName: text({ length: 255 }),
    filePath: text({ length: 500 }).notNull(),
    fileSize: integer(),
    mimeType: text({ length: 100 }),
    fileType: text({ length: 50 }),
    uploadedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    altText: text({ length: 255 }),
    description: text(),
    tags: jsonList<string>(),
    isPublic: bool().notNull().default(false),
    downloadCount: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('media_library_uploaded_by_idx').on(t.uploadedBy),
    index('media_library_file_type_idx').on(t.fileType),
    ...lengthChecks('media_library', t, {
      fileName: 255,
      originalName: 255,
      filePath: 500,
      mimeType: 100,
      fileType: 50,
      altText: 255,
    }),
  ],
)

export const newsletters = sqliteTable(
  'newsletters',
  {
    id: id(),
    /** Stored lowercased, like users.email. */
    email: text({ length: 255 }).notNull(),
    firstName: text({ length: 255 }),
    lastName: text({ length: 255 }),
    interests: jsonList<string>(),
    isActive: bool().notNull().default(true),
    isVerified: bool().notNull().default(false),
    subscriptionSource: text({ length: 100 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('newsletters_email_unique').on(t.email),
    check('newsletters_email_lowercase', sql`${t.email} = lower(${t.email})`),
    ...lengthChecks('newsletters', t, { email: 255, firstName: 255, lastName: 255, subscriptionSource: 100 }),
  ],
)

export const contentCategories = sqliteTable(
  'content_categories',
  {
    id: id(),
    name: text({ length: 255 }).notNull(),
    slug: text({ length: 255 }).notNull(),
    description: text(),
    parentId: integer().references((): AnySQLiteColumn => contentCategories.id, { onDelete: 'set null' }),
    color: text({ length: 50 }),
    icon: text({ length: 100 }),
    isActive: bool().notNull().default(true),
    sortOrder: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('content_categories_slug_unique').on(t.slug),
    index('content_categories_parent_id_idx').on(t.parentId, t.sortOrder),
    ...lengthChecks('content_categories', t, { name: 255, slug: 255, color: 50, icon: 100 }),
  ],
)

// ── Row types ─────────────────────────────────────────────────────────────────────────────────────────────

export type User = typeof users.$inferSelect
export type NewUser = typeof users.$inferInsert
export type Session = typeof sessions.$inferSelect
export type NewSession = typeof sessions.$inferInsert
export type Startup = typeof startups.$inferSelect
export type NewStartup = typeof startups.$inferInsert
export type StartupTeamMember = typeof startupTeam.$inferSelect
export type NewStartupTeamMember = typeof startupTeam.$inferInsert
export type FundingRound = typeof fundingRounds.$inferSelect
export type NewFundingRound = typeof fundingRounds.$inferInsert
export type Job = typeof jobs.$inferSelect
export type NewJob = typeof jobs.$inferInsert
export type CompanyMilestone = typeof companyMilestones.$inferSelect
export type NewCompanyMilestone = typeof companyMilestones.$inferInsert
export type StartupInvestor = typeof startupInvestors.$inferSelect
export type NewStartupInvestor = typeof startupInvestors.$inferInsert
export type StartupReview = typeof startupReviews.$inferSelect
export type NewStartupReview = typeof startupReviews.$inferInsert
export type StartupGalleryItem = typeof startupGallery.$inferSelect
export type NewStartupGalleryItem = typeof startupGallery.$inferInsert
export type StartupPost = typeof startupPosts.$inferSelect
export type NewStartupPost = typeof startupPosts.$inferInsert
export type ProfileClaim = typeof profileClaims.$inferSelect
export type NewProfileClaim = typeof profileClaims.$inferInsert
export type Event = typeof events.$inferSelect
export type NewEvent = typeof events.$inferInsert
export type EventRsvp = typeof eventRsvps.$inferSelect
export type NewEventRsvp = typeof eventRsvps.$inferInsert
export type Resource = typeof resources.$inferSelect
export type NewResource = typeof resources.$inferInsert
export type Workspace = typeof workspaces.$inferSelect
export type NewWorkspace = typeof workspaces.$inferInsert
export type WorkspaceBooking = typeof workspaceBookings.$inferSelect
export type NewWorkspaceBooking = typeof workspaceBookings.$inferInsert
export type Cohort = typeof cohorts.$inferSelect
export type NewCohort = typeof cohorts.$inferInsert
export type CohortApplication = typeof cohortApplications.$inferSelect
export type NewCohortApplication = typeof cohortApplications.$inferInsert
export type CohortParticipant = typeof cohortParticipants.$inferSelect
export type NewCohortParticipant = typeof cohortParticipants.$inferInsert
export type CohortSession = typeof cohortSessions.$inferSelect
export type NewCohortSession = typeof cohortSessions.$inferInsert
export type SessionAttendance = typeof sessionAttendance.$inferSelect
export type NewSessionAttendance = typeof sessionAttendance.$inferInsert
export type BlogPost = typeof blogPosts.$inferSelect
export type NewBlogPost = typeof blogPosts.$inferInsert
export type Comment = typeof comments.$inferSelect
export type NewComment = typeof comments.$inferInsert
export type MediaLibraryItem = typeof mediaLibrary.$inferSelect
export type NewMediaLibraryItem = typeof mediaLibrary.$inferInsert
export type Newsletter = typeof newsletters.$inferSelect
export type NewNewsletter = typeof newsletters.$inferInsert
export type ContentCategory = typeof contentCategories.$inferSelect
export type NewContentCategory = typeof contentCategories.$inferInsert
