import { NearChooser, opensNearChooser } from '~/components/near-filter'
import { useTranslation } from '~/browser/i18n-react'
import { data, Link, useLocation, type ShouldRevalidateFunction } from 'react-router'
import { buttonClasses } from '~/components/ui/button'
import { dialogShouldRevalidate } from '~/shared/dialog-url'
import { MY_BOOKINGS_SHOWN } from '~/domain/workspaces'
import { queryInput } from '~/services/api.server'
import { getUser } from '~/services/auth.server'
import { closeDialogHref, DIALOG_PARAM, openDialogName } from '~/shared/dialog-url'
import { LazyWhen, lazyComponent } from '~/browser/lazy-component'
import { DomainError } from '~/shared/errors'
import { parseFiltersLeniently } from '~/shared/filters'
import { parseSubmission } from '~/server/forms.server'
import type { I18nHandle } from '~/shared/i18n'
import { metaT, useMessage } from '~/browser/i18n-react'
import { getT, languageOf } from '~/server/i18n.server'
import { intlLocale } from '~/shared/i18n'
import { formatMoney } from '~/shared/money'
import { pagePath, parseId } from '~/server/http.server'
import { requireUser } from '~/services/permissions.server'
import { formatLocalDate, instantToLocal, resolveDateTime } from '~/shared/time-zones'
import { redirectWithToast } from '~/server/toast.server'
import {
  bookingWindow,
  cancelBooking,
  createBooking,
  getAvailability,
  getMyBooking,
  listMyBookings,
  readWorkspacePage,
  planBooking,
  type Availability,
  type Booking,
} from '~/models/bookings.server'
import { getWorkspace, listWorkspaces, type Workspace } from '~/models/workspaces.server'
import { keepKnownCity } from '~/models/near.server'
import { nearControl } from '~/services/near-control.server'
import { workspaceDiscountOf } from '~/models/plan-access.server'
import { PLAN_NAMES } from '~/domain/plans'
import { cancelBookingSchema, createBookingSchema, workspaceQuerySchema, type CreateBookingInput } from '~/schemas/workspaces'
import type { BookingActionData, BookingDialogData } from './book-dialog'
import { WorkspaceFilters } from './filters'
import {
  BOOK_DIALOG,
  BOOK_DIALOG_PARAMS,
  BOOKED,
  CANCEL_DIALOG,
  CANCEL_DIALOG_PARAMS,
  FETCH_FAILED,
  FILTER_PROBLEMS,
} from './messages'

// The dialogs and their forms are fetched when one opens or the browser is idle (docs/decisions/0057).
const BookWorkspaceDialog = lazyComponent(() => import('./book-dialog').then((module) => module.BookWorkspaceDialog))
const CancelBookingDialog = lazyComponent(() => import('./cancel-dialog').then((module) => module.CancelBookingDialog))
import { MyBookings, type ListedBooking } from './my-bookings'
import { WorkspaceResults } from './results'
import { workspaceCardView } from './workspace-card'
import type { Route } from './+types/route'
import { toCards } from '~/shared/columns'
import { log } from '~/server/logger.server'

/**
 * /workspace (000 §2): type tiles, the filter bar, workspace cards with Book Now, the Book Workspace dialog and the
 * member's My Bookings panel (docs/decisions/0036-workspace-page.md). Visitors browse; booking and cancelling need a
 * member. The list query is GET /api/workspaces' schema and model; the booking form is POST
 * /api/workspace-bookings' (docs/decisions/0034, 0035).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { pathname, search } = pagePath(request)
  const params = new URLSearchParams(search)
  const parsed = parseFiltersLeniently(workspaceQuerySchema, queryInput(`http://page${pathname}${search}`))
  const { problems } = parsed
  // A city no one knows is said beside the city filter (0115); the other filters still apply.
  const { query, unknown } = await keepKnownCity(parsed.query)
  const filterErrors: Record<string, string> = Object.fromEntries(
    Object.keys(problems).map((field) => [field, FILTER_PROBLEMS[field] ?? 'This filter was not understood and is not applied.']),
  )
  if (unknown) filterErrors.near = 'Unknown city: choose one from the list'
  const dialogOpen = params.get(DIALOG_PARAM) === BOOK_DIALOG
  const cancelOpen = params.get(DIALOG_PARAM) === CANCEL_DIALOG
  // A visitor who opens a dialog by its URL signs in first and comes back to it.
  const user = dialogOpen || cancelOpen ? await requireUser(request) : await getUser(request)
  const now = new Date()
  // The booking the confirmation names: the member's own, or none (someone else's reads as gone, as the API's 404).
  const cancelling = cancelOpen && user ? await findOwnBooking(user.id, params.get('booking'), now) : null
  // A member's preferred city is where the near control starts; the list stays unfiltered until they submit (0115).
  const near = await nearControl(request, context, user, query.near)
  const listed = { query, filterErrors, signedIn: user !== null, near }
  // With JavaScript (a data request), the lists stream in behind their skeletons (000 §9: 6 and 3); opening the
  // dialog waits for everything so nothing flickers behind it. A document request always carries the whole page.
  if (new URL(request.url).pathname.endsWith('.data') && !dialogOpen) {
    return {
      ...listed,
      workspaces: listWorkspaces(query).then((list) => toCards(list.map(workspaceCardView))),
      bookings: user ? listMyBookings(user.id, { limit: MY_BOOKINGS_SHOWN }, now).then((list) => withDiscountNotes(list, context)) : null,
      booking: null,
      cancelling,
    }
  }
  // A document: the list, the member's bookings and the dialog's workspace in one statement.
  const dialogWorkspaceId = dialogOpen ? parseId(params.get('workspaceId') ?? undefined) : null
  const { workspaces, bookings, dialogWorkspace } = await loadOrFail(
    readWorkspacePage(query, { userId: user?.id ?? null, bookingsShown: MY_BOOKINGS_SHOWN, dialogWorkspaceId }, now),
  )
  const booking = dialogOpen && user ? await loadBookingDialog(dialogWorkspace, user.id, context, now) : null
  // Only what the cards show, one array per field (docs/decisions/0050, 0059).
  return {
    ...listed,
    workspaces: toCards(workspaces.map(workspaceCardView)),
    bookings: bookings && withDiscountNotes(bookings, context),
    booking,
    cancelling,
  }
}

/**
 * My Bookings' plan discount line ("list price $18.53, plan discount −10 %", decision 0141), written here in the page's
 * language: the plans catalogue that holds its words stays off /workspace's JavaScript, which is at its budget.
 */
