import { NearChooser, nearShouldRevalidate } from '~/components/near-filter'
import { useEffect } from 'react'
import { useTranslation } from '~/browser/i18n-react'
import { data, Link, useLocation, useNavigation } from 'react-router'
import { EVENT_CARDS_CLASS, EventCard, EventCardHints, EventCardSkeleton, eventCardView } from '~/components/events/event-card'
import { showToast } from '~/browser/toasts'
import { buttonClasses } from '~/components/ui/button'
import { DialogTrigger } from '~/components/ui/dialog-trigger'
import { EVENT_TIME_ZONES } from '~/domain/events'
import { queryInput } from '~/services/api.server'
import { getUser } from '~/services/auth.server'
import { closeDialogHref, openDialogHref, openDialogName } from '~/shared/dialog-url'
import { LazyWhen, lazyComponent } from '~/browser/lazy-component'
import { toWallTimeInput } from '~/shared/event-time'
import { parseFiltersLeniently } from '~/shared/filters'
import { intlLocale, type I18nHandle } from '~/shared/i18n'
import { metaT, useMessage } from '~/browser/i18n-react'
import { getT, languageOf } from '~/server/i18n.server'
import { listEvents, type EventListQuery } from '~/models/events.server'
import { keepKnownCity } from '~/models/near.server'
import { nearControl } from '~/services/near-control.server'
import { eventQuerySchema } from '~/schemas/event-query'
import { EVENTS_PAGE_SIZE, eventFilterParams, MAX_EVENTS_LIMIT } from '~/schemas/filter-params'
import { createEventAction, rsvpAction } from './actions.server'
import { EventFilters } from './filters'
import { CREATE_EVENT_DIALOG, CREATE_EVENT_INTENT, FILTER_PROBLEMS, OTHER_FILTER_PROBLEM } from './messages'
import { ListCards } from '~/components/ui/list-cards'
import { windowSize } from '~/domain/lists'
import { readWindow } from '~/models/list-window.server'

// The dialog and its form are fetched when it opens or the browser is idle (docs/decisions/0057).
const CreateEventDialog = lazyComponent(() => import('./create-event-dialog').then((module) => module.CreateEventDialog))
import type { Route } from './+types/route'
import { toCards } from '~/shared/columns'

/** 000 §9: 5 skeletons while the list loads. */
const SKELETONS = 5

/**
 * /events (000 §2). The query string is the filter bar's GET form, parsed by the same schema as GET /api/events
 * (leniently: a bad filter is dropped and explained). `offset` means "loaded this far": the page shows rows
 * 0 … offset+50, so the no-JS "Load More Events" link keeps the earlier ones on screen.
 */
export const handle = { i18n: ['events'] } satisfies I18nHandle

export async function loader({ request, context }: Route.LoaderArgs) {
  const parsed = parseFiltersLeniently(eventQuerySchema, queryInput(request.url))
  const { problems } = parsed
  // Each dropped filter explained in the request's language.
  const t = getT(context, 'events')
  const filterErrors: Record<string, string> = Object.fromEntries(
    Object.keys(problems).map((field) => [field, t(FILTER_PROBLEMS[field] ?? OTHER_FILTER_PROBLEM)]),
  )
  // A city no one knows is said beside the city filter (0115); the other filters still apply.
  const { query, unknown } = await keepKnownCity(parsed.query)
  if (unknown) filterErrors.near = getT(context, 'common')('near.unknownCity')
  const user = await getUser(request)
  // A member's preferred city is where the near control starts; the list stays unfiltered until they submit (0115).
  const near = await nearControl(request, context, user, query.near)
  const now = new Date()
  const shown = windowSize(query.offset, EVENTS_PAGE_SIZE)
  const viewer = { viewerId: user?.id ?? null, now }
  const events = await readWindow((page: EventListQuery) => listEvents(page, viewer), query, shown, MAX_EVENTS_LIMIT)
  // The date-and-time inputs' `min`: the present in the zone that is furthest behind, so no time still ahead
  // anywhere is refused (the server checks the exact instant).
  const minStart = EVENT_TIME_ZONES.map((zone) => toWallTimeInput(now, zone)).sort()[0]!
  // Only what the cards show, one array per field (docs/decisions/0050, 0059).
  const signedIn = user !== null
  const locale = intlLocale(languageOf(context))
  const cards = toCards(events.map((event) => eventCardView(event, signedIn, locale)))
  return { query, events: cards, shown, signedIn, filterErrors, now, minStart, near }
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData()
  switch (formData.get('intent')) {
    case CREATE_EVENT_INTENT:
      return createEventAction(request, context, formData)
    case 'rsvp':
      return rsvpAction(request, context, formData)
    default:
      throw data({ message: 'Unknown intent' }, { status: 400 })
  }
}

