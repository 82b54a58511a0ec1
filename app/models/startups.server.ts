import { and, asc, count, desc, eq, gt, gte, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm'
import { startups, startupTeam } from '../../db/schema'
import { STARTUP_NOT_FOUND } from '~/domain/startup-profile'
import { getDatabase, getDb } from '~/server/db.server'
import type { Db } from '../../db/client'
import { conflict, forbidden, notFoundError } from '~/shared/errors'
import { canEditStartup, isAdmin, type StartupAccess } from '~/shared/permissions'
import { NOT_AN_IMAGE } from '~/domain/uploads'
import { storeUpload } from '~/server/uploads.server'
import { diff, recordAdminChange } from './audit.server'
import type { PublicUser } from '~/shared/user'
import type { SortChoice } from '~/domain/startups'
import type { CreateStartupInput, HeroBannerInput, UpdateStartupInput } from '~/schemas/startup'
import type { StartupQuery } from '~/schemas/startup-query'
import { buildSearchMatch, startupSearch, startupShortSearch } from './startup-search.server'
import { startupsWithTeamPlace, teamPlaceCounts } from './team-places.server'

/** GET /api/startups answers at most this many rows, whatever limit is asked for. */
export const MAX_STARTUP_LIST_LIMIT = 100

/** The columns a startup card shows (000 §3 "Startup card"). */
const cardColumns = {
  id: startups.id,
  name: startups.name,
  description: startups.description,
  sector: startups.sector,
  location: startups.location,
  stage: startups.stage,
  teamSize: startups.teamSize,
  foundingDate: startups.foundingDate,
  logo: startups.logo,
  logoData: startups.logoData,
  logoType: startups.logoType,
  subscriptionActive: startups.subscriptionActive,
}

export interface StartupCard {
  id: number
  name: string
  description: string | null
  sector: string | null
  location: string | null
  stage: string | null
  teamSize: number | null
  foundingDate: string | null
  logo: string | null
  logoData: string | null
  logoType: string | null
  subscriptionActive: boolean
}

export interface MyStartupTotals {
  /** Active startups the user founded or is on the team of. */
  count: number
  /** Sum of their team sizes (unknown sizes count as 0). */
  totalTeamSize: number
}

function clampLimit(limit: number): number {
  return Number.isInteger(limit) && limit > 0 ? Math.min(limit, MAX_STARTUP_LIST_LIMIT) : MAX_STARTUP_LIST_LIMIT
}

/** "My startups": active startups the user founded or holds a team place on that counts (teamPlaceCounts). */
function isMine(userId: number) {
  return and(
    eq(startups.isActive, true),
    or(
      eq(startups.founderId, userId),
      inArray(startups.id, startupsWithTeamPlace(userId)),
    ),
  )
}

/** GET /api/my-startups and the dashboard's My Startups: newest first. */
export async function listMyStartups(userId: number): Promise<StartupCard[]> {
  return myStartupsQuery(await getDb(), userId)
}

/** listMyStartups as a select not yet run (for readTogether). */
export function myStartupsQuery(db: Db, userId: number) {
  return db.select(cardColumns).from(startups).where(isMine(userId)).orderBy(desc(startups.createdAt), desc(startups.id))
}

/** The dashboard's My Startups / Active Startups count and Total Team Size, in one aggregate query. */
export async function getMyStartupTotals(userId: number): Promise<MyStartupTotals> {
  return toTotals(await myStartupTotalsQuery(await getDb(), userId))
}

export function myStartupTotalsQuery(db: Db, userId: number) {
  return db
    .select({
      count: count(),
      totalTeamSize: sql<number>`coalesce(sum(${startups.teamSize}), 0)`.mapWith(Number),
    })
    .from(startups)
    .where(isMine(userId))
}

export function toTotals([row]: readonly MyStartupTotals[]): MyStartupTotals {
  return { count: row?.count ?? 0, totalTeamSize: row?.totalTeamSize ?? 0 }
}

// ── Discover: one list for /discover, GET /api/startups and the dashboard (docs/decisions/0013-startup-search.md) ──

/** What listStartups accepts: the parsed discover query (app/schemas/startup-query.ts); only limit is required. */
export type StartupListQuery = Partial<Omit<StartupQuery, 'limit'>> & { limit: number }

/**
 * "Newest" is id order: ids are assigned in creation order and, unlike createdAt, are also the search indexes'
 * rowids, so a search can walk its index newest-first and stop at the page size. Ties in the other sorts fall back
 * to id. Team sizes that are unknown come last either way; names sort case-insensitively.
 */
const ORDER_BY: Record<SortChoice, SQL[]> = {
  newest: [desc(startups.id)],
  oldest: [asc(startups.id)],
  'largest-team': [desc(startups.teamSize), desc(startups.id)],
  'smallest-team': [sql`${startups.teamSize} asc nulls last`, asc(startups.id)],
  'name-asc': [sql`${startups.name} collate nocase asc`, asc(startups.id)],
  'name-desc': [sql`${startups.name} collate nocase desc`, desc(startups.id)],
}

function discoverFilters(query: StartupListQuery): SQL[] {
  const filters: (SQL | undefined)[] = [
    // Unary + keeps the planner off startups_active_created_at_idx: nearly every startup is active, and using that
    // index for the filter would mean sorting every active row instead of walking the sort's own index.
    sql`+${startups.isActive} = 1`,
    query.sector === undefined ? undefined : eq(startups.sector, query.sector),
    query.stage === undefined ? undefined : eq(startups.stage, query.stage),
    query.location === undefined ? undefined : eq(startups.location, query.location),
    query.minTeamSize === undefined ? undefined : gte(startups.teamSize, query.minTeamSize),
    query.maxTeamSize === undefined ? undefined : lte(startups.teamSize, query.maxTeamSize),
    // foundingDate is 'YYYY-MM-DD' text, so a year range is a range of that text and can use its index.
    query.foundingYearFrom === undefined ? undefined : gte(startups.foundingDate, `${query.foundingYearFrom}-01-01`),
    query.foundingYearTo === undefined ? undefined : lt(startups.foundingDate, `${query.foundingYearTo + 1}-01-01`),
  ]
  return filters.filter((filter): filter is SQL => filter !== undefined)
}

/**
 * Active startups matching the discover filters and search, one page of them. Searches go through the FTS5 indexes
 * (never LIKE); with the default sort the search index is walked in id order and the walk stops at the page, so a
 * page costs about the same at 1,000 startups as at 100,000.
 */
export async function listStartups(query: StartupListQuery): Promise<StartupCard[]> {
  return (await startupListQuery(await getDb(), query)) ?? []
}

/** listStartups as a select not yet run (for readTogether); null when the search can match nothing. */
export function startupListQuery(db: Db, query: StartupListQuery) {
  const sortBy = query.sortBy ?? 'newest'
  const limit = clampLimit(query.limit)
  const offset = Math.max(0, Math.floor(query.offset ?? 0))
  const filters = discoverFilters(query)

  const search = query.searchQuery ? buildSearchMatch(query.searchQuery) : undefined
  if (search === null) return null
  if (search) {
    const index = search.index === 'substring' ? startupSearch : startupShortSearch
    const matches = sql`${index} match ${search.match}`
    if (sortBy === 'newest' || sortBy === 'oldest') {
      // CROSS JOIN keeps the search index as the outer loop, read in rowid (= id) order: no sort, early stop.
      return db
        .select(cardColumns)
        .from(index)
        .crossJoin(startups)
        .where(and(matches, eq(startups.id, index.rowid), ...filters))
        .orderBy(sortBy === 'newest' ? desc(index.rowid) : asc(index.rowid))
        .limit(limit)
        .offset(offset)
    }
    filters.push(inArray(startups.id, db.select({ id: index.rowid }).from(index).where(matches)))
  }
  return db
    .select(cardColumns)
    .from(startups)
    .where(and(...filters))
    .orderBy(...ORDER_BY[sortBy])
    .limit(limit)
    .offset(offset)
}

/**
 * The landing page's featured startups: active profiles their owners have claimed and keep a live subscription on
 * (docs/decisions/0023-demo-data.md), newest first. Claimed profiles are few, so the plan must start from the
 * claimed-by index and sort what it finds: `> 0` (ids start at 1) makes that a range the planner will use, and the
 * unary + keeps it off the is_active index and off walking every row in id order (70 ms at 100,000 startups,
 * under a millisecond this way).
 */
export async function listFeaturedStartups({ limit }: { limit: number }): Promise<StartupCard[]> {
  const db = await getDb()
  return db
    .select(cardColumns)
    .from(startups)
    .where(
      and(
        gt(startups.claimedByUserId, 0),
        sql`+${startups.subscriptionActive} = 1`,
        sql`+${startups.isActive} = 1`,
      ),
    )
    .orderBy(sql`+${startups.id} desc`)
    .limit(clampLimit(limit))
}

// ── Creating and editing: /create-startup and POST /api/startups, the admin edit and PATCH /api/startups/{id} ──

/** Creates the startup with the user as its founder (founderId and a startup_team row with isFounder). */
export async function createStartup(user: PublicUser, input: CreateStartupInput): Promise<{ id: number }> {
  const database = await getDatabase()
  return database.transaction(async (tx) => {
    const [startup] = await tx
      .insert(startups)
      .values({
        name: input.name,
        description: input.description,
        sector: input.sector,
        location: input.location,
        stage: input.stage,
        teamSize: input.teamSize ?? null,
        foundingDate: input.foundingDate ?? null,
        website: input.website ?? null,
        mission: input.mission ?? null,
        vision: input.vision ?? null,
        techStack: input.techStack,
        socialLinks: input.socialLinks ?? {},
        founderId: user.id,
        lastUpdatedBy: user.id,
      })
      .returning({ id: startups.id })
    await tx.insert(startupTeam).values({ startupId: startup!.id, userId: user.id, role: 'Founder', isFounder: true })
    return { id: startup!.id }
  })
}

/**
 * What decides who may run a startup (app/shared/permissions.ts), with the member's own team membership: enough to ask
 * `canEditStartup`. A team place a lapsed claim gave does not count (teamPlaceCounts, decision 0083). Absent or
 * inactive startups are null.
 */
export async function getStartupAccess(
  startupId: number,
  userId: number | null,
): Promise<(StartupAccess & { id: number }) | null> {
  const db = await getDb()
  const [row] = await db
    .select({
      id: startups.id,
      founderId: startups.founderId,
      claimedByUserId: startups.claimedByUserId,
      subscriptionActive: startups.subscriptionActive,
      teamRowId: startupTeam.id,
    })
    .from(startups)
    // A join rather than a correlated subquery: drizzle leaves column names unqualified in selected SQL fragments.
    .leftJoin(
      startupTeam,
      and(eq(startupTeam.startupId, startups.id), eq(startupTeam.userId, userId ?? -1), teamPlaceCounts(userId ?? -1)),
    )
    .where(and(eq(startups.id, startupId), eq(startups.isActive, true)))
    .limit(1)
  if (!row) return null
  const { teamRowId, ...access } = row
  return { ...access, teamUserIds: userId !== null && teamRowId !== null ? [userId] : [] }
}

export const EDIT_FORBIDDEN = 'You do not have permission to edit this startup'

/** The startup, if the member may edit it: 404 when absent or inactive, 403 otherwise. */
async function requireEditable(user: PublicUser, startupId: number): Promise<void> {
  const access = await getStartupAccess(startupId, user.id)
  if (!access) throw notFoundError(STARTUP_NOT_FOUND)
  if (!canEditStartup(user, access)) throw forbidden(EDIT_FORBIDDEN)
}

/** What the edit page starts from: every editable field, and the banners in their stored order (removal by index). */
export async function getStartupForEdit(user: PublicUser, startupId: number) {
  await requireEditable(user, startupId)
  const db = await getDb()
  const [row] = await db
    .select({
      id: startups.id,
      name: startups.name,
      description: startups.description,
      sector: startups.sector,
      location: startups.location,
      stage: startups.stage,
      teamSize: startups.teamSize,
      foundingDate: startups.foundingDate,
      website: startups.website,
      mission: startups.mission,
      vision: startups.vision,
      socialLinks: startups.socialLinks,
      techStack: startups.techStack,
      operationAreas: startups.operationAreas,
      heroBanners: startups.heroBanners,
      logo: startups.logo,
      logoData: startups.logoData,
      logoType: startups.logoType,
    })
    .from(startups)
    .where(eq(startups.id, startupId))
  return row!
}

/**
 * PATCH /api/startups/{id} and the edit page: 404 when absent or inactive, 403 unless the user may edit it
 * (`canEditStartup`). Only the fields given change; `null` clears an optional one.
 */
export async function updateStartup(user: PublicUser, id: number, input: UpdateStartupInput): Promise<{ id: number }> {
  await requireEditable(user, id)
  const sector = input.industry ?? input.sector
  const set = {
    ...(input.name !== undefined && { name: input.name }),
    ...(sector !== undefined && { sector }),
    ...(input.stage !== undefined && { stage: input.stage }),
    ...(input.description !== undefined && { description: input.description }),
    ...(input.location !== undefined && { location: input.location }),
    ...(input.teamSize !== undefined && { teamSize: input.teamSize }),
    ...(input.foundingDate !== undefined && { foundingDate: input.foundingDate }),
    ...(input.website !== undefined && { website: input.website }),
    ...(input.mission !== undefined && { mission: input.mission }),
    ...(input.vision !== undefined && { vision: input.vision }),
    ...(input.socialLinks !== undefined && { socialLinks: input.socialLinks ?? {} }),
    ...(input.techStack !== undefined && { techStack: input.techStack }),
    ...(input.operationAreas !== undefined && { operationAreas: input.operationAreas }),
    ...(input.logoUrl !== undefined && { logo: input.logoUrl }),
  }
  await changeStartup(user, id, set, 'update')
  return { id }
}

/**
 * Writes a change to a startup, recording who made it; an admin's change also names them the managing admin and
 * goes into the audit log with the fields before and after, in the same transaction.
 */
async function changeStartup(
  user: PublicUser,
  id: number,
  set: Partial<typeof startups.$inferInsert>,
  action: string,
): Promise<void> {
  const database = await getDatabase()
  await database.transaction(async (tx) => {
    const admin = isAdmin(user)
    let before: Record<string, unknown> = {}
    if (admin) {
      const [row] = await tx.select().from(startups).where(eq(startups.id, id))
      before = row ?? {}
    }
    await tx
      .update(startups)
      .set({ ...set, lastUpdatedBy: user.id, ...(admin && { managingAdminId: user.id }) })
      .where(eq(startups.id, id))
    if (admin) await recordAdminChange(user, { entityType: 'startup', entityId: id, action, changes: diff(before, set) }, tx)
  })
}


/**
 * POST /api/upload/startup-logo/{id} and the logo field of the admin's and the founder's edit forms: PNG, JPG or SVG
 * (by its bytes) up to 5 MB, for those who may edit the startup. The uploaded logo replaces an inline one.
 */
export async function setStartupLogo(user: PublicUser, id: number, file: File): Promise<{ logoUrl: string }> {
  await requireEditable(user, id)
  const stored = await storeUpload(file, {
    kind: 'logo',
    allowed: ['png', 'jpeg', 'svg'],
    uploadedBy: user.id,
    isPublic: true,
    refusal: NOT_AN_IMAGE,
  })
  await changeStartup(user, id, { logo: stored.url, logoData: null, logoType: null }, 'upload-logo')
  return { logoUrl: stored.url }
}

// ── Hero banners (001 §2): added and removed by those who may edit the profile ──

export const MAX_HERO_BANNERS = 10
export const TOO_MANY_BANNERS = `A profile shows at most ${MAX_HERO_BANNERS} banners. Remove one to add another.`

/**
 * Appends a banner in one statement, so two editors adding at once cannot push the list past its limit (no row
 * changes when it is full: 409).
 */
export async function addHeroBanner(user: PublicUser, startupId: number, banner: HeroBannerInput): Promise<void> {
  await requireEditable(user, startupId)
  const db = await getDb()
  const updated = await db
    .update(startups)
    .set({
      heroBanners: sql`json_insert(${startups.heroBanners}, '$[#]', json(${JSON.stringify(banner)}))`,
      lastUpdatedBy: user.id,
    })
    .where(and(eq(startups.id, startupId), sql`json_array_length(${startups.heroBanners}) < ${MAX_HERO_BANNERS}`))
    .returning({ id: startups.id })
  if (updated.length === 0) throw conflict(TOO_MANY_BANNERS)
}

/**
 * Removes the banner at `index` of the stored list (the edit page lists them in stored order). The index must still
 * name a banner with that image URL, so a stale page never removes a different one (409).
 */
export async function removeHeroBanner(
  user: PublicUser,
  startupId: number,
  { index, imageUrl }: { index: number; imageUrl: string },
): Promise<void> {
  await requireEditable(user, startupId)
  const db = await getDb()
  const path = `$[${index}]`
  const updated = await db
    .update(startups)
    .set({ heroBanners: sql`json_remove(${startups.heroBanners}, ${path})`, lastUpdatedBy: user.id })
    .where(and(eq(startups.id, startupId), sql`json_extract(${startups.heroBanners}, ${`${path}.imageUrl`}) = ${imageUrl}`))
    .returning({ id: startups.id })
  if (updated.length === 0) throw conflict('That banner has already been changed. Reload the page and try again.')
}
