import { useTranslation } from '~/browser/i18n-react'
import { href, Link } from 'react-router'
import { DashboardSection, EmptyState } from '~/components/dashboard-section'
import { EventMiniCard } from '~/components/event-mini-card'
import { JobMiniCard } from '~/components/job-mini-card'
import { StartupLogo } from '~/components/startup-logo'
import { StartupFacts, StartupMiniCard } from '~/components/startup-mini-card'
import { buttonClasses } from '~/components/ui/button'
import { formatBoundedCount } from '~/shared/bounded-count'
import { signedInUser } from '~/server/context'
import { formatCount, formatDate } from '~/shared/format'
import type { I18nHandle } from '~/shared/i18n'
import { metaT, useIntlLocale } from '~/browser/i18n-react'
import { DASHBOARD_QUICK_ACTIONS } from '~/shared/nav'
import { isNewMember } from '~/shared/user'
import { getDashboard, type Dashboard } from '~/models/dashboard.server'
import { useNotificationSentence } from '~/components/notification-sentence'
import type { HiringJob, MyApplication } from '~/models/job-applications.server'
import { StatusBadge } from '~/components/application-status'
import type { StartupCard } from '~/models/startups.server'
import { rejectPost } from '~/server/http.server'
import type { Route } from './+types/dashboard'
import { ForYouSection } from '~/components/for-you-section'
import { DASHBOARD_MATCHES } from '~/domain/matching-limits'
import { memberMatches } from '~/models/matches.server'
import { activityFeed } from '~/models/follows.server'
import { ActivityFeed } from '~/components/follows/activity-feed'

// The member home and the dashboard show job and event mini cards (their text is in 'jobs' and 'events'); Recent
// Activity says what the member's notifications say ('mail'); For you is in 'matches'.
export const handle = { i18n: ['home', 'jobs', 'events', 'mail', 'matches', 'follows'] } satisfies I18nHandle

/** 000 §2: the Network tile is a fixed label, not a count. */
export const NETWORK_LABEL = '5,000+'
export async function loader({ context }: Route.LoaderArgs) {
  const user = context.get(signedInUser)
  return {
    firstName: user.firstName,
    isNew: isNewMember(user),
    dashboard: await getDashboard(user.id),
    // Smart matching's "For you" (issue 42 item 3, decision 0116).
    forYou: await memberMatches(user.id, DASHBOARD_MATCHES),
    // What happened on the startups the member follows (issue 43 item 4, decision 0130).
    feed: await activityFeed(user.id),
  }
}

