import { useEffect, useId } from 'react'
import { useTranslation } from '~/browser/i18n-react'
import { data, href, isRouteErrorResponse, Link, useRouteError } from 'react-router'
import { ErrorBoundary as SharedErrorBoundary } from '~/components/error-boundary'
import { useCapacityText } from '~/components/events/event-card'
import { RsvpForm } from '~/components/events/rsvp-form'
import { showToast } from '~/browser/toasts'
import { buttonClasses } from '~/components/ui/button'
import { EVENT_CATEGORY_LABELS, EVENT_NOT_FOUND, type RsvpStatus } from '~/domain/events'
import { labelFor } from '~/domain/vocabulary'
import { getUser } from '~/services/auth.server'
import { followControl } from '~/services/follow-control.server'
import { FollowButton } from '~/components/follows/follow-button'
import { calendarHref, eventPlace, rsvpButtonState, seatsLeft } from '~/shared/event-display'
import { formatEventWhen } from '~/shared/event-time'
import { formatCount } from '~/shared/format'
import { formatEventPrice } from '~/shared/money'
import type { I18nHandle } from '~/shared/i18n'
import { metaT, useIntlLocale, useMessage } from '~/browser/i18n-react'
import { parseId } from '~/server/http.server'
import { canManageEvent } from '~/shared/permissions'
import { DomainError } from '~/shared/errors'
import { listEventGuests, requireEvent, type EventGuest } from '~/models/events.server'
import { cancelEventAction, editEventAction, rsvpAction } from './actions.server'
import { CANCEL_EVENT_DIALOG, CANCEL_EVENT_INTENT, CANCEL_RSVP_DIALOG, EDIT_EVENT_DIALOG, EDIT_EVENT_INTENT } from './messages'
import { requireEditableEvent } from '~/models/event-changes.server'
import { EVENT_TIME_ZONES } from '~/domain/events'
import { toWallTimeInput } from '~/shared/event-time'
import { LazyWhen, lazyComponent } from '~/browser/lazy-component'
import { DialogTrigger } from '~/components/ui/dialog'
import { dialogShouldRevalidate, openDialogName } from '~/shared/dialog-url'
import { useLocation } from 'react-router'

const EditEventDialog = lazyComponent(() => import('./edit-event-dialog').then((module) => module.EditEventDialog))
const CancelEventDialog = lazyComponent(() => import('./edit-event-dialog').then((module) => module.CancelEventDialog))
const CancelRsvpDialog = lazyComponent(() => import('./cancel-rsvp-dialog').then((module) => module.CancelRsvpDialog))
import type { Route } from './+types/detail'

/**
 * /events/{id}: everything about the event, the RSVP control and seats left; for its organizer (and admins) who is
 * attending and who waits. 404 'Event Not Found' for an unknown or inactive event, or an id that is not one.
 */
export const handle = { i18n: ['events'] } satisfies I18nHandle

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = parseId(params.id)
  const user = await getUser(request)
  if (id === null) throw data({ message: EVENT_NOT_FOUND }, { status: 404 })
  try {
    const event = await requireEvent(id, user)
    const now = new Date()
    const manages = Boolean(user && canManageEvent(user, event))
    const guests = user && manages ? await listEventGuests(user, event) : null
    // The organizer's Edit and Cancel (docs/decisions/0110-after-posting.md): while the event is on and not over.
    const changeable = user && manages && event.cancelledAt === null && event.endDate.getTime() > now.getTime()
    const editable = changeable ? await requireEditableEvent(user, id, now) : null
    // Follow the organiser (docs/decisions/0130): a member who runs an event that is on; not oneself.
    const organizerId = event.cancelledAt === null ? event.organizerId : null
    const follow =
      organizerId !== null && organizerId !== user?.id
        ? await followControl(context, request, user, { type: 'organiser', id: organizerId, name: event.organizerName ?? event.title }, { count: false })
        : null
    const minStart = EVENT_TIME_ZONES.map((zone) => toWallTimeInput(now, zone)).sort()[0]!
    return {
      event,
      guests,
      now,
      edit: editable ? { values: editable.values, currentStart: editable.startDate.toISOString(), minStart } : null,
      follow,
    }
  } catch (error) {
    if (error instanceof DomainError && error.status === 404) throw data({ message: EVENT_NOT_FOUND }, { status: 404 })
    throw error
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const formData = await request.formData()
  const id = parseId(params.id)
  if (id === null) throw data({ message: EVENT_NOT_FOUND }, { status: 404 })
  switch (formData.get('intent')) {
    case 'rsvp':
      return rsvpAction(request, context, formData, id)
    case EDIT_EVENT_INTENT:
      return editEventAction(request, context, formData, id)
    case CANCEL_EVENT_INTENT:
      return cancelEventAction(request, context, id)
    default:
      throw data({ message: 'Unknown intent' }, { status: 400 })
  }
}

