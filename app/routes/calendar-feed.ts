import { calendarFeedResponse, calendarFile } from '~/server/calendar.server'
import { rejectPost } from '~/server/http.server'
import { siteOrigin } from '~/server/site-origin.server'
import { readCalendarFeed } from '~/models/calendar-feed.server'
import type { Route } from './+types/calendar-feed'

/** How often subscribed calendar apps are asked to fetch again. */
const REFRESH_SECONDS = 3600

/**
 * /calendar/{token}.ics: the member's personal feed (docs/decisions/0052-calendar-feed.md). The address is the
 * credential: no session, no cookies. Anything but a live token's `.ics` is a plain 404 that says nothing more.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const match = /^(.+)\.ics$/.exec(params.file)
  const entries = match ? await readCalendarFeed(match[1]!, siteOrigin(request)) : null
  if (!entries) {
    return new Response('Not found\n', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' },
    })
  }
  return calendarFeedResponse(
    calendarFile({ name: 'Startup Asia', refreshSeconds: REFRESH_SECONDS, events: entries }),
  )
}

export const action = rejectPost
