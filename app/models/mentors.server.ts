import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { mentors } from '../../db/schema'
import { APPLICATION_WAITING, MENTOR_NOT_FOUND, type MentorAvailability } from '~/domain/investors'
import { getDatabase, getDb } from '~/server/db.server'
import type { AdminUser } from '~/server/context'
import { conflict, notFoundError } from '~/shared/errors'
import { isAdmin } from '~/shared/permissions'
import type { PublicUser } from '~/shared/user'
import type { DirectoryStatus, MentorInput, MentorQuery } from '~/schemas/investors'
import { diff, recordAdminChange } from './audit.server'
import { cityIdForPlace } from './cities.server'
import { cityIdsFor, cityNames, inCities, listHas, notifyDirectoryVerified, searchMatches } from './directory.server'
import { MENTOR_SEARCH } from './directory-search.server'

/**
 * The mentor directory (issue 42 item 1; docs/decisions/0117-investors-and-mentors.md): /mentors, /mentors/{id}, the
 * admin panel's section and their /api twins. Public: verified, active mentors only.
 */

export interface MentorCard {
  id: number
  name: string
  headline: string | null
  photo: string | null
  location: string | null
  city: { name: string; slug: string } | null
  expertise: string[]
  sectors: string[]
  stages: string[]
  languages: string[]
  availability: MentorAvailability
  isVerified: boolean
}

export interface MentorDetail extends MentorCard {
  bio: string | null
  website: string | null
  isActive: boolean
}

const cardColumns = {
  id: mentors.id,
  name: mentors.name,
  headline: mentors.headline,
  photo: mentors.photo,
  location: mentors.location,
  cityId: mentors.cityId,
  expertise: mentors.expertise,
  sectors: mentors.sectors,
  stages: mentors.stages,
  languages: mentors.languages,
  availability: mentors.availability,
  isVerified: mentors.isVerified,
}
type CardRow = Omit<MentorCard, 'city'> & { cityId: number | null }

function toCard({ cityId, ...row }: CardRow, names: Map<number, { name: string; slug: string }>): MentorCard {
  return { ...row, city: cityId === null ? null : (names.get(cityId) ?? null) }
}

async function conditions(db: Db, query: Partial<MentorQuery>): Promise<SQL[] | null> {
  const found: SQL[] = [eq(mentors.isActive, true), eq(mentors.isVerified, true)]
  if (query.availability !== undefined) found.push(eq(mentors.availability, query.availability))
  if (query.sector !== undefined) found.push(listHas(mentors.sectors, query.sector))
  if (query.stage !== undefined) found.push(listHas(mentors.stages, query.stage))
  if (query.expertise !== undefined) found.push(listHas(mentors.expertise, query.expertise))
  if (query.language !== undefined) found.push(listHas(mentors.languages, query.language))
  const ids = await cityIdsFor(db, query)
  if (ids !== undefined) found.push(inCities(mentors.cityId, ids))
  if (query.q !== undefined) {
    const match = searchMatches(mentors.id, { substring: MENTOR_SEARCH.name, words: `${MENTOR_SEARCH.name}_words` }, query.q)
    if (match === null) return null
    found.push(match)
  }
  return found
}

/** GET /api/mentors and /mentors: verified, active mentors matching the filters, by name, one page. */
export async function listMentors(query: Partial<MentorQuery> & { limit: number; offset?: number }): Promise<MentorCard[]> {
  const db = await getDb()
  const where = await conditions(db, query)
  if (where === null) return []
  const rows = await db
    .select(cardColumns)
    .from(mentors)
    .where(and(...where))
    .orderBy(sql`${mentors.name} collate nocase`, asc(mentors.id))
    .limit(query.limit)
    .offset(query.offset ?? 0)
  const names = await cityNames(db)
  return rows.map((row) => toCard(row, names))
}

function canSee(viewer: PublicUser | null, row: { isVerified: boolean; isActive: boolean; userId: number | null }) {
  if (row.isVerified && row.isActive) return true
  return viewer !== null && (isAdmin(viewer) || (row.userId !== null && row.userId === viewer.id))
}

/** /mentors/{id} and GET /api/mentors/{id}: 404 for what the viewer may not see. */
export async function getMentor(id: number, viewer: PublicUser | null): Promise<MentorDetail> {
  const db = await getDb()
  const [row] = await db
    .select({ ...cardColumns, bio: mentors.bio, website: mentors.website, isActive: mentors.isActive, userId: mentors.userId })
    .from(mentors)
    .where(eq(mentors.id, id))
  if (!row || !canSee(viewer, row)) throw notFoundError(MENTOR_NOT_FOUND)
  const { bio, website, isActive, userId: _owner, ...card } = row
  return { ...toCard(card, await cityNames(db)), bio, website, isActive }
}

