import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/sqlite-core'
import {
  companyMilestones,
  fundingRoundInvestors,
  fundingRounds,
  investors,
  startupGallery,
  startupInvestors,
  startupPosts,
  startupReviews,
  startups,
  startupTeam,
  users,
  type HeroBanner,
  type SocialLinks,
} from '../../db/schema'
import { sortBanners } from '~/domain/hero-banners'
import { STARTUP_NOT_FOUND, type ProfileTab } from '~/domain/startup-profile'
import { getDb } from '~/server/db.server'
import { readTogether } from '~/server/read-together.server'
import type { Db } from '../../db/client'
import { notFoundError } from '~/shared/errors'
import { canSeeTeamContacts, type StartupAccess } from '~/shared/permissions'
import type { PublicUser } from '~/shared/user'
import { foundingYear } from '~/shared/format'
import { fromMinorUnits } from '~/domain/money'
import type { MoneyTotal } from '~/shared/money'
import { GALLERY_MEDIA_TYPES, stageLabel, type GalleryMediaType } from '~/domain/startups'
import { MAX_JOB_LIMIT } from '~/schemas/job'
import { listJobs, type JobListing } from './jobs.server'
import { TEAM_ROW_COLUMNS, teamPlaceListed } from './team-places.server'
import type { TeamKind } from '~/domain/team'

// The public startup profile (001 §2) and its /api twins (001 §7): one function per tab, each answering the field
// names of 001 §3 "Fields as used by the screens" (docs/decisions/0004-screen-fields.md, 0014-startup-profile.md).
// Only active rows of an active startup are ever returned.

export interface StartupProfile {
  id: number
  name: string
  description: string | null
  website: string | null
  sector: string | null
  /** The admin screens' name for sector. */
  industry: string | null
  location: string | null
  stage: string | null
  teamSize: number | null
  /** YYYY-MM-DD */
  foundingDate: string | null
  foundingYear: number | null
  mission: string | null
  vision: string | null
  techStack: string[]
  /** Culture values (app/domain/culture.ts; issue 42, docs/decisions/0118). */
  cultureValues: string[]
  verticals: string[]
  socialLinks: SocialLinks
  /** The data schema's spelling … */
  operationAreas: string[]
  /** … and the screens' (001 §3 uses both). */
  operationsAreas: string[]
  /** Sorted by ascending order. */
  heroBanners: HeroBanner[]
  logo: string | null
  /** The admin screens' name for logo. */
  logoUrl: string | null
  logoData: string | null
  logoType: string | null
  subscriptionActive: boolean
  isClaimedByOwner: boolean
  claimedByUserId: number | null
  founderId: number | null
  managingAdminId: number | null
  lastUpdatedBy: number | null
  createdAt: Date
  updatedAt: Date
}

/** A job on the profile's Jobs tab: the Talent Hub's listing (one jobs model, docs/decisions/0026). */
export type StartupJob = JobListing

export interface StartupTeamMember {
  id: number
  name: string
  role: string | null
  bio: string | null
  email: string | null
  profilePhoto: string | null
  isFounder: boolean
  /** Team or advisor (docs/decisions/0108). */
  kind: TeamKind
  links: string[]
}

export interface StartupFundingRound {
  id: number
  /** The round type's label ('Series A'); roundType keeps the slug. */
  series: string
  roundType: string | null
  amount: string | null
  currency: string
  /** announcedDate, YYYY-MM-DD */
  date: string | null
  leadInvestor: string | null
  investors: string[]
  description: string | null
  /** The verified directory investors the round names (funding_round_investors; decision 0117), the lead first. */
  directoryInvestors: { id: number; name: string; isLead: boolean }[]
}

export interface StartupMilestone {
  id: number
  title: string
  /** achievedDate, YYYY-MM-DD */
  date: string | null
  description: string | null
  category: string | null
}

export interface StartupNewsItem {
  id: number
  title: string
  type: string
  content: string | null
  /** publishedAt, or createdAt for a post never given one. */
  publishedAt: Date
}

export interface StartupReview {
  id: number
  /** 1.0 – 5.0 */
  rating: number
  /** The reviewer's position. */
  role: string | null
  title: string | null
  pros: string | null
  cons: string | null
  advice: string | null
  employmentStatus: string
  wouldRecommend: boolean | null
  isVerified: boolean
  helpfulCount: number
  createdAt: Date
  /** The startup's answer, shown under the review (docs/decisions/0110-after-posting.md); null when none. */
  reply: { text: string; authorName: string | null; repliedAt: Date; editedAt: Date | null } | null
}

