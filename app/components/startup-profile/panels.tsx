import { useTranslation } from '~/browser/i18n-react'
import { Form, href, Link } from 'react-router'
import { buttonClasses } from '~/components/ui/button'
import { formatSlug } from '~/domain/vocabulary'
import { REVIEW_REPLY_MAX } from '~/domain/startup-profile'
import { formatDate, formatTeamSize, initialOf } from '~/shared/format'
import { formatCompactMoney, formatMoney, formatSalary, formatTotals, type MoneyTotal } from '~/shared/money'
import { stageLabel } from '~/domain/startups'
import type {
  StartupFundingRound,
  StartupGalleryItem,
  StartupInvestor,
  StartupJob,
  StartupMilestone,
  StartupNewsItem,
  StartupPressLink,
  StartupProfile,
  StartupReview,
  StartupTeamMember,
} from '~/models/startup-profile.server'
import { EmptyState } from '~/components/dashboard-section'
import { externalHref, safeHref } from './links'
import type { ReviewsBar } from '~/domain/reviews'
import { useIntlLocale, useMessage } from '~/browser/i18n-react'

// One component per tab of the public profile (001 §2). Each renders its empty state when it has no rows; the
// English of every word is in app/locales/en/startups.ts.

const card = 'rounded-xl border border-gray-200 bg-white p-5 shadow-sm'
const SEPARATOR = ' · '
const NONE = '—'
const STAR = '★'

function Chips({ items, label }: { items: readonly string[]; label: string }) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-700">
          {item}
        </li>
      ))}
    </ul>
  )
}

type OverviewStartup = Pick<
  StartupProfile,
  'description' | 'mission' | 'vision' | 'teamSize' | 'stage' | 'location' | 'techStack' | 'operationAreas'
>

