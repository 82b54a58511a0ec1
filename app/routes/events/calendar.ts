import { EVENT_NOT_FOUND } from '~/domain/events'
import { getUser } from '~/services/auth.server'
import { calendarDownload, calendarFile, eventEntry } from '~/server/calendar.server'
import { DomainError } from '~/shared/errors'
import { parseId } from '~/server/http.server'
import { requireEvent } from '~/models/events.server'
import type { Route } from './+types/calendar'

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
  const body = calendarFile({
    prodId: '//Startup Asia//Events//EN',
    events: [eventEntry(event, new URL(request.url).origin)],
  })
  // The file may carry the meeting link, which only attendees see.
  return calendarDownload(body, `${fileSlug(event.title)}.ics`, { personal: user !== null })
}