export interface StartupGalleryItem {
  id: number
  type: GalleryMediaType
  url: string
  caption: string | null
  description: string | null
  isFeatured: boolean
}

export interface StartupInvestor {
  id: number
  name: string
  type: string | null
  amount: string | null
  currency: string
  isLead: boolean
  website: string | null
  logo: string | null
  location: string | null
  /** YYYY-MM-DD */
  investmentDate: string | null
}

const isLive = (startupId: number) => and(eq(startups.id, startupId), eq(startups.isActive, true))
const areLive = (startupIds: readonly number[]) => and(inArray(startups.id, [...startupIds]), eq(startups.isActive, true))

/**
 * A startup's total funding per currency (see {@link getTotalFunding}) as a column of its row: a JSON array of
 * [currency, minor units as text] pairs, so the profile's Overview is one statement rather than two. The outer row's
 * id is named with its table: Drizzle writes a column of a one-table select without it, which here would be the round's.
 */
const totalFundingColumn = sql<string>`(select json_group_array(json_array(currency, minor)) from (
  select ${fundingRounds.currency} as currency, cast(sum(${fundingRounds.amount}) as text) as minor from ${fundingRounds}
  where ${fundingRounds.startupId} = ${sql.identifier('startups')}.${sql.identifier('id')} and ${fundingRounds.amount} is not null
  group by ${fundingRounds.currency} order by ${fundingRounds.currency}
))`

function parseTotalFunding(json: string): MoneyTotal[] {
  return (JSON.parse(json) as [string, string][]).map(([currency, minor]) => ({ currency, amount: fromMinorUnits(BigInt(minor)) }))
}

/**
 * The startup for the profile and claim pages and GET /api/startups/{id}; null when absent or inactive. The profile's
 * Overview also asks for its total funding, read in the same statement.
 */
export async function getStartup(startupId: number): Promise<StartupProfile | null>
export async function getStartup(
  startupId: number,
  options: { totalFunding: boolean },
): Promise<(StartupProfile & { totalFunding?: MoneyTotal[] }) | null>
export async function getStartup(
  startupId: number,
  { totalFunding = false }: { totalFunding?: boolean } = {},
): Promise<(StartupProfile & { totalFunding?: MoneyTotal[] }) | null> {
  const db = await getDb()
  const [row] = await db
    .select({
      ...(totalFunding ? { totalFunding: totalFundingColumn } : {}),
      id: startups.id,
      name: startups.name,
      description: startups.description,
      website: startups.website,
      sector: startups.sector,
      location: startups.location,
      stage: startups.stage,
      teamSize: startups.teamSize,
      foundingDate: startups.foundingDate,
      mission: startups.mission,
      vision: startups.vision,
      techStack: startups.techStack,
      cultureValues: startups.cultureValues,
      verticals: startups.verticals,
      socialLinks: startups.socialLinks,
      operationAreas: startups.operationAreas,
      heroBanners: startups.heroBanners,
      logo: startups.logo,
      logoData: startups.logoData,
      logoType: startups.logoType,
      subscriptionActive: startups.subscriptionActive,
      isClaimedByOwner: startups.isClaimedByOwner,
      claimedByUserId: startups.claimedByUserId,
      founderId: startups.founderId,
      managingAdminId: startups.managingAdminId,
      lastUpdatedBy: startups.lastUpdatedBy,
      createdAt: startups.createdAt,
      updatedAt: startups.updatedAt,
    })
    .from(startups)
    .where(isLive(startupId))
  if (!row) return null
  const year = foundingYear(row.foundingDate)
  const { totalFunding: fundingJson, ...columns } = row as typeof row & { totalFunding?: string }
  return {
    ...columns,
    ...(fundingJson === undefined ? {} : { totalFunding: parseTotalFunding(fundingJson) }),
    industry: row.sector,
    foundingYear: year ? Number(year) : null,
    socialLinks: pickSocialLinks(row.socialLinks),
    operationsAreas: row.operationAreas,
    heroBanners: sortBanners(row.heroBanners),
    logoUrl: row.logo,
  }
}

/** The startup, or the 'Startup Not Found' domain error (404) when it is absent or inactive. */
export async function requireStartup(startupId: number): Promise<StartupProfile> {
  const startup = await getStartup(startupId)
  if (!startup) throw notFoundError(STARTUP_NOT_FOUND)
  return startup
}

