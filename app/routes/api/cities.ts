import { z } from 'zod'
import { apiRoute, endpoint } from '~/services/api.server'
import { listCitiesByDistance } from '~/models/near.server'
import { cityQuerySchema } from '~/schemas/cities'

const cityResponse = z.object({
  id: z.number().int(),
  slug: z.string().describe('The value of `near=` on the lists'),
  name: z.string(),
  countryCode: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  timeZone: z.string(),
  distanceKm: z.number().int().optional().describe('With lat and lng: whole km from that point'),
})

const handle = apiRoute({
  /**
   * GET /api/cities (docs/decisions/0115-near-filters.md): the cities a location resolves to, by name; with `lat` and
   * `lng`, nearest first with their distance — what "Use my location" asks.
   */
  GET: endpoint({
    summary: 'The cities locations resolve to, by name, or nearest first to lat/lng',
    response: z.array(cityResponse),
    query: cityQuerySchema,
    handler: ({ query }) => listCitiesByDistance(query),
  }),
})

export { handle as loader, handle as action }
