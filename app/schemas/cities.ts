import { z } from 'zod'
import { blankToUndefined } from './fields'

// GET /api/cities (docs/decisions/0115-near-filters.md): every city, or the nearest first to a point.

const degrees = (name: string, limit: number) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: `${name} must be a number from -${limit} to ${limit}` })
      .trim()
      .regex(/^-?\d{1,3}(\.\d{1,12})?$/, { error: `${name} must be a number from -${limit} to ${limit}` })
      .transform(Number)
      .pipe(z.number().min(-limit).max(limit, { error: `${name} must be a number from -${limit} to ${limit}` }))
      .optional(),
  )

export const cityQuerySchema = z
  .object({ lat: degrees('lat', 90), lng: degrees('lng', 180) })
  .superRefine((query, ctx) => {
    if ((query.lat === undefined) !== (query.lng === undefined)) {
      ctx.addIssue({ code: 'custom', path: [query.lat === undefined ? 'lat' : 'lng'], message: 'lat and lng go together' })
    }
  })

export type CityQuery = z.output<typeof cityQuerySchema>
