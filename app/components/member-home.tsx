import { Link } from 'react-router'
import { DashboardSection, EmptyState } from '~/components/dashboard-section'
import { EventMiniCard } from '~/components/event-mini-card'
import { JobMiniCard } from '~/components/job-mini-card'
import { StartupMiniCard } from '~/components/startup-mini-card'
import { buttonClasses } from '~/components/ui/button'
import { greetingName } from '~/lib/format'
import { HOME_QUICK_ACTIONS } from '~/lib/nav'
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
  return (
    <main className="mx-auto max-w-7xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold break-words">
            {isNew ? 'Welcome to Startup Asia' : 'Welcome back'}, {greetingName(firstName)}!
          </h1>
          <p className="mt-1 text-gray-600">Your startups, what&apos;s coming up and who&apos;s hiring.</p>
        </div>
        <Link to="/dashboard" className={buttonClasses({ variant: 'outline' })}>
          Go to Dashboard
        </Link>
      </div>

      <nav aria-label="Quick actions" className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {HOME_QUICK_ACTIONS.map((quickAction, index) => (
            <li key={quickAction.href}>
              <Link to={quickAction.href} className={buttonClasses({ variant: index === 0 ? 'primary' : 'outline' })}>
                {quickAction.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <DashboardSection title="My Startups">
          {home.myStartups.length > 0 ? (
            <ul className="space-y-3">
              {home.myStartups.map((startup) => (
                <li key={startup.id}>
                  <StartupMiniCard startup={startup} />
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState message="No startups yet">
              <Link to="/create-startup" className={buttonClasses({ size: 'sm' })}>
                Create Startup
              </Link>
            </EmptyState>
          )}
        </DashboardSection>

        <DashboardSection title="Upcoming Events" viewAll={{ to: '/events', label: 'View all events' }}>
          {home.upcomingEvents.length > 0 ? (
            <ul className="space-y-3">
              {home.upcomingEvents.map((event) => (
                <li key={event.id}>
                  <EventMiniCard event={event} />
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState message="No upcoming events" />
          )}
        </DashboardSection>

        <DashboardSection title="Job Opportunities" viewAll={{ to: '/talent-hub', label: 'View all jobs' }}>
          {home.recentJobs.length > 0 ? (
            <ul className="space-y-3">
              {home.recentJobs.map((job) => (
                <li key={job.id}>
                  <JobMiniCard job={job} />
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState message="No job opportunities" />
          )}
        </DashboardSection>
      </div>
    </main>
  )
}