async function requireLiveStartup(startupId: number): Promise<void> {
  const db = await getDb()
  const [row] = await db.select({ id: startups.id }).from(startups).where(isLive(startupId))
  if (!row) throw notFoundError(STARTUP_NOT_FOUND)
}

/**
 * Total funding, the sum of the round amounts, one total per currency (amounts in different currencies are never
 * added up). SQLite sums the integer minor units exactly; the total is read as text so that it never passes through
 * a JavaScript number either.
 */
export async function getTotalFunding(startupId: number): Promise<MoneyTotal[]> {
  return (await totalFundingOf([startupId])).get(startupId) ?? []
}

/** Total funding per currency of each of these startups, in one statement (a list of cards asks for many). */
export async function totalFundingOf(startupIds: readonly number[]): Promise<Map<number, MoneyTotal[]>> {
  const totals = new Map<number, MoneyTotal[]>()
  if (startupIds.length === 0) return totals
  const db = await getDb()
  const rows = await db
    .select({
      startupId: fundingRounds.startupId,
      currency: fundingRounds.currency,
      minor: sql<string>`cast(sum(${fundingRounds.amount}) as text)`,
    })
    .from(fundingRounds)
    .innerJoin(startups, eq(startups.id, fundingRounds.startupId))
    .where(and(areLive(startupIds), sql`${fundingRounds.amount} is not null`))
    .groupBy(fundingRounds.startupId, fundingRounds.currency)
    .orderBy(asc(fundingRounds.startupId), asc(fundingRounds.currency))
  for (const row of rows) {
    const list = totals.get(row.startupId) ?? []
    list.push({ currency: row.currency, amount: fromMinorUnits(BigInt(row.minor)) })
    totals.set(row.startupId, list)
  }
  return totals
}

/** Open positions, newest first: the Talent Hub's list of this startup's jobs. */
async function listStartupJobs(startupId: number): Promise<StartupJob[]> {
  return listJobs({ startupId, limit: MAX_JOB_LIMIT })
}

/**
 * Who reads the team's e-mail addresses (docs/decisions/0083-what-a-lapsed-claim-takes-away.md): the startup's team
 * and admins (`canSeeTeamContacts`); everyone else gets the list with `email: null`. Null is a visitor.
 */
export type TeamViewer = Pick<PublicUser, 'id' | 'userType'> | null

/**
 * The team in its display order (the manage page's up/down; decision 0108). A linked account's name, e-mail and photo win. A claimer whose
 * claim no longer holds the startup is not listed (teamPlaceCounts); e-mails only for `canSeeTeamContacts`.
 */
async function listStartupTeam(startupId: number, viewer: TeamViewer = null): Promise<StartupTeamMember[]> {
  return (await teamsOf([startupId], viewer)).get(startupId) ?? []
}

/** The teams of these startups (each ordered as listStartupTeam, e-mails as `viewer` may read them), in one statement. */
export async function teamsOf(
  startupIds: readonly number[],
  viewer: TeamViewer = null,
): Promise<Map<number, StartupTeamMember[]>> {
  const teams = new Map<number, StartupTeamMember[]>()
  if (startupIds.length === 0) return teams
  const db = await getDb()
  const rows = await db
    .select({
      startupId: startupTeam.startupId,
      founderId: startups.founderId,
      claimedByUserId: startups.claimedByUserId,
      subscriptionActive: startups.subscriptionActive,
      ...TEAM_ROW_COLUMNS,
    })
    .from(startupTeam)
    .innerJoin(startups, eq(startups.id, startupTeam.startupId))
    .leftJoin(users, eq(users.id, startupTeam.userId))
    .where(and(areLive(startupIds), teamPlaceListed(startupTeam.userId)))
    // Places of one display order (added without one) keep the order the tab had before there was one.
    .orderBy(asc(startupTeam.startupId), asc(startupTeam.displayOrder), desc(startupTeam.isFounder), asc(startupTeam.joinedAt), asc(startupTeam.id))
  const access = new Map<number, StartupAccess & { teamUserIds: number[] }>()
  for (const row of rows) {
    const facts = access.get(row.startupId) ?? {
      founderId: row.founderId,
      claimedByUserId: row.claimedByUserId,
      subscriptionActive: row.subscriptionActive,
      teamUserIds: [],
    }
    if (row.userId !== null && row.accessRole !== null) facts.teamUserIds.push(row.userId)
    access.set(row.startupId, facts)
  }
  for (const row of rows) {
    const userName = [row.userFirstName, row.userLastName]
      .map((part) => part?.trim())
      .filter(Boolean)
      .join(' ')
    const mayReadEmails = Boolean(viewer && canSeeTeamContacts(viewer, access.get(row.startupId)!))
    const team = teams.get(row.startupId) ?? []
    team.push({
      id: row.id,
      name: userName || row.name || row.userEmail || '',
      role: row.role,
      bio: row.bio,
      email: mayReadEmails ? (row.userEmail ?? row.email) : null,
      profilePhoto: row.userPhoto ?? row.photoUrl,
      isFounder: row.isFounder,
      kind: row.kind,
      links: row.links,
    })
    teams.set(row.startupId, team)
  }
  return teams
}

