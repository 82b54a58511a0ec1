import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '~/domain/jobs'
import { useMessage } from '~/lib/i18n-react'

const STATUS_BADGES: Record<ApplicationStatus, string> = {
  new: 'bg-blue-50 text-blue-800',
  reviewing: 'bg-amber-50 text-amber-900',
  rejected: 'bg-gray-100 text-gray-700',
  hired: 'bg-green-50 text-green-800',
}

/** Where a job application stands (docs/decisions/0028), for the applicant and the startup's team alike. */
export function StatusBadge({ status }: { status: ApplicationStatus }) {
  // The label is its own key in the 'jobs' namespace: a page that shows the badge lists it in its handle.
  const message = useMessage()
  return (
    <span className={`inline-block shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_BADGES[status]}`}>
      {message(APPLICATION_STATUS_LABELS[status])}
    </span>
  )
}
