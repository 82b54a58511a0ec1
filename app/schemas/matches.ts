import { z } from 'zod'
import { MAX_MATCHES } from '~/domain/matching-limits'
import { wholeNumber, wholeNumberParam } from './fields'
import { blankToUndefined } from './fields'

/**
 * GET /api/matches (issue 42 item 3, decision 0116): without `startupId`, the member's own matches; with it, the
 * investors and mentors for that startup (for the people who run it). `limit` (default 10) is capped at MAX_MATCHES.
 */
export const matchesQuerySchema = z.object({
  startupId: wholeNumberParam('startupId', 1),
  limit: z.preprocess(blankToUndefined, wholeNumber('limit', 1, MAX_MATCHES, { clamp: true }).optional()),
})
