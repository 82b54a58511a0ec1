// "Near a city, within N km" on the lists (docs/decisions/0115-near-filters.md): what the filter bars and the schemas
// share, light enough for the browser.

/** The sort that puts the nearest cities' rows first: `sortBy=nearest` (/discover), `sort=nearest` elsewhere. */
export const NEAREST = 'nearest'

/**
 * A city as the filter bars' city select needs it: slug and name (in the page's language). "Use my location" asks
 * GET /api/cities for the nearest, so the page carries no coordinates (issue 39: list pages ≤ 60 KB).
 */
export type CityChoice = readonly [slug: string, name: string]

/**
 * `?dialog=near`: the list's city chooser (docs/decisions/0144-near-city-chooser.md). The filter bar shows the city
 * applied and a link to it; the 53 cities travel only to a visitor who opens it (issue 39: list pages ≤ 60 KB).
 */
export const NEAR_DIALOG = 'near'

/**
 * What a list page's near control is given by its loader: the city applied and the member's preferred city, by name in
 * the page's language; every city only while the chooser is open.
 */
export interface NearControl {
  current?: CityChoice
  suggestion?: CityChoice
  cities?: readonly CityChoice[]
}
