import { data, href, isRouteErrorResponse, Link, useRouteError } from 'react-router'
import { metaT, useIntlLocale, useMessage, useTranslation } from '~/browser/i18n-react'
import { DailyChart } from '~/components/analytics/daily-chart'
import { ErrorBoundary as SharedErrorBoundary } from '~/components/error-boundary'
import { StartupManageNav } from '~/components/startup-manage-nav'
import { buttonClasses } from '~/components/ui/button'
import { APPLICATION_STATUSES } from '~/domain/jobs'
import { STARTUP_NOT_FOUND } from '~/domain/startup-profile'
import { getStartupAnalytics, type StartupAnalytics } from '~/models/analytics.server'
import { signedInUser } from '~/server/context'
import { rejectPost, requireId } from '~/server/http.server'
import { DomainError } from '~/shared/errors'
import { formatCount, formatDate } from '~/shared/format'
import type { I18nHandle } from '~/shared/i18n'
import type { Route } from './+types/route'

/**
 * /startup/{id}/manage (issue 41 item 6; docs/decisions/0111-owner-analytics.md): the startup's analytics for the
 * people who may edit it — profile views a day over 30 days, each job's views → applications → statuses, and RSVPs to
 * the team's events — as server-drawn SVG charts with their figures. The same model answers
 * GET /api/startups/{id}/analytics. Behind the signed-in layout; anyone else gets 403, an unknown startup 404.
 */
// The analytics words are the owner pages' own catalogue ('manage'), which visitors' pages never load.
export const handle = { i18n: ['startups', 'manage'] } satisfies I18nHandle

export async function loader({ params, context }: Route.LoaderArgs) {
  const user = context.get(signedInUser)
  try {
    return { analytics: await getStartupAnalytics(user, requireId(params.id, STARTUP_NOT_FOUND)) }
  } catch (error) {
    if (error instanceof DomainError) throw data({ message: error.message }, { status: error.status })
    throw error
  }
}

export const action = rejectPost

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = metaT(matches, 'startups')
  return [{ title: loaderData ? t('meta.analytics', { name: loaderData.analytics.startup.name }) : t('meta.editStartup') }]
}

export default function ManageStartup({ loaderData }: Route.ComponentProps) {
  const { analytics } = loaderData
  const { startup } = analytics
  const { t } = useTranslation('manage')
  const locale = useIntlLocale()
  const range = { from: formatDate(analytics.from, locale), to: formatDate(analytics.to, locale) }
  // Starter (basic) gets the window's totals only: the loader sent no days, funnels or events (decision 0141).
  const detailed = analytics.level !== 'basic'
  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-10">
      <Link to={href('/startup/:id', { id: String(startup.id) })} className="text-sm text-brand-700 hover:underline">
        {t('edit.back', { ns: 'startups' })}
      </Link>
      <h1 className="mt-2 text-3xl font-bold break-words text-gray-900">{t('analytics.title', { name: startup.name })}</h1>
      <StartupManageNav startupId={startup.id} />
      <p className="mt-4 text-gray-600">{t('analytics.intro', { ...range, days: analytics.windowDays })}</p>
      <p className="mt-2 text-sm text-gray-700" data-testid="analytics-level">
        {t(`analytics.level.${analytics.level}`)}{' '}
        {analytics.upgradeUrl ? (
          <Link to={analytics.upgradeUrl} className="text-brand-700 underline">
            {t('analytics.upgrade')}
          </Link>
        ) : (
          <a href={`${href('/startup/:id/manage', { id: String(startup.id) })}/analytics.csv`} download className="text-brand-700 underline">
            {t('analytics.export')}
          </a>
        )}
      </p>

      <section aria-labelledby="profile-views" className="mt-8">
        <h2 id="profile-views" className="text-xl font-semibold text-gray-900">
          {t('analytics.views.title')}
        </h2>
        <p className="mt-1 text-3xl font-bold text-gray-900" data-testid="profile-views-total">
          {t('analytics.views.total', { count: analytics.profileViews.total, formatted: formatCount(analytics.profileViews.total, locale) })}
        </p>
        {detailed ? (
          <div className="mt-3">
            <DailyChart days={analytics.profileViews.days} title={t('analytics.views.chart', range)} countLabel={t('analytics.views.count')} />
          </div>
        ) : null}
      </section>

      {detailed ? (
        <JobFunnels jobs={analytics.jobs} totals={analytics.jobTotals} />
      ) : (
        <section aria-labelledby="job-funnels" className="mt-10">
          <h2 id="job-funnels" className="text-xl font-semibold text-gray-900">
            {t('analytics.jobs.title')}
          </h2>
          <JobTotals totals={analytics.jobTotals} />
          <Locked upgradeUrl={analytics.upgradeUrl} />
        </section>
      )}

      <section aria-labelledby="event-rsvps" className="mt-10">
        <h2 id="event-rsvps" className="text-xl font-semibold text-gray-900">
          {t('analytics.rsvps.title')}
        </h2>
        <p className="mt-1 text-sm text-gray-600">{t('analytics.rsvps.rule')}</p>
        <p className="mt-2 text-3xl font-bold text-gray-900" data-testid="rsvps-total">
          {t('analytics.rsvps.total', { count: analytics.rsvps.total, formatted: formatCount(analytics.rsvps.total, locale) })}
        </p>
        {detailed ? (
          <>
            <div className="mt-3">
              <DailyChart days={analytics.rsvps.days} title={t('analytics.rsvps.chart', range)} countLabel={t('analytics.rsvps.count')} />
            </div>
            <EventList events={analytics.rsvps.events} days={analytics.windowDays} />
          </>
        ) : (
          <Locked upgradeUrl={analytics.upgradeUrl} />
        )}
      </section>
    </main>
  )
}

