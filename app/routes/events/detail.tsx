import { useEffect } from 'react'
import { data, href, isRouteErrorResponse, Link, useRouteError } from 'react-router'
import { ErrorBoundary as SharedErrorBoundary } from '~/components/error-boundary'
import { RsvpForm } from '~/components/events/rsvp-form'
import { showToast } from '~/components/toaster'
import { buttonClasses } from '~/components/ui/button'
import { EVENT_CATEGORY_LABELS, EVENT_NOT_FOUND, RSVP_FAILED, type RsvpStatus } from '~/domain/events'
import { labelFor } from '~/domain/vocabulary'
import { getUser } from '~/lib/auth.server'
import { calendarHref, capacityText, eventPlace, rsvpButtonState, seatsLeft } from '~/lib/event-display'
import { formatEventWhen } from '~/lib/event-time'
import { formatAttending, formatCount, formatEventPrice } from '~/lib/format'
import { parseId } from '~/lib/http.server'
import { canManageEvent } from '~/lib/permissions'
import { DomainError } from '~/lib/errors'
import { listEventGuests, requireEvent, type EventGuest } from '~/models/events.server'
import { rsvpAction } from './actions.server'
import type { Route } from './+types/detail'

/**
 * /events/{id}: everything about the event, the RSVP control and seats left; for its organizer (and admins) who is
 * attending and who waits. 404 'Event Not Found' for an unknown or inactive event, or an id that is not one.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const id = parseId(params.id)
  const user = await getUser(request)
  if (id === null) throw data({ message: EVENT_NOT_FOUND }, { status: 404 })
  try {
    const event = await requireEvent(id, user)
    const guests = user && canManageEvent(user, event) ? await listEventGuests(user, event) : null
    return { event, guests, now: new Date() }
  } catch (error) {
    if (error instanceof DomainError && error.status === 404) throw data({ message: EVENT_NOT_FOUND }, { status: 404 })
    throw error
  }
}

export async function action({ request, params }: Route.ActionArgs) {
  const formData = await request.formData()
  if (formData.get('intent') !== 'rsvp') throw data({ message: 'Unknown intent' }, { status: 400 })
  const id = parseId(params.id)
  if (id === null) throw data({ message: EVENT_NOT_FOUND }, { status: 404 })
  return rsvpAction(request, formData, id)
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: `${EVENT_NOT_FOUND} | Startup Asia` }]
  const { event } = loaderData
  const online = event.isOnline
  return [
    { title: `${event.title} | Events | Startup Asia` },
    ...(event.description ? [{ name: 'description', content: event.description.slice(0, 300) }] : []),
    {
      'script:ld+json': {
        '@context': 'https://schema.org',
        '@type': 'Event',
        name: event.title,
        ...(event.description ? { description: event.description } : {}),
        startDate: event.startDate.toISOString(),
        endDate: event.endDate.toISOString(),
        eventAttendanceMode: online
          ? 'https://schema.org/OnlineEventAttendanceMode'
          : 'https://schema.org/OfflineEventAttendanceMode',
        location: online
          ? { '@type': 'VirtualLocation', name: 'Online' }
          : { '@type': 'Place', name: event.venue ?? event.location, address: event.location },
        ...(event.maxAttendees !== null ? { maximumAttendeeCapacity: event.maxAttendees } : {}),
        offers: { '@type': 'Offer', price: event.price, priceCurrency: event.currency },
      },
    },
  ]
}

const STATUS_NOTE: Partial<Record<RsvpStatus, string>> = {
  attending: 'You are attending.',
  waitlisted: 'You are on the waitlist.',
}

export default function EventPage({ loaderData, actionData }: Route.ComponentProps) {
  const { event, guests, now } = loaderData
  const rsvpFailure = actionData?.rsvpFailure
  useEffect(() => {
    if (rsvpFailure) showToast({ title: 'Error', description: rsvpFailure.message || RSVP_FAILED, type: 'error' })
  }, [rsvpFailure])
  const when = formatEventWhen(event.startDate, event.endDate, event.timeZone)
  const price = formatEventPrice(event.price, event.currency)
  const state = rsvpButtonState(event, now)
  const left = seatsLeft(event)
  const note = event.myRsvpStatus ? STATUS_NOTE[event.myRsvpStatus] : undefined

  return (
    <main className="mx-auto max-w-5xl px-4 py-8">
      <Link to="/events" className="text-sm font-medium text-brand-700 hover:underline">
        ← All events
      </Link>
      {event.coverImage ? (
        <img src={event.coverImage} alt="" className="mt-4 h-40 w-full rounded-xl object-cover sm:h-56" />
      ) : null}
      <div className="mt-6 grid gap-8 lg:grid-cols-3">
        <article className="min-w-0 lg:col-span-2">
          {event.category ? (
            <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">
              {labelFor(EVENT_CATEGORY_LABELS, event.category)}
            </p>
          ) : null}
          <h1 className="mt-1 text-3xl font-bold break-words text-gray-900">{event.title}</h1>
          {event.organizerName ? <p className="mt-2 text-gray-600">Organized by {event.organizerName}</p> : null}
          <dl className="mt-6 grid gap-4 sm:grid-cols-2">
            <Fact label="Date">
              <time dateTime={event.startDate.toISOString()}>{when.dates}</time>
            </Fact>
            <Fact label="Time">{when.times}</Fact>
            <Fact label="Place">{eventPlace(event)}</Fact>
            <Fact label="Price">{price ?? 'Free'}</Fact>
            <Fact label="Attendance">{formatAttending(event.currentAttendees)}</Fact>
            <Fact label="Capacity">{capacityText(event)}</Fact>
          </dl>
          {event.meetingLink ? (
            <p className="mt-6 text-sm break-words text-gray-700">
              Meeting link:{' '}
              <a href={event.meetingLink} className="font-medium text-brand-700 hover:underline" rel="noopener noreferrer">
                {event.meetingLink}
              </a>
            </p>
          ) : null}
          {event.description ? (
            <section aria-labelledby="about-event" className="mt-8">
              <h2 id="about-event" className="text-xl font-semibold text-gray-900">
                About this event
              </h2>
              <p className="mt-2 whitespace-pre-line break-words text-gray-700">{event.description}</p>
            </section>
          ) : null}
        </article>

        <aside aria-label="Your RSVP" className="h-fit space-y-4 rounded-xl border border-gray-200 bg-white p-5 shadow-sm">
          <p className="text-2xl font-bold text-gray-900">
            {left === null ? 'Open to all' : left === 0 ? 'Full' : `${formatCount(left)} ${left === 1 ? 'seat' : 'seats'} left`}
          </p>
          {event.waitlistCount > 0 ? (
            <p className="text-sm text-gray-600">
              {formatCount(event.waitlistCount)} on the waitlist
            </p>
          ) : null}
          {note ? <p className="text-sm font-medium text-gray-800">{note}</p> : null}
          {event.myWaitlistPosition !== null ? (
            <p className="text-sm text-gray-700">You are number {event.myWaitlistPosition} on the waitlist.</p>
          ) : null}
          <RsvpForm eventId={event.id} state={state} title={event.title} size="md" />
          {rsvpFailure ? (
            <p role="alert" className="text-sm text-red-700">
              {RSVP_FAILED}: {rsvpFailure.message}
            </p>
          ) : null}
          <a href={calendarHref(event.id)} download className={buttonClasses({ variant: 'outline', className: 'w-full' })}>
            Add to calendar
          </a>
        </aside>
      </div>

      {guests ? (
        <section aria-labelledby="guests" className="mt-10 grid gap-6 md:grid-cols-2">
          <h2 id="guests" className="sr-only">
            Guests
          </h2>
          <GuestList title={`Attendees (${guests.attending.length})`} guests={guests.attending} empty="No one has RSVPed yet." />
          <GuestList
            title={`Waitlist (${guests.waitlist.length})`}
            guests={guests.waitlist}
            empty="No one is waiting."
            ordered
          />
        </section>
      ) : null}
    </main>
  )
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0 rounded-lg bg-gray-50 p-3">
      <dt className="text-xs font-medium tracking-wide text-gray-500 uppercase">{label}</dt>
      <dd className="mt-1 break-words text-gray-900">{children}</dd>
    </div>
  )
}

function GuestList({ title, guests, empty, ordered }: { title: string; guests: EventGuest[]; empty: string; ordered?: boolean }) {
  const List = ordered ? 'ol' : 'ul'
  return (
    <div className="rounded-xl border border-gray-200 bg-white p-5">
      <h3 className="font-semibold text-gray-900">{title}</h3>
      {guests.length === 0 ? (
        <p className="mt-2 text-sm text-gray-600">{empty}</p>
      ) : (
        <List className={`mt-3 space-y-1 text-sm text-gray-800 ${ordered ? 'list-decimal pl-5' : ''}`}>
          {guests.map((guest) => (
            <li key={guest.userId} className="break-words">
              {guest.name}
            </li>
          ))}
        </List>
      )}
    </div>
  )
}

/** 404 reads 'Event Not Found' with a way back to the list. */
export function ErrorBoundary() {
  const error = useRouteError()
  if (!isRouteErrorResponse(error) || error.status !== 404) return <SharedErrorBoundary />
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="text-sm font-semibold text-brand-600">404</p>
      <h1 className="mt-2 text-3xl font-bold text-gray-900">{EVENT_NOT_FOUND}</h1>
      <p className="mt-4 text-gray-600">This event does not exist or is no longer listed.</p>
      <Link to={href('/events')} className={buttonClasses({ className: 'mt-8' })}>
        Back to Events
      </Link>
    </main>
  )
}
