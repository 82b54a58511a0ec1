import { eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { cities, users } from '../../db/schema'
import { DEFAULT_RADIUS_KM, cityForPlace } from '~/domain/geo'
import { UNKNOWN_CITY } from '~/domain/investors'
import type { DirectoryKind } from '~/domain/notifications'
import { badRequest } from '~/shared/errors'
import { citiesNear, listCities } from './cities.server'
import { notify } from './notifications.server'
import { buildSearchMatch } from './startup-search.server'

/**
 * What the investor and mentor directories share (docs/decisions/0117-investors-and-mentors.md): a place filter
 * (`location` = one city; `near` + `km` = the cities within km of one, as `city_id IN (…)`, decision 0114), a JSON
 * list "contains" test, and the FTS match.
 */

export interface PlaceFilter {
  location?: string | undefined
  near?: string | undefined
  km?: number | undefined
}

/** The city ids a place filter allows, or undefined when it names none; an unknown city is a 400 on its field. */
export async function cityIdsFor(db: Db, query: PlaceFilter): Promise<number[] | undefined> {
  let ids: number[] | undefined
  if (query.location !== undefined) {
    const slug = query.location.toLowerCase()
    const all = await listCities(db)
    const city = all.find((row) => row.slug === slug) ?? cityForPlace(query.location, all)
    if (!city) throw badRequest(`${UNKNOWN_CITY} "${query.location}"`, { location: [`${UNKNOWN_CITY} "${query.location}"`] })
    ids = [city.id]
  }
  if (query.near !== undefined) {
    const near = await citiesNear(db, query.near, query.km ?? DEFAULT_RADIUS_KM)
    if (!near) throw badRequest(`${UNKNOWN_CITY} "${query.near}"`, { near: [`${UNKNOWN_CITY} "${query.near}"`] })
    const within = near.within.map((city) => city.id)
    ids = ids === undefined ? within : ids.filter((id) => within.includes(id))
  }
  return ids
}

/** `column IN (ids)`; an empty set matches nothing. */
export function inCities(column: SQLWrapper, ids: number[]): SQL {
  return ids.length === 0 ? sql`0` : inArray(column as never, ids)
}

/** The JSON list in `column` holds `value` (exactly). */
export function listHas(column: SQLWrapper, value: string): SQL {
  return sql`exists (select 1 from json_each(${column}) where json_each.value = ${value})`
}

/**
 * `column IN (ids the search matches)`, from the pair of indexes named; null when the text can match nothing. The
 * text is one quoted FTS string (buildSearchMatch), never FTS syntax.
 */
export function searchMatches(column: SQLWrapper, indexes: { substring: string; words: string }, text: string): SQL | null {
  const search = buildSearchMatch(text)
  if (search === null) return null
  const index = sql.raw(search.index === 'substring' ? indexes.substring : indexes.words)
  return sql`${column} in (select rowid from ${index} where ${index} match ${search.match})`
}

/** City names by id, for cards (one read of a 53-row reference table). */
export async function cityNames(db: Db): Promise<Map<number, { name: string; slug: string }>> {
  const rows = await db.select({ id: cities.id, name: cities.name, slug: cities.slug }).from(cities)
  return new Map(rows.map((row) => [row.id, { name: row.name, slug: row.slug }]))
}

/**
 * An admin verified a record a member applied for: tell the member, in the verification's transaction (decisions
 * 0102/0104). Records an admin created (no member) and members who deleted their account have nobody to tell.
 */
export async function notifyDirectoryVerified(
  tx: Db,
  directory: DirectoryKind,
  record: { id: number; name: string; userId: number | null },
): Promise<void> {
  if (record.userId === null) return
  const [member] = await tx.select({ firstName: users.firstName }).from(users).where(eq(users.id, record.userId))
  if (!member) return
  await notify(tx, {
    userId: record.userId,
    kind: 'directory-verified',
    data: { name: member.firstName ?? '', directory, recordId: record.id, record: record.name },
  })
}
