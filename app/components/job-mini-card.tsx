import { useTranslation } from '~/browser/i18n-react'
import { href, Link } from 'react-router'
import { JOB_TYPE_LABELS } from '~/domain/jobs'
import { labelFor } from '~/domain/vocabulary'
import { initialOf } from '~/shared/format'
import { useMessage } from '~/browser/i18n-react'
import type { JobListing } from '~/models/jobs.server'

/**
 * A compact job row linking to its page: company initial, title, company, location and type. A page that shows it
 * lists the 'jobs' namespace in its handle.
 */
export function JobMiniCard({ job }: { job: Pick<JobListing, 'id' | 'title' | 'location' | 'type' | 'isRemote' | 'startup'> }) {
  const { t } = useTranslation('jobs')
  const message = useMessage()
  const facts = [job.location ? message(job.location) : '', message(labelFor(JOB_TYPE_LABELS, job.type)), job.isRemote ? t('card.remoteOk') : '']
    .filter(Boolean)
    .join(' · ')
  return (
    <Link
      to={href('/jobs/:id', { id: String(job.id) })}
      className="flex items-start gap-3 rounded-lg border border-gray-200 bg-white p-3 transition hover:border-brand-500 focus-visible:outline-2 focus-visible:outline-brand-500"
    >
      <span
        aria-hidden="true"
        className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-gray-100 font-semibold text-gray-700"
      >
        {initialOf(job.startup.name)}
      </span>
      <div className="min-w-0 flex-1">
        <h3 className="truncate font-medium text-gray-900">{job.title}</h3>
        <p className="truncate text-sm text-gray-600">{job.startup.name}</p>
        <p className="truncate text-xs text-gray-500">
          {facts}
        </p>
      </div>
    </Link>
  )
}
