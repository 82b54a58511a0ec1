import { sql } from 'drizzle-orm'
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { CLAIM_PAYMENT_STATUSES, CLAIM_STATUSES } from '../../app/domain/claims'
import { JOB_TYPES } from '../../app/domain/jobs'
import { DEFAULT_CURRENCY } from '../../app/domain/money'
import { TEAM_ACCESS_ROLES, TEAM_KINDS } from '../../app/domain/team'
import { MEDIA_ITEM_TYPES } from '../../app/domain/startup-showcase'
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
} from '../columns'
import { users } from './accounts'
import { cities } from './geo'

// Startups and what they own: team, funding, jobs, milestones, investors, reviews, gallery, posts, profile claims.

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


export interface Dimensions {
  width: number
  height: number
}

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
    /** The city `location` resolves to (cityIdForPlace, on every write; docs/decisions/0115-near-filters.md). */
    cityId: integer().references(() => cities.id, { onDelete: 'set null' }),
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
    /** Culture values it states (app/domain/culture.ts; docs/decisions/0118-tech-stack-and-culture.md). */
    cultureValues: jsonList<string>(),
    isClaimedByOwner: bool().notNull().default(false),
    claimedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    subscriptionActive: bool().notNull().default(false),
    subscriptionEndsAt: timestamp(),
    /** The claim's renewal first failed here; access stays for the grace days (docs/decisions/0135), then lapses. */
    subscriptionPastDueSince: timestamp(),
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
    // A near filter reads each city's live startups in id order (newest first) and stops at the page (0115).
    index('startups_city_active_id_idx').on(t.cityId, t.isActive, t.id),
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
    // Every combination of the equality filters (sector, stage, location) with every sort: equality on all of an
    // index's leading columns keeps the rest in order (the rowid last, so id order for newest and oldest), and the
    // page stops at 50 rows at any size (docs/decisions/0089-scaling-list-pages-and-dashboard.md). All three filters
    // together match about one startup in 3,600, few enough to sort by team size or name.
    index('startups_sector_stage_idx').on(t.sector, t.stage),
    index('startups_sector_location_idx').on(t.sector, t.location),
    index('startups_stage_location_idx').on(t.stage, t.location),
    index('startups_sector_stage_location_idx').on(t.sector, t.stage, t.location),
    index('startups_stage_team_size_idx').on(t.stage, t.teamSize),
    index('startups_sector_location_team_size_idx').on(t.sector, t.location, t.teamSize),
    index('startups_stage_location_team_size_idx').on(t.stage, t.location, t.teamSize),
    index('startups_stage_name_nocase_idx').on(t.stage, sql`${t.name} collate nocase`),
    index('startups_sector_stage_name_nocase_idx').on(t.sector, t.stage, sql`${t.name} collate nocase`),
    index('startups_sector_location_name_nocase_idx').on(t.sector, t.location, sql`${t.name} collate nocase`),
    index('startups_stage_location_name_nocase_idx').on(t.stage, t.location, sql`${t.name} collate nocase`),
    // Index-only answers to "is this startup live?" and "which startups of a founding year are live, newest first?"
    // (docs/decisions/0095-scaling-searches-ranges-and-counts.md): an entry is (is_active, id), so a count that
    // checks each job's startup probes it by id without reading the 3 KB row; and (year, is_active, id) keeps
    // each founding year's live startups in id order, so a year range is a merge of short per-year runs.
    index('startups_is_active_idx').on(t.isActive),
    index('startups_founding_year_active_idx').on(sql`substr(${t.foundingDate}, 1, 4)`, t.isActive),
    // A founding-year range with equality filters (docs/decisions/0106-scaling-year-ranges-and-sorted-searches.md):
    // each combination of one or two of them keeps, per founding year, its live startups in id order, so the range
    // is a merge of per-year runs of at most a page each, as without a filter. All three filters together match
    // about one startup in 3,600: those are found through (sector, stage, location) and their year tested.
    index('startups_sector_founding_year_active_idx').on(t.sector, sql`substr(${t.foundingDate}, 1, 4)`, t.isActive),
    index('startups_stage_founding_year_active_idx').on(t.stage, sql`substr(${t.foundingDate}, 1, 4)`, t.isActive),
    index('startups_location_founding_year_active_idx').on(t.location, sql`substr(${t.foundingDate}, 1, 4)`, t.isActive),
    index('startups_sector_stage_founding_year_active_idx').on(t.sector, t.stage, sql`substr(${t.foundingDate}, 1, 4)`, t.isActive),
    index('startups_sector_location_founding_year_active_idx').on(t.sector, t.location, sql`substr(${t.foundingDate}, 1, 4)`, t.isActive),
    index('startups_stage_location_founding_year_active_idx').on(t.stage, t.location, sql`substr(${t.foundingDate}, 1, 4)`, t.isActive),
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
    /** Team or advisor: the Team tab lists them apart (docs/decisions/0108-team-roles-and-invitations.md). */
    kind: text({ enum: TEAM_KINDS }).notNull().default('team'),
    /** The person's web addresses (LinkedIn, a site…), at most MAX_TEAM_LINKS. */
    links: jsonList<string>(),
    /** Position in the Team tab, ascending; the manage page's up/down buttons swap it with a neighbour. */
    displayOrder: integer().notNull().default(0),
    /**
     * What a place with an account lets its member do: owner (manages the team) or editor (edits content); null = on
     * the profile only. Read only where `user_id` is set. Editor by default, so a place added without naming a role
     * keeps what a team place meant before roles (decision 0024: its member edits the profile).
     */
    accessRole: text({ enum: TEAM_ACCESS_ROLES }).default('editor'),
    joinedAt: timestamp().notNull().default(nowMs),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('startup_team_startup_id_idx').on(t.startupId),
    index('startup_team_user_id_idx').on(t.userId),
    check('startup_team_member_named', sql`${t.userId} is not null or ${t.name} is not null`),
    oneOf('startup_team_kind_valid', t.kind, TEAM_KINDS),
    oneOf('startup_team_access_role_valid', t.accessRole, TEAM_ACCESS_ROLES),
    ...lengthChecks('startup_team', t, { name: 255, email: 255, photoUrl: 500, role: 255 }),
  ],
)

