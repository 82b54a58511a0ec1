import { formatAttending, formatDate, formatEventPrice, formatSlug } from '~/lib/format'
import type { EventCard } from '~/models/events.server'

/** A compact upcoming-event row: date, title, place, attendance and price when not free. */
export function EventMiniCard({ event }: { event: EventCard }) {
  const price = formatEventPrice(event.price, event.currency)
  const place = event.isOnline ? 'Online' : [event.venue, event.location].filter(Boolean).join(', ')
  return (
    <article className="rounded-lg border border-gray-200 bg-white p-3">
      <p className="text-xs font-medium text-brand-700">
        <time dateTime={event.startDate.toISOString()}>{formatDate(event.startDate)}</time>
        {event.category ? <span className="text-gray-500"> · {formatSlug(event.category)}</span> : null}
      </p>
      <h3 className="mt-1 truncate font-medium text-gray-900">{event.title}</h3>
      <p className="truncate text-xs text-gray-500">
        {[place, formatAttending(event.currentAttendees), price].filter(Boolean).join(' · ')}
      </p>
    </article>
  )
}
