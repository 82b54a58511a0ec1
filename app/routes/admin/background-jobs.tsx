import { Link } from 'react-router'
import { metaT, useIntlLocale, useTranslation } from '~/browser/i18n-react'
import { StatusBadge } from '~/components/admin/moderation'
import type { ScheduleRunState } from '~/domain/background-jobs'
import { adminFrom } from '~/server/context'
import { getDb } from '~/server/db.server'
import { formatCount } from '~/shared/format'
import type { I18nHandle } from '~/shared/i18n'
import { listBackgroundJobs } from '~/models/background-jobs.server'
import type { Route } from './+types/background-jobs'

/**
 * /admin/background-jobs (issue 45 item 5, docs/decisions/0134-backups-and-background-jobs.md): every background job
 * of the registry — its last run (time, duration, state), its next run, its recent failures; for the outbox, how many
 * messages wait and since when. The admin layout's guard lets only admins in; plain server-rendered, no client script.
 */
export async function loader({ context }: Route.LoaderArgs) {
  // Only beneath the admin layout's guard: without it, this throws.
  adminFrom(context)
  return { jobs: await listBackgroundJobs(await getDb()) }
}

export const handle = { i18n: ['admin'] } satisfies I18nHandle

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: `${metaT(matches, 'admin')('section.background-jobs')} | ${metaT(matches, 'common')('site.name')}` }]
}

const TONES: Record<ScheduleRunState, 'green' | 'red' | 'amber'> = { running: 'amber', done: 'green', failed: 'red' }

const SEPARATOR = ' \u00B7 '

export default function BackgroundJobs({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('admin')
  const locale = useIntlLocale()
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' })
  const at = (date: Date) => dateTime.format(date)
  const count = (n: number) => formatCount(n, locale)
  return (
    <ul className="divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white">
      {loaderData.jobs.map((job) => (
        <li key={job.name} className="px-4 py-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 className="min-w-0 font-medium break-words text-gray-900">{t(`backgroundJobs.job.${job.name}`)}</h2>
            {job.lastRun ? <StatusBadge tone={TONES[job.lastRun.state]}>{t(`backgroundJobs.state.${job.lastRun.state}`)}</StatusBadge> : null}
          </div>
          <p className="text-sm break-words text-gray-600">
            {job.enabled
              ? t(job.kind === 'worker' ? 'backgroundJobs.polls' : 'backgroundJobs.every', { seconds: count(job.intervalSeconds) })
              : t('backgroundJobs.off')}
          </p>
          {job.kind === 'scheduled' ? (
            <p className="text-sm break-words text-gray-600">
              {job.lastRun ? (
                <>
                  {t('backgroundJobs.lastRun', { at: at(job.lastRun.startedAt) })}
                  {job.lastRun.durationMs === null ? null : (
                    <>
                      {SEPARATOR}
                      {t('backgroundJobs.duration', { ms: count(job.lastRun.durationMs) })}
                    </>
                  )}
                </>
              ) : (
                t('backgroundJobs.neverRun')
              )}
              {job.nextRunAt ? (
                <>
                  {SEPARATOR}
                  {t('backgroundJobs.nextRun', { at: at(job.nextRunAt) })}
                </>
              ) : null}
              {SEPARATOR}
              {t('backgroundJobs.failures', { n: count(job.failures) })}
            </p>
          ) : null}
          {job.recentFailures.length > 0 ? (
            <>
              <h3 className="mt-2 text-sm font-medium text-gray-700">{t('backgroundJobs.recentFailures')}</h3>
              <ul className="text-sm break-words text-red-700">
                {job.recentFailures.map((failure) => (
                  <li key={failure.period}>{t('backgroundJobs.failure', { at: at(failure.startedAt), error: failure.error ?? '' })}</li>
                ))}
              </ul>
            </>
          ) : null}
          {job.outbox ? (
            <>
              <p className="text-sm break-words text-gray-600">
                {t('backgroundJobs.outboxDepth', { n: count(job.outbox.depth) })}
                {job.outbox.oldestPendingAt ? (
                  <>
                    {SEPARATOR}
                    {t('backgroundJobs.outboxOldest', { at: at(job.outbox.oldestPendingAt) })}
                  </>
                ) : null}
                {SEPARATOR}
                {t('backgroundJobs.outboxFailed', { n: count(job.outbox.failed) })}
                {job.outbox.lastSentAt ? (
                  <>
                    {SEPARATOR}
                    {t('backgroundJobs.outboxLastSent', { at: at(job.outbox.lastSentAt) })}
                  </>
                ) : null}
              </p>
              {job.outbox.lastError ? (
                <p className="text-sm break-words text-red-700">{t('backgroundJobs.outboxLastError', { error: job.outbox.lastError })}</p>
              ) : null}
              <Link to="/admin/outbox" className="text-sm text-blue-700 underline">
                {t('backgroundJobs.outboxLink')}
              </Link>
            </>
          ) : null}
        </li>
      ))}
    </ul>
  )
}
