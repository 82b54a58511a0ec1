import { useTranslation } from '~/browser/i18n-react'
import { AdminPager, AdminSearch } from '~/components/admin/admin-list'
import { RowAction, RowError, StatusBadge } from '~/components/admin/moderation'
import { adminFrom } from '~/server/context'
import { formatDate } from '~/shared/format'
import type { I18nHandle } from '~/shared/i18n'
import { metaT, useIntlLocale } from '~/browser/i18n-react'
import { adminListQuery, moderationAction } from '~/services/moderation.server'
import { acceptApplication, listApplicationsForAdmin, rejectApplication } from '~/models/moderation.server'
import type { Route } from './+types/programs'

/**
 * /admin/programs, Programs Management: cohort applications, those waiting first. Accept adds the member to the cohort
 * (never above maxParticipants); reject keeps the admin's notes.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = adminFrom(context)
  return { page: await listApplicationsForAdmin(admin, adminListQuery(request)) }
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = adminFrom(context)
  return moderationAction(request, context, {
    accept: { done: 'programs.accepted', run: (id, notes) => acceptApplication(admin, id, notes) },
    reject: { done: 'programs.rejected', run: (id, notes) => rejectApplication(admin, id, notes) },
  })
}

export const handle = { i18n: ['admin', 'programs'] } satisfies I18nHandle

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${metaT(matches, 'admin')('section.programs')} | ${metaT(matches, 'common')('site.name')}` }]
}

const tone = { pending: 'amber', approved: 'green', rejected: 'red' } as const

const SEPARATOR = ' \u00B7 '
const ARROW = ' \u2192 '

export default function ProgramsManagement({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('admin')
  const locale = useIntlLocale()
  const { page } = loaderData
  return (
    <>
      <AdminSearch q={page.q} label={t('programs.search')} placeholder={t('programs.searchPlaceholder')} />
      <ul className="mt-4 divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white">
        {page.items.map((application) => {
          const full = application.currentParticipants >= application.maxParticipants
          return (
            <li key={application.id} className="px-4 py-3">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="font-medium break-words text-gray-900">
                    {application.applicantName ?? application.applicantEmail}
                    {ARROW}
                    {application.cohortName}
                  </p>
                  <p className="text-sm break-all text-gray-600">
                    {application.applicantEmail}
                    {SEPARATOR}
                    {t('programs.applied', { date: formatDate(application.appliedAt, locale) })}
                    {SEPARATOR}
                    {t('programs.participants', { current: application.currentParticipants, max: application.maxParticipants })}
                    {full ? t('programs.full') : ''}
                  </p>
                </div>
                <StatusBadge tone={tone[application.status as keyof typeof tone] ?? 'gray'}>
                  {application.status in tone ? t(`programs.status.${application.status as keyof typeof tone}`) : application.status}
                </StatusBadge>
              </div>
              {application.motivationLetter ? (
                <p className="mt-2 line-clamp-3 text-sm break-words whitespace-pre-line text-gray-700">{application.motivationLetter}</p>
              ) : null}
              {application.reviewNotes ? <p className="mt-1 text-sm text-gray-600">{t('programs.notes', { notes: application.reviewNotes })}</p> : null}
              <RowError error={actionData} id={application.id} />
              {application.status === 'pending' ? (
                <div className="mt-2 flex flex-wrap items-end gap-3">
                  <RowAction
                    id={application.id}
                    intent="accept"
                    label={t('action.accept')}
                    pendingLabel={t('action.accepting')}
                    variant="primary"
                  />
                  <RowAction id={application.id} intent="reject" label={t('action.reject')} pendingLabel={t('action.rejecting')}>
                    <label className="text-sm text-gray-700">
                      <span className="sr-only">{t('programs.notesFor', { email: application.applicantEmail })}</span>
                      <input
                        type="text"
                        name="notes"
                        maxLength={1000}
                        placeholder={t('programs.notesPlaceholder')}
                        defaultValue={actionData?.id === application.id ? actionData.notes : ''}
                        className="block w-48 rounded-md border border-gray-300 px-2 py-1 text-sm"
                      />
                    </label>
                  </RowAction>
                </div>
              ) : null}
            </li>
          )
        })}
      </ul>
      <AdminPager page={page} noun="applications" />
    </>
  )
}
