import { z } from 'zod'
import { MAX_RADIUS_KM } from '~/domain/geo'
import { blankToUndefined, wholeNumberParam } from './fields'

/**
 * "Near a city, within N km" (docs/decisions/0114-cities-and-distance.md), the two query parameters every list that
 * filters by distance reads: `near` is a city's slug (`near=kuala-lumpur`), `km` the radius (1–5,000; the list's
 * default when absent). Spread into a list's query schema: `z.object({ ...nearFields, … })`. An unknown slug is
 * answered by the model (a 400 'Unknown city "…"'), which reads the cities table.
 */
export const nearFields = {
  near: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z0-9-]{1,100}$/, { error: 'Unknown city' })
      .optional(),
  ),
  km: wholeNumberParam('Distance', 1, MAX_RADIUS_KM),
}
