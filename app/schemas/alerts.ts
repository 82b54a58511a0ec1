import { z } from 'zod'
import { ALERT_ITEM_TYPES, DIGEST_FREQUENCIES } from '~/domain/alerts'

/** One alert as GET /api/alerts and /alerts show it (docs/decisions/0129). */
const alertItem = z.object({
  type: z.enum(ALERT_ITEM_TYPES),
  id: z.number().int(),
  title: z.string(),
  detail: z.string().nullable(),
  path: z.string(),
})

/** GET /api/alerts: how often digests come, what waits for the next one, and the last digests with what each carried. */
export const alertsResponse = z.object({
  frequency: z.enum(DIGEST_FREQUENCIES),
  pending: z.array(alertItem),
  digests: z.array(z.object({ id: z.number().int(), createdAt: z.string(), items: z.array(alertItem) })),
})