/** A job's funnel: its page's visitors, the applications, and where those applications stand now. */
const FUNNEL_STAGES = ['views', 'applications', ...APPLICATION_STATUSES.filter((status) => status !== 'new')] as const

/** A part of the analytics the owner's plan does not include: what it is and where to upgrade, never a made-up figure. */
function Locked({ upgradeUrl }: { upgradeUrl: string | null }) {
  const { t } = useTranslation('manage')
  return (
    <p className="mt-3 rounded-lg border border-dashed border-gray-300 p-4 text-sm text-gray-700" data-testid="analytics-locked">
      {t('analytics.locked')}{' '}
      {upgradeUrl ? (
        <Link to={upgradeUrl} className="text-brand-700 underline">
          {t('analytics.upgrade')}
        </Link>
      ) : null}
    </p>
  )
}

function JobTotals({ totals }: { totals: StartupAnalytics['jobTotals'] }) {
  const { t } = useTranslation('manage')
  const locale = useIntlLocale()
  return (
    <p className="mt-2 text-gray-700" data-testid="job-totals">
      {t('analytics.jobTotals', { views: formatCount(totals.views, locale), applications: formatCount(totals.applications, locale) })}
    </p>
  )
}

function JobFunnels({ jobs, totals }: { jobs: StartupAnalytics['jobs']; totals: StartupAnalytics['jobTotals'] }) {
  const { t } = useTranslation('manage')
  const locale = useIntlLocale()
  return (
    <section aria-labelledby="job-funnels" className="mt-10">
      <h2 id="job-funnels" className="text-xl font-semibold text-gray-900">
        {t('analytics.jobs.title')}
      </h2>
      <JobTotals totals={totals} />
      {jobs.length === 0 ? (
        <p className="mt-2 text-gray-600">
          {t('analytics.jobs.empty')}{' '}
          <Link to="/talent-hub?dialog=post-job" className="text-brand-700 underline">
            {t('analytics.jobs.post')}
          </Link>
        </p>
      ) : (
        <ul className="mt-3 space-y-3">
          {jobs.map((job) => {
            const stages = FUNNEL_STAGES.map((stage) => ({
              key: stage,
              label: t(stage === 'views' || stage === 'applications' ? `analytics.jobs.${stage}` : `analytics.status.${stage}`),
              value: stage === 'views' ? job.views : stage === 'applications' ? job.applications : job.statuses[stage],
            }))
            const widest = Math.max(1, ...stages.map((stage) => stage.value))
            return (
              <li key={job.id} className="min-w-0 rounded-lg border border-gray-200 p-4">
                <p className="flex flex-wrap items-baseline gap-2">
                  <Link to={href('/jobs/:id', { id: String(job.id) })} className="min-w-0 font-medium break-words text-brand-700 hover:underline">
                    {job.title}
                  </Link>
                  {job.isActive ? null : <span className="rounded-full bg-gray-100 px-2 py-0.5 text-xs text-gray-700">{t('analytics.jobs.closed')}</span>}
                </p>
                <dl className="mt-2 space-y-1 text-sm">
                  {stages.map((stage) => (
                    <div key={stage.key} className="grid grid-cols-[7rem_1fr_3rem] items-center gap-2">
                      <dt className="text-gray-600">{stage.label}</dt>
                      <dd className="h-2 rounded bg-gray-100" aria-hidden="true">
                        <div className="h-2 rounded bg-brand-500" style={{ width: `${(stage.value / widest) * 100}%` }} />
                      </dd>
                      <dd className="text-right tabular-nums" data-stage={stage.key}>
                        {formatCount(stage.value, locale)}
                      </dd>
                    </div>
                  ))}
                </dl>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}

function EventList({ events, days }: { events: StartupAnalytics['rsvps']['events']; days: number }) {
  const { t } = useTranslation('manage')
  const locale = useIntlLocale()
  if (events.length === 0) return <p className="mt-3 text-gray-600">{t('analytics.rsvps.empty')}</p>
  return (
    <div className="mt-4 overflow-x-auto">
      <table className="w-full min-w-0 text-left text-sm">
        <caption className="sr-only">{t('analytics.rsvps.tableCaption')}</caption>
        <thead>
          <tr className="text-gray-600">
            <th scope="col" className="py-2 pr-2 font-medium">
              {t('analytics.rsvps.event')}
            </th>
            <th scope="col" className="py-2 pr-2 text-right font-medium">
              {t('analytics.rsvps.attending')}
            </th>
            <th scope="col" className="py-2 pr-2 text-right font-medium">
              {t('analytics.rsvps.waitlisted')}
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              {t('analytics.rsvps.recent', { days })}
            </th>
          </tr>
        </thead>
        <tbody>
          {events.map((event) => (
            <tr key={event.id} className="border-t border-gray-100 align-top">
              <td className="py-2 pr-2 break-words">
                <Link to={href('/events/:id', { id: String(event.id) })} className="text-brand-700 hover:underline">
                  {event.title}
                </Link>
                <span className="block text-xs text-gray-500">{formatDate(event.startDate, locale)}</span>
              </td>
              <td className="py-2 pr-2 text-right tabular-nums">{formatCount(event.attending, locale)}</td>
              <td className="py-2 pr-2 text-right tabular-nums">{formatCount(event.waitlisted, locale)}</td>
              <td className="py-2 text-right tabular-nums">{formatCount(event.recent, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** 404 'Startup Not Found' and 403 (not one of the people who run it) get their own page, as the edit page's. */
export function ErrorBoundary() {
  const error = useRouteError()
  const { t } = useTranslation('startups')
  const translate = useMessage()
  if (!isRouteErrorResponse(error) || (error.status !== 403 && error.status !== 404)) return <SharedErrorBoundary />
  const text = (error.data as { message?: string } | undefined)?.message
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="text-sm font-semibold text-brand-600">{error.status}</p>
      <h1 className="mt-2 text-3xl font-bold text-gray-900">{error.status === 404 ? translate(STARTUP_NOT_FOUND) : t('edit.notYours')}</h1>
      <p className="mt-4 text-gray-600">{text ? translate(text) : undefined}</p>
      <Link to="/discover" className={buttonClasses({ className: 'mt-8' })}>
        {t('edit.backToDiscover')}
      </Link>
    </main>
  )
}
