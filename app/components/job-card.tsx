import type { JobFitView } from '~/domain/culture'
import { Trans, useTranslation } from '~/browser/i18n-react'
import { href, Link } from 'react-router'
import { CARD_TECH_TAGS, EXPERIENCE_LEVEL_LABELS, JOB_TYPE_LABELS } from '~/domain/jobs'
import { labelFor } from '~/domain/vocabulary'
import { formatDate, initialOf } from '~/shared/format'
import { cardExcerpt } from '~/domain/lists'
import { useIntlLocale, useMessage } from '~/browser/i18n-react'
import { formatSalary, type SalaryWords } from '~/shared/money'
import type { JobListing } from '~/models/jobs.server'
import { Distance } from '~/components/near-filter'
import { composeName, SharedPhrases, slot } from '~/components/ui/shared-phrases'

/**
 * What a job card shows, and all /talent-hub sends per job (docs/decisions/0050-what-list-pages-send.md, 0059, 0098):
 * the company's name (the card links to the job, not the startup), the salary as its text, written by the loader in
 * the request's language ('USD 80,000 - 120,000', 'From USD 50,000', 'Competitive'), the first CARD_TECH_TAGS
 * technologies and how many more, and the day it was posted (UTC, 'YYYY-MM-DD': what the card shows, and jobs posted
 * the same day share it in the hydration data).
 */
export type JobCardView = Omit<JobListing, 'requirements' | 'startupId' | 'startup' | 'salary' | 'createdAt' | 'cityId'> & {
  company: string
  salary: string
  posted: string
  /** Left out when every technology is shown (a list page sends no column of zeros). */
  moreTech?: number
  /** The signed-in member's culture fit: the score and its reasons as the loader wrote them (docs/decisions/0118). */
  fit?: JobFitView
}

export type { JobFitView }

const FIT_SEPARATOR = ' · '

/** 'Culture fit 80 · Remote-first · React' (its words from the loader, in the page's language). */
export function FitLine({ fit, className }: { fit: JobFitView; className?: string }) {
  const { t } = useTranslation('jobs')
  const text = [t('talent.fit', { score: fit.score }), ...fit.reasons].join(FIT_SEPARATOR)
  // A note of the card or page, not a landmark: 35 unnamed <aside>s on /talent-hub were 35 complementary regions.
  return <div className={className}>{text}</div>
}

export function jobCardView(
  { requirements: _requirements, startupId: _startupId, cityId: _cityId, startup, salary, createdAt, techStack, description, ...job }: JobListing,
  salaryWords: SalaryWords,
  locale: string,
): JobCardView {
  return {
    ...job,
    description: cardExcerpt(description),
    techStack: techStack.slice(0, CARD_TECH_TAGS),
    ...(techStack.length > CARD_TECH_TAGS ? { moreTech: techStack.length - CARD_TECH_TAGS } : {}),
    company: startup.name,
    salary: formatSalary(salary, salaryWords, locale),
    posted: createdAt.toISOString().slice(0, 10),
  }
}

/** Tech tags on a card: the first three, then '+N more' (000 §9). */
export function TechTags({
  techStack,
  label,
  labelledBy,
  limit = CARD_TECH_TAGS,
  more: moreCount,
  className = 'tech-tags',
}: {
  techStack: readonly string[]
  label?: string
  /** On a list card: the ids that name it (`aria-labelledby`) instead of `label`. */
  labelledBy?: string
  limit?: number
  /** How many are left out beyond `techStack` (a card's view sends only the first few). */
  more?: number
  /** A list card styles it from its own class (`.job-card > ul`). */
  className?: string
}) {
  const { t } = useTranslation('jobs')
  if (techStack.length === 0) return null
  const shown = techStack.slice(0, limit)
  const more = (moreCount ?? 0) + techStack.length - shown.length
  return (
    <ul aria-label={label} aria-labelledby={labelledBy} className={className || undefined}>
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
 * The names a job card composes from its list page's shared phrases and the card's title and company
 * (app/components/ui/shared-phrases.tsx): 'View Details & Apply: {title} at {company}', in
 * the page's language and its word order.
 */
function useJobCardNames() {
  const { t } = useTranslation('jobs')
  return {
    viewDetails: composeName('jv', t('card.viewDetailsLabel', { title: slot(0), company: slot(1) })),
  }
}

/** The phrases the job cards' names refer to, once per list page (hidden). */
export function JobCardPhrases() {
  return <SharedPhrases names={Object.values(useJobCardNames())} />
}

/**
 * 000 §2's job card: company initial, title, type badge, description, up to 3 tech tags then '+N more', location,
 * 'Remote OK', the salary text (000 §5), '{level} level', the posted date and 'View Details & Apply' (the job page).
 * Styled from `.job-card` (app/app.css): its head, initial, type badge, description, tags, facts, salary, posted line
 * and button by position, since a list page repeats the card 50 times.
 */
export function JobCard({ job }: { job: JobCardView }) {
  const { t } = useTranslation('jobs')
  const message = useMessage()
  const locale = useIntlLocale()
  const jobHref = href('/jobs/:id', { id: String(job.id) })
  const level = useLevelText()(job.experienceLevel)
  const names = useJobCardNames()
  // Short ids: the card's list and button are named from them and the page's shared phrases (`JobCardPhrases`).
  const titleId = `j${job.id}`
  const companyId = `c${job.id}`
  return (
    <article className="job-card">
      <div>
        <span aria-hidden="true">{initialOf(job.company)}</span>
        <div>
          <h3 id={titleId}>{job.title}</h3>
          <p id={companyId}>{job.company}</p>
        </div>
        <span>{message(labelFor(JOB_TYPE_LABELS, job.type))}</span>
      </div>
      {job.description ? <p>{job.description}</p> : null}
      {/* Unnamed: it follows the card's heading and description, which say whose technologies they are. */}
      <TechTags techStack={job.techStack} more={job.moreTech} className="" />
      {job.fit ? <FitLine fit={job.fit} /> : null}
      {/* Each fact named for screen readers (the dt is visually hidden, app/app.css); the posted line names itself.
          The location is the first dd, with its distance and the Remote OK badge (a <b>); the salary the second. */}
      <dl>
        <dt>{t('card.location')}</dt>
        <dd>
          {job.location ? message(job.location) : t('card.noLocation')}
          {job.distanceKm === undefined ? null : <> <Distance km={job.distanceKm} /></>}
          {job.isRemote ? <> <b>{t('card.remoteOk')}</b></> : null}
        </dd>
        <dt>{t('card.salary')}</dt>
        <dd>{job.salary}</dd>
        {level ? (
          <>
            <dt>{t('card.experience')}</dt>
            <dd>{level}</dd>
          </>
        ) : null}
      </dl>
      <p>
        <Trans
          t={t}
          i18nKey="card.postedOn"
          values={{ date: formatDate(job.posted, locale) }}
          // The day it shows (UTC, as formatDate writes it), not the instant.
          components={{ time: <time dateTime={job.posted} /> }}
        />
      </p>
      <Link discover="none" to={jobHref} aria-labelledby={names.viewDetails.labelledBy(titleId, companyId)}>
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
