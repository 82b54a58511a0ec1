import { href, Link } from 'react-router'
import { DashboardSection, EmptyState } from '~/components/dashboard-section'
import { EventMiniCard } from '~/components/event-mini-card'
import { JobMiniCard } from '~/components/job-mini-card'
import { StartupLogo } from '~/components/startup-logo'
import { StartupFacts, StartupMiniCard } from '~/components/startup-mini-card'
import { buttonClasses } from '~/components/ui/button'
import { signedInUser } from '~/lib/context'
import { formatCount, formatDate, greetingName } from '~/lib/format'
import { DASHBOARD_QUICK_ACTIONS } from '~/lib/nav'
import { isNewMember } from '~/lib/user'
import { getDashboard } from '~/models/dashboard.server'
import type { HiringJob, MyApplication } from '~/models/job-applications.server'
import { StatusBadge } from '~/components/application-status'
import type { StartupCard } from '~/models/startups.server'
import { rejectPost } from '~/lib/http.server'
import type { Route } from './+types/dashboard'

/** 000 §2: the Network tile is a fixed label, not a count. */
export const NETWORK_LABEL = '5,000+'
/** 001 §2: Profile Views is a fixed placeholder figure until profile views are recorded. */
export const PROFILE_VIEWS_PLACEHOLDER = '1,234'
/** 001 §2: Recent Activity is static sample text, not a feed. */
const RECENT_ACTIVITY_SAMPLE = [
  { text: 'Your startup profile was viewed by an investor', when: '2 hours ago' },
  { text: 'New mentor available in your sector', when: '1 day ago' },
  { text: 'Upcoming pitch event registration is open', when: '3 days ago' },
] as const

export async function loader({ context }: Route.LoaderArgs) {
  const user = context.get(signedInUser)
  return { firstName: user.firstName, isNew: isNewMember(user), dashboard: await getDashboard(user.id) }
}

