import { EVENT_NOT_FOUND } from '~/domain/events'
import { getUser } from '~/lib/auth.server'
import { DomainError } from '~/lib/errors'
import { eventPlace } from '~/lib/event-display'
import { calendarFile } from '~/lib/icalendar'
import { parseId } from '~/lib/http.server'
import { requireEvent } from '~/models/events.server'
import type { Route } from './+types/calendar'

/** The UID's domain: fixed, so the same event keeps the same UID wherever the file is downloaded from. */
const UID_DOMAIN = 'startup.asia'

/** 'Asia Tech Summit' → 'asia-tech-summit' for the file name (ASCII only; a title in another script gives 'event'). */
function fileSlug(title: string): string {
  return (
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'event'
  )
}

/**
 * /events/{id}/calendar.ics (docs/decisions/0031): one VEVENT in UTC with a stable UID, the place, or for an online
 * event its meeting link (for those who may see it) or its page, and the page's address. 404 for an unknown event.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const id = parseId(params.id)
  const notFound = () => new Response(EVENT_NOT_FOUND, { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  if (id === null) return notFound()
  const user = await getUser(request)
  let event
  try {
    event = await requireEvent(id, user)
  } catch (error) {
    if (error instanceof DomainError && error.status === 404) return notFound()
    throw error
  }
  const pageUrl = new URL(`/events/${event.id}`, request.url).href
  const place = eventPlace(event)
  const location = event.isOnline ? (event.meetingLink ?? `Online: ${pageUrl}`) : place
  const body = calendarFile({
    prodId: '//Startup Asia//Events//EN',
    events: [
      {
        uid: `event-${event.id}@${UID_DOMAIN}`,
        start: event.startDate,
        end: event.endDate,
        summary: event.title,
        description: [event.description, pageUrl].filter(Boolean).join('\n\n'),
        location,
        url: pageUrl,
        lastModified: event.createdAt,
      },
    ],
  })
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileSlug(event.title)}.ics"`,
      // The file may carry the meeting link, which only attendees see.
      'Cache-Control': user ? 'private, no-store' : 'public, max-age=300',
    },
  })
}
