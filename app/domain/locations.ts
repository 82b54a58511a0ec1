/** 000 §9: the eight cities jobs, resources and events are placed in (each area adds its own extra, if any). */
export const CITIES = ['Singapore', 'Hong Kong', 'Tokyo', 'Mumbai', 'Bangalore', 'Seoul', 'Jakarta', 'Manila'] as const
export type City = (typeof CITIES)[number]

/**
 * The time zone of each city (IANA names), for times stored as a local wall clock (cohort sessions' 'HH:MM'). India
 * keeps one zone for Mumbai and Bangalore.
 */
export const CITY_TIME_ZONES: Record<City, string> = {
  Singapore: 'Asia/Singapore',
  'Hong Kong': 'Asia/Hong_Kong',
  Tokyo: 'Asia/Tokyo',
  Mumbai: 'Asia/Kolkata',
  Bangalore: 'Asia/Kolkata',
  Seoul: 'Asia/Seoul',
  Jakarta: 'Asia/Jakarta',
  Manila: 'Asia/Manila',
}

/** Where a place that names none of the cities is read to be (the platform's home). */
export const DEFAULT_CITY: City = 'Singapore'

/** The city a free-text place names ('Block 71, Singapore' → Singapore), or null. */
export function cityOf(place: string | null | undefined): City | null {
  if (!place) return null
  const lower = place.toLowerCase()
  return CITIES.find((city) => lower.includes(city.toLowerCase())) ?? null
}
