import { useTranslation } from '~/browser/i18n-react'
import { href, Link } from 'react-router'
import { ApplicationStatusBadge } from '~/components/programs/cohort-bits'
import { StartupLogo } from '~/components/startup-logo'
import { COHORT_PROGRAM_LABELS } from '~/domain/cohorts'
import { labelFor } from '~/domain/vocabulary'
import { formatSlug } from '~/domain/vocabulary'
import { formatDate } from '~/shared/format'
import { useIntlLocale, useMessage } from '~/browser/i18n-react'
import { formatMoney } from '~/shared/money'
import type { ProfileActivity, ProfileJobApplication } from '~/models/profile.server'

/**
 * The member's startups, program applications, job applications, RSVPs and bookings in one place (the profile
 * issue), each entry a link to where it lives.
 */
export function ProfileActivityLists({ activity }: { activity: ProfileActivity }) {
  const { t } = useTranslation('profile')
  const message = useMessage()
  const locale = useIntlLocale()
  return (
    <div className="space-y-6">
      <ActivitySection id="activity-my-startups" title={t('activity.startups')} more={{ to: '/create-startup', label: t('activity.createStartup') }}>
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
                  {startup.stage ? <span className="shrink-0 text-xs text-gray-500">{message(formatSlug(startup.stage))}</span> : null}
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <Empty>{t('activity.noStartups')}</Empty>
        )}
      </ActivitySection>

      <ActivitySection id="activity-program-applications" title={t('activity.programApplications')} more={{ to: '/programs', label: t('activity.browsePrograms') }}>
        {activity.programApplications.length ? (
          <ul className="space-y-2">
            {activity.programApplications.map((application) => (
              <li key={application.id}>
                <Entry
                  to={href('/programs/:id', { id: String(application.cohortId) })}
                  title={application.cohort.name}
                  detail={t('activity.programDetail', {
                    program: message(labelFor(COHORT_PROGRAM_LABELS, application.cohort.program)),
                    date: formatDate(application.appliedAt, locale),
                  })}
                  badge={<ApplicationStatusBadge status={application.status} />}
                />
              </li>
            ))}
          </ul>
        ) : (
          <Empty>{t('activity.noProgramApplications')}</Empty>
        )}
      </ActivitySection>

      <JobApplicationsSection applications={activity.jobApplications} />

      <ActivitySection id="activity-event-rsvps" title={t('activity.rsvps')} more={{ to: '/events', label: t('activity.findEvents') }}>
        {activity.rsvps.length ? (
          <ul className="space-y-2">
            {activity.rsvps.map((rsvp) => (
              <li key={rsvp.id}>
                <Entry
                  to="/events"
                  title={rsvp.event.title}
                  detail={`${formatDate(rsvp.event.startDate, locale)} · ${rsvp.event.isOnline ? t('activity.online') : (rsvp.event.location ?? t('activity.locationTba'))}`}
                  badge={<Pill>{message(formatSlug(rsvp.status))}</Pill>}
                />
              </li>
            ))}
          </ul>
        ) : (
          <Empty>{t('activity.noRsvps')}</Empty>
        )}
      </ActivitySection>

      <ActivitySection id="activity-workspace-bookings" title={t('activity.bookings')} more={{ to: '/workspace', label: t('activity.bookWorkspace') }}>
        {activity.bookings.length ? (
          <ul className="space-y-2">
            {activity.bookings.map((booking) => (
              <li key={booking.id}>
                <Entry
                  to="/workspace"
                  title={booking.workspace.name}
                  detail={`${formatDate(booking.startTime, locale)} · ${formatMoney(booking.totalAmount, 'USD', locale)}`}
                  badge={<Pill>{message(formatSlug(booking.status))}</Pill>}
                />
              </li>
            ))}
          </ul>
        ) : (
          <Empty>{t('activity.noBookings')}</Empty>
        )}
      </ActivitySection>
    </div>
  )
}

/** Job applications (built by the Talent Hub issue; see `listMyJobApplications`, the extension point). */
function JobApplicationsSection({ applications }: { applications: readonly ProfileJobApplication[] }) {
  const { t } = useTranslation('profile')
  const message = useMessage()
  const locale = useIntlLocale()
  return (
    <ActivitySection id="activity-job-applications" title={t('activity.jobApplications')} more={{ to: '/talent-hub', label: t('activity.findJobs') }}>
      {applications.length ? (
        <ul className="space-y-2">
          {applications.map((application) => (
            <li key={application.id}>
              <Entry
                to={application.href}
                title={application.job.title}
                detail={
                  application.startup
                    ? t('activity.jobDetail', { startup: application.startup.name, date: formatDate(application.appliedAt, locale) })
                    : t('activity.applied', { date: formatDate(application.appliedAt, locale) })
                }
                badge={<Pill>{message(formatSlug(application.status))}</Pill>}
              />
            </li>
          ))}
        </ul>
      ) : (
        <Empty>{t('activity.noJobApplications')}</Empty>
      )}
    </ActivitySection>
  )
}

function ActivitySection({
  id,
  title,
  more,
  children,
}: {
  id: string
  title: string
  more: { to: string; label: string }
  children: React.ReactNode
}) {
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