export const shouldRevalidate = nearShouldRevalidate

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches ?? [], 'events')
  return [{ title: t('list.metaTitle') }, { name: 'description', content: t('list.metaDescription') }]
}

export default function Events({ loaderData, actionData }: Route.ComponentProps) {
  const { query, events, shown, signedIn, filterErrors, now, minStart, near } = loaderData
  const location = useLocation()
  const navigation = useNavigation()
  const { t } = useTranslation('events')
  const message = useMessage()
  const rsvpFailure = actionData?.rsvpFailure
  // The server's English message, in the page's language.
  const failure = rsvpFailure ? (rsvpFailure.message ? message(rsvpFailure.message) : t('rsvp.failed')) : null
  const errorTitle = t('rsvp.errorTitle')
  useEffect(() => {
    if (rsvpFailure && failure) showToast({ title: errorTitle, description: failure, type: 'error' })
  }, [rsvpFailure, failure, errorTitle])

  const loadingList =
    navigation.state === 'loading' &&
    !navigation.formMethod &&
    navigation.location.pathname === '/events' &&
    closeDialogHref(navigation.location) !== closeDialogHref(location)
  const signInHref = `/auth?redirectTo=${encodeURIComponent(openDialogHref({ pathname: '/events', search: '' }, CREATE_EVENT_DIALOG))}`
  const filters = eventFilterParams(query).toString()

  return (
    <main className="mx-auto max-w-7xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold text-gray-900">{t('list.title')}</h1>
          <p className="mt-1 text-gray-600">{t('list.subtitle')}</p>
        </div>
        <CreateEventButton signedIn={signedIn} signInHref={signInHref} />
      </div>
      <EventFilters query={query} errors={filterErrors} near={near} />
      <NearChooser path="/events" control={near} km={query.km} />
      {rsvpFailure ? (
        <p role="alert" className="mt-6 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-700">
          {t('rsvp.failedWith', { message: failure ?? '' })}
        </p>
      ) : null}
      <ListCards
        cards={events}
        id="events"
        heading={t('list.results')}
        basePath="/events"
        filters={filters}
        saveSearch
        gridClassName={`${EVENT_CARDS_CLASS} grid gap-6 [--card-height:19.25rem] sm:grid-cols-2 lg:grid-cols-3`}
        className="mt-8"
        before={<EventCardHints events={events} now={now} />}
        itemKey={(event) => event.id}
        renderItem={(event) => <EventCard event={event} now={now} />}
        empty={{
          title: t('list.empty'),
          hint: t('list.emptyHint'),
          action: <CreateEventButton signedIn={signedIn} signInHref={signInHref} />,
        }}
        // With JavaScript, a new search shows 5 skeletons until its list arrives (not a dialog, not a form post).
        skeleton={{ node: <EventCardSkeleton />, count: SKELETONS, label: t('list.loadingEvents') }}
        loading={loadingList}
        pager={{
          kind: 'more',
          field: 'events',
          shown,
          from: query.offset,
          anchor: 'result',
          labels: { loadMore: t('list.loadMore'), loading: t('list.loading') },
        }}
      />
      <LazyWhen
        when={openDialogName(location.search) === CREATE_EVENT_DIALOG}
        component={CreateEventDialog}
        props={{ signedIn, lastResult: actionData?.result, minStart, signInHref }}
      />
    </main>
  )
}

/** Members open the dialog in place; visitors sign in first and come back to it open. */
function CreateEventButton({ signedIn, signInHref }: { signedIn: boolean; signInHref: string }) {
  const { t } = useTranslation('events')
  if (!signedIn) {
    return (
      <Link to={signInHref} className={buttonClasses()}>
        {t('list.create')}
      </Link>
    )
  }
  return (
    <DialogTrigger name={CREATE_EVENT_DIALOG} className={buttonClasses()}>
      {t('list.create')}
    </DialogTrigger>
  )
}

export { ErrorBoundary } from '~/components/error-boundary'
