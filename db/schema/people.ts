import { sql } from 'drizzle-orm'
import { check, index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { INVESTOR_TYPES, MENTOR_AVAILABILITY } from '../../app/domain/investors'
import { DEFAULT_CURRENCY } from '../../app/domain/money'
import { bool, createdAt, id, jsonList, lengthChecks, oneOf, timestamp, updatedAt } from '../columns'
import { users } from './accounts'
import { cities } from './geo'
import { fundingRounds } from './startups'

// Investors, mentors, and what members want (issue 42: docs/decisions/0117-investors-and-mentors.md,
// 0118-tech-stack-and-culture.md, 0116-matching.md). Lists of vocabulary slugs are JSON lists; the directory's
// filters read them through json_each.

export const investors = sqliteTable(
  'investors',
  {
    id: id(),
    name: text({ length: 255 }).notNull(),
    /** angel, vc, cvc, accelerator */
    type: text({ enum: INVESTOR_TYPES }).notNull(),
    description: text(),
    website: text({ length: 500 }),
    logo: text({ length: 500 }),
    /** Free text as entered ('Marina Bay, Singapore'); cityId is the city it resolves to. */
    location: text({ length: 255 }),
    cityId: integer().references(() => cities.id, { onDelete: 'set null' }),
    /** The cheque range in minor units of `currency` (USD 25,000.00 = 2500000). */
    checkSizeMinMinor: integer(),
    checkSizeMaxMinor: integer(),
    currency: text({ length: 3 }).notNull().default(DEFAULT_CURRENCY),
    /** Stage slugs it invests at (app/domain/startups.ts STAGES). */
    stages: jsonList<string>(),
    /** Sector slugs (app/domain/startups.ts SECTORS). */
    sectors: jsonList<string>(),
    /** ISO country codes it invests in. */
    geographies: jsonList<string>(),
    /** The member who applied for or runs this record; null for records an admin created. */
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    isVerified: bool().notNull().default(false),
    verifiedAt: timestamp(),
    verifiedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    isActive: bool().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The alert scan's window: what was created in one period (docs/decisions/0129).
    index('investors_created_at_idx').on(t.createdAt),
    index('investors_type_idx').on(t.type, t.isActive),
    index('investors_city_id_idx').on(t.cityId),
    index('investors_user_id_idx').on(t.userId),
    index('investors_name_nocase_idx').on(sql`${t.name} collate nocase`),
    oneOf('investors_type_valid', t.type, INVESTOR_TYPES),
    check('investors_check_size_non_negative', sql`${t.checkSizeMinMinor} >= 0 and ${t.checkSizeMaxMinor} >= 0`),
    check('investors_check_size_order', sql`${t.checkSizeMinMinor} is null or ${t.checkSizeMaxMinor} is null or ${t.checkSizeMinMinor} <= ${t.checkSizeMaxMinor}`),
    check('investors_currency_format', sql`length(${t.currency}) = 3`),
    ...lengthChecks('investors', t, { name: 255, website: 500, logo: 500, location: 255 }),
  ],
)

/** A funding round's investors that are in the directory: the round's side of an investor's portfolio. */
export const fundingRoundInvestors = sqliteTable(
  'funding_round_investors',
  {
    fundingRoundId: integer()
      .notNull()
      .references(() => fundingRounds.id, { onDelete: 'cascade' }),
    investorId: integer()
      .notNull()
      .references(() => investors.id, { onDelete: 'cascade' }),
    isLead: bool().notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.fundingRoundId, t.investorId] }),
    index('funding_round_investors_investor_idx').on(t.investorId),
  ],
)

export const mentors = sqliteTable(
  'mentors',
  {
    id: id(),
    name: text({ length: 255 }).notNull(),
    headline: text({ length: 255 }),
    bio: text(),
    photo: text({ length: 500 }),
    website: text({ length: 500 }),
    location: text({ length: 255 }),
    cityId: integer().references(() => cities.id, { onDelete: 'set null' }),
    /** Free tags: 'go-to-market', 'fundraising', 'product', … */
    expertise: jsonList<string>(),
    /** Sector slugs. */
    sectors: jsonList<string>(),
    /** Stage slugs of the startups it mentors (GET /api/mentors?stage=; issue 42's contract). */
    stages: jsonList<string>(),
    /** Language codes or names it mentors in. */
    languages: jsonList<string>(),
    availability: text({ enum: MENTOR_AVAILABILITY }).notNull().default('open'),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    isVerified: bool().notNull().default(false),
    verifiedAt: timestamp(),
    verifiedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    isActive: bool().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('mentors_availability_idx').on(t.availability, t.isActive),
    index('mentors_city_id_idx').on(t.cityId),
    index('mentors_user_id_idx').on(t.userId),
    index('mentors_name_nocase_idx').on(sql`${t.name} collate nocase`),
    oneOf('mentors_availability_valid', t.availability, MENTOR_AVAILABILITY),
    ...lengthChecks('mentors', t, { name: 255, headline: 255, photo: 500, website: 500, location: 255 }),
  ],
)

/** What a member wants: read by the member's matches (startups, jobs) and jobs' culture-fit score. One row a member. */
export const memberPreferences = sqliteTable('member_preferences', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Sector slugs they care about. */
  sectors: jsonList<string>(),
  /** Stage slugs of startups they want to join or follow. */
  stages: jsonList<string>(),
  /** Their skills, as tech-stack tags ('react', 'django'): matched against jobs' and startups' tech stack. */
  skills: jsonList<string>(),
  /** Culture values they want (app/domain/culture.ts). */
  cultureValues: jsonList<string>(),
  /** Where they are or want to work. */
  cityId: integer().references(() => cities.id, { onDelete: 'set null' }),
  /** Open to remote roles. */
  remoteOk: bool().notNull().default(true),
  updatedAt: updatedAt(),
})


/**
 * The Creation Program's modules a member has completed (000 §2's page; issue 46 item 2, docs/decisions/0128): one row
 * a completed module. Modules are completed in order — the insert itself checks that every earlier one is done — so
 * the member's progress is the count of their rows, their current module the next number.
 */
export const creationModuleProgress = sqliteTable(
  'creation_module_progress',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    moduleNumber: integer().notNull(),
    completedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.moduleNumber] }),
    check('creation_module_progress_module_range', sql`${t.moduleNumber} between 1 and 6`),
  ],
)