/** Funding rounds, newest first; rounds without a date last. */
async function listStartupFunding(startupId: number): Promise<StartupFundingRound[]> {
  const db = await getDb()
  const read = await readTogether({ funding: fundingQuery(db, startupId), links: directoryLinksQuery(db, startupId) })
  return toFundingRounds(read.funding, read.links)
}

/** The directory investors a startup's rounds name: only verified, active ones (the others have no public page). */
function directoryLinksQuery(db: Db, startupId: number) {
  return db
    .select({ roundId: fundingRoundInvestors.fundingRoundId, id: investors.id, name: investors.name, isLead: fundingRoundInvestors.isLead })
    .from(fundingRoundInvestors)
    .innerJoin(fundingRounds, eq(fundingRounds.id, fundingRoundInvestors.fundingRoundId))
    .innerJoin(investors, eq(investors.id, fundingRoundInvestors.investorId))
    .where(and(eq(fundingRounds.startupId, startupId), eq(investors.isVerified, true), eq(investors.isActive, true)))
    .orderBy(desc(fundingRoundInvestors.isLead), sql`lower(${investors.name})`, investors.id)
}

function fundingQuery(db: Db, startupId: number) {
  return db
    .select({
      id: fundingRounds.id,
      roundType: fundingRounds.roundType,
      amount: fundingRounds.amount,
      currency: fundingRounds.currency,
      date: fundingRounds.announcedDate,
      leadInvestor: fundingRounds.leadInvestor,
      investors: fundingRounds.investors,
      description: fundingRounds.description,
    })
    .from(fundingRounds)
    .innerJoin(startups, eq(startups.id, fundingRounds.startupId))
    .where(isLive(startupId))
    .orderBy(sql`${fundingRounds.announcedDate} is null`, desc(fundingRounds.announcedDate), desc(fundingRounds.id))
}

function toFundingRounds(
  rows: Awaited<ReturnType<typeof fundingQuery>>,
  links: Awaited<ReturnType<typeof directoryLinksQuery>>,
): StartupFundingRound[] {
  return rows.map((row) => ({
    ...row,
    series: stageLabel(row.roundType) || 'Funding round',
    directoryInvestors: links.filter((link) => link.roundId === row.id).map(({ id, name, isLead }) => ({ id, name, isLead })),
  }))
}

/** Public milestones, newest first; undated ones last. */
async function listStartupMilestones(startupId: number): Promise<StartupMilestone[]> {
  const db = await getDb()
  return db
    .select({
      id: companyMilestones.id,
      title: companyMilestones.title,
      date: companyMilestones.achievedDate,
      description: companyMilestones.description,
      category: companyMilestones.category,
    })
    .from(companyMilestones)
    .innerJoin(startups, eq(startups.id, companyMilestones.startupId))
    .where(and(isLive(startupId), eq(companyMilestones.isPublic, true)))
    .orderBy(
      sql`${companyMilestones.achievedDate} is null`,
      desc(companyMilestones.achievedDate),
      desc(companyMilestones.id),
    )
}

