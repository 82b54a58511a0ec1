import { eq } from 'drizzle-orm'
import { cities, memberPreferences } from '../../db/schema'
import type { Db } from '../../db/client'
import { getDb } from '~/server/db.server'
import { badRequest } from '~/shared/errors'
import type { FitPreferences } from '~/domain/culture-fit'
import type { PreferencesInput } from '~/schemas/preferences'
import { findCityBySlug } from './cities.server'

/**
 * What a member wants (member_preferences, one row a member; issue 42 item 4, docs/decisions/0118): the
 * /profile/preferences form and GET/PUT /api/profile/preferences read and write it here; jobs' culture fit and the
 * member's matches read it.
 */

export interface MemberPreferencesView {
  sectors: string[]
  stages: string[]
  skills: string[]
  cultureValues: string[]
  /** The city's slug, or null. */
  city: string | null
  remoteOk: boolean
}

export const UNKNOWN_CITY = 'Please choose a city from the list'

const EMPTY: MemberPreferencesView = { sectors: [], stages: [], skills: [], cultureValues: [], city: null, remoteOk: true }

/** The member's preferences, or the empty set (open to remote) when they stated none. */
export async function getPreferences(userId: number): Promise<MemberPreferencesView> {
  const db = await getDb()
  const [row] = await db
    .select({
      sectors: memberPreferences.sectors,
      stages: memberPreferences.stages,
      skills: memberPreferences.skills,
      cultureValues: memberPreferences.cultureValues,
      city: cities.slug,
      remoteOk: memberPreferences.remoteOk,
    })
    .from(memberPreferences)
    .leftJoin(cities, eq(cities.id, memberPreferences.cityId))
    .where(eq(memberPreferences.userId, userId))
    .limit(1)
  return row ? { ...row, city: row.city ?? null } : { ...EMPTY }
}

/**
 * The slug of the member's preferred city, or null: the city the lists' near control starts at, as a suggestion the
 * member applies by submitting (docs/decisions/0115-near-filters.md), not a filter of the list.
 */
export async function preferredCitySlug(userId: number): Promise<string | null> {
  const db = await getDb()
  const [row] = await db
    .select({ slug: cities.slug })
    .from(memberPreferences)
    .innerJoin(cities, eq(cities.id, memberPreferences.cityId))
    .where(eq(memberPreferences.userId, userId))
    .limit(1)
  return row?.slug ?? null
}

/** What the culture fit reads: null when the member has no row. */
export async function fitPreferencesOf(db: Db, userId: number): Promise<FitPreferences | null> {
  const [row] = await db
    .select({
      cultureValues: memberPreferences.cultureValues,
      skills: memberPreferences.skills,
      cityId: memberPreferences.cityId,
      remoteOk: memberPreferences.remoteOk,
    })
    .from(memberPreferences)
    .where(eq(memberPreferences.userId, userId))
    .limit(1)
  return row ?? null
}

/** Replaces the member's preferences (one upsert); an unknown city slug is a 400 on `city`. */
export async function savePreferences(userId: number, input: PreferencesInput): Promise<MemberPreferencesView> {
  const db = await getDb()
  const city = input.city === undefined ? null : await findCityBySlug(db, input.city)
  if (input.city !== undefined && !city) throw badRequest(UNKNOWN_CITY, { city: [UNKNOWN_CITY] })
  const values = {
    sectors: input.sectors,
    stages: input.stages,
    skills: input.skills,
    cultureValues: input.cultureValues,
    cityId: city?.id ?? null,
    remoteOk: input.remoteOk,
  }
  await db
    .insert(memberPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: memberPreferences.userId, set: { ...values, updatedAt: new Date() } })
  return getPreferences(userId)
}