export const action = rejectPost

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { firstName, isNew, dashboard, forYou, feed } = loaderData
  const { t } = useTranslation('home')
  const locale = useIntlLocale()
  const name = firstName?.trim() || t('greeting.fallbackName')
  // 000 §2's two dashboard variants, merged: every figure once ("My Startups" and "Active Startups" are one count).
  const tiles = [
    { label: t('dashboard.tile.myStartups'), value: formatCount(dashboard.myStartupCount, locale) },
    { label: t('dashboard.tile.teamSize'), value: formatCount(dashboard.totalTeamSize, locale) },
    { label: t('dashboard.tile.bookings'), value: formatCount(dashboard.bookingCount, locale) },
    { label: t('dashboard.tile.profileViews'), value: formatCount(dashboard.profileViews, locale) },
    { label: t('dashboard.tile.events'), value: formatBoundedCount(dashboard.upcomingEventCount, locale) },
    { label: t('dashboard.tile.opportunities'), value: formatBoundedCount(dashboard.openJobCount, locale) },
    { label: t('dashboard.tile.network'), value: NETWORK_LABEL },
  ]

  return (
    <main className="mx-auto max-w-7xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="min-w-0">
          {isNew ? (
            <>
              <h1 className="text-3xl font-bold break-words">{t('greeting.new', { name })}</h1>
              <p className="mt-1 text-gray-600">
                {t('dashboard.newSubtitle')}
              </p>
            </>
          ) : (
            <>
              <h1 className="text-3xl font-bold break-words">{t('greeting.back', { name })}</h1>
              <p className="mt-1 text-gray-600">{t('dashboard.backSubtitle')}</p>
            </>
          )}
        </div>
        <Link to="/create-startup" className={buttonClasses()}>
          {t('action.createStartup')}
        </Link>
      </div>

      <StatGrid label={t('dashboard.atAGlance')} items={tiles} />

      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <DashboardSection
            id="my-startups"
            title={t('section.myStartups')}
            action={
              <Link to="/create-startup" className={buttonClasses({ variant: 'outline', size: 'sm' })}>
                {t('action.createStartup')}
              </Link>
            }
          >
            {dashboard.myStartups.length > 0 ? (
              <ul className="space-y-3">
                {dashboard.myStartups.map((startup) => (
                  <li key={startup.id}>
                    <MyStartupRow startup={startup} />
                  </li>
                ))}
              </ul>
            ) : (
              <EmptyState message={t('empty.noStartups')}>
                <Link to="/create-startup" className={buttonClasses({ size: 'sm' })}>
                  {t('dashboard.createFirst')}
                </Link>
              </EmptyState>
            )}
          </DashboardSection>

          <ActivityFeed items={feed} />

          <DashboardSection id="trending-startups" title={t('dashboard.trending')} viewAll={{ to: '/discover', label: t('dashboard.viewAllStartups') }}>
            {dashboard.trendingStartups.length > 0 ? (
              <ul className="grid gap-3 sm:grid-cols-2">
                {dashboard.trendingStartups.map((startup) => (
                  <li key={startup.id}>
                    <StartupMiniCard startup={startup} />
                  </li>
                ))}
              </ul>
            ) : (
              <EmptyState message={t('dashboard.noStartupsToDisplay')} />
            )}
          </DashboardSection>

          <div className="grid gap-6 md:grid-cols-2">
            <DashboardSection id="upcoming-events" title={t('section.upcomingEvents')} viewAll={{ to: '/events', label: t('section.viewAllEvents') }}>
              {dashboard.upcomingEvents.length > 0 ? (
                <ul className="space-y-3">
                  {dashboard.upcomingEvents.map((event) => (
                    <li key={event.id}>
                      <EventMiniCard event={event} />
                    </li>
                  ))}
                </ul>
              ) : (
                <EmptyState message={t('empty.noUpcomingEvents')} />
              )}
            </DashboardSection>

            <DashboardSection id="job-opportunities" title={t('section.jobOpportunities')} viewAll={{ to: '/talent-hub', label: t('section.viewAllJobs') }}>
              {dashboard.recentJobs.length > 0 ? (
                <ul className="space-y-3">
                  {dashboard.recentJobs.map((job) => (
                    <li key={job.id}>
                      <JobMiniCard job={job} />
                    </li>
                  ))}
                </ul>
              ) : (
                <EmptyState message={t('empty.noJobOpportunities')} />
              )}
            </DashboardSection>
          </div>
        </div>

        <aside className="space-y-6">
          <ForYouSection matches={forYou} />

          <DashboardSection id="my-job-applications" title={t('dashboard.myApplications')} viewAll={{ to: '/talent-hub', label: t('dashboard.findJobs') }}>
            {dashboard.myApplications.length > 0 ? (
              <ul className="space-y-3">
                {dashboard.myApplications.map((application) => (
                  <li key={application.id}>
                    <MyApplicationRow application={application} />
                  </li>
                ))}
              </ul>
            ) : (
              <EmptyState message={t('dashboard.noApplications')} />
            )}
          </DashboardSection>

          {dashboard.hiringJobs.length > 0 ? (
            <DashboardSection id="hiring" title={t('dashboard.hiring')}>
              <ul className="space-y-3">
                {dashboard.hiringJobs.map((job) => (
                  <li key={job.id}>
                    <HiringJobRow job={job} />
                  </li>
                ))}
              </ul>
            </DashboardSection>
          ) : null}

          <DashboardSection id="quick-actions" title={t('dashboard.quickActions')}>
            <ul className="grid gap-2">
              {DASHBOARD_QUICK_ACTIONS.map((quickAction) => (
                <li key={quickAction.href}>
                  <Link to={quickAction.href} className={buttonClasses({ variant: 'outline', className: 'w-full' })}>
                    {t(quickAction.label, { ns: 'common' })}
                  </Link>
                </li>
              ))}
            </ul>
          </DashboardSection>

          <DashboardSection
            id="recent-activity"
            title={t('dashboard.recentActivity')}
            viewAll={dashboard.recentActivity.length > 0 ? { to: '/notifications', label: t('dashboard.activity.all') } : undefined}
          >
            <RecentActivity items={dashboard.recentActivity} />
          </DashboardSection>
        </aside>
      </div>
    </main>
  )
}

