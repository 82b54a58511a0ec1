import { useTranslation } from '~/browser/i18n-react'
import { AdminPager, AdminSearch } from '~/components/admin/admin-list'
import { RowAction, RowError, StatusBadge } from '~/components/admin/moderation'
import { adminFrom } from '~/server/context'
import { formatDate } from '~/shared/format'
import type { I18nHandle } from '~/shared/i18n'
import { metaT, useIntlLocale } from '~/browser/i18n-react'
import { adminListQuery, moderationAction } from '~/services/moderation.server'
import { listEventsForAdmin, setEventActiveAsAdmin } from '~/models/moderation.server'
import type { Route } from './+types/events'

/** /admin/events, Event Management: every event, latest start first; deactivate a spam or cancelled one (or restore it). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = adminFrom(context)
  return { page: await listEventsForAdmin(admin, adminListQuery(request)) }
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = adminFrom(context)
  return moderationAction(request, context, {
    deactivate: { done: 'events.deactivated', run: (id) => setEventActiveAsAdmin(admin, id, false) },
    reactivate: { done: 'events.reactivated', run: (id) => setEventActiveAsAdmin(admin, id, true) },
  })
}

export const handle = { i18n: ['admin', 'events'] } satisfies I18nHandle

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${metaT(matches, 'admin')('section.events')} | ${metaT(matches, 'common')('site.name')}` }]
}

const SEPARATOR = ' \u00B7 '

export default function EventsManagement({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('admin')
  const locale = useIntlLocale()
  const { page } = loaderData
  return (
    <>
      <AdminSearch q={page.q} label={t('events.search')} placeholder={t('events.searchPlaceholder')} />
      <ul className="mt-4 divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white">
        {page.items.map((event) => (
          <li key={event.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
            <div className="min-w-0">
              <p className="font-medium break-words text-gray-900">{event.title}</p>
              <p className="text-sm text-gray-600">
                {formatDate(event.startDate, locale)}
                {event.location ? SEPARATOR + event.location : ''}
                {SEPARATOR}
                {t('events.attending', { count: event.currentAttendees })}
              </p>
              <RowError error={actionData} id={event.id} />
            </div>
            <div className="flex items-center gap-2">
              <StatusBadge tone={event.isActive ? 'green' : 'gray'}>{event.isActive ? t('status.active') : t('status.inactive')}</StatusBadge>
              {event.isActive ? (
                <RowAction id={event.id} intent="deactivate" label={t('action.deactivate')} pendingLabel={t('action.deactivating')} />
              ) : (
                <RowAction id={event.id} intent="reactivate" label={t('action.reactivate')} pendingLabel={t('action.reactivating')} />
              )}
            </div>
          </li>
        ))}
      </ul>
      <AdminPager page={page} noun="events" />
    </>
  )
}
