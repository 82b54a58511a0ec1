import { useTranslation } from '~/browser/i18n-react'
import { Link } from 'react-router'
import { DashboardSection, EmptyState } from '~/components/dashboard-section'
import { EventMiniCard } from '~/components/event-mini-card'
import { JobMiniCard } from '~/components/job-mini-card'
import { StartupMiniCard } from '~/components/startup-mini-card'
import { buttonClasses } from '~/components/ui/button'
import { HOME_QUICK_ACTIONS } from '~/shared/nav'
import type { MemberHome as MemberHomeData } from '~/models/dashboard.server'

/** The signed-in home page (000 §2 "/ … a home page for signed-in users"). */
export function MemberHome({
  firstName,
  isNew,
  home,
}: {
  firstName: string | null
  isNew: boolean
  home: MemberHomeData
}) {
  const { t } = useTranslation('home')
  const name = firstName?.trim() || t('greeting.fallbackName')
  return (
    <main className="mx-auto max-w-7xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold break-words">
            {isNew ? t('greeting.new', { name }) : t('greeting.back', { name })}
          </h1>
          <p className="mt-1 text-gray-600">{t('member.subtitle')}</p>
        </div>
        <Link to="/dashboard" className={buttonClasses({ variant: 'outline' })}>
          {t('member.goToDashboard')}
        </Link>
      </div>

      <nav aria-label={t('member.quickActions')} className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {HOME_QUICK_ACTIONS.map((quickAction, index) => (
            <li key={quickAction.href}>
              <Link to={quickAction.href} className={buttonClasses({ variant: index === 0 ? 'primary' : 'outline' })}>
                {t(quickAction.label, { ns: 'common' })}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <DashboardSection id="my-startups" title={t('section.myStartups')}>
          {home.myStartups.length > 0 ? (
            <ul className="space-y-3">
              {home.myStartups.map((startup) => (
                <li key={startup.id}>
                  <StartupMiniCard startup={startup} />
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState message={t('empty.noStartups')}>
              <Link to="/create-startup" className={buttonClasses({ size: 'sm' })}>
                {t('action.createStartup')}
              </Link>
            </EmptyState>
          )}
        </DashboardSection>

        <DashboardSection id="upcoming-events" title={t('section.upcomingEvents')} viewAll={{ to: '/events', label: t('section.viewAllEvents') }}>
          {home.upcomingEvents.length > 0 ? (
            <ul className="space-y-3">
              {home.upcomingEvents.map((event) => (
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
          {home.recentJobs.length > 0 ? (
            <ul className="space-y-3">
              {home.recentJobs.map((job) => (
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
    </main>
  )
}
