import { useTranslation } from '~/browser/i18n-react'
import { href, Link } from 'react-router'
import { EVENT_CATEGORY_LABELS, ONLINE } from '~/domain/events'
import { labelFor } from '~/domain/vocabulary'
import { calendarHref, eventAnchor, eventPlace, rsvpButtonState, seatsLeft } from '~/shared/event-display'
import { eventDayInZone, formatEventWhen } from '~/shared/event-time'
import { formatCount } from '~/shared/format'
import { formatEventPrice } from '~/shared/money'
import { useIntlLocale, useMessage } from '~/browser/i18n-react'
import type { EventCard as EventCardData } from '~/models/events.server'
import { Distance } from '~/components/near-filter'
import { RsvpCardButton, RsvpCardForms, RsvpHints } from './rsvp-form'
import type { Cards } from '~/shared/columns'

/**
 * What an event card shows, and all /events sends per event (docs/decisions/0050-what-list-pages-send.md, 0098): the
 * start and end as milliseconds since the epoch (a number is a third of a Date's size in the hydration data; the card
 * formats both in the event's zone), the price as the card writes it, or null when the event is free, and an online
 * event's location as 'Online' (its venue left out) rather than a flag of its own: the card shows the place.
 */
export type EventCardView = Omit<
  EventCardData,
  'organizerId' | 'isActive' | 'startDate' | 'endDate' | 'price' | 'currency' | 'myRsvpStatus' | 'isOnline' | 'cityId'
> & {
  startDate: number
  endDate: number
  price: string | null
  /** Only for a signed-in viewer (a visitor has answered nothing). */
  myRsvpStatus?: EventCardData['myRsvpStatus']
}

export function eventCardView({
  organizerId: _organizerId,
  isActive: _isActive,
  startDate,
  endDate,
  price,
  currency,
  myRsvpStatus,
  isOnline,
  // The city its place resolves to serves the near filter in SQL; the card shows the distance, not the city.
  cityId: _cityId,
  ...event
}: EventCardData, signedIn: boolean, locale: string): EventCardView {
  return {
    ...event,
    ...(isOnline ? { location: ONLINE, venue: null } : {}),
    startDate: startDate.getTime(),
    endDate: endDate.getTime(),
    price: formatEventPrice(price, currency, locale),
    ...(signedIn ? { myRsvpStatus } : {}),
  }
}

/**
 * '500 places · 188 seats left', '80 places · Full', 'No attendee limit' (app/shared/event-display.ts `capacityText`),
 * in the page's language.
 */
export function useCapacityText(): (event: { maxAttendees: number | null; currentAttendees: number }) => string {
  const { t } = useTranslation('events')
  const locale = useIntlLocale()
  return (event) => {
    const left = seatsLeft(event)
    if (left === null || event.maxAttendees === null) return t('capacity.none')
    const places = t('capacity.places', { count: event.maxAttendees, places: formatCount(event.maxAttendees, locale) })
    if (left === 0) return t('capacity.full', { places })
    const seats = t('capacity.seats', { count: left, seats: formatCount(left, locale) })
    return t('capacity.left', { places, seats })
  }
}

/**
 * An event on /events (000 §2): title, category, dates and times in the event's own zone, place or Online,
 * 'N+ attending', capacity and seats left, the price only when above 0, the RSVP button and 'Add to calendar'.
 */
