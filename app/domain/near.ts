// "Near a city, within N km" on the lists (docs/decisions/0115-near-filters.md): what the filter bars and the schemas
// share, light enough for the browser.

/** The sort that puts the nearest cities' rows first: `sortBy=nearest` (/discover), `sort=nearest` elsewhere. */
export const NEAREST = 'nearest'

/** A city as the browser's "Use my location" needs it: slug, name, latitude, longitude. */
export type CityPoint = readonly [slug: string, name: string, latitude: number, longitude: number]
