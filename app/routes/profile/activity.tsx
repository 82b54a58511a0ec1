import { href, Link } from 'react-router'
import { ApplicationStatusBadge } from '~/components/programs/cohort-bits'
import { StartupLogo } from '~/components/startup-logo'
import { COHORT_PROGRAM_LABELS } from '~/domain/cohorts'
import { labelFor } from '~/domain/vocabulary'
import { formatDate, formatSlug } from '~/lib/format'
import { formatMoney } from '~/lib/money'
import type { ProfileActivity, ProfileJobApplication } from '~/models/profile.server'

/**
 * The member's startups, program applications, job applications, RSVPs and bookings in one place (the profile
 * issue), each entry a link to where it lives.
 */
export function ProfileActivityLists({ activity }: { activity: ProfileActivity }) {
  return (
    <div className="space-y-6">
      <ActivitySection title="My Startups" more={{ to: '/create-startup', label: 'Create Startup' }}>
        {activity.startups.length ? (
          <ul className="space-y-2">
            {activity.startups.map((startup) => (
              <li key={startup.id}>
                <Link
                  to={href('/startup/:id', { id: String(startup.id) })}
                  className="flex min-w-0 items-center gap-3 rounded-lg p-2 hover:bg-gray-50"
                >
                  <StartupLogo startup={startup} size="sm" />
                  <span className="min-w-0 flex-1 truncate font-medium text-gray-900">{startup.name}</span>
                  {startup.stage ? <span className="shrink-0 text-xs text-gray-500">{formatSlug(startup.stage)}</span> : null}
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <Empty>No startups yet</Empty>
        )}
      </ActivitySection>

      <ActivitySection title="Program Applications" more={{ to: '/programs', label: 'Browse programs' }}>
        {activity.programApplications.length ? (
          <ul className="space-y-2">
            {activity.programApplications.map((application) => (
              <li key={application.id}>
                <Entry
                  to={href('/programs/:id', { id: String(application.cohortId) })}
                  title={application.cohort.name}
                  detail={`${labelFor(COHORT_PROGRAM_LABELS, application.cohort.program)} · applied ${formatDate(application.appliedAt)}`}
                  badge={<ApplicationStatusBadge status={application.status} />}
                />
              </li>
            ))}
          </ul>
        ) : (
          <Empty>No program applications yet</Empty>
        )}
      </ActivitySection>

      <JobApplicationsSection applications={activity.jobApplications} />

      <ActivitySection title="Event RSVPs" more={{ to: '/events', label: 'Find events' }}>
        {activity.rsvps.length ? (
          <ul className="space-y-2">
            {activity.rsvps.map((rsvp) => (
              <li key={rsvp.id}>
                <Entry
                  to="/events"
                  title={rsvp.event.title}
                  detail={`${formatDate(rsvp.event.startDate)} · ${rsvp.event.isOnline ? 'Online' : (rsvp.event.location ?? 'Location to be announced')}`}
                  badge={<Pill>{formatSlug(rsvp.status)}</Pill>}
                />
              </li>
            ))}
          </ul>
        ) : (
          <Empty>No RSVPs yet</Empty>
        )}
      </ActivitySection>

      <ActivitySection title="Workspace Bookings" more={{ to: '/workspace', label: 'Book a workspace' }}>
        {activity.bookings.length ? (
          <ul className="space-y-2">
            {activity.bookings.map((booking) => (
              <li key={booking.id}>
                <Entry
                  to="/workspace"
                  title={booking.workspace.name}
                  detail={`${formatDate(booking.startTime)} · ${formatMoney(booking.totalAmount)}`}
                  badge={<Pill>{formatSlug(booking.status)}</Pill>}
                />
              </li>
            ))}
          </ul>
        ) : (
          <Empty>No bookings yet</Empty>
        )}
      </ActivitySection>
    </div>
  )
}

/** Job applications (built by the Talent Hub issue; see `listMyJobApplications`, the extension point). */
export function JobApplicationsSection({ applications }: { applications: readonly ProfileJobApplication[] }) {
  return (
    <ActivitySection title="Job Applications" more={{ to: '/talent-hub', label: 'Find jobs' }}>
      {applications.length ? (
        <ul className="space-y-2">
          {applications.map((application) => (
            <li key={application.id}>
              <Entry
                to={application.href}
                title={application.job.title}
                detail={`${application.startup ? `${application.startup.name} · ` : ''}applied ${formatDate(application.appliedAt)}`}
                badge={<Pill>{formatSlug(application.status)}</Pill>}
              />
            </li>
          ))}
        </ul>
      ) : (
        <Empty>No job applications yet</Empty>
      )}
    </ActivitySection>
  )
}

function ActivitySection({
  title,
  more,
  children,
}: {
  title: string
  more: { to: string; label: string }
  children: React.ReactNode
}) {
  const id = `activity-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`
  return (
    <section aria-labelledby={id} className="rounded-xl border border-gray-200 bg-white p-5 shadow-sm">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold text-gray-900">
          {title}
        </h2>
        <Link to={more.to} className="text-sm font-medium text-brand-700 hover:underline">
          {more.label}
        </Link>
      </div>
      {children}
    </section>
  )
}

function Entry({ to, title, detail, badge }: { to: string; title: string; detail: string; badge: React.ReactNode }) {
  return (
    <Link to={to} className="flex min-w-0 items-center gap-3 rounded-lg p-2 hover:bg-gray-50">
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium text-gray-900">{title}</span>
        <span className="block truncate text-sm text-gray-600">{detail}</span>
      </span>
      <span className="shrink-0">{badge}</span>
    </Link>
  )
}

function Pill({ children }: { children: React.ReactNode }) {
  return (
    <span className="inline-flex items-center rounded-full bg-gray-100 px-2.5 py-0.5 text-xs font-medium text-gray-800">
      {children}
    </span>
  )
}

function Empty({ children }: { children: React.ReactNode }) {
  return <p className="rounded-lg border border-dashed border-gray-300 p-4 text-center text-sm text-gray-600">{children}</p>
}