function withDiscountNotes(bookings: Booking[], context: Route.LoaderArgs['context']): ListedBooking[] {
  const t = getT(context, 'plans')
  const locale = intlLocale(languageOf(context))
  return bookings.map((booking) =>
    booking.discountPercent > 0
      ? { ...booking, discountNote: t('booking.discountNote', { percent: booking.discountPercent, list: formatMoney(booking.listAmount, 'USD', locale) }) }
      : booking,
  )
}

async function findOwnBooking(userId: number, raw: string | null, now: Date): Promise<Booking | null> {
  const id = parseId(raw ?? undefined)
  if (id === null) return null
  try {
    return await getMyBooking({ id: userId }, id, now)
  } catch (error) {
    if (error instanceof DomainError && error.status === 404) return null
    throw error
  }
}

async function loadOrFail<T>(read: Promise<T>): Promise<T> {
  try {
    return await read
  } catch (error) {
    log('http').error({ err: error }, 'the list could not be loaded')
    throw data({ message: FETCH_FAILED }, { status: 503 })
  }
}

async function loadBookingDialog(
  workspace: Workspace | null,
  userId: number,
  context: Route.LoaderArgs['context'],
  now: Date,
): Promise<BookingDialogData> {
  if (!workspace || workspace.hourlyRate === null) return { workspace: null }
  const window = bookingWindow(workspace.timeZone, now)
  const [availability, discount] = await Promise.all([
    getAvailability(workspace, window.defaultStart.slice(0, 10), now),
    workspaceDiscountOf(userId, now),
  ])
  return {
    workspace,
    window,
    defaults: { startTime: window.defaultStart, endTime: window.defaultEnd },
    availability,
    discount: {
      percent: discount.percent,
      label: getT(context, 'plans')('booking.planDiscount', { plan: PLAN_NAMES[discount.plan], percent: discount.percent }),
      listLabel: getT(context, 'plans')('booking.listPrice'),
    },
  }
}

export const handle = { i18n: ['workspace', 'forms'] } satisfies I18nHandle

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request)
  const formData = await request.formData()
  const page = pagePath(request)
  const intent = formData.get('intent')
  const t = getT(context, 'workspace')
  switch (intent) {
    case 'book':
    case 'quote': {
      const submission = parseSubmission(formData, createBookingSchema)
      const reply = (status: number, extra: Partial<BookingActionData> = {}, errors?: DomainError) =>
        data(
          {
            intent,
            result: submission.reply(
              errors?.fieldErrors ? { fieldErrors: errors.fieldErrors } : errors ? { formErrors: [errors.message] } : undefined,
            ),
            quote: null,
            availability: null,
            ...extra,
          } satisfies BookingActionData,
          { status },
        )
      if (submission.status !== 'success') return reply(400)
      try {
        if (intent === 'quote') {
          const plan = await planBooking(submission.value, new Date(), (await workspaceDiscountOf(user.id)).percent)
          return reply(200, {
            quote: { totalAmount: plan.totalAmount, minutes: plan.minutes },
            availability: await availabilityFor(submission.value),
          })
        }
        await createBooking(user, submission.value)
        return redirectWithToast(request, closeDialogHref(page, BOOK_DIALOG_PARAMS), { title: t('toast.success'), description: t(BOOKED) })
      } catch (error) {
        if (!(error instanceof DomainError)) throw error
        return reply(error.status, { availability: await availabilityFor(submission.value) }, error)
      }
    }
    case 'cancel': {
      const id = parseId(String(formData.get('bookingId') ?? ''))
      const submission = parseSubmission(formData, cancelBookingSchema)
      if (id === null || submission.status !== 'success') {
        return data({ intent: 'cancel' as const, cancelError: 'Choose a booking to cancel' }, { status: 400 })
      }
      try {
        const booking = await cancelBooking(user, id)
        // The confirmation (?dialog=cancel-booking) closes with the toast; the rest of the page's query stays.
        return redirectWithToast(request, closeDialogHref(page, CANCEL_DIALOG_PARAMS), {
          title: t('toast.cancelled'),
          description: t('toast.cancelledText', { name: booking.workspaceName }),
        })
      } catch (error) {
        if (!(error instanceof DomainError)) throw error
        return data({ intent: 'cancel' as const, cancelError: error.message }, { status: error.status })
      }
    }
    default:
      throw data({ message: 'Unknown intent' }, { status: 400 })
  }
}

