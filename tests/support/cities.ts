import { expect, it } from 'vitest'

/**
 * The cities table and distance SQL (docs/decisions/0114-cities-and-distance.md), shared by the embedded run and the
 * libSQL run so both drivers answer the same. Imports the app's modules when the test runs (after bootOnSqld).
 */
export function citiesCases(): void {
  it('has the seeded cities with coordinates, and finds one by slug', async () => {
    const { getDatabase } = await import('~/server/db.server')
    const { listCities, findCityBySlug } = await import('~/models/cities.server')
    const { db } = await getDatabase()
    const all = await listCities(db)
    expect(all.length).toBeGreaterThanOrEqual(50)
    expect(all.map((city) => city.name)).toEqual([...all.map((city) => city.name)].sort((a, b) => a.localeCompare(b)))
    const singapore = await findCityBySlug(db, 'singapore')
    expect(singapore).toMatchObject({ name: 'Singapore', countryCode: 'SG', timeZone: 'Asia/Singapore' })
    expect(await findCityBySlug(db, 'atlantis')).toBeNull()
  })

  it('computes distances in SQL as the TypeScript formula does, in km', async () => {
    const { sql } = await import('drizzle-orm')
    const { getDatabase } = await import('~/server/db.server')
    const { listCities, distanceKmSql } = await import('~/models/cities.server')
    const { haversineKm } = await import('~/domain/geo')
    const { cities } = await import('../../db/schema')
    const { db } = await getDatabase()
    const all = await listCities(db)
    const singapore = all.find((city) => city.slug === 'singapore')!
    const rows = await db
      .select({ slug: cities.slug, km: distanceKmSql(cities.latitude, cities.longitude, singapore.latitude, singapore.longitude) })
      .from(cities)
      .orderBy(sql`2`)
    expect(rows[0]).toEqual({ slug: 'singapore', km: 0 })
    // Singapore → Kuala Lumpur is about 310 km; → Jakarta about 900 km; → Tokyo about 5,300 km.
    const km = Object.fromEntries(rows.map((row) => [row.slug, row.km]))
    expect(km['kuala-lumpur']).toBeGreaterThan(300)
    expect(km['kuala-lumpur']).toBeLessThan(330)
    expect(km.jakarta).toBeGreaterThan(860)
    expect(km.jakarta).toBeLessThan(920)
    expect(km.tokyo).toBeGreaterThan(5200)
    expect(km.tokyo).toBeLessThan(5400)
    for (const city of all) {
      expect(km[city.slug]).toBeCloseTo(haversineKm(singapore, city), 6)
    }
  })

  it('resolves a free-text place to its city id', async () => {
    const { getDatabase } = await import('~/server/db.server')
    const { cityIdForPlace, findCityBySlug } = await import('~/models/cities.server')
    const { db } = await getDatabase()
    const bangalore = await findCityBySlug(db, 'bangalore')
    expect(await cityIdForPlace(db, 'Koramangala, Bengaluru')).toBe(bangalore!.id)
    expect(await cityIdForPlace(db, 'Remote')).toBeNull()
    expect(await cityIdForPlace(db, null)).toBeNull()
  })
}

export function citiesNearCases(): void {
  it('lists the cities within a radius, nearest first, and null for an unknown slug', async () => {
    const { getDatabase } = await import('~/server/db.server')
    const { citiesNear } = await import('~/models/cities.server')
    const { db } = await getDatabase()
    const near = await citiesNear(db, 'singapore', 400)
    expect(near?.center.slug).toBe('singapore')
    expect(near?.within.map((city) => city.slug)).toEqual(['singapore', 'kuala-lumpur'])
    expect(near?.within[0]?.km).toBe(0)
    const delhi = await citiesNear(db, 'new-delhi', 50)
    expect(delhi?.within.map((city) => city.slug).sort()).toEqual(['gurgaon', 'new-delhi', 'noida'])
    expect(await citiesNear(db, 'atlantis', 100)).toBeNull()
  })
}
