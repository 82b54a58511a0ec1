import { AdminPager, AdminSearch } from '~/components/admin/admin-list'
import { RowAction, RowError, StatusBadge } from '~/components/admin/moderation'
import { signedInUser } from '~/lib/context'
import { formatDate } from '~/lib/format'
import { adminListQuery, moderationAction } from '~/lib/moderation.server'
import { listEventsForAdmin, setEventActiveAsAdmin } from '~/models/moderation.server'
import type { Route } from './+types/events'

/** /admin/events, Event Management: every event, latest start first; deactivate a spam or cancelled one (or restore it). */
export async function loader({ request }: Route.LoaderArgs) {
  return { page: await listEventsForAdmin(adminListQuery(request)) }
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = context.get(signedInUser)
  return moderationAction(request, {
    deactivate: { done: 'Event deactivated', run: (id) => setEventActiveAsAdmin(admin, id, false) },
    reactivate: { done: 'Event reactivated', run: (id) => setEventActiveAsAdmin(admin, id, true) },
  })
}

export function meta() {
  return [{ title: 'Event Management | Startup Asia' }]
}

export default function EventsManagement({ loaderData, actionData }: Route.ComponentProps) {
  const { page } = loaderData
  return (
    <>
      <AdminSearch q={page.q} label="Search events" placeholder="Event title" />
      <ul className="mt-4 divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white">
        {page.items.map((event) => (
          <li key={event.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
            <div className="min-w-0">
              <p className="font-medium break-words text-gray-900">{event.title}</p>
              <p className="text-sm text-gray-600">
                {formatDate(event.startDate)}
                {event.location ? ` · ${event.location}` : ''} · {event.currentAttendees} attending
              </p>
              <RowError error={actionData} id={event.id} />
            </div>
            <div className="flex items-center gap-2">
              <StatusBadge tone={event.isActive ? 'green' : 'gray'}>{event.isActive ? 'Active' : 'Inactive'}</StatusBadge>
              {event.isActive ? (
                <RowAction id={event.id} intent="deactivate" label="Deactivate" pendingLabel="Deactivating..." />
              ) : (
                <RowAction id={event.id} intent="reactivate" label="Reactivate" pendingLabel="Reactivating..." />
              )}
            </div>
          </li>
        ))}
      </ul>
      <AdminPager page={page} noun="events" />
    </>
  )
}
