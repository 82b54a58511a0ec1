import { z } from 'zod'
import { nearFields } from './near'
import { toWorkspaceType, WORKSPACE_LOCATIONS, type WorkspaceType } from '~/domain/workspaces'
import { isDateTimeText, parseLocalDate } from '~/shared/time-zones'
import { blankToUndefined, vocabulary, wholeNumber, wholeNumberParam } from './fields'
import { MAX_WORKSPACE_SEARCH_LENGTH as MAX_SEARCH_LENGTH, WORKSPACE_PAGE_SIZE } from './filter-params'



/**
 * The workspace list query (000 §7: type, location, limit=50; the issue adds searchQuery and offset) shared by
 * /workspace and GET /api/workspaces, and the booking body (000 §7) shared by the Book Workspace dialog and
 * POST /api/workspace-bookings. Query strings arrive as text; an empty value means "any".
 */

/** GET /api/workspaces answers at most this many per request; a larger limit is capped, not refused. */
export const MAX_WORKSPACE_LIMIT = 100
/** Deeper pages cost the rows skipped; past this, narrow the search instead. */
const MAX_WORKSPACE_OFFSET = 10_000

/** A listed city matches whatever its case ('tokyo' → 'Tokyo'); other places are matched as written. */
function canonicalLocation(value: string): string {
  const lower = value.toLowerCase()
  return WORKSPACE_LOCATIONS.find((location) => location.toLowerCase() === lower) ?? value
}

const TYPE_MESSAGE = 'Unknown workspace type'

export const workspaceQuerySchema = z
  .object({
    type: z.preprocess(
      blankToUndefined,
      z
        .string({ error: TYPE_MESSAGE })
        .max(100, { error: TYPE_MESSAGE })
        .pipe(vocabulary<WorkspaceType>(toWorkspaceType, { message: TYPE_MESSAGE, unknown: (text) => `${TYPE_MESSAGE} "${text}"` }))
        .optional(),
    ),
    location: z.preprocess(
      blankToUndefined,
      z
        .string({ error: 'location must be text' })
        .trim()
        .max(255, { error: 'location must be at most 255 characters' })
        .transform(canonicalLocation)
        .optional(),
    ),
    searchQuery: z.preprocess(
      blankToUndefined,
      z
        .string({ error: 'searchQuery must be text' })
        .trim()
        .max(MAX_SEARCH_LENGTH, { error: `searchQuery must be at most ${MAX_SEARCH_LENGTH} characters` })
        .optional(),
    ),
    limit: z.preprocess(
      blankToUndefined,
      z
        .string({ error: 'limit must be a whole number of at least 1' })
        .trim()
        .regex(/^\d{1,10}$/, { error: 'limit must be a whole number of at least 1' })
        .transform(Number)
        .pipe(z.number().int().min(1, { error: 'limit must be a whole number of at least 1' }))
        .transform((limit) => Math.min(limit, MAX_WORKSPACE_LIMIT))
        .optional(),
    ),
    offset: wholeNumberParam('offset', 0, MAX_WORKSPACE_OFFSET),
    // Near a city, within N km (docs/decisions/0115-near-filters.md).
    ...nearFields,
  })
  // Defaults after parsing, so that an empty value (`limit=`) gets them too.
  .transform((query) => ({ ...query, limit: query.limit ?? WORKSPACE_PAGE_SIZE, offset: query.offset ?? 0 }))

export type WorkspaceQuery = z.output<typeof workspaceQuerySchema>


// ── Busy times ─────────────────────────────────────────────────────────────────────────────────────────────────

/** GET /api/workspaces/{id}/availability?date=YYYY-MM-DD: a day in the workspace's own time zone; absent is today. */
export const availabilityQuerySchema = z.object({
  date: z.preprocess(
    blankToUndefined,
    z
      .string({ error: 'date must be a day written YYYY-MM-DD' })
      .trim()
      .refine((text) => parseLocalDate(text) !== null, { error: 'date must be a day written YYYY-MM-DD' })
      .optional(),
  ),
})

// ── Booking ────────────────────────────────────────────────────────────────────────────────────────────────────

const CHOOSE_WORKSPACE = 'Choose a workspace to book'

function dateTimeField(label: string) {
  return z.preprocess(
    blankToUndefined,
    z
      .string({ error: `${label} is required` })
      .trim()
      .max(40, { error: `${label} must be a valid date and time` })
      .refine(isDateTimeText, { error: `${label} must be a valid date and time` }),
  )
}

/**
 * 000 §7's body: startTime, endTime, workspaceId, totalAmount, status, paymentStatus. Times are ISO 8601: with a
 * zone they are that instant, without one ('2026-12-01T10:00', what a datetime-local input sends) they are the
 * workspace's local time. The server decides the money and the statuses (docs/decisions/0034): totalAmount, status
 * and paymentStatus are accepted, because the spec's client sends them ('0', 'confirmed', 'pending'), and ignored.
 * The rules that need the workspace and the clock (future, order, length, steps, window) are the model's.
 */
export const createBookingSchema = z
  .object({
    workspaceId: z.preprocess(
      (value) => {
        const text = typeof value === 'string' ? value.trim() : value
        return typeof text === 'string' && /^\d{1,16}$/.test(text) ? Number(text) : blankToUndefined(text)
      },
      z
        .number({ error: CHOOSE_WORKSPACE })
        .int({ error: CHOOSE_WORKSPACE })
        .min(1, { error: CHOOSE_WORKSPACE })
        .max(Number.MAX_SAFE_INTEGER, { error: CHOOSE_WORKSPACE }),
    ),
    startTime: dateTimeField('Start time'),
    endTime: dateTimeField('End time'),
    totalAmount: z.unknown().optional(),
    status: z.unknown().optional(),
    paymentStatus: z.unknown().optional(),
  })
  .transform(({ workspaceId, startTime, endTime }) => ({ workspaceId, startTime, endTime }))

export type CreateBookingInput = z.output<typeof createBookingSchema>

/**
 * PATCH /api/workspace-bookings/{id} and the Cancel button in My Bookings: the one transition a member may make
 * (docs/decisions/0035).
 */
export const cancelBookingSchema = z.object({
  status: z.literal('cancelled', { error: "status must be 'cancelled': a booking can only be cancelled" }),
})

/** GET /api/workspace-bookings: the member's own list, 50 at a time by default (at most 100), `offset` pages on. */
export const myBookingsQuerySchema = z
  .object({
    limit: z.preprocess(
      blankToUndefined,
      wholeNumber('limit', 1, 1_000_000)
        .transform((limit) => Math.min(limit, MAX_WORKSPACE_LIMIT))
        .optional(),
    ),
    offset: wholeNumberParam('offset', 0, MAX_WORKSPACE_OFFSET),
  })
  .transform((query) => ({ limit: query.limit ?? WORKSPACE_PAGE_SIZE, offset: query.offset ?? 0 }))
