import { Suspense } from 'react'
import { useTranslation } from '~/browser/i18n-react'
import { Await, href, Link, useLocation } from 'react-router'
import { DialogTrigger } from '~/components/ui/dialog-trigger'
import { buttonClasses } from '~/components/ui/button'
import { FormErrors } from '~/components/ui/form-errors'
import { labelFor } from '~/domain/vocabulary'
import { BOOKING_STATUS_LABELS, PAYMENT_STATUS_LABELS } from '~/domain/workspaces'
import { useIntlLocale, useMessage } from '~/browser/i18n-react'
import { formatMoney } from '~/shared/money'
import { formatTimeRange } from '~/shared/time-zones'
import type { Booking } from '~/models/bookings.server'

/** A booking as My Bookings shows it: with its plan discount line, translated by the loader (decision 0141). */
export type ListedBooking = Booking & { discountNote?: string }
import { BOOKING_SKELETONS, CANCEL_DIALOG, NO_BOOKINGS } from './messages'

/**
 * The 'My Bookings' side panel (000 §2, §4): at most 5 of the member's bookings, upcoming first, each with its status
 * as a badge (primary for confirmed, secondary otherwise), its total, a calendar file and, before it starts, Cancel.
 * 3 skeletons while the list loads with JavaScript; 'No bookings yet' when there are none. Visitors are asked to
 * sign in.
 */
export function MyBookings({
  bookings,
  cancelError,
}: {
  bookings: ListedBooking[] | Promise<ListedBooking[]> | null
  cancelError?: string
}) {
  const { t } = useTranslation('workspace')
  const message = useMessage()
  return (
    <section aria-labelledby="my-bookings-title" className="rounded-xl border border-gray-200 bg-white p-5 shadow-sm">
      <h2 id="my-bookings-title" className="text-lg font-semibold text-gray-900">
        {t('bookings.title')}
      </h2>
      {bookings === null ? (
        <SignInPrompt />
      ) : (
        <>
          {cancelError ? (
            <div className="mt-3">
              <FormErrors errors={[message(cancelError)]} />
            </div>
          ) : null}
          {Array.isArray(bookings) ? (
            // Loaded already (every document request): no Suspense boundary that the streaming renderer could send
            // as a fallback to be filled in by script (see results.tsx).
            <BookingList bookings={bookings} />
          ) : (
            <Suspense fallback={<BookingSkeletons />}>
              <Await resolve={bookings} errorElement={<p className="mt-3 text-sm text-red-700">{t('bookings.loadFailed')}</p>}>
                {(loaded) => <BookingList bookings={loaded} />}
              </Await>
            </Suspense>
          )}
        </>
      )}
    </section>
  )
}

function SignInPrompt() {
  const location = useLocation()
  const { t } = useTranslation('workspace')
  return (
    <div className="mt-3 text-sm text-gray-600">
      <p>{t('bookings.signInPrompt')}</p>
      <Link
        to={`${href('/auth')}?redirectTo=${encodeURIComponent(location.pathname + location.search)}`}
        className={buttonClasses({ variant: 'outline', size: 'sm', className: 'mt-3' })}
      >
        {t('bookings.signIn')}
      </Link>
    </div>
  )
}

function BookingSkeletons() {
  const { t } = useTranslation('workspace')
  return (
    <div role="status" aria-label={t('bookings.loading')} className="mt-3 space-y-3">
      {Array.from({ length: BOOKING_SKELETONS }, (_, index) => (
        <div key={index} data-skeleton="booking" aria-hidden="true" className="space-y-2 rounded-lg border border-gray-100 p-3">
          <div className="h-4 w-2/3 animate-pulse rounded bg-gray-200" />
          <div className="h-3 w-full animate-pulse rounded bg-gray-100" />
          <div className="h-3 w-1/3 animate-pulse rounded bg-gray-100" />
        </div>
      ))}
    </div>
  )
}

function BookingList({ bookings }: { bookings: Booking[] }) {
  const { t } = useTranslation('workspace')
  const message = useMessage()
  if (bookings.length === 0) {
    return (
      <div className="mt-3 text-sm">
        <p className="font-medium text-gray-900">{message(NO_BOOKINGS)}</p>
        <p className="mt-1 text-gray-600">{t('bookings.emptyHint')}</p>
      </div>
    )
  }
  return (
    <ul aria-label={t('bookings.listLabel')} className="mt-3 space-y-3">
      {bookings.map((booking) => (
        <li key={booking.id} className="min-w-0 rounded-lg border border-gray-100 p-3">
          <BookingItem booking={booking} />
        </li>
      ))}
    </ul>
  )
}

function StatusBadge({ status }: { status: string }) {
  // 000 §4: primary style for 'confirmed', secondary otherwise.
  const message = useMessage()
  const tone = status === 'confirmed' ? 'bg-brand-600 text-white' : 'bg-gray-100 text-gray-800'
  return (
    <span className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-medium ${tone}`}>
      {message(labelFor(BOOKING_STATUS_LABELS, status))}
    </span>
  )
}

function BookingItem({ booking }: { booking: ListedBooking }) {
  const { t } = useTranslation('workspace')
  const message = useMessage()
  const locale = useIntlLocale()
  const when = formatTimeRange(new Date(booking.startTime), new Date(booking.endTime), booking.timeZone, locale)
  // A cancelled booking is owed nothing and happens nowhere: no payment state, no calendar file (docs/decisions/0126).
  const cancelled = booking.status === 'cancelled'
  return (
    <>
      <div className="flex min-w-0 items-start justify-between gap-2">
        <p className="min-w-0 font-medium break-words text-gray-900">{booking.workspaceName}</p>
        <StatusBadge status={booking.status} />
      </div>
      <p className="mt-1 text-sm break-words text-gray-600">{when}</p>
      <p className="mt-1 text-sm text-gray-700">
        {t('book.total')} <span className="font-semibold text-gray-900">{formatMoney(booking.totalAmount, 'USD', locale)}</span>
        {booking.discountNote ? <span className="text-gray-500">{` · ${booking.discountNote}`}</span> : null}
        {cancelled ? null : (
          <span className="text-gray-500">{` · ${message(labelFor(PAYMENT_STATUS_LABELS, booking.paymentStatus))}`}</span>
        )}
      </p>
      {cancelled ? null : (
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <a
            href={href('/workspace-bookings/:id/calendar.ics', { id: String(booking.id) })}
            download
            className={buttonClasses({ variant: 'ghost', size: 'sm' })}
          >
            {t('bookings.addToCalendar')}<span className="sr-only">{`: ${booking.workspaceName}`}</span>
          </a>
          {booking.cancellable ? (
            // A confirmation first (?dialog=cancel-booking&booking=N): a page without JavaScript, a dialog with it.
            <DialogTrigger
              name={CANCEL_DIALOG}
              params={{ booking: String(booking.id) }}
              className={buttonClasses({ variant: 'outline', size: 'sm' })}
            >
              {t('bookings.cancel')}
              <span className="sr-only">{`: ${booking.workspaceName}, ${when}`}</span>
            </DialogTrigger>
          ) : null}
        </div>
      )}
    </>
  )
}