export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaT(matches, 'home')('dashboard.metaTitle') }]

/** What really happened to the member: their newest notifications, each linking to what it is about. */
function RecentActivity({ items }: { items: Dashboard['recentActivity'] }) {
  const { t } = useTranslation('home')
  const sentence = useNotificationSentence()
  const locale = useIntlLocale()
  if (items.length === 0) return <EmptyState message={t('dashboard.activity.empty')} />
  return (
    <ul className="space-y-3">
      {items.map((item) => (
        <li key={item.id} className="text-sm">
          <Link to={item.href} className="break-words text-gray-800 hover:underline">
            {sentence(item)}
          </Link>
          <p className="text-xs text-gray-500">
            <time dateTime={item.createdAt}>{formatDate(item.createdAt, locale)}</time>
          </p>
        </li>
      ))}
    </ul>
  )
}

function StatGrid({ label, items }: { label: string; items: { label: string; value: string }[] }) {
  return (
    <section aria-label={label} className="mt-6">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
        {items.map((item) => (
          <div key={item.label} className="min-w-0 rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
            <dt className="truncate text-sm text-gray-600">{item.label}</dt>
            <dd className="mt-1 text-2xl font-bold">{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

function MyApplicationRow({ application }: { application: MyApplication }) {
  const { t } = useTranslation('home')
  const locale = useIntlLocale()
  return (
    <article className="min-w-0 rounded-lg border border-gray-200 p-3">
      <div className="flex items-start justify-between gap-2">
        <h3 className="min-w-0 font-medium break-words">
          {application.job.isOpen ? (
            <Link to={href('/jobs/:id', { id: String(application.job.id) })} className="text-gray-900 hover:underline">
              {application.job.title}
            </Link>
          ) : (
            application.job.title
          )}
        </h3>
        <StatusBadge status={application.status} />
      </div>
      <p className="truncate text-sm text-gray-600">{application.startup.name}</p>
      <p className="text-xs text-gray-500">
        {t('dashboard.appliedOn', { date: formatDate(application.createdAt, locale) })}
        {application.job.isOpen ? '' : t('dashboard.jobClosed')}
      </p>
    </article>
  )
}

function HiringJobRow({ job }: { job: HiringJob }) {
  const { t } = useTranslation('home')
  return (
    <Link
      to={`${href('/jobs/:id', { id: String(job.id) })}#applicants`}
      className="block min-w-0 rounded-lg border border-gray-200 p-3 hover:border-brand-500"
    >
      <span className="block truncate font-medium text-gray-900">{job.title}</span>
      <span className="block truncate text-sm text-gray-600">{job.startupName}</span>
      <span className="block text-xs text-gray-500">
        {t('dashboard.applicants', { count: job.applicants })}
        {job.newApplicants > 0 ? t('dashboard.newApplicants', { count: job.newApplicants }) : ''}
        {job.isActive ? '' : t('dashboard.closed')}
      </span>
    </Link>
  )
}

function MyStartupRow({ startup }: { startup: StartupCard }) {
  const { t } = useTranslation('home')
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-3 rounded-lg border border-gray-200 p-3">
      <StartupLogo startup={startup} size="sm" />
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium">{startup.name}</p>
        <StartupFacts startup={startup} />
      </div>
      <Link
        to={href('/startup/:id', { id: String(startup.id) })}
        aria-label={t('dashboard.viewStartup', { name: startup.name })}
        className={buttonClasses({ variant: 'outline', size: 'sm' })}
      >
        {t('dashboard.view')}
      </Link>
      {/* My startups are ones the member founded or is on the team of: all of them editable (canEditStartup). */}
      <Link
        to={href('/startup/:id/edit', { id: String(startup.id) })}
        aria-label={t('dashboard.editStartup', { name: startup.name })}
        className={buttonClasses({ variant: 'ghost', size: 'sm' })}
      >
        {t('dashboard.edit')}
      </Link>
      <Link
        to={href('/startup/:id/manage', { id: String(startup.id) })}
        aria-label={t('dashboard.analyticsStartup', { name: startup.name })}
        className={buttonClasses({ variant: 'ghost', size: 'sm' })}
      >
        {t('dashboard.analytics')}
      </Link>
    </div>
  )
}