/**
 * An invitation by e-mail to join a startup's team with a role (docs/decisions/0108): only the SHA-256 of its link's
 * token is kept; it is used once (`acceptedAt`, set by the one statement that accepts it), withdrawn by an owner
 * (`revokedAt`) or dies at `expiresAt`.
 */
export const teamInvitations = sqliteTable(
  'team_invitations',
  {
    id: id(),
    startupId: integer()
      .notNull()
      .references(() => startups.id, { onDelete: 'cascade' }),
    /** Lower-case, as accounts store theirs. */
    email: text({ length: 255 }).notNull(),
    accessRole: text({ enum: TEAM_ACCESS_ROLES }).notNull(),
    tokenHash: text({ length: 64 }).notNull(),
    invitedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp().notNull(),
    acceptedAt: timestamp(),
    acceptedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('team_invitations_token_hash_unique').on(t.tokenHash),
    index('team_invitations_startup_idx').on(t.startupId),
    check('team_invitations_token_hash_format', sql`length(${t.tokenHash}) = 64`),
    oneOf('team_invitations_access_role_valid', t.accessRole, TEAM_ACCESS_ROLES),
    ...lengthChecks('team_invitations', t, { email: 255 }),
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
    currency: text({ length: 3 }).notNull().default(DEFAULT_CURRENCY),
    /** The screens call it date. */
    announcedDate: dateOnly(),
    investors: jsonList<string>(),
    leadInvestor: text({ length: 255 }),
    description: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The alert scan's window: what was created in one period (docs/decisions/0129).
    index('funding_rounds_created_at_idx').on(t.createdAt),
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
    /** The city `location` resolves to (cityIdForPlace, on every write; docs/decisions/0115-near-filters.md). */
    cityId: integer().references(() => cities.id, { onDelete: 'set null' }),
    type: text({ enum: JOB_TYPES }).notNull().default('full-time'),
    /** One of EXPERIENCE_LEVELS (app/domain/jobs.ts). */
    experienceLevel: text({ length: 50 }),
    techStack: jsonList<string>(),
    salary: jsonObject<Salary>(),
    isRemote: bool().notNull().default(false),
    isActive: bool().notNull().default(true),
    /**
     * Whether the job is listed: it is active and so is its startup. Kept by three triggers on jobs and startups
     * (migration 0025, repaired at start: app/models/job-open.server.ts), never written by the app: the
     * Talent Hub's indexes end with it, so '{n} jobs found' counts index entries only
     * (docs/decisions/0101-scaling-fair-pages-and-open-jobs.md).
     */
    isOpen: bool().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * Posted beyond the plan's monthly allowance with one of the startup's job-post credits (issue 44, decision 0138):
     * set by the posting INSERT itself, so a startup's credit balance (grants − jobs that used one) is decided there.
     */
    usedCredit: bool().notNull().default(false),
  },
  (t) => [
    index('jobs_startup_id_idx').on(t.startupId),
    // A startup's posts this month and the credits its jobs used: the posting INSERT's counts.
    index('jobs_startup_created_at_idx').on(t.startupId, t.createdAt),
    index('jobs_active_created_at_idx').on(t.isActive, t.createdAt),
    // Every combination of the Talent Hub's filters (type, experience level, a city or Remote — 'Remote' is
    // is_remote, docs/decisions/0026-talent-hub-search.md), and none: equality on all of an index's columns, is_open
    // last, walks its open jobs in id order, newest first, and '{n} jobs found' counts at most 1,001 of its entries
    // without reading a row (docs/decisions/0089-scaling-list-pages-and-dashboard.md, 0101).
    index('jobs_open_idx').on(t.isOpen),
    index('jobs_type_open_idx').on(t.type, t.isOpen),
    index('jobs_location_open_idx').on(t.location, t.isOpen),
    index('jobs_city_open_idx').on(t.cityId, t.isOpen),
    index('jobs_experience_level_open_idx').on(t.experienceLevel, t.isOpen),
    index('jobs_is_remote_open_idx').on(t.isRemote, t.isOpen),
    index('jobs_type_location_open_idx').on(t.type, t.location, t.isOpen),
    index('jobs_type_is_remote_open_idx').on(t.type, t.isRemote, t.isOpen),
    index('jobs_experience_level_location_open_idx').on(t.experienceLevel, t.location, t.isOpen),
    index('jobs_experience_level_is_remote_open_idx').on(t.experienceLevel, t.isRemote, t.isOpen),
    index('jobs_type_experience_level_open_idx').on(t.type, t.experienceLevel, t.isOpen),
    index('jobs_type_experience_level_location_open_idx').on(t.type, t.experienceLevel, t.location, t.isOpen),
    index('jobs_type_experience_level_is_remote_open_idx').on(t.type, t.experienceLevel, t.isRemote, t.isOpen),
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
    currency: text({ length: 3 }).notNull().default(DEFAULT_CURRENCY),
    media: jsonList<string>(),
    isPublic: bool().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The alert scan's window: what was created in one period (docs/decisions/0129).
    index('company_milestones_created_at_idx').on(t.createdAt),
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
    currency: text({ length: 3 }).notNull().default(DEFAULT_CURRENCY),
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
    /**
     * The startup's one answer to the review (docs/decisions/0110-after-posting.md): its text, the member who wrote
     * it last, when it was first written and when last changed. Null until someone who runs the startup answers.
     */
    replyText: text(),
    replyAuthorId: integer().references(() => users.id, { onDelete: 'set null' }),
    repliedAt: timestamp(),
    replyEditedAt: timestamp(),
    /**
     * An admin hid the review from the moderation queue (docs/decisions/0119-anonymous-reviews.md): it stays its
     * author's (still their one review of the startup) but nobody else sees it or counts it. Null = shown.
     */
    hiddenAt: timestamp(),
    hiddenBy: integer().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('startup_reviews_startup_id_idx').on(t.startupId, t.createdAt),
    // One review per member per startup (0119), decided by the database: an author's deleted review (inactive) frees it.
    uniqueIndex('startup_reviews_one_per_reviewer')
      .on(t.startupId, t.reviewerId)
      .where(sql`${t.isActive} = 1 and ${t.reviewerId} is not null`),
    index('startup_reviews_reviewer_id_idx').on(t.reviewerId),
    index('startup_reviews_hidden_by_idx').on(t.hiddenBy),
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
    /** The screens call it url; a press link's article. */
    mediaUrl: text({ length: 500 }).notNull(),
    /** The screens call it type: image or video (the Gallery tab), or press (a press link, decision 0109). */
    mediaType: text({ enum: MEDIA_ITEM_TYPES }).notNull().default('image'),
    /** The screens call it caption; a press link's headline. */
    title: text({ length: 255 }),
    /** A press link's publication ('TechCrunch'). */
    outlet: text({ length: 255 }),
    /** A press link's date, YYYY-MM-DD. */
    publishedDate: dateOnly(),
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
    oneOf('startup_gallery_media_type_valid', t.mediaType, MEDIA_ITEM_TYPES),
    isoDateCheck('startup_gallery_published_date_format', t.publishedDate),
    ...lengthChecks('startup_gallery', t, { mediaUrl: 500, title: 255, category: 100, outlet: 255 }),
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
    /**
     * Whether the server has confirmed the first payment (docs/decisions/0048-paid-profile-claims.md): only paid
     * claims are in the admin queue; a refused claim's payment is refunded.
     */
    paymentStatus: text({ enum: CLAIM_PAYMENT_STATUSES }).notNull().default('awaiting_payment'),
    /** The hosted Checkout session of a claim submitted without JavaScript. */
    stripeCheckoutSessionId: text(),
    paidAt: timestamp(),
    /** The end of the period the first payment covers; the startup's subscriptionEndsAt on approval. */
    paidThrough: timestamp(),
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
    // The admin queue: paid claims, newest first.
    index('profile_claims_payment_status_idx').on(t.paymentStatus, t.createdAt),
    // One claim per subscription and per Checkout session: a payment is spent once.
    uniqueIndex('profile_claims_subscription_unique').on(t.stripeSubscriptionId),
    uniqueIndex('profile_claims_checkout_session_unique').on(t.stripeCheckoutSessionId),
    // A member has at most one paid claim under review per startup, decided by the database.
    uniqueIndex('profile_claims_one_pending_per_claimer')
      .on(t.startupId, t.claimerId)
      .where(sql`${t.status} = 'pending' and ${t.paymentStatus} = 'paid'`),
    oneOf('profile_claims_status_valid', t.status, CLAIM_STATUSES),
    oneOf('profile_claims_payment_status_valid', t.paymentStatus, CLAIM_PAYMENT_STATUSES),
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

/**
 * Stripe webhook events already handled (docs/decisions/0048-paid-profile-claims.md): the id is inserted in the same
 * transaction as the event's effect, so a replayed or concurrently repeated event has one effect.
 */
export const stripeEvents = sqliteTable('stripe_events', {
  id: text().primaryKey(),
  type: text({ length: 100 }).notNull(),
  createdAt: createdAt(),
})