export const shouldRevalidate = dialogShouldRevalidate

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = metaT(matches ?? [], 'events')
  if (!loaderData) return [{ title: t('detail.notFoundTitle') }]
  const { event } = loaderData
  const online = event.isOnline
  return [
    { title: t('detail.metaTitle', { title: event.title }) },
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

const STATUS_NOTE = {
  attending: 'detail.attending',
  waitlisted: 'detail.waitlisted',
} as const satisfies Partial<Record<RsvpStatus, string>>

export default function EventPage({ loaderData, actionData }: Route.ComponentProps) {
  const { event, guests, now, edit, follow } = loaderData
  const { t } = useTranslation('events')
  const location = useLocation()
  const dialog = openDialogName(location.search)
  const cancelled = event.cancelledAt !== null
  const message = useMessage()
  const locale = useIntlLocale()
  const capacityText = useCapacityText()
  const rsvpFailure = actionData?.rsvpFailure
  // The server's English message, in the page's language.
  const failure = rsvpFailure ? (rsvpFailure.message ? message(rsvpFailure.message) : t('rsvp.failed')) : null
  const errorTitle = t('rsvp.errorTitle')
  useEffect(() => {
    if (rsvpFailure && failure) showToast({ title: errorTitle, description: failure, type: 'error' })
  }, [rsvpFailure, failure, errorTitle])
  const when = formatEventWhen(event.startDate, event.endDate, event.timeZone, locale)
  const price = formatEventPrice(event.price, event.currency, locale)
  const state = rsvpButtonState(event, now)
  const left = seatsLeft(event)
  const status = event.myRsvpStatus
  // Holding a seat or a place in the queue: giving it up asks first (?dialog=cancel-rsvp, docs/decisions/0132).
  const holding = !cancelled && (state === 'attending' || state === 'waitlisted')
  const holdingHintId = useId()
  const note = status === 'attending' || status === 'waitlisted' ? t(STATUS_NOTE[status]) : undefined

  return (
    <main className="mx-auto max-w-5xl px-4 py-8">
      <Link to="/events" className="text-sm font-medium text-brand-700 hover:underline">
        {t('detail.back')}
      </Link>
      {event.coverImage ? (
        <img src={event.coverImage} alt="" className="mt-4 h-40 w-full rounded-xl object-cover sm:h-56" />
      ) : null}
      {/* The title, then (on a phone) the RSVP panel before the facts, so the action is on the first screen; from
          a laptop up the panel sits beside the facts (issue 46 item 4, docs/decisions/0132). */}
      <header className="mt-6 min-w-0">
        {event.category ? (
          <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">
            {message(labelFor(EVENT_CATEGORY_LABELS, event.category))}
          </p>
        ) : null}
        <h1 className="mt-1 text-3xl font-bold break-words text-gray-900">{event.title}</h1>
        {cancelled ? (
          <p role="status" className="mt-3 rounded-md border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800">
            {t('detail.cancelled')}
          </p>
        ) : null}
        {edit ? (
          <div className="mt-4 flex flex-wrap gap-3">
            <DialogTrigger name={EDIT_EVENT_DIALOG} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
              {t('edit.open')}
            </DialogTrigger>
            <DialogTrigger name={CANCEL_EVENT_DIALOG} className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
              {t('cancelEvent.open')}
            </DialogTrigger>
          </div>
        ) : null}
        {event.organizerName ? <p className="mt-2 text-gray-600">{t('detail.organizedBy', { name: event.organizerName })}</p> : null}
        {follow ? (
          <div className="mt-2">
            <FollowButton control={follow} />
          </div>
        ) : null}
      </header>
      <div className="mt-6 grid gap-8 lg:grid-cols-3">
        <aside aria-label={t('detail.yourRsvp')} className="h-fit space-y-4 rounded-xl border border-gray-200 bg-white p-5 shadow-sm lg:col-start-3 lg:row-start-1">
          <p className="text-2xl font-bold text-gray-900">
            {left === null
              ? t('detail.openToAll')
              : left === 0
                ? t('detail.full')
                : t('detail.seatsLeft', { count: left, seats: formatCount(left, locale) })}
          </p>
          {event.waitlistCount > 0 ? (
            <p className="text-sm text-gray-600">
              {t('detail.waitlistCount', { waiting: formatCount(event.waitlistCount, locale) })}
            </p>
          ) : null}
          {note ? <p className="text-sm font-medium text-gray-800">{note}</p> : null}
          {event.myWaitlistPosition !== null ? (
            <p className="text-sm text-gray-700">{t('detail.position', { position: event.myWaitlistPosition })}</p>
          ) : null}
          {holding ? (
            <>
              <DialogTrigger
                name={CANCEL_RSVP_DIALOG}
                aria-describedby={holdingHintId}
                className={buttonClasses({ variant: state === 'attending' ? 'primary' : 'secondary' })}
              >
                {t(state === 'attending' ? 'rsvp.attending' : 'rsvp.waitlisted')}
              </DialogTrigger>
              <span id={holdingHintId} className="sr-only">
                {t('rsvp.hint', {
                  title: event.title,
                  hint: t(state === 'attending' ? 'rsvp.hint.attending' : 'rsvp.hint.waitlisted'),
                })}
              </span>
            </>
          ) : cancelled ? null : (
            <RsvpForm eventId={event.id} state={state} title={event.title} size="md" />
          )}
          {rsvpFailure ? (
            <p role="alert" className="text-sm text-red-700">
              {t('rsvp.failedWith', { message: failure ?? '' })}
            </p>
          ) : null}
          <a href={calendarHref(event.id)} download className={buttonClasses({ variant: 'outline', className: 'w-full' })}>
            {t('card.addToCalendar')}
          </a>
        </aside>
        <article className="min-w-0 lg:col-span-2">
          <dl className="grid gap-4 sm:grid-cols-2">
            <Fact label={t('card.date')}>
              <time dateTime={event.startDate.toISOString()}>{when.dates}</time>
            </Fact>
            <Fact label={t('card.time')}>{when.times}</Fact>
            <Fact label={t('card.place')}>{message(eventPlace(event))}</Fact>
            <Fact label={t('detail.price')}>{price ?? t('detail.free')}</Fact>
            <Fact label={t('card.attendance')}>{t('card.attending', { count: event.currentAttendees })}</Fact>
            <Fact label={t('detail.capacity')}>{capacityText(event)}</Fact>
          </dl>
          {event.meetingLink ? (
            <p className="mt-6 text-sm break-words text-gray-700">
              {t('detail.meetingLink')}{' '}
              <a href={event.meetingLink} className="font-medium text-brand-700 hover:underline" rel="noopener noreferrer">
                {event.meetingLink}
              </a>
            </p>
          ) : null}
          {event.description ? (
            <section aria-labelledby="about-event" className="mt-8">
              <h2 id="about-event" className="text-xl font-semibold text-gray-900">
                {t('detail.about')}
              </h2>
              <p className="mt-2 whitespace-pre-line break-words text-gray-700">{event.description}</p>
            </section>
          ) : null}
        </article>
      </div>

      {guests ? (
        <section aria-labelledby="guests" className="mt-10 grid gap-6 md:grid-cols-2">
          <h2 id="guests" className="sr-only">
            {t('detail.guests')}
          </h2>
          <GuestList
            title={t('detail.attendees', { count: guests.attending.length })}
            guests={guests.attending}
            empty={t('detail.noAttendees')}
          />
          <GuestList
            title={t('detail.waitlist', { count: guests.waitlist.length })}
            guests={guests.waitlist}
            empty={t('detail.noWaitlist')}
            ordered
          />
        </section>
      ) : null}
      <LazyWhen
        when={holding && dialog === CANCEL_RSVP_DIALOG}
        component={CancelRsvpDialog}
        props={{ title: event.title, waitlisted: state === 'waitlisted' }}
      />
      {edit ? (
        <>
          <LazyWhen
            when={dialog === EDIT_EVENT_DIALOG}
            component={EditEventDialog}
            props={{
              values: edit.values,
              currentStart: edit.currentStart,
              minStart: edit.minStart,
              lastResult: actionData && 'result' in actionData ? actionData.result : undefined,
            }}
          />
          <LazyWhen
            when={dialog === CANCEL_EVENT_DIALOG}
            component={CancelEventDialog}
            props={{ errors: actionData && 'cancelErrors' in actionData ? actionData.cancelErrors : undefined }}
          />
        </>
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
  const { t } = useTranslation('events')
  if (!isRouteErrorResponse(error) || error.status !== 404) return <SharedErrorBoundary />
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="text-sm font-semibold text-brand-600">404</p>
      <h1 className="mt-2 text-3xl font-bold text-gray-900">{t('detail.notFound')}</h1>
      <p className="mt-4 text-gray-600">{t('detail.notFoundText')}</p>
      <Link to={href('/events')} className={buttonClasses({ className: 'mt-8' })}>
        {t('detail.backToEvents')}
      </Link>
    </main>
  )
}
