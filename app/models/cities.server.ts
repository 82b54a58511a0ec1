import { asc, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { cities } from '../../db/schema'
import { cityForPlace, EARTH_RADIUS_KM } from '../domain/geo'

// The cities table (docs/decisions/0114-cities-and-distance.md): reference data written by its migration.

export type CityRow = typeof cities.$inferSelect

/** Every city, by name: for a "near" selector and for resolving free-text places. */
export async function listCities(db: Db): Promise<CityRow[]> {
  return db.select().from(cities).orderBy(asc(cities.name))
}

/** The city with this URL slug, or null. */
export async function findCityBySlug(db: Db, slug: string): Promise<CityRow | null> {
  const [row] = await db.select().from(cities).where(eq(cities.slug, slug)).limit(1)
  return row ?? null
}

/** The id of the city a free-text place names, or null (a write resolves its location with this). */
export async function cityIdForPlace(db: Db, place: string | null | undefined): Promise<number | null> {
  if (!place) return null
  return cityForPlace(place, await listCities(db))?.id ?? null
}

/**
 * The great-circle distance in km between two points, as an SQL expression (haversine; the same formula and radius
 * as haversineKm in app/domain/geo.ts). Each argument is a column, an expression or a number in degrees. Uses only
 * sin, cos, asin, sqrt and radians, which both drivers' SQLite builds have (sqld's has no pow()).
 */
export function distanceKmSql(
  lat1: SQLWrapper | number,
  lng1: SQLWrapper | number,
  lat2: SQLWrapper | number,
  lng2: SQLWrapper | number,
): SQL<number> {
  const halfDLat = sql`sin(radians(${lat2} - ${lat1}) / 2)`
  const halfDLng = sql`sin(radians(${lng2} - ${lng1}) / 2)`
  const s = sql`(${halfDLat} * ${halfDLat} + cos(radians(${lat1})) * cos(radians(${lat2})) * ${halfDLng} * ${halfDLng})`
  return sql<number>`(${2 * EARTH_RADIUS_KM} * asin(min(1, sqrt(${s}))))`
}

/**
 * A cheap pre-filter for "within km of (lat, lng)": the latitude band and (away from the poles) the longitude band
 * that hold every point within that distance, so an index on latitude can narrow the rows before distanceKmSql
 * decides. Returns the bounds in degrees.
 */
export function boundingBox(lat: number, lng: number, km: number) {
  const dLat = (km / EARTH_RADIUS_KM) * (180 / Math.PI)
  const cosLat = Math.cos((lat * Math.PI) / 180)
  const dLng = cosLat > 0.01 ? Math.min(180, dLat / cosLat) : 180
  return { minLat: lat - dLat, maxLat: lat + dLat, minLng: lng - dLng, maxLng: lng + dLng }
}

/**
 * The cities within `km` of the city with this slug, nearest first, each with its distance: the set a "near" filter
 * turns into `city_id in (…)` (distances are between city centres, so a listing's distance is its city's). Null when
 * no city has this slug.
 */
export async function citiesNear(
  db: Db,
  slug: string,
  km: number,
): Promise<{ center: CityRow; within: { id: number; slug: string; name: string; km: number }[] } | null> {
  const center = await findCityBySlug(db, slug)
  if (!center) return null
  const distance = distanceKmSql(cities.latitude, cities.longitude, center.latitude, center.longitude)
  const within = await db
    .select({ id: cities.id, slug: cities.slug, name: cities.name, km: distance })
    .from(cities)
    .where(sql`${distance} <= ${km}`)
    .orderBy(distance, asc(cities.id))
  return { center, within }
}
