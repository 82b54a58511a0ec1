import { AdminPager, AdminSearch } from '~/components/admin/admin-list'
import { RowAction, RowError, StatusBadge } from '~/components/admin/moderation'
import { signedInUser } from '~/lib/context'
import { formatDate } from '~/lib/format'
import { formatMoney } from '~/lib/money'
import { adminListQuery, moderationAction } from '~/lib/moderation.server'
import { cancelBookingAsAdmin, listBookingsForAdmin } from '~/models/moderation.server'
import type { Route } from './+types/bookings'

/** /admin/bookings, Booking Management: every workspace booking, latest first; cancel a confirmed one. */
export async function loader({ request }: Route.LoaderArgs) {
  return { page: await listBookingsForAdmin(adminListQuery(request)) }
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = context.get(signedInUser)
  return moderationAction(request, {
    cancel: { done: 'Booking cancelled', run: (id) => cancelBookingAsAdmin(admin, id) },
  })
}

export function meta() {
  return [{ title: 'Booking Management | Startup Asia' }]
}

const TIME = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' })

export default function BookingManagement({ loaderData, actionData }: Route.ComponentProps) {
  const { page } = loaderData
  return (
    <>
      <AdminSearch q={page.q} label="Search bookings" placeholder="Workspace or member e-mail" />
      <ul className="mt-4 divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white">
        {page.items.map((booking) => (
          <li key={booking.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
            <div className="min-w-0">
              <p className="font-medium break-words text-gray-900">
                #{booking.id} · {booking.workspaceName}
              </p>
              <p className="text-sm break-all text-gray-600">
                {booking.memberEmail ?? 'Deleted account'} · {formatDate(booking.startTime)} {TIME.format(booking.startTime)}–
                {TIME.format(booking.endTime)} UTC · {formatMoney(booking.totalAmount)}
              </p>
              <RowError error={actionData} id={booking.id} />
            </div>
            <div className="flex items-center gap-2">
              <StatusBadge tone={booking.status === 'confirmed' ? 'green' : 'gray'}>{booking.status}</StatusBadge>
              {booking.status === 'confirmed' ? (
                <RowAction id={booking.id} intent="cancel" label="Cancel booking" pendingLabel="Cancelling..." />
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      <AdminPager page={page} noun="bookings" />
    </>
  )
}
