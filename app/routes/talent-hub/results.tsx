import { useTranslation } from '~/browser/i18n-react'
import { JobCardSkeleton } from '~/components/job-card'
import { JOB_SKELETON_CARDS } from '~/domain/jobs'

export const grid = 'grid gap-6 [--card-height:21.5rem] sm:grid-cols-2 lg:grid-cols-3'

/** 000 §2: nine placeholder cards while a search or filter loads (with JavaScript; without it the browser waits). */
export function ResultsSkeleton() {
  const { t } = useTranslation('jobs')
  return (
    <div className="mt-6" aria-busy="true" aria-label={t('hub.loadingJobs')} role="status">
      <ul className={grid}>
        {Array.from({ length: JOB_SKELETON_CARDS }, (_, index) => (
          <li key={index} className="min-w-0">
            <JobCardSkeleton />
          </li>
        ))}
      </ul>
    </div>
  )
}