export const action = rejectPost

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { firstName, isNew, dashboard } = loaderData
  // 000 §2's two dashboard variants, merged: every figure once ("My Startups" and "Active Startups" are one count).
  const tiles = [
    { label: 'My Startups', value: formatCount(dashboard.myStartupCount) },
    { label: 'Total Team Size', value: formatCount(dashboard.totalTeamSize) },
    { label: 'Workspace Bookings', value: formatCount(dashboard.bookingCount) },
    { label: 'Profile Views', value: PROFILE_VIEWS_PLACEHOLDER },
    { label: 'Events', value: formatCount(dashboard.upcomingEventCount) },
    { label: 'Opportunities', value: formatCount(dashboard.openJobCount) },
    { label: 'Network', value: NETWORK_LABEL },
  ]

  return (
    <main className="mx-auto max-w-7xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="min-w-0">
          {isNew ? (
            <>
              <h1 className="text-3xl font-bold break-words">Welcome to Startup Asia, {greetingName(firstName)}!</h1>
              <p className="mt-1 text-gray-600">
                Start by creating your startup&apos;s profile, or explore startups, jobs and events across Asia.
              </p>
            </>
          ) : (
            <>
              <h1 className="text-3xl font-bold break-words">Welcome back, {greetingName(firstName)}!</h1>
              <p className="mt-1 text-gray-600">Here&apos;s what&apos;s happening across the ecosystem.</p>
            </>
          )}
        </div>
        <Link to="/create-startup" className={buttonClasses()}>
          Create Startup
        </Link>
      </div>

      <StatGrid label="At a glance" items={tiles} />

      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <DashboardSection
            title="My Startups"
            action={
              <Link to="/create-startup" className={buttonClasses({ variant: 'outline', size: 'sm' })}>
                Create Startup
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
              <EmptyState message="No startups yet">
                <Link to="/create-startup" className={buttonClasses({ size: 'sm' })}>
                  Create your first startup
                </Link>
              </EmptyState>
            )}
          </DashboardSection>

          <DashboardSection title="Trending Startups" viewAll={{ to: '/discover', label: 'View all startups' }}>
            {dashboard.trendingStartups.length > 0 ? (
              <ul className="grid gap-3 sm:grid-cols-2">
                {dashboard.trendingStartups.map((startup) => (
                  <li key={startup.id}>
                    <StartupMiniCard startup={startup} />
                  </li>
                ))}
              </ul>
            ) : (
              <EmptyState message="No startups to display" />
            )}
          </DashboardSection>

          <div className="grid gap-6 md:grid-cols-2">
            <DashboardSection title="Upcoming Events" viewAll={{ to: '/events', label: 'View all events' }}>
              {dashboard.upcomingEvents.length > 0 ? (
                <ul className="space-y-3">
                  {dashboard.upcomingEvents.map((event) => (
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
              {dashboard.recentJobs.length > 0 ? (
                <ul className="space-y-3">
                  {dashboard.recentJobs.map((job) => (
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
        </div>

        <aside className="space-y-6">
          <DashboardSection title="My Job Applications" viewAll={{ to: '/talent-hub', label: 'Find jobs' }}>
            {dashboard.myApplications.length > 0 ? (
              <ul className="space-y-3">
                {dashboard.myApplications.map((application) => (
                  <li key={application.id}>
                    <MyApplicationRow application={application} />
                  </li>
                ))}
              </ul>
            ) : (
              <EmptyState message="You have not applied to any jobs yet" />
            )}
          </DashboardSection>

          {dashboard.hiringJobs.length > 0 ? (
            <DashboardSection title="Hiring">
              <ul className="space-y-3">
                {dashboard.hiringJobs.map((job) => (
                  <li key={job.id}>
                    <HiringJobRow job={job} />
                  </li>
                ))}
              </ul>
            </DashboardSection>
          ) : null}

          <DashboardSection title="Quick Actions">
            <ul className="grid gap-2">
              {DASHBOARD_QUICK_ACTIONS.map((quickAction) => (
                <li key={quickAction.href}>
                  <Link to={quickAction.href} className={buttonClasses({ variant: 'outline', className: 'w-full' })}>
                    {quickAction.label}
                  </Link>
                </li>
              ))}
            </ul>
          </DashboardSection>

          <DashboardSection title="Recent Activity">
            <ul className="space-y-3">
              {RECENT_ACTIVITY_SAMPLE.map((item) => (
                <li key={item.text} className="text-sm">
                  <p className="text-gray-800">{item.text}</p>
                  <p className="text-xs text-gray-500">{item.when}</p>
                </li>
              ))}
            </ul>
          </DashboardSection>
        </aside>
      </div>
    </main>
  )
}

export function meta() {
  return [{ title: 'Dashboard | Startup Asia' }]
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
        Applied {formatDate(application.createdAt)}
        {application.job.isOpen ? '' : ' · This job is closed'}
      </p>
    </article>
  )
}

function HiringJobRow({ job }: { job: HiringJob }) {
  return (
    <Link
      to={`${href('/jobs/:id', { id: String(job.id) })}#applicants`}
      className="block min-w-0 rounded-lg border border-gray-200 p-3 hover:border-brand-500"
    >
      <span className="block truncate font-medium text-gray-900">{job.title}</span>
      <span className="block truncate text-sm text-gray-600">{job.startupName}</span>
      <span className="block text-xs text-gray-500">
        {job.applicants === 1 ? '1 applicant' : `${job.applicants} applicants`}
        {job.newApplicants > 0 ? ` · ${job.newApplicants} new` : ''}
        {job.isActive ? '' : ' · Closed'}
      </span>
    </Link>
  )
}

function MyStartupRow({ startup }: { startup: StartupCard }) {
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-3 rounded-lg border border-gray-200 p-3">
      <StartupLogo startup={startup} size="sm" />
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium">{startup.name}</p>
        <StartupFacts startup={startup} />
      </div>
      <Link
        to={href('/startup/:id', { id: String(startup.id) })}
        aria-label={`View ${startup.name}`}
        className={buttonClasses({ variant: 'outline', size: 'sm' })}
      >
        View
      </Link>
      {/* My startups are ones the member founded or is on the team of: all of them editable (canEditStartup). */}
      <Link
        to={href('/startup/:id/edit', { id: String(startup.id) })}
        aria-label={`Edit ${startup.name}`}
        className={buttonClasses({ variant: 'ghost', size: 'sm' })}
      >
        Edit
      </Link>
    </div>
  )
}