export function OverviewPanel({
  startup,
  totalFunding,
  culture,
}: {
  startup: OverviewStartup
  totalFunding: MoneyTotal[]
  /** Its culture values, heading and labels written by the loader (docs/decisions/0118). */
  culture: { heading: string; values: string[] } | null
}) {
  const locale = useIntlLocale()
  const { t } = useTranslation('startups')
  const message = useMessage()
  const metrics = [
    { label: t('overview.totalFunding'), value: formatTotals(totalFunding, locale) },
    { label: t('overview.teamSize'), value: formatTeamSize(startup.teamSize) || NONE },
    { label: t('overview.stage'), value: startup.stage ? message(stageLabel(startup.stage)) : NONE },
    { label: t('overview.location'), value: startup.location ? message(startup.location) : NONE },
  ]
  return (
    <div className="space-y-6">
      <section aria-labelledby="key-metrics" className={card}>
        <h3 id="key-metrics" className="text-lg font-semibold">
          {t('overview.keyMetrics')}
        </h3>
        <dl className="mt-4 grid grid-cols-2 gap-4 md:grid-cols-4">
          {metrics.map((metric) => (
            <div key={metric.label} className="rounded-lg bg-gray-50 p-4">
              <dt className="text-sm text-gray-600">{metric.label}</dt>
              <dd className="mt-1 text-xl font-bold text-gray-900">{metric.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      {startup.description || startup.mission || startup.vision ? (
        <section aria-labelledby="about" className={card}>
          <h3 id="about" className="text-lg font-semibold">
            {t('overview.about')}
          </h3>
          {startup.description ? <p className="mt-3 text-gray-700">{startup.description}</p> : null}
          <dl className="mt-4 grid gap-4 md:grid-cols-2">
            {startup.mission ? (
              <div>
                <dt className="text-sm font-medium text-gray-900">{t('overview.mission')}</dt>
                <dd className="mt-1 text-gray-700">{startup.mission}</dd>
              </div>
            ) : null}
            {startup.vision ? (
              <div>
                <dt className="text-sm font-medium text-gray-900">{t('overview.vision')}</dt>
                <dd className="mt-1 text-gray-700">{startup.vision}</dd>
              </div>
            ) : null}
          </dl>
        </section>
      ) : null}

      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="tech-stack" className={card}>
          <h3 id="tech-stack" className="mb-3 text-lg font-semibold">
            {t('overview.techStack')}
          </h3>
          {startup.techStack.length > 0 ? (
            <Chips items={startup.techStack} label={t('overview.technologies')} />
          ) : (
            <p className="text-sm text-gray-600">{t('empty.techStack')}</p>
          )}
        </section>
        <section aria-labelledby="operation-areas" className={card}>
          <h3 id="operation-areas" className="mb-3 text-lg font-semibold">
            {t('overview.operationAreas')}
          </h3>
          {startup.operationAreas.length > 0 ? (
            <Chips items={startup.operationAreas} label={t('overview.areas')} />
          ) : (
            <p className="text-sm text-gray-600">{t('empty.operationAreas')}</p>
          )}
        </section>
        {culture ? (
          <section aria-labelledby="culture" className={card}>
            <h3 id="culture" className="mb-3 text-lg font-semibold">
              {culture.heading}
            </h3>
            <Chips items={culture.values} label={culture.heading} />
          </section>
        ) : null}
      </div>
    </div>
  )
}

export function TeamPanel({ team }: { team: StartupTeamMember[] }) {
  const { t } = useTranslation('startups')
  if (team.length === 0) return <EmptyState message={t('empty.team')} />
  // Team and advisors apart, each in display order (docs/decisions/0108).
  const groups = [
    { kind: 'team', heading: t('team.teamHeading'), people: team.filter((member) => member.kind !== 'advisor') },
    { kind: 'advisor', heading: t('team.advisorsHeading'), people: team.filter((member) => member.kind === 'advisor') },
  ].filter((group) => group.people.length > 0)
  return (
    <div className="space-y-8">
      {groups.map((group) => {
        const people = (
          <>
            <h3 id={`team-${group.kind}`} className="mb-3 text-lg font-semibold text-gray-900">
              {group.heading}
            </h3>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {group.people.map((member) => (
                <TeamCard key={member.id} member={member} />
              ))}
            </ul>
          </>
        )
        // The tab's panel is already the region named Team: the team group is not a second one of the same name.
        return group.kind === 'team' ? (
          <div key={group.kind}>{people}</div>
        ) : (
          <section key={group.kind} aria-labelledby={`team-${group.kind}`}>
            {people}
          </section>
        )
      })}
    </div>
  )
}

function TeamCard({ member }: { member: StartupTeamMember }) {
  const { t } = useTranslation('startups')
  const photo = safeHref(member.profilePhoto)
  const links = member.links.map((link) => ({ href: safeHref(link), text: hostOf(link) })).filter((link) => link.href)
  return (
    <li className={card}>
      <div className="flex items-center gap-3">
        {photo ? (
          <img src={photo} alt="" className="size-14 rounded-full border border-gray-200 object-cover" />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-14 items-center justify-center rounded-full bg-brand-100 text-lg font-semibold text-brand-700"
          >
            {initialOf(member.name)}
          </span>
        )}
        <div className="min-w-0">
          <h4 className="truncate font-semibold text-gray-900">{member.name}</h4>
          {member.role ? <p className="text-sm break-words text-gray-600">{member.role}</p> : null}
          {member.isFounder ? (
            <p className="mt-1 inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-800">
              {t('team.founder')}
            </p>
          ) : null}
        </div>
      </div>
      {member.bio ? <p className="mt-3 text-sm break-words text-gray-700">{member.bio}</p> : null}
      {links.length ? (
        <ul className="mt-3 flex flex-wrap gap-x-3 gap-y-1 text-sm">
          {links.map((link) => (
            <li key={link.href} className="min-w-0">
              <a href={link.href!} rel="noopener noreferrer nofollow" className="break-all text-brand-700 hover:underline">
                {link.text}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {member.email ? (
        <a href={`mailto:${member.email}`} className="mt-3 inline-block text-sm break-all text-brand-700 hover:underline">
          {member.email}
        </a>
      ) : null}
    </li>
  )
}

/** A link's host name for its text (www. dropped); the address itself when it is not a URL. */
function hostOf(link: string): string {
  try {
    return new URL(link).hostname.replace(/^www\./, '')
  } catch {
    return link
  }
}

export function JobsPanel({ jobs }: { jobs: StartupJob[] }) {
  const { t } = useTranslation('startups')
  const message = useMessage()
  const locale = useIntlLocale()
  if (jobs.length === 0) return <EmptyState message={t('empty.jobs')} />
  return (
    <ul className="space-y-4">
      {jobs.map((job) => (
        <li key={job.id} className={card}>
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h3 className="text-lg font-semibold text-gray-900">{job.title}</h3>
            <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-700">
              {message(formatSlug(job.type))}
            </span>
          </div>
          <p className="mt-1 text-sm text-gray-600">
            {[
              job.location ? message(job.location) : '',
              job.experienceLevel ? t('jobs.level', { level: message(formatSlug(job.experienceLevel)) }) : '',
              job.isRemote ? t('jobs.remote') : '',
              formatSalary(job.salary, undefined, locale),
            ]
              .filter(Boolean)
              .join(SEPARATOR)}
          </p>
          {job.description ? <p className="mt-3 text-gray-700">{job.description}</p> : null}
          {job.requirements ? (
            <p className="mt-2 text-sm text-gray-600">
              <span className="font-medium text-gray-900">{t('jobs.requirements')}</span>
              {job.requirements}
            </p>
          ) : null}
          {job.techStack.length > 0 ? (
            <div className="mt-3">
              <Chips items={job.techStack} label={t('jobs.technologies', { title: job.title })} />
            </div>
          ) : null}
          <Link
            to={href('/jobs/:id', { id: String(job.id) })}
            aria-label={t('jobs.applyLabel', { title: job.title })}
            className={buttonClasses({ size: 'sm', className: 'mt-4' })}
          >
            {t('jobs.apply')}
          </Link>
        </li>
      ))}
    </ul>
  )
}

export function FundingPanel({
  funding,
  investors,
  totalFunding,
}: {
  funding: StartupFundingRound[]
  investors: StartupInvestor[]
  totalFunding: MoneyTotal[]
}) {
  const { t } = useTranslation('startups')
  const message = useMessage()
  const locale = useIntlLocale()
  return (
    <div className="space-y-6">
      {funding.length > 0 ? <FundingTotal totalFunding={totalFunding} /> : null}
      {funding.length === 0 ? (
        <EmptyState message={t('empty.funding')} />
      ) : (
        <ol className="space-y-4">
          {funding.map((round) => (
            <li key={round.id} className={card}>
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h3 className="text-lg font-semibold text-gray-900">{message(round.series)}</h3>
                {round.amount ? (
                  <p className="text-xl font-bold text-green-700" title={formatMoney(round.amount, round.currency, locale)}>
                    {formatCompactMoney(round.amount, round.currency, locale)}
                  </p>
                ) : (
                  <p className="text-sm text-gray-500">{t('funding.undisclosed')}</p>
                )}
              </div>
              <p className="mt-1 text-sm text-gray-600">
                {[
                  round.date ? formatDate(round.date, locale) : '',
                  round.leadInvestor ? t('funding.ledBy', { investor: round.leadInvestor }) : '',
                ]
                  .filter(Boolean)
                  .join(SEPARATOR)}
              </p>
              {round.description ? <p className="mt-3 text-gray-700">{round.description}</p> : null}
              {round.investors.length > 0 ? (
                <p className="mt-2 text-sm text-gray-600">
                  {t('funding.roundInvestors', { investors: round.investors.join(t('funding.listSeparator')) })}
                </p>
              ) : null}
              {round.directoryInvestors.map((investor) => (
                <a key={investor.id} href={`/investors/${investor.id}`} className="mr-3 text-sm text-brand-700 hover:underline">
                  {investor.name}
                </a>
              ))}
            </li>
          ))}
        </ol>
      )}
      <section aria-labelledby="investors" className={card}>
        <h3 id="investors" className="mb-3 text-lg font-semibold">
          {t('funding.investors')}
        </h3>
        {investors.length === 0 ? (
          <p className="text-sm text-gray-600">{t('empty.investors')}</p>
        ) : (
          <ul className="divide-y divide-gray-100">
            {investors.map((investor) => {
              const website = externalHref(investor.website)
              return (
                <li key={investor.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                  <div>
                    <p className="font-medium text-gray-900">
                      {website ? (
                        <a href={website} target="_blank" rel="noopener noreferrer" className="hover:underline">
                          {investor.name}
                        </a>
                      ) : (
                        investor.name
                      )}
                      {investor.isLead ? (
                        <span className="ml-2 rounded-full bg-green-100 px-2 py-0.5 text-xs text-green-800">
                          {t('funding.lead')}
                        </span>
                      ) : null}
                    </p>
                    <p className="text-sm text-gray-600">
                      {[message(investorTypeLabel(investor.type)), investor.location ? message(investor.location) : '']
                        .filter(Boolean)
                        .join(SEPARATOR)}
                    </p>
                  </div>
                  {investor.amount ? (
                    <p className="text-sm font-semibold text-gray-900">
                      {formatCompactMoney(investor.amount, investor.currency, locale)}
                    </p>
                  ) : null}
                </li>
              )
            })}
          </ul>
        )}
      </section>
    </div>
  )
}

// Investor types are free text slugs ('vc', 'angel-network'); a few read as acronyms.
const INVESTOR_TYPE_ACRONYMS: Record<string, string> = { vc: 'VC', cvc: 'CVC', pe: 'PE' }
function investorTypeLabel(type: string | null): string {
  if (!type) return ''
  return INVESTOR_TYPE_ACRONYMS[type.toLowerCase()] ?? formatSlug(type)
}

export function MilestonesPanel({ milestones }: { milestones: StartupMilestone[] }) {
  const { t } = useTranslation('startups')
  const locale = useIntlLocale()
  if (milestones.length === 0) return <EmptyState message={t('empty.milestones')} />
  return (
    <ol className="relative space-y-6 border-l-2 border-brand-100 pl-6">
      {milestones.map((milestone) => (
        <li key={milestone.id} className="relative">
          <span aria-hidden="true" className="absolute top-1.5 -left-[31px] size-3 rounded-full bg-brand-600" />
          {milestone.date ? (
            <p className="text-sm text-gray-500">
              <time dateTime={milestone.date}>{formatDate(milestone.date, locale)}</time>
            </p>
          ) : null}
          <h3 className="font-semibold text-gray-900">{milestone.title}</h3>
          {milestone.description ? <p className="mt-1 text-gray-700">{milestone.description}</p> : null}
        </li>
      ))}
    </ol>
  )
}

export function NewsPanel({ news }: { news: StartupNewsItem[] }) {
  const { t } = useTranslation('startups')
  const message = useMessage()
  const locale = useIntlLocale()
  if (news.length === 0) return <EmptyState message={t('empty.news')} />
  return (
    <ul className="space-y-4">
      {news.map((item) => (
        <li key={item.id} className={card}>
          <article>
            <p className="text-xs font-medium tracking-wide text-brand-700 uppercase">{message(formatSlug(item.type))}</p>
            <h3 className="mt-1 text-lg font-semibold text-gray-900">{item.title}</h3>
            <p className="text-sm text-gray-500">
              <time dateTime={new Date(item.publishedAt).toISOString()}>{formatDate(item.publishedAt, locale)}</time>
            </p>
            {item.content ? <p className="mt-3 text-gray-700">{item.content}</p> : null}
          </article>
        </li>
      ))}
    </ul>
  )
}

/** A refused reply, for the form it came from (the page's action answers it without JavaScript too). */
export interface ReplyFailure {
  reviewId: number | null
  reply: string
  message: string
}

export function ReviewsPanel({
  reviews,
  encourageReviewsHref,
  canReply = false,
  replyFailure,
  bar = null,
}: {
  reviews: StartupReview[]
  /** The average (from 3 reviews), Write a review, Report: words translated by the server (docs/decisions/0119). */
  bar?: ReviewsBar | null
  /** Set for the claimed owner (docs/decisions/0014-startup-profile.md). */
  encourageReviewsHref: string | null
  /** The startup's people answer reviews (canReplyToReviews, docs/decisions/0110-after-posting.md). */
  canReply?: boolean
  replyFailure?: ReplyFailure
}) {
  const { t } = useTranslation('startups')
  const locale = useIntlLocale()
  const head = bar ? (
    <p className="mb-4 flex flex-wrap items-center justify-between gap-2 text-sm text-gray-700">
      <span>{bar.summary}</span>
      <a href={bar.writeHref} className="font-medium text-brand-700 underline">
        {bar.writeLabel}
      </a>
    </p>
  ) : null
  if (reviews.length === 0) {
    return (
      <>
        {head}
        <EmptyState message={t('empty.reviews')}>
          {encourageReviewsHref ? (
            <a
              href={encourageReviewsHref}
              className="inline-flex items-center rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
            >
              {t('reviews.encourage')}
            </a>
          ) : null}
        </EmptyState>
      </>
    )
  }
  return (
    <>
      {head}
      <ul className="space-y-4">
      {reviews.map((review) => (
        <li key={review.id} id={`review-${review.id}`} className={card}>
          <article>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <Stars rating={review.rating} />
              <p className="text-sm text-gray-500">{formatDate(review.createdAt, locale)}</p>
            </div>
            {review.title ? <h3 className="mt-2 text-lg font-semibold text-gray-900">{review.title}</h3> : null}
            <p className="text-sm text-gray-600">
              {[
                t('reviews.anonymous'),
                review.role,
                review.employmentStatus === 'former' ? t('reviews.formerEmployee') : t('reviews.currentEmployee'),
                review.isVerified ? t('reviews.verified') : '',
              ]
                .filter(Boolean)
                .join(SEPARATOR)}
            </p>
            <dl className="mt-3 space-y-2 text-sm">
              {review.pros ? (
                <div>
                  <dt className="font-medium text-green-700">{t('reviews.pros')}</dt>
                  <dd className="text-gray-700">{review.pros}</dd>
                </div>
              ) : null}
              {review.cons ? (
                <div>
                  <dt className="font-medium text-red-700">{t('reviews.cons')}</dt>
                  <dd className="text-gray-700">{review.cons}</dd>
                </div>
              ) : null}
            </dl>
            <p className="mt-3 flex flex-wrap gap-3 text-xs text-gray-500">
              {t('reviews.helpful', { count: review.helpfulCount })}
              {bar?.reportBase ? (
                <a href={`${bar.reportBase}/${review.id}/report`} className="underline">
                  {bar.reportLabel}
                </a>
              ) : null}
            </p>
            {review.reply ? <ReviewReplyView reply={review.reply} /> : null}
            {canReply ? (
              <ReplyForm
                reviewId={review.id}
                current={review.reply?.text ?? null}
                failure={replyFailure?.reviewId === review.id ? replyFailure : undefined}
              />
            ) : null}
          </article>
        </li>
      ))}
      </ul>
    </>
  )
}

/** The startup's answer under the review: who wrote it and when (and when last changed). */
function ReviewReplyView({ reply }: { reply: NonNullable<StartupReview['reply']> }) {
  const { t } = useTranslation('startups')
  const locale = useIntlLocale()
  return (
    <div className="mt-4 min-w-0 rounded-lg border-l-4 border-brand-200 bg-gray-50 p-3">
      <p className="text-xs font-medium text-gray-600">
        {reply.authorName ? t('reply.by', { name: reply.authorName }) : t('reply.byTeam')}
        {SEPARATOR}
        <time dateTime={new Date(reply.repliedAt).toISOString()}>{formatDate(reply.repliedAt, locale)}</time>
        {reply.editedAt ? `${SEPARATOR}${t('reply.edited', { date: formatDate(reply.editedAt, locale) })}` : null}
      </p>
      <p className="mt-1 text-sm break-words whitespace-pre-line text-gray-800">{reply.text}</p>
    </div>
  )
}

/**
 * The answer form under a review, a plain post to the profile page: 'Reply' the first time, then 'Edit reply' behind a
 * disclosure with the text as it stands. A refusal comes back open with the text kept and the message.
 */
function ReplyForm({ reviewId, current, failure }: { reviewId: number; current: string | null; failure?: ReplyFailure }) {
  const { t } = useTranslation('startups')
  const message = useMessage()
  const fieldId = `reply-${reviewId}`
  const errorId = `${fieldId}-error`
  const form = (
    <Form method="post" preventScrollReset className="mt-3 space-y-2">
      <input type="hidden" name="reviewId" value={reviewId} />
      <label htmlFor={fieldId} className="block text-sm font-medium text-gray-700">
        {current === null ? t('reply.label') : t('reply.editLabel')}
      </label>
      <textarea
        id={fieldId}
        name="reply"
        rows={3}
        maxLength={REVIEW_REPLY_MAX}
        required
        defaultValue={failure?.reply ?? current ?? ''}
        aria-invalid={failure ? true : undefined}
        aria-describedby={failure ? errorId : undefined}
        className="block w-full rounded-md border border-gray-300 px-3 py-2 text-sm"
      />
      {failure ? (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {message(failure.message)}
        </p>
      ) : null}
      <button type="submit" name="intent" value="reply" className={buttonClasses({ size: 'sm' })}>
        {current === null ? t('reply.submit') : t('reply.update')}
      </button>
    </Form>
  )
  if (current === null) return form
  return (
    <details className="mt-3" open={failure ? true : undefined}>
      <summary className="cursor-pointer text-sm font-medium text-brand-700">{t('reply.edit')}</summary>
      {form}
    </details>
  )
}

function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation('startups')
  const rounded = Math.round(rating)
  return (
    <p className="flex items-center gap-1">
      <span aria-hidden="true" className="text-amber-500">
        {STAR.repeat(rounded)}
        <span className="text-gray-300">{STAR.repeat(5 - rounded)}</span>
      </span>
      <span className="text-sm font-medium text-gray-900">{rating.toFixed(1)}</span>
      <span className="sr-only">{t('reviews.outOf5')}</span>
    </p>
  )
}

/** The total the server computed, one figure per currency (never added across currencies), each exact on hover. */
export function FundingTotal({ totalFunding }: { totalFunding: MoneyTotal[] }) {
  const { t } = useTranslation('startups')
  const locale = useIntlLocale()
  return (
    <p className={`${card} flex flex-wrap items-baseline justify-between gap-2`}>
      <span className="text-sm font-medium text-gray-600">{t('overview.totalFunding')}</span>
      <span className="text-2xl font-bold break-words text-green-700" data-testid="funding-total">
        {formatTotals(totalFunding, locale)}
      </span>
    </p>
  )
}

export function GalleryPanel({ gallery, pressLinks }: { gallery: StartupGalleryItem[]; pressLinks: StartupPressLink[] }) {
  const { t } = useTranslation('startups')
  const items = gallery.flatMap((item) => {
    const url = safeHref(item.url)
    return url ? [{ ...item, url }] : []
  })
  const press = pressLinks.flatMap((link) => {
    const url = externalHref(link.url)
    return url ? [{ ...link, url }] : []
  })
  if (items.length === 0 && press.length === 0) return <EmptyState message={t('empty.gallery')} />
  return (
    <div className="space-y-8">
      {items.length > 0 ? <GalleryGrid items={items} /> : null}
      {press.length > 0 ? <PressLinks links={press} /> : null}
    </div>
  )
}

function PressLinks({ links }: { links: StartupPressLink[] }) {
  const { t } = useTranslation('startups')
  const locale = useIntlLocale()
  return (
    <section aria-labelledby="press-heading" className={card}>
      <h3 id="press-heading" className="mb-3 text-lg font-semibold">
        {t('press.heading')}
      </h3>
      <ul className="divide-y divide-gray-100">
        {links.map((link) => (
          <li key={link.id} className="min-w-0 py-3">
            <a href={link.url} target="_blank" rel="noopener noreferrer" className="font-medium break-words text-brand-700 hover:underline">
              {link.title}
            </a>
            <p className="text-sm text-gray-600">
              {[link.outlet ?? '', link.date ? formatDate(link.date, locale) : ''].filter(Boolean).join(SEPARATOR)}
            </p>
          </li>
        ))}
      </ul>
    </section>
  )
}

function GalleryGrid({ items }: { items: StartupGalleryItem[] }) {
  const { t } = useTranslation('startups')
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.id}>
          <figure className="overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm">
            {item.type === 'video' ? (
              <video src={item.url} controls preload="none" className="aspect-video w-full bg-black">
                <a href={item.url}>{item.caption || t('gallery.watch')}</a>
              </video>
            ) : (
              <img src={item.url} alt={item.caption ?? ''} loading="lazy" className="aspect-video w-full object-cover" />
            )}
            {item.caption ? <figcaption className="px-4 py-2 text-sm text-gray-700">{item.caption}</figcaption> : null}
          </figure>
        </li>
      ))}
    </ul>
  )
}
