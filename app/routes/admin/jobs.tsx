import { useTranslation } from '~/browser/i18n-react'
import { AdminPager, AdminSearch } from '~/components/admin/admin-list'
import { RowAction, RowError, StatusBadge } from '~/components/admin/moderation'
import { adminFrom } from '~/server/context'
import { formatDate } from '~/shared/format'
import type { I18nHandle } from '~/shared/i18n'
import { metaT, useIntlLocale } from '~/browser/i18n-react'
import { adminListQuery, moderationAction } from '~/services/moderation.server'
import { listJobsForAdmin, setJobActiveAsAdmin } from '~/models/moderation.server'
import type { Route } from './+types/jobs'

/** /admin/jobs, Jobs Management: every job, newest first; deactivate a spam or closed one (or restore it). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = adminFrom(context)
  return { page: await listJobsForAdmin(admin, adminListQuery(request)) }
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = adminFrom(context)
  return moderationAction(request, context, {
    deactivate: { done: 'jobs.deactivated', run: (id) => setJobActiveAsAdmin(admin, id, false) },
    reactivate: { done: 'jobs.reactivated', run: (id) => setJobActiveAsAdmin(admin, id, true) },
  })
}

export const handle = { i18n: ['admin', 'jobs'] } satisfies I18nHandle

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${metaT(matches, 'admin')('section.jobs')} | ${metaT(matches, 'common')('site.name')}` }]
}

const SEPARATOR = ' \u00B7 '

export default function JobsManagement({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('admin')
  const locale = useIntlLocale()
  const { page } = loaderData
  return (
    <>
      <AdminSearch q={page.q} label={t('jobs.search')} placeholder={t('jobs.searchPlaceholder')} />
      <ul className="mt-4 divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white">
        {page.items.map((job) => (
          <li key={job.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
            <div className="min-w-0">
              <p className="font-medium break-words text-gray-900">{job.title}</p>
              <p className="text-sm text-gray-600">
                {job.startupName}
                {SEPARATOR}
                {t('jobs.posted', { date: formatDate(job.createdAt, locale) })}
              </p>
              <RowError error={actionData} id={job.id} />
            </div>
            <div className="flex items-center gap-2">
              <StatusBadge tone={job.isActive ? 'green' : 'gray'}>{job.isActive ? t('status.active') : t('status.inactive')}</StatusBadge>
              {job.isActive ? (
                <RowAction id={job.id} intent="deactivate" label={t('action.deactivate')} pendingLabel={t('action.deactivating')} />
              ) : (
                <RowAction id={job.id} intent="reactivate" label={t('action.reactivate')} pendingLabel={t('action.reactivating')} />
              )}
            </div>
          </li>
        ))}
      </ul>
      <AdminPager page={page} noun="jobs" />
    </>
  )
}
