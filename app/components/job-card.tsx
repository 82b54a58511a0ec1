import { Trans, useTranslation } from '~/browser/i18n-react'
import { href, Link } from 'react-router'
import { buttonClasses } from '~/components/ui/button'
import { CARD_TECH_TAGS, EXPERIENCE_LEVEL_LABELS, JOB_TYPE_LABELS } from '~/domain/jobs'
import { labelFor } from '~/domain/vocabulary'
import { formatDate, initialOf } from '~/shared/format'
import { useIntlLocale, useMessage } from '~/browser/i18n-react'
import { formatSalary, type SalaryWords } from '~/shared/money'
import type { JobListing } from '~/models/jobs.server'

/**
 * What a job card shows, and all /talent-hub sends per job (docs/decisions/0050-what-list-pages-send.md, 0059): the
 * company's name (the card links to the job, not the startup) and the salary as its text, written by the loader in
 * the request's language ('USD 80,000 - 120,000', 'From USD 50,000', 'Competitive').
 */
export type JobCardView = Omit<JobListing, 'requirements' | 'startupId' | 'startup' | 'salary'> & { company: string; salary: string }

export function jobCardView(
  { requirements: _requirements, startupId: _startupId, startup, salary, ...job }: JobListing,
  salaryWords: SalaryWords,
): JobCardView {
  return { ...job, company: startup.name, salary: formatSalary(salary, salaryWords) }
}

/** Tech tags on a card: the first three, then '+N more' (000 §9). */
export function TechTags({ techStack, label, limit = CARD_TECH_TAGS }: { techStack: readonly string[]; label: string; limit?: number }) {
  const { t } = useTranslation('jobs')
  if (techStack.length === 0) return null
  const shown = techStack.slice(0, limit)
  const more = techStack.length - shown.length
  return (
    <ul aria-label={label} className="tech-tags">
      {shown.map((tech) => (
        <li key={tech}>{tech}</li>
      ))}
      {more > 0 ? <li className="more">{t('card.more', { count: more })}</li> : null}
    </ul>
  )
}

/** '{level} level' (000 §2), e.g. 'Mid level', in the page's language; nothing when the level is unknown. */
export function useLevelText(): (experienceLevel: string | null) => string {
  const { t } = useTranslation('jobs')
  const message = useMessage()
  return (experienceLevel) => {
    const label = labelFor(EXPERIENCE_LEVEL_LABELS, experienceLevel)
    return label ? t('card.level', { level: message(label) }) : ''
  }
}

/** 'Competitive' and 'From …' around a salary (app/shared/money.ts `formatSalary`), in the page's language. */
export function useSalaryWords(): SalaryWords {
  const { t } = useTranslation('jobs')
  return { competitive: t('salary.competitive'), from: (amount) => t('salary.from', { amount }) }
}

/**
 * 000 §2's job card: company initial, title, type badge, description, up to 3 tech tags then '+N more', location,
 * 'Remote OK', the salary text (000 §5), '{level} level', the posted date and 'View Details & Apply' (the job page).
 */
export function JobCard({ job }: { job: JobCardView }) {
  const { t } = useTranslation('jobs')
  const message = useMessage()
  const locale = useIntlLocale()
  const jobHref = href('/jobs/:id', { id: String(job.id) })
  const level = useLevelText()(job.experienceLevel)
  return (
    <article className="list-card gap-3">
      <div className="job-head">
        <span aria-hidden="true" className="initial-tile">
          {initialOf(job.company)}
        </span>
        <div>
          <h3>{job.title}</h3>
          <p>{job.company}</p>
        </div>
        <span className="chip-tech">{message(labelFor(JOB_TYPE_LABELS, job.type))}</span>
      </div>
      {job.description ? <p className="job-desc">{job.description}</p> : null}
      <TechTags techStack={job.techStack} label={t('card.technologies', { title: job.title })} />
      {/* Each fact named for screen readers (the dt is visually hidden, app/app.css); the posted line names itself. */}
      <dl className="job-facts">
        <div>
          <dt>{t('card.location')}</dt>
          <dd>{job.location ? message(job.location) : t('card.noLocation')}</dd>
          {job.isRemote ? <dd className="chip-remote">{t('card.remoteOk')}</dd> : null}
        </div>
        <dt>{t('card.salary')}</dt>
        <dd className="pay">{job.salary}</dd>
        {level ? (
          <>
            <dt>{t('card.experience')}</dt>
            <dd>{level}</dd>
          </>
        ) : null}
      </dl>
      <p className="posted">
        <Trans
          t={t}
          i18nKey="card.postedOn"
          values={{ date: formatDate(job.createdAt, locale) }}
          // The day it shows (UTC, as formatDate writes it), not the instant.
          components={{ time: <time dateTime={new Date(job.createdAt).toISOString().slice(0, 10)} /> }}
        />
      </p>
      <Link
        discover="none"
        to={jobHref}
        aria-label={t('card.viewDetailsLabel', { title: job.title, company: job.company })}
        className={buttonClasses()}
      >
        {t('card.viewDetails')}
      </Link>
    </article>
  )
}

/** A card's shape while the list loads (000 §9: 9 of them). */
export function JobCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex h-full animate-pulse flex-col gap-3 rounded-xl border border-gray-200 bg-white p-5">
      <div className="flex items-start gap-3">
        <span className="size-12 shrink-0 rounded-lg bg-gray-200" />
        <div className="flex-1 space-y-2">
          <span className="block h-4 w-3/4 rounded bg-gray-200" />
          <span className="block h-3 w-1/2 rounded bg-gray-200" />
        </div>
      </div>
      <span className="block h-3 w-full rounded bg-gray-200" />
      <span className="block h-3 w-5/6 rounded bg-gray-200" />
      <div className="flex gap-2">
        <span className="h-5 w-14 rounded-full bg-gray-200" />
        <span className="h-5 w-14 rounded-full bg-gray-200" />
      </div>
      <span className="mt-auto block h-9 w-full rounded-md bg-gray-200" />
    </div>
  )
}
