import { useTranslation } from '~/browser/i18n-react'
import { AdminPager, AdminSearch } from '~/components/admin/admin-list'
import { RowAction, RowError, StatusBadge } from '~/components/admin/moderation'
import { adminFrom } from '~/server/context'
import { formatTimeRange } from '~/shared/time-zones'
import type { I18nHandle } from '~/shared/i18n'
import { metaT, useIntlLocale } from '~/browser/i18n-react'
import { formatMoney } from '~/shared/money'
import { adminListQuery, moderationAction } from '~/services/moderation.server'
import { cancelBookingAsAdmin, listBookingsForAdmin } from '~/models/moderation.server'
import type { Route } from './+types/bookings'

/** /admin/bookings, Booking Management: every workspace booking, latest first; cancel a confirmed one. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = adminFrom(context)
  return { page: await listBookingsForAdmin(admin, adminListQuery(request)) }
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = adminFrom(context)
  return moderationAction(request, context, {
    cancel: { done: 'bookings.cancelled', run: (id) => cancelBookingAsAdmin(admin, id) },
  })
}

export const handle = { i18n: ['admin', 'workspace'] } satisfies I18nHandle

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${metaT(matches, 'admin')('section.bookings')} | ${metaT(matches, 'common')('site.name')}` }]
}

const SEPARATOR = ' \u00B7 '

export default function BookingManagement({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('admin')
  const locale = useIntlLocale()
  const { page } = loaderData
  return (
    <>
      <AdminSearch q={page.q} label={t('bookings.search')} placeholder={t('bookings.searchPlaceholder')} />
      <ul className="mt-4 divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white">
        {page.items.map((booking) => (
          <li key={booking.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
            <div className="min-w-0">
              <p className="font-medium break-words text-gray-900">
                {`#${booking.id}`}
                {SEPARATOR}
                {booking.workspaceName}
              </p>
              <p className="text-sm break-all text-gray-600">
                {booking.memberEmail ?? t('deletedAccount')}
                {SEPARATOR}
                {/* The venue's time with its zone (docs/decisions/0126), as the member booked it — never UTC. */}
                {`${formatTimeRange(booking.startTime, booking.endTime, booking.timeZone, locale)} ${booking.timeZone}`}
                {SEPARATOR}
                {formatMoney(booking.totalAmount, 'USD', locale)}
              </p>
              <RowError error={actionData} id={booking.id} />
            </div>
            <div className="flex items-center gap-2">
              <StatusBadge tone={booking.status === 'confirmed' ? 'green' : 'gray'}>
                {booking.status === 'confirmed' || booking.status === 'cancelled' ? t(`bookings.status.${booking.status}`) : booking.status}
              </StatusBadge>
              {booking.status === 'confirmed' ? (
                <RowAction id={booking.id} intent="cancel" label={t('bookings.cancel')} pendingLabel={t('bookings.cancelling')} />
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      <AdminPager page={page} noun="bookings" />
    </>
  )
}
