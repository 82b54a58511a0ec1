import { and, asc, inArray, isNotNull, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { cities, events, jobs, startups, workspaces } from '../../db/schema'
import { cityForPlace, DEFAULT_RADIUS_KM } from '~/domain/geo'
import { badRequest, DomainError } from '~/shared/errors'
import { citiesNear, distanceKmSql, findCityBySlug, listCities } from './cities.server'
import { getDb } from '~/server/db.server'
import type { CityChoice } from '~/domain/near'

// "Near a city, within N km" on the lists (docs/decisions/0115-near-filters.md): a city slug and a radius become the
// set of cities within it, and a list keeps the rows whose city_id is one of them (an index on city_id serves it).

/** The message of a 400 for a `near` slug no city has: the /api answer, and the page's field error. */
export const unknownCityMessage = (slug: string) => `Unknown city "${slug}"`

export function unknownCity(slug: string): DomainError {
  const message = unknownCityMessage(slug)
  return badRequest(message, { near: [message] })
}

/** Whether an error is the unknown-city 400 (a page shows it next to its filter instead of failing). */
export function isUnknownCity(error: unknown): error is DomainError {
  return error instanceof DomainError && error.status === 400 && error.fieldErrors?.near !== undefined
}

export interface NearFilter {
  center: { slug: string; name: string }
  km: number
  /** The cities within km of the centre, nearest first. */
  cityIds: number[]
  /** Each of them with its distance from the centre in km. */
  kmByCity: ReadonlyMap<number, number>
}

/** The near filter a list query asks for, undefined without `near`; an unknown slug is a 400 (unknownCity). */
export async function resolveNear(db: Db, query: { near?: string; km?: number }): Promise<NearFilter | undefined> {
  if (!query.near) return undefined
  const km = query.km ?? DEFAULT_RADIUS_KM
  const near = await citiesNear(db, query.near, km)
  if (!near) throw unknownCity(query.near)
  return {
    center: { slug: near.center.slug, name: near.center.name },
    km,
    cityIds: near.within.map((city) => city.id),
    kmByCity: new Map(near.within.map((city) => [city.id, city.km])),
  }
}

/** `city_id in (…)`: the rows of the cities within the radius (false when none is, which the centre always is). */
export function inNearCities(column: SQLWrapper, near: NearFilter): SQL {
  return inArray(column as never, near.cityIds)
}

/** Cities nearest first, then the sort's own order: `CASE city_id WHEN … THEN rank END`. */
export function byNearness(column: SQLWrapper, near: NearFilter): SQL {
  const ranks = near.cityIds.map((id, rank) => sql`when ${sql.raw(String(id))} then ${sql.raw(String(rank))}`)
  return sql`(case ${column} ${sql.join(ranks, sql` `)} else ${sql.raw(String(near.cityIds.length))} end)`
}

/** Each row's distance from the centre, whole km (the card's "42 km"); rows keep every other field. */
export function withDistance<T extends { cityId: number | null }>(
  rows: readonly T[],
  near: NearFilter | undefined,
): (T & { distanceKm?: number })[] {
  if (!near) return [...rows]
  return rows.map((row) => {
    const km = row.cityId === null ? undefined : near.kmByCity.get(row.cityId)
    return km === undefined ? row : { ...row, distanceKm: Math.round(km) }
  })
}

/** The tables whose free-text location resolves to a city_id. */
const PLACED = [startups, jobs, events, workspaces] as const

/**
 * Fills city_id where it is missing from the location, resolved by cityForPlace (the same rule as every write): one
 * UPDATE per distinct location, so a bulk load of 100,000 startups in a few dozen places costs a few dozen
 * statements. For the seed and loads that write rows without going through the models.
 */
export async function fillCityIds(db: Db): Promise<number> {
  const cities = await listCities(db)
  let updated = 0
  for (const table of PLACED) {
    const places = await db
      .selectDistinct({ location: table.location })
      .from(table)
      .where(and(isNull(table.cityId), isNotNull(table.location)))
    for (const { location } of places) {
      const city = cityForPlace(location, cities)
      if (!city || location === null) continue
      // Raw SQL rather than db.update(): resolving a city is not an edit, so updated_at stays as it was.
      const result = await db.run(
        sql`update ${table} set city_id = ${city.id} where ${table.location} = ${location} and ${table.cityId} is null`,
      )
      const changed = result as { rowsAffected?: number; changes?: number }
      updated += Number(changed.rowsAffected ?? changed.changes ?? 0)
    }
  }
  return updated
}

/**
 * GET /api/cities: every city by name, or — given a point — nearest first with its distance in whole km (computed in
 * SQL, distanceKmSql).
 */
export async function listCitiesByDistance(query: { lat?: number; lng?: number }) {
  const db = await getDb()
  const columns = {
    id: cities.id,
    slug: cities.slug,
    name: cities.name,
    countryCode: cities.countryCode,
    latitude: cities.latitude,
    longitude: cities.longitude,
    timeZone: cities.timeZone,
  }
  if (query.lat === undefined || query.lng === undefined) return db.select(columns).from(cities).orderBy(asc(cities.name))
  const distance = distanceKmSql(cities.latitude, cities.longitude, query.lat, query.lng)
  const rows = await db
    .select({ ...columns, km: distance })
    .from(cities)
    .orderBy(distance, asc(cities.id))
  return rows.map(({ km, ...city }) => ({ ...city, distanceKm: Math.round(km) }))
}

/**
 * The cities as the filter bars' city select needs them: [slug, name], each named by `nameOf` (the page's language:
 * app/server/places.server.ts; the table's English name by default) and in that name's order for `locale`.
 */
export async function cityChoices(
  nameOf: (slug: string, name: string) => string = (_slug, name) => name,
  locale = 'en-US',
): Promise<CityChoice[]> {
  const rows = await listCities(await getDb())
  const points = rows.map((city) => [city.slug, nameOf(city.slug, city.name)] as const)
  const collator = new Intl.Collator(locale)
  return points.sort((a, b) => collator.compare(a[1], b[1]))
}

/**
 * A list page's near filter checked before it lists (docs/decisions/0115-near-filters.md): a slug no city has is
 * dropped and reported, so the page shows the rest of its filters with the error beside the city select.
 */
export async function keepKnownCity<Q extends { near?: string; km?: number }>(query: Q): Promise<{ query: Q; unknown: boolean }> {
  if (!query.near || (await findCityBySlug(await getDb(), query.near))) return { query, unknown: false }
  return { query: { ...query, near: undefined, km: undefined }, unknown: true }
}
