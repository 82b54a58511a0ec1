import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { fundingRoundInvestors, fundingRounds, investors, startups } from '../../db/schema'
import { APPLICATION_WAITING, INVESTOR_NOT_FOUND, type InvestorType } from '~/domain/investors'
import { fromMinorUnits } from '~/domain/money'
import { getDatabase, getDb } from '~/server/db.server'
import type { AdminUser } from '~/server/context'
import { conflict, notFoundError } from '~/shared/errors'
import { isAdmin } from '~/shared/permissions'
import type { PublicUser } from '~/shared/user'
import type { DirectoryStatus, InvestorInput, InvestorQuery } from '~/schemas/investors'
import { diff, recordAdminChange } from './audit.server'
import { cityIdForPlace } from './cities.server'
import { cityIdsFor, cityNames, inCities, listHas, notifyDirectoryVerified, searchMatches } from './directory.server'
import { INVESTOR_SEARCH } from './directory-search.server'

/**
 * The investor directory (issue 42 item 1; docs/decisions/0117-investors-and-mentors.md): one model for /investors,
 * /investors/{id}, the admin panel's section and their /api twins. The public sees verified, active records only;
 * the member who applied and admins see theirs whatever their standing.
 */

export interface CheckSize {
  /** Decimal strings in major units ('25000.00'), null when not stated. */
  min: string | null
  max: string | null
  currency: string
}

export interface InvestorCard {
  id: number
  name: string
  type: InvestorType
  location: string | null
  city: { name: string; slug: string } | null
  checkSize: CheckSize
  stages: string[]
  sectors: string[]
  isVerified: boolean
}

export interface PortfolioEntry {
  startupId: number
  startupName: string
  roundType: string | null
  announcedDate: string | null
  isLead: boolean
}

export interface InvestorDetail extends InvestorCard {
  description: string | null
  website: string | null
  geographies: string[]
  isActive: boolean
  portfolio: PortfolioEntry[]
}

const cardColumns = {
  id: investors.id,
  name: investors.name,
  type: investors.type,
  location: investors.location,
  cityId: investors.cityId,
  checkSizeMinMinor: investors.checkSizeMinMinor,
  checkSizeMaxMinor: investors.checkSizeMaxMinor,
  currency: investors.currency,
  stages: investors.stages,
  sectors: investors.sectors,
  isVerified: investors.isVerified,
}
type CardRow = Omit<InvestorCard, 'city' | 'checkSize'> & {
  cityId: number | null
  checkSizeMinMinor: number | null
  checkSizeMaxMinor: number | null
  currency: string
}

const major = (minor: number | null) => (minor === null ? null : fromMinorUnits(BigInt(minor)))

function toCard(row: CardRow, names: Map<number, { name: string; slug: string }>): InvestorCard {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    location: row.location,
    city: row.cityId === null ? null : (names.get(row.cityId) ?? null),
    checkSize: { min: major(row.checkSizeMinMinor), max: major(row.checkSizeMaxMinor), currency: row.currency },
    stages: row.stages,
    sectors: row.sectors,
    isVerified: row.isVerified,
  }
}

/**
 * The directory's conditions. Cheque sizes: the asked range [checkSizeMin, checkSizeMax] (major units of USD) and the
 * investor's range overlap — the investor's maximum is at least the asked minimum and its minimum at most the asked
 * maximum; a bound the investor did not state is open, an investor that stated neither does not match, and only USD
 * ranges are compared (no exchange rates; decision 0117).
 */
async function conditions(db: Db, query: Partial<InvestorQuery> & { onlyIds?: readonly number[] }): Promise<SQL[] | null> {
  const found: SQL[] = [eq(investors.isActive, true), eq(investors.isVerified, true)]
  if (query.type !== undefined) found.push(eq(investors.type, query.type))
  // The alert scan (docs/decisions/0129): only these investors, new in its window.
  if (query.onlyIds !== undefined) found.push(inArray(investors.id, [...query.onlyIds]))
  if (query.sector !== undefined) found.push(listHas(investors.sectors, query.sector))
  if (query.stage !== undefined) found.push(listHas(investors.stages, query.stage))
  const ids = await cityIdsFor(db, query)
  if (ids !== undefined) found.push(inCities(investors.cityId, ids))
  if (query.checkSizeMin !== undefined || query.checkSizeMax !== undefined) {
    found.push(eq(investors.currency, 'USD'))
    found.push(sql`(${investors.checkSizeMinMinor} is not null or ${investors.checkSizeMaxMinor} is not null)`)
    if (query.checkSizeMin !== undefined) {
      found.push(sql`coalesce(${investors.checkSizeMaxMinor}, ${Number.MAX_SAFE_INTEGER}) >= ${query.checkSizeMin * 100}`)
    }
    if (query.checkSizeMax !== undefined) {
      found.push(sql`coalesce(${investors.checkSizeMinMinor}, 0) <= ${query.checkSizeMax * 100}`)
    }
  }
  if (query.q !== undefined) {
    const match = searchMatches(investors.id, { substring: INVESTOR_SEARCH.name, words: `${INVESTOR_SEARCH.name}_words` }, query.q)
    if (match === null) return null
    found.push(match)
  }
  return found
}