/** News: the startup's public, active posts, newest first. */
async function listStartupNews(startupId: number): Promise<StartupNewsItem[]> {
  const db = await getDb()
  const publishedAt = sql<number>`coalesce(${startupPosts.publishedAt}, ${startupPosts.createdAt})`
  const rows = await db
    .select({
      id: startupPosts.id,
      title: startupPosts.title,
      type: startupPosts.type,
      content: startupPosts.content,
      publishedAt: publishedAt.mapWith(Number),
    })
    .from(startupPosts)
    .innerJoin(startups, eq(startups.id, startupPosts.startupId))
    .where(and(isLive(startupId), eq(startupPosts.isPublic, true), eq(startupPosts.isActive, true)))
    .orderBy(desc(publishedAt), desc(startupPosts.id))
  return rows.map((row) => ({ ...row, publishedAt: new Date(row.publishedAt) }))
}

/** The member who wrote a review's reply (users joined a second time). */
const replyAuthors = alias(users, 'reply_authors')

/**
 * Shown reviews (active, not hidden by an admin), newest first. Reviews are anonymous: nothing of the reviewer is
 * read (docs/decisions/0119-anonymous-reviews.md).
 */
async function listStartupReviews(startupId: number): Promise<StartupReview[]> {
  const db = await getDb()
  const rows = await db
    .select({
      id: startupReviews.id,
      rating: startupReviews.rating,
      role: startupReviews.position,
      title: startupReviews.title,
      pros: startupReviews.pros,
      cons: startupReviews.cons,
      advice: startupReviews.advice,
      employmentStatus: startupReviews.employmentStatus,
      wouldRecommend: startupReviews.wouldRecommend,
      isVerified: startupReviews.isVerified,
      helpfulCount: startupReviews.helpfulVotes,
      createdAt: startupReviews.createdAt,
      replyText: startupReviews.replyText,
      repliedAt: startupReviews.repliedAt,
      replyEditedAt: startupReviews.replyEditedAt,
      replyAuthorFirstName: replyAuthors.firstName,
      replyAuthorLastName: replyAuthors.lastName,
    })
    .from(startupReviews)
    .innerJoin(startups, eq(startups.id, startupReviews.startupId))
    .leftJoin(replyAuthors, eq(replyAuthors.id, startupReviews.replyAuthorId))
    .where(and(isLive(startupId), eq(startupReviews.isActive, true), isNull(startupReviews.hiddenAt)))
    .orderBy(desc(startupReviews.createdAt), desc(startupReviews.id))
  return rows.map(({ replyText, repliedAt, replyEditedAt, replyAuthorFirstName, replyAuthorLastName, ...review }) => ({
    ...review,
    reply:
      replyText !== null && repliedAt !== null
        ? {
            text: replyText,
            authorName: [replyAuthorFirstName, replyAuthorLastName].filter((part) => part?.trim()).join(' ') || null,
            repliedAt,
            editedAt: replyEditedAt,
          }
        : null,
    // A decimal(2,1) such as '4.5' is exactly representable as a number at this size.
    rating: Number(review.rating),
  }))
}

/** Public gallery items in display order. */
async function listStartupGallery(startupId: number): Promise<StartupGalleryItem[]> {
  const db = await getDb()
  return db
    .select({
      id: startupGallery.id,
      type: startupGallery.mediaType,
      url: startupGallery.mediaUrl,
      caption: startupGallery.title,
      description: startupGallery.description,
      isFeatured: startupGallery.isFeatured,
    })
    .from(startupGallery)
    .innerJoin(startups, eq(startups.id, startupGallery.startupId))
    .where(and(isLive(startupId), eq(startupGallery.isPublic, true), inArray(startupGallery.mediaType, [...GALLERY_MEDIA_TYPES])))
    .orderBy(asc(startupGallery.displayOrder), asc(startupGallery.id))
    .then((rows) => rows as StartupGalleryItem[])
}

/** A press link on the Gallery tab (decision 0109): gallery rows of type press, newest first, undated last. */
export interface StartupPressLink {
  id: number
  title: string | null
  url: string
  outlet: string | null
  /** YYYY-MM-DD */
  date: string | null
}

async function listStartupPressLinks(startupId: number): Promise<StartupPressLink[]> {
  const db = await getDb()
  return db
    .select({
      id: startupGallery.id,
      title: startupGallery.title,
      url: startupGallery.mediaUrl,
      outlet: startupGallery.outlet,
      date: startupGallery.publishedDate,
    })
    .from(startupGallery)
    .innerJoin(startups, eq(startups.id, startupGallery.startupId))
    .where(and(isLive(startupId), eq(startupGallery.isPublic, true), eq(startupGallery.mediaType, 'press')))
    .orderBy(sql`${startupGallery.publishedDate} is null`, desc(startupGallery.publishedDate), desc(startupGallery.id))
}

