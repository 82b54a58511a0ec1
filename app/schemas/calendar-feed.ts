// First: zod is configured before any schema here is built (app/shared/zod-config.ts).
import '~/shared/zod-config'
import { z } from 'zod'

/**
 * Making the member's calendar feed (docs/decisions/0052-calendar-feed.md), for the /profile form and
 * POST /api/calendar-feed alike: `create` gives the member a feed (409 when they already have one, so a stale page
 * cannot silently break a working subscription); `regenerate` gives a new address and ends the old one.
 */
const CALENDAR_FEED_MODES = ['create', 'regenerate'] as const

/** The refusal of a bad mode (the page shows it in the reader's language: the English is its key in 'profile'). */
export const CHOOSE_MODE = 'Choose create or regenerate'

export const calendarFeedSchema = z.object({
  mode: z.enum(CALENDAR_FEED_MODES, { message: CHOOSE_MODE }).default('create'),
})
export type CalendarFeedInput = z.infer<typeof calendarFeedSchema>