/** GET /api/investors and /investors: verified, active investors matching the filters, by name, one page. */
export async function listInvestors(query: Partial<InvestorQuery> & { limit: number; offset?: number; onlyIds?: readonly number[] }): Promise<InvestorCard[]> {
  const db = await getDb()
  const where = await conditions(db, query)
  if (where === null) return []
  const rows = await db
    .select(cardColumns)
    .from(investors)
    .where(and(...where))
    .orderBy(sql`${investors.name} collate nocase`, asc(investors.id))
    .limit(query.limit)
    .offset(query.offset ?? 0)
  const names = await cityNames(db)
  return rows.map((row) => toCard(row, names))
}

/** Who sees a record that is not (yet) public: admins and the member who applied for it. */
function canSee(viewer: PublicUser | null, row: { isVerified: boolean; isActive: boolean; userId: number | null }) {
  if (row.isVerified && row.isActive) return true
  return viewer !== null && (isAdmin(viewer) || (row.userId !== null && row.userId === viewer.id))
}

/** The startups this investor's rounds funded, newest round first. */
export async function investorPortfolio(db: Db, investorId: number): Promise<PortfolioEntry[]> {
  return db
    .select({
      startupId: startups.id,
      startupName: startups.name,
      roundType: fundingRounds.roundType,
      announcedDate: fundingRounds.announcedDate,
      isLead: fundingRoundInvestors.isLead,
    })
    .from(fundingRoundInvestors)
    .innerJoin(fundingRounds, eq(fundingRounds.id, fundingRoundInvestors.fundingRoundId))
    .innerJoin(startups, eq(startups.id, fundingRounds.startupId))
    .where(eq(fundingRoundInvestors.investorId, investorId))
    .orderBy(sql`${fundingRounds.announcedDate} desc nulls last`, desc(fundingRounds.id))
    .limit(200)
}

/** /investors/{id} and GET /api/investors/{id}: 404 for what the viewer may not see. */
export async function getInvestor(id: number, viewer: PublicUser | null): Promise<InvestorDetail> {
  const db = await getDb()
  const [row] = await db
    .select({
      ...cardColumns,
      description: investors.description,
      website: investors.website,
      geographies: investors.geographies,
      isActive: investors.isActive,
      userId: investors.userId,
    })
    .from(investors)
    .where(eq(investors.id, id))
  if (!row || !canSee(viewer, row)) throw notFoundError(INVESTOR_NOT_FOUND)
  const names = await cityNames(db)
  return {
    ...toCard(row, names),
    description: row.description,
    website: row.website,
    geographies: row.geographies,
    isActive: row.isActive,
    portfolio: await investorPortfolio(db, id),
  }
}

// ── Writing: admins, and members who apply ──

async function columnsOf(db: Db, input: InvestorInput) {
  return {
    name: input.name,
    type: input.type,
    description: input.description ?? null,
    website: input.website ?? null,
    location: input.location ?? null,
    cityId: await cityIdForPlace(db, input.location),
    checkSizeMinMinor: input.checkSizeMin === undefined ? null : input.checkSizeMin * 100,
    checkSizeMaxMinor: input.checkSizeMax === undefined ? null : input.checkSizeMax * 100,
    currency: input.currency,
    stages: input.stages,
    sectors: input.sectors,
    geographies: input.geographies,
  }
}

export interface AdminInvestorRow {
  id: number
  name: string
  type: InvestorType
  location: string | null
  isVerified: boolean
  isActive: boolean
  userId: number | null
  createdAt: Date
}

/** The admin panel's list: every record, those waiting for verification first, then newest. */
export async function listInvestorsForAdmin(limit = 200): Promise<AdminInvestorRow[]> {
  const db = await getDb()
  return db
    .select({
      id: investors.id,
      name: investors.name,
      type: investors.type,
      location: investors.location,
      isVerified: investors.isVerified,
      isActive: investors.isActive,
      userId: investors.userId,
      createdAt: investors.createdAt,
    })
    .from(investors)
    .orderBy(asc(investors.isVerified), desc(investors.id))
    .limit(limit)
}