async function columnsOf(db: Db, input: MentorInput) {
  return {
    name: input.name,
    headline: input.headline ?? null,
    bio: input.bio ?? null,
    website: input.website ?? null,
    location: input.location ?? null,
    cityId: await cityIdForPlace(db, input.location),
    expertise: input.expertise,
    sectors: input.sectors,
    stages: input.stages,
    languages: input.languages,
    availability: input.availability,
  }
}

export interface AdminMentorRow {
  id: number
  name: string
  headline: string | null
  location: string | null
  isVerified: boolean
  isActive: boolean
  userId: number | null
  createdAt: Date
}

export async function listMentorsForAdmin(limit = 200): Promise<AdminMentorRow[]> {
  const db = await getDb()
  return db
    .select({
      id: mentors.id,
      name: mentors.name,
      headline: mentors.headline,
      location: mentors.location,
      isVerified: mentors.isVerified,
      isActive: mentors.isActive,
      userId: mentors.userId,
      createdAt: mentors.createdAt,
    })
    .from(mentors)
    .orderBy(asc(mentors.isVerified), desc(mentors.id))
    .limit(limit)
}

export async function createMentor(admin: AdminUser, input: MentorInput, now = new Date()): Promise<MentorDetail> {
  const database = await getDatabase()
  const id = await database.transaction(async (tx) => {
    const [row] = await tx
      .insert(mentors)
      .values({ ...(await columnsOf(tx, input)), isVerified: true, verifiedAt: now, verifiedBy: admin.id })
      .returning({ id: mentors.id })
    await recordAdminChange(admin, { entityType: 'mentor', entityId: row!.id, action: 'create' }, tx)
    return row!.id
  })
  return getMentor(id, admin)
}

/** A member applies to be listed as a mentor: an unverified record they own. */
export async function applyAsMentor(user: PublicUser, input: MentorInput, now = new Date()): Promise<{ id: number }> {
  const db = await getDb()
  const v = await columnsOf(db, input)
  const at = now.getTime()
  // One application waiting at a time, decided by the insert itself (parallel posts cannot pass it).
  const rows = (await db.all(sql`
    insert into ${mentors} (
      name, headline, bio, website, location, city_id, expertise, sectors, stages, languages, availability, user_id,
      is_verified, is_active, created_at, updated_at
    )
    select ${v.name}, ${v.headline}, ${v.bio}, ${v.website}, ${v.location}, ${v.cityId}, ${JSON.stringify(v.expertise)},
      ${JSON.stringify(v.sectors)}, ${JSON.stringify(v.stages)}, ${JSON.stringify(v.languages)}, ${v.availability}, ${user.id}, 0, 1, ${at}, ${at}
    where not exists (select 1 from ${mentors} where user_id = ${user.id} and is_verified = 0 and is_active = 1)
    returning id
  `)) as { id: number }[]
  if (!rows[0]) throw conflict(APPLICATION_WAITING)
  return { id: Number(rows[0].id) }
}

export async function updateMentor(admin: AdminUser, id: number, input: MentorInput): Promise<MentorDetail> {
  const database = await getDatabase()
  await database.transaction(async (tx) => {
    const [before] = await tx.select().from(mentors).where(eq(mentors.id, id))
    if (!before) throw notFoundError(MENTOR_NOT_FOUND)
    const after = await columnsOf(tx, input)
    await tx.update(mentors).set({ ...after, updatedAt: new Date() }).where(eq(mentors.id, id))
    await recordAdminChange(admin, { entityType: 'mentor', entityId: id, action: 'update', changes: diff(before, after) }, tx)
  })
  return getMentor(id, admin)
}

export async function setMentorStatus(admin: AdminUser, id: number, status: DirectoryStatus, now = new Date()): Promise<MentorDetail> {
  const database = await getDatabase()
  await database.transaction(async (tx) => {
    const [before] = await tx
      .select({ isVerified: mentors.isVerified, isActive: mentors.isActive, name: mentors.name, userId: mentors.userId })
      .from(mentors)
      .where(eq(mentors.id, id))
    if (!before) throw notFoundError(MENTOR_NOT_FOUND)
    const after = { isVerified: status.verified ?? before.isVerified, isActive: status.active ?? before.isActive }
    const verifying = after.isVerified && !before.isVerified
    await tx
      .update(mentors)
      .set({
        ...after,
        ...(verifying ? { verifiedAt: now, verifiedBy: admin.id } : after.isVerified ? {} : { verifiedAt: null, verifiedBy: null }),
        updatedAt: now,
      })
      .where(eq(mentors.id, id))
    const changes = diff({ isVerified: before.isVerified, isActive: before.isActive }, after)
    if (Object.keys(changes).length === 0) return
    const action = verifying ? 'verify' : status.verified === false && before.isVerified ? 'unverify' : after.isActive ? 'activate' : 'deactivate'
    await recordAdminChange(admin, { entityType: 'mentor', entityId: id, action, changes }, tx)
    if (verifying) await notifyDirectoryVerified(tx, 'mentor', { id, name: before.name, userId: before.userId })
  })
  return getMentor(id, admin)
}
