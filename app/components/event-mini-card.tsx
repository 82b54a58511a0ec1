import { useTranslation } from '~/browser/i18n-react'
import { href, Link } from 'react-router'
import { EVENT_CATEGORY_LABELS } from '~/domain/events'
import { labelFor } from '~/domain/vocabulary'
import { eventPlace } from '~/shared/event-display'
import { formatEventDay } from '~/shared/event-time'
import { formatEventPrice } from '~/shared/money'
import { useIntlLocale, useMessage } from '~/browser/i18n-react'
import type { EventCard } from '~/models/events.server'

/**
 * A compact upcoming-event row: the date in the event's own zone, title (to its page), place, attendance, price. A
 * page that shows it lists the 'events' namespace in its handle.
 */
export function EventMiniCard({ event }: { event: EventCard }) {
  const { t } = useTranslation('events')
  const message = useMessage()
  const locale = useIntlLocale()
  const price = formatEventPrice(event.price, event.currency, locale)
  const category = event.category ? ` · ${message(labelFor(EVENT_CATEGORY_LABELS, event.category))}` : null
  const facts = [message(eventPlace(event)), t('card.attending', { count: event.currentAttendees }), price]
    .filter(Boolean)
    .join(' · ')
  return (
    <article className="rounded-lg border border-gray-200 bg-white p-3">
      <p className="text-xs font-medium text-brand-700">
        <time dateTime={event.startDate.toISOString()}>{formatEventDay(event.startDate, event.timeZone, locale)}</time>
        {category ? <span className="text-gray-600">{category}</span> : null}
      </p>
      <h3 className="mt-1 truncate font-medium text-gray-900">
        <Link to={href('/events/:id', { id: String(event.id) })} className="hover:text-brand-700 hover:underline">
          {event.title}
        </Link>
      </h3>
      <p className="truncate text-xs text-gray-600">
        {facts}
      </p>
    </article>
  )
}