/** An admin adds an investor: verified at once (an admin vouches for it), audited. */
export async function createInvestor(admin: AdminUser, input: InvestorInput, now = new Date()): Promise<InvestorDetail> {
  const database = await getDatabase()
  const id = await database.transaction(async (tx) => {
    const [row] = await tx
      .insert(investors)
      .values({ ...(await columnsOf(tx, input)), isVerified: true, verifiedAt: now, verifiedBy: admin.id })
      .returning({ id: investors.id })
    await recordAdminChange(admin, { entityType: 'investor', entityId: row!.id, action: 'create' }, tx)
    return row!.id
  })
  return getInvestor(id, admin)
}

/** A member applies to be listed (Apply to Join): an unverified record they own, for an admin to verify. */
export async function applyAsInvestor(user: PublicUser, input: InvestorInput, now = new Date()): Promise<{ id: number }> {
  const db = await getDb()
  const v = await columnsOf(db, input)
  const at = now.getTime()
  // One application waiting at a time, decided by the insert itself (parallel posts cannot pass it).
  const rows = (await db.all(sql`
    insert into ${investors} (
      name, type, description, website, location, city_id, check_size_min_minor, check_size_max_minor, currency,
      stages, sectors, geographies, user_id, is_verified, is_active, created_at, updated_at
    )
    select ${v.name}, ${v.type}, ${v.description}, ${v.website}, ${v.location}, ${v.cityId}, ${v.checkSizeMinMinor},
      ${v.checkSizeMaxMinor}, ${v.currency}, ${JSON.stringify(v.stages)}, ${JSON.stringify(v.sectors)},
      ${JSON.stringify(v.geographies)}, ${user.id}, 0, 1, ${at}, ${at}
    where not exists (select 1 from ${investors} where user_id = ${user.id} and is_verified = 0 and is_active = 1)
    returning id
  `)) as { id: number }[]
  if (!rows[0]) throw conflict(APPLICATION_WAITING)
  return { id: Number(rows[0].id) }
}

export async function updateInvestor(admin: AdminUser, id: number, input: InvestorInput): Promise<InvestorDetail> {
  const database = await getDatabase()
  await database.transaction(async (tx) => {
    const [before] = await tx.select().from(investors).where(eq(investors.id, id))
    if (!before) throw notFoundError(INVESTOR_NOT_FOUND)
    const after = await columnsOf(tx, input)
    await tx.update(investors).set({ ...after, updatedAt: new Date() }).where(eq(investors.id, id))
    await recordAdminChange(admin, { entityType: 'investor', entityId: id, action: 'update', changes: diff(before, after) }, tx)
  })
  return getInvestor(id, admin)
}

/**
 * Verify, unverify, deactivate or reactivate (admins only; both doors check the admin through their guard), audited.
 */
export async function setInvestorStatus(admin: AdminUser, id: number, status: DirectoryStatus, now = new Date()): Promise<InvestorDetail> {
  const database = await getDatabase()
  await database.transaction(async (tx) => {
    const [before] = await tx
      .select({ isVerified: investors.isVerified, isActive: investors.isActive, name: investors.name, userId: investors.userId })
      .from(investors)
      .where(eq(investors.id, id))
    if (!before) throw notFoundError(INVESTOR_NOT_FOUND)
    const after = {
      isVerified: status.verified ?? before.isVerified,
      isActive: status.active ?? before.isActive,
    }
    const verifying = after.isVerified && !before.isVerified
    await tx
      .update(investors)
      .set({
        ...after,
        ...(verifying ? { verifiedAt: now, verifiedBy: admin.id } : after.isVerified ? {} : { verifiedAt: null, verifiedBy: null }),
        updatedAt: now,
      })
      .where(eq(investors.id, id))
    const changes = diff({ isVerified: before.isVerified, isActive: before.isActive }, after)
    if (Object.keys(changes).length === 0) return
    const action = verifying ? 'verify' : status.verified === false && before.isVerified ? 'unverify' : after.isActive ? 'activate' : 'deactivate'
    await recordAdminChange(admin, { entityType: 'investor', entityId: id, action, changes }, tx)
    if (verifying) await notifyDirectoryVerified(tx, 'investor', { id, name: before.name, userId: before.userId })
  })
  return getInvestor(id, admin)
}
