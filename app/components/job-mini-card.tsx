import { formatSlug, initialOf } from '~/lib/format'
import type { JobCard } from '~/models/jobs.server'

/** A compact job row: company initial, title, company, location and type. */
export function JobMiniCard({ job }: { job: JobCard }) {
  return (
    <article className="flex items-start gap-3 rounded-lg border border-gray-200 bg-white p-3">
      <span
        aria-hidden="true"
        className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-gray-100 font-semibold text-gray-700"
      >
        {initialOf(job.startupName)}
      </span>
      <div className="min-w-0 flex-1">
        <h3 className="truncate font-medium text-gray-900">{job.title}</h3>
        <p className="truncate text-sm text-gray-600">{job.startupName}</p>
        <p className="truncate text-xs text-gray-500">
          {[job.location, formatSlug(job.type), job.isRemote ? 'Remote OK' : ''].filter(Boolean).join(' · ')}
        </p>
      </div>
    </article>
  )
}