export function EventCard({ event, now }: { event: EventCardView; now: Date }) {
  const { t } = useTranslation('events')
  const message = useMessage()
  const capacityText = useCapacityText()
  const start = new Date(event.startDate)
  const endDate = new Date(event.endDate)
  const when = formatEventWhen(start, endDate, event.timeZone, useIntlLocale())
  const { price } = event
  const state = rsvpButtonState({ ...event, endDate, myRsvpStatus: event.myRsvpStatus ?? null }, now)
  // Short: the card refers to its title three times (the article's name, the RSVP button's and the calendar link's);
  // it is also where an RSVP without JavaScript comes back to (`eventAnchor`).
  const titleId = eventAnchor(event.id)
  // Styled from its list, `.ev-cards article` (app/app.css; `EVENT_CARDS_CLASS`): its head, title, facts, description
  // and actions by position, since a list page repeats the card 50 times. Its title names it (the first thing in it),
  // so the article carries no name of its own.
  return (
    <article>
      <div>
        {event.category ? <span>{message(labelFor(EVENT_CATEGORY_LABELS, event.category))}</span> : null}
        {state === 'ended' ? <span className="tag-gray">{t('card.ended')}</span> : null}
        {price ? <span className="card-price">{price}</span> : null}
      </div>
      <h3 id={titleId}>
        <Link to={href('/events/:id', { id: String(event.id) })} discover="none">
          {event.title}
        </Link>
      </h3>
      {/* Each fact named for screen readers (the dt is visually hidden, app/app.css). */}
      <dl>
        <dt>{t('card.date')}</dt>
        <dd>
          <time dateTime={eventDayInZone(start, event.timeZone)}>{when.dates}</time>
        </dd>
        <dt>{t('card.time')}</dt>
        <dd>{when.times}</dd>
        <dt>{t('card.place')}</dt>
        <dd>
          {message(eventPlace(event))}
          {event.distanceKm === undefined ? null : <> <Distance km={event.distanceKm} /></>}
        </dd>
        <dt>{t('card.attendance')}</dt>
        <dd>
          {`${t('card.attending', { count: event.currentAttendees })} `}
          <span>{`· ${capacityText(event)}`}</span>
        </dd>
      </dl>
      {event.description ? <p>{event.description}</p> : null}
      <div>
        <RsvpCardButton eventId={event.id} state={state} titleId={titleId} />
        {/* Named 'Add to calendar: {title}' from the page's one hidden 'Add to calendar:' and the card's title. The
            file is sent as an attachment (Content-Disposition), so the link needs no `download`. */}
        <a href={calendarHref(event.id)} aria-labelledby={`${ADD_TO_CALENDAR_ID} ${titleId}`}>
          {t('card.addToCalendar')}
        </a>
      </div>
    </article>
  )
}

const ADD_TO_CALENDAR_ID = 'cal'

/** The class of /events' card list: its cards are styled from it (app/app.css `.ev-cards article`). */
export const EVENT_CARDS_CLASS = 'ev-cards'

/**
 * What the cards of a list page refer to, once per page and hidden: the RSVP forms the cards' buttons belong to, each
 * RSVP state's hint (the buttons' description) and 'Add to calendar:' (the first half of each calendar link's name).
 */
export function EventCardHints({ events, now }: { events: Cards<EventCardView>; now: Date }) {
  const { t } = useTranslation('events')
  // Each card's button state, as the card works it out, so that only the forms those buttons belong to are written
  // (read from the columns themselves: importing a columns helper here costs every list page a module of its own). A
  // column no card has is absent: no cards, or a visitor's cards without `myRsvpStatus`.
  const columns: Partial<Cards<EventCardView>['columns']> = events.columns
  const states = (columns.endDate ?? []).map((end, at) =>
    rsvpButtonState(
      {
        endDate: new Date(end),
        myRsvpStatus: columns.myRsvpStatus?.[at] ?? null,
        maxAttendees: columns.maxAttendees?.[at] ?? null,
        currentAttendees: columns.currentAttendees?.[at] ?? 0,
      },
      now,
    ),
  )
  return (
    <div hidden>
      <RsvpCardForms states={states} />
      <RsvpHints states={states} />
      <p id={ADD_TO_CALENDAR_ID}>{`${t('card.addToCalendar')}:`}</p>
    </div>
  )
}

/** A card-shaped placeholder while the list loads (000 §9: 5 of them). */
export function EventCardSkeleton() {
  return (
    <div aria-hidden="true" className="h-64 animate-pulse rounded-xl border border-gray-200 bg-white p-5">
      <div className="h-4 w-24 rounded bg-gray-200" />
      <div className="mt-4 h-5 w-3/4 rounded bg-gray-200" />
      <div className="mt-4 space-y-2">
        <div className="h-3 w-1/2 rounded bg-gray-100" />
        <div className="h-3 w-2/3 rounded bg-gray-100" />
        <div className="h-3 w-1/3 rounded bg-gray-100" />
      </div>
      <div className="mt-8 h-8 w-24 rounded bg-gray-200" />
    </div>
  )
}