/** The busy times of the day the requested start falls on, to show next to a refusal or a price (best effort). */
async function availabilityFor(input: CreateBookingInput): Promise<Availability | null> {
  const workspace = await getWorkspace(input.workspaceId)
  if (!workspace) return null
  const start = resolveDateTime(input.startTime, workspace.timeZone)
  return getAvailability(workspace.id, start ? formatLocalDate(instantToLocal(start, workspace.timeZone)) : undefined)
}

/**
 * Opening or closing a dialog keeps the page's data (docs/decisions/0016), except that opening Book Workspace for a
 * workspace loads what the dialog shows: the workspace, its bookable window and its busy times.
 */
export const shouldRevalidate: ShouldRevalidateFunction = (args) => {
  const { currentUrl, nextUrl, formMethod } = args
  const opens = (name: string, param: string) =>
    !formMethod &&
    nextUrl.searchParams.get(DIALOG_PARAM) === name &&
    (currentUrl.searchParams.get(DIALOG_PARAM) !== name ||
      currentUrl.searchParams.get(param) !== nextUrl.searchParams.get(param))
  // Opening the cancel confirmation loads the booking it names (and its current state).
  return (
    opens(BOOK_DIALOG, 'workspaceId') ||
    opens(CANCEL_DIALOG, 'booking') ||
    opensNearChooser(args) ||
    dialogShouldRevalidate(args, [...BOOK_DIALOG_PARAMS, ...CANCEL_DIALOG_PARAMS])
  )
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches ?? [], 'workspace')
  return [{ title: t('meta.title') }, { name: 'description', content: t('page.intro') }]
}

export default function WorkspacePage({ loaderData, actionData }: Route.ComponentProps) {
  const { query, filterErrors, signedIn, workspaces, bookings, booking, cancelling, near } = loaderData
  const bookingResult = actionData && actionData.intent !== 'cancel' ? (actionData as BookingActionData) : undefined
  const cancelError = actionData && actionData.intent === 'cancel' && 'cancelError' in actionData ? actionData.cancelError : undefined
  const { t } = useTranslation('workspace')
  const location = useLocation()
  return (
    <main className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold text-gray-900">{t('page.title')}</h1>
      <p className="mt-1 text-gray-600">{t('page.intro')}</p>
      <WorkspaceFilters query={query} errors={filterErrors} near={near} />
      <NearChooser path="/workspace" control={near} km={query.km} />
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <aside aria-label={t('bookings.asideLabel')} className="min-w-0 lg:order-last">
          <MyBookings bookings={bookings} cancelError={openDialogName(location.search) === CANCEL_DIALOG ? undefined : cancelError} />
        </aside>
        <WorkspaceResults workspaces={workspaces} query={query} signedIn={signedIn} />
      </div>
      <LazyWhen
        when={openDialogName(location.search) === BOOK_DIALOG}
        component={BookWorkspaceDialog}
        props={{ data: booking, actionData: bookingResult }}
      />
      <LazyWhen
        when={openDialogName(location.search) === CANCEL_DIALOG}
        component={CancelBookingDialog}
        props={{ booking: cancelling, error: cancelError }}
      />
    </main>
  )
}

/** A failed load reads 'Failed to fetch workspaces', with a way back to the full list. */
export function ErrorBoundary() {
  const { t } = useTranslation('workspace')
  const message = useMessage()
  return (
    <main className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold text-gray-900">{t('page.title')}</h1>
      <div role="alert" className="mt-8 rounded-xl border border-red-200 bg-red-50 p-8 text-center">
        <p className="text-lg font-semibold text-red-700">{message(FETCH_FAILED)}</p>
        <p className="mt-1 text-red-700">{t('error.tryAgain')}</p>
        <Link to="/workspace" className={buttonClasses({ variant: 'outline', className: 'mt-4' })}>
          {t('error.clearFilters')}
        </Link>
      </div>
    </main>
  )
}
