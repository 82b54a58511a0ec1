// Distances between places on the platform (docs/decisions/0114-cities-and-distance.md). The same great-circle formula
// as distanceKmSql in app/models/cities.server.ts, for code that already holds both points.

/** The mean radius of the Earth in km (IUGG), the one both formulas use. */
export const EARTH_RADIUS_KM = 6371.0088

export interface LatLng {
  latitude: number
  longitude: number
}

/** The great-circle distance between two points in km (haversine). */
export function haversineKm(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180
  const dLat = (b.latitude - a.latitude) * rad
  const dLng = (b.longitude - a.longitude) * rad
  const s = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(s)))
}

/** The radii a "within N km" filter offers; any whole number from 1 to MAX_RADIUS_KM is accepted. */
export const RADIUS_CHOICES_KM = [10, 25, 50, 100, 250, 500, 1000] as const
export const DEFAULT_RADIUS_KM = 50
export const MAX_RADIUS_KM = 5000

/** A city as resolution needs it: its id, its name and its other names ('bengaluru'), lowercased and `|`-separated. */
export interface CityNames {
  id: number
  name: string
  aliases: string
}

/**
 * The city a free-text place names ('Block 71, Singapore' → Singapore; 'Bengaluru, India' → Bangalore), or null
 * ('Remote', ''). Whole words only, so 'Pune' is not found in 'Punggol'; when several match, the longest name wins
 * ('New Delhi' over 'Delhi').
 */
export function cityForPlace<T extends CityNames>(place: string | null | undefined, cities: readonly T[]): T | null {
  if (!place) return null
  const haystack = ` ${place.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ')} `
  let best: T | null = null
  let bestLength = 0
  for (const city of cities) {
    const names = [city.name.toLowerCase(), ...city.aliases.split('|').filter(Boolean)]
    for (const name of names) {
      const needle = ` ${name.replace(/[^\p{L}\p{N}]+/gu, ' ')} `
      if (needle.length > bestLength && haystack.includes(needle)) {
        best = city
        bestLength = needle.length
      }
    }
  }
  return best
}
