// "Near a city, within N km" on the lists (docs/decisions/0115-near-filters.md): what the filter bars and the schemas
// share, light enough for the browser.

/** The sort that puts the nearest cities' rows first: `sortBy=nearest` (/discover), `sort=nearest` elsewhere. */
export const NEAREST = 'nearest'

/**
 * A city as the filter bars' city select needs it: slug and name (in the page's language). "Use my location" asks
 * GET /api/cities for the nearest, so the page carries no coordinates (issue 39: list pages ≤ 60 KB).
 */
export type CityChoice = readonly [slug: string, name: string]
