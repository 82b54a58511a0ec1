import { z } from 'zod'

/**
 * Making the member's calendar feed (docs/decisions/0052-calendar-feed.md), for the /profile form and
 * POST /api/calendar-feed alike: `create` gives the member a feed (409 when they already have one, so a stale page
 * cannot silently break a working subscription); `regenerate` gives a new address and ends the old one.
 */
export const CALENDAR_FEED_MODES = ['create', 'regenerate'] as const
export type CalendarFeedMode = (typeof CALENDAR_FEED_MODES)[number]

export const calendarFeedSchema = z.object({
  mode: z.enum(CALENDAR_FEED_MODES, { message: 'Choose create or regenerate' }).default('create'),
})
export type CalendarFeedInput = z.infer<typeof calendarFeedSchema>
