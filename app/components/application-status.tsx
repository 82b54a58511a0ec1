import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '~/domain/jobs'
import { useMessage } from '~/browser/i18n-react'

const STATUS_BADGES: Record<ApplicationStatus, string> = {
  new: 'bg-blue-50 text-blue-800',
  reviewing: 'bg-amber-50 text-amber-900',
  rejected: 'bg-gray-100 text-gray-700',
  hired: 'bg-green-50 text-green-800',
}

/** Where a job application stands (docs/decisions/0028), for the applicant and the startup's team alike. */
export function StatusBadge({ status }: { status: ApplicationStatus }) {
  const message = useMessage()
  return (
    <span className={`inline-block shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_BADGES[status]}`}>
      {message(APPLICATION_STATUS_LABELS[status])}
    </span>
  )
}