/** Active investors, leads first, then the most recent investment. */
async function listStartupInvestors(startupId: number): Promise<StartupInvestor[]> {
  return investorsQuery(await getDb(), startupId)
}

function investorsQuery(db: Db, startupId: number) {
  return db
    .select({
      id: startupInvestors.id,
      name: startupInvestors.investorName,
      type: startupInvestors.investorType,
      amount: startupInvestors.amount,
      currency: startupInvestors.currency,
      isLead: startupInvestors.isLead,
      website: startupInvestors.website,
      logo: startupInvestors.logo,
      location: startupInvestors.location,
      investmentDate: startupInvestors.investmentDate,
    })
    .from(startupInvestors)
    .innerJoin(startups, eq(startups.id, startupInvestors.startupId))
    .where(and(isLive(startupId), eq(startupInvestors.isActive, true)))
    .orderBy(desc(startupInvestors.isLead), desc(startupInvestors.investmentDate), asc(startupInvestors.id))
}

/** GET /api/startups/{id}/{tab}: the lists by the path segment 001 §7 names. */
const STARTUP_TAB_LISTS = {
  jobs: listStartupJobs,
  team: listStartupTeam,
  funding: listStartupFunding,
  milestones: listStartupMilestones,
  reviews: listStartupReviews,
  gallery: listStartupGallery,
  news: listStartupNews,
  investors: listStartupInvestors,
} as const
export type StartupTabList = keyof typeof STARTUP_TAB_LISTS

export function isStartupTabList(value: string | undefined): value is StartupTabList {
  return value !== undefined && Object.hasOwn(STARTUP_TAB_LISTS, value)
}

/** One tab's rows for GET /api/startups/{id}/{tab}; 'Startup Not Found' (404) when the startup is absent or inactive. */
export async function loadStartupTab<Tab extends StartupTabList>(
  startupId: number,
  tab: Tab,
  viewer: TeamViewer = null,
): Promise<Awaited<ReturnType<(typeof STARTUP_TAB_LISTS)[Tab]>>> {
  await requireLiveStartup(startupId)
  return (await STARTUP_TAB_LISTS[tab](startupId, viewer)) as Awaited<ReturnType<(typeof STARTUP_TAB_LISTS)[Tab]>>
}

/**
 * What the profile page shows under the open tab (only that tab's rows are loaded; the header and the overview come
 * from the startup row). The same lists as the API's tabs; the overview adds the funding total, the funding tab the
 * investors (both in one statement). The page has already read the live startup (a 404 otherwise), so the API's
 * existence check is not repeated; the lists select through the live startup anyway.
 */
export async function loadProfilePanel(
  startupId: number,
  tab: ProfileTab,
  known: { totalFunding?: MoneyTotal[]; viewer?: TeamViewer } = {},
) {
  switch (tab) {
    case 'overview':
      return { tab, totalFunding: known.totalFunding ?? (await getTotalFunding(startupId)) } as const
    case 'funding': {
      const db = await getDb()
      const read = await readTogether({
        funding: fundingQuery(db, startupId),
        links: directoryLinksQuery(db, startupId),
        investors: investorsQuery(db, startupId),
      })
      // The total the server computes, per currency (decision 0109), above the rounds.
      const totalFunding = known.totalFunding ?? (await getTotalFunding(startupId))
      return { tab, funding: toFundingRounds(read.funding, read.links), investors: read.investors, totalFunding } as const
    }
    case 'team':
      return { tab, team: await listStartupTeam(startupId, known.viewer ?? null) } as const
    case 'jobs':
      return { tab, jobs: await listStartupJobs(startupId) } as const
    case 'milestones':
      return { tab, milestones: await listStartupMilestones(startupId) } as const
    case 'news':
      return { tab, news: await listStartupNews(startupId) } as const
    case 'reviews':
      return { tab, reviews: await listStartupReviews(startupId) } as const
    case 'gallery':
      return { tab, gallery: await listStartupGallery(startupId), pressLinks: await listStartupPressLinks(startupId) } as const
  }
}

function pickSocialLinks(links: SocialLinks | null): SocialLinks {
  const picked: SocialLinks = {}
  for (const key of ['linkedin', 'github', 'twitter'] as const) {
    const value = links?.[key]
    if (typeof value === 'string' && value.trim()) picked[key] = value.trim()
  }
  return picked
}
