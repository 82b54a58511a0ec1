import { useTranslation } from '~/browser/i18n-react'
import { Form, href, Link, useNavigation } from 'react-router'
import {
  ApplicationStatusBadge,
  CohortStatusBadge,
  DisabledApply,
  LoginToApply,
  ProgramBadge,
  useCohortFormat,
} from '~/components/programs/cohort-bits'
import { buttonClasses } from '~/components/ui/button'
import { FormErrors } from '~/components/ui/form-errors'
import { APPLICATION_FAILED, CARD_BENEFITS_SHOWN, CARD_CURRICULUM_SHOWN, type ApplyState } from '~/domain/cohorts'
import { useMessage } from '~/browser/i18n-react'
import type { ApplyFailure } from '~/services/program-apply.server'
import { useFormErrorToast } from '~/browser/use-form-error-toast'
import type { Cohort } from '~/models/cohorts.server'

/** A decorative mark, the same in every language. */
const CHECK_MARK = '✓'

export interface CohortCardData extends Cohort {
  applyState: ApplyState
  /** The member's application's status, when they have applied. */
  myStatus: string | null
  /** The generated motivation letter the quick apply sends (001 §2); empty for visitors. */
  quickLetter: string
}

/**
 * A program on /programs (001 §2): type, status, dates, fee, deadline, participants current/max, the first 3
 * curriculum items then '+N more', the first 2 benefits, and the quick apply — a form post, so it works without
 * JavaScript — where applications are open; 'Applied' once applied; closed otherwise.
 */
export function CohortCard({
  cohort,
  signedIn,
  returnTo,
  failure,
  first = false,
}: {
  cohort: CohortCardData
  /** The list's first card: its banner is the page's largest paint on a phone, fetched first; the others lazily. */
  first?: boolean
  signedIn: boolean
  /** Where a visitor comes back to after signing in: this list, filter kept. */
  returnTo: string
  failure?: ApplyFailure
}) {
  const detail = href('/programs/:id', { id: String(cohort.id) })
  const curriculum = cohort.curriculum.slice(0, CARD_CURRICULUM_SHOWN)
  const moreCurriculum = cohort.curriculum.length - curriculum.length
  const benefits = cohort.benefits.slice(0, CARD_BENEFITS_SHOWN)
  const headingId = `program-${cohort.id}`
  const { t } = useTranslation('programs')
  const format = useCohortFormat()
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full min-w-0 flex-col overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm"
    >
      {cohort.imageUrl ? (
        <img
          src={cohort.imageUrl}
          alt=""
          className="h-28 w-full object-cover"
          fetchPriority={first ? 'high' : undefined}
          loading={first ? undefined : 'lazy'}
        />
      ) : null}
      <div className="flex flex-1 flex-col gap-4 p-5">
        <div className="flex flex-wrap items-center gap-2">
          <ProgramBadge program={cohort.program} />
          <CohortStatusBadge status={cohort.status} />
          {cohort.myStatus ? <ApplicationStatusBadge status={cohort.myStatus} /> : null}
        </div>
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold break-words text-gray-900">
            <Link to={detail} className="hover:text-brand-700 hover:underline">
              {cohort.name}
            </Link>
          </h2>
          {cohort.description ? <p className="mt-1 line-clamp-2 text-sm text-gray-600">{cohort.description}</p> : null}
        </div>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
          <div className="col-span-2">
            <dt className="text-gray-500">{t('card.dates')}</dt>
            <dd className="font-medium text-gray-900">{format.dateRange(cohort.startDate, cohort.endDate)}</dd>
          </div>
          <div>
            <dt className="text-gray-500">{t('card.applyBy')}</dt>
            <dd className="font-medium text-gray-900">{format.day(cohort.applicationDeadline)}</dd>
          </div>
          <div>
            <dt className="text-gray-500">{t('details.fee')}</dt>
            <dd className="font-medium text-gray-900">{format.fee(cohort.fee)}</dd>
          </div>
          <div className="col-span-2">
            <dt className="text-gray-500">{t('details.participants')}</dt>
            <dd className="font-medium text-gray-900">{`${cohort.currentParticipants}/${cohort.maxParticipants}`}</dd>
          </div>
        </dl>
        {curriculum.length ? (
          <div>
            <h3 className="text-sm font-semibold text-gray-900">{t('section.curriculum')}</h3>
            <ul className="mt-2 flex flex-wrap gap-1.5">
              {curriculum.map((item) => (
                <li key={item} className="rounded-md bg-gray-100 px-2 py-0.5 text-xs break-words text-gray-800">
                  {item}
                </li>
              ))}
              {moreCurriculum > 0 ? (
                <li className="rounded-md bg-gray-50 px-2 py-0.5 text-xs text-gray-600">{t('card.more', { count: moreCurriculum })}</li>
              ) : null}
            </ul>
          </div>
        ) : null}
        {benefits.length ? (
          <div>
            <h3 className="text-sm font-semibold text-gray-900">{t('section.benefits')}</h3>
            <ul className="mt-2 space-y-1 text-sm text-gray-700">
              {benefits.map((benefit) => (
                <li key={benefit} className="flex gap-2 break-words">
                  <span aria-hidden="true" className="text-green-600">
                    {CHECK_MARK}
                  </span>
                  {benefit}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <div className="mt-auto flex flex-wrap items-center gap-2 border-t border-gray-100 pt-4">
          <Link to={detail} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
            {t('card.viewDetails')}
            <span className="sr-only">{t('card.ofName', { name: cohort.name })}</span>
          </Link>
          <QuickApply cohort={cohort} signedIn={signedIn} returnTo={returnTo} failure={failure} />
        </div>
      </div>
    </article>
  )
}

function QuickApply({
  cohort,
  signedIn,
  returnTo,
  failure,
}: {
  cohort: CohortCardData
  signedIn: boolean
  returnTo: string
  failure?: ApplyFailure
}) {
  const navigation = useNavigation()
  const { t } = useTranslation('programs')
  const message = useMessage()
  useFormErrorToast(failure?.result, { title: message(APPLICATION_FAILED.title), fallback: message(APPLICATION_FAILED.fallback) })
  const pending = navigation.state !== 'idle' && navigation.formData?.get('cohortId') === String(cohort.id)
  const forName = <span className="sr-only">{t('card.toName', { name: cohort.name })}</span>
  if (cohort.applyState === 'applied') return <DisabledApply className="text-sm">{t('apply.applied')}</DisabledApply>
  if (cohort.applyState === 'closed') return <DisabledApply className="text-sm">{t('apply.closed')}</DisabledApply>
  if (!signedIn) {
    return (
      <LoginToApply redirectTo={returnTo} className={buttonClasses({ size: 'sm' })}>
        {t('card.quickApply')}
        {forName}
      </LoginToApply>
    )
  }
  return (
    <Form method="post" className="contents">
      <input type="hidden" name="cohortId" value={cohort.id} />
      <input type="hidden" name="motivationLetter" value={cohort.quickLetter} />
      <input type="hidden" name="applicationData.program" value={cohort.program} />
      <input type="hidden" name="applicationData.cohortName" value={cohort.name} />
      <button type="submit" name="intent" value="quick-apply" disabled={pending} className={buttonClasses({ size: 'sm' })}>
        {pending ? t('card.applying') : t('card.quickApply')}
        {forName}
      </button>
      {failure ? (
        <div className="w-full">
          <FormErrors errors={Object.values(failure.result.error ?? {}).flatMap((messages) => messages ?? [])} />
        </div>
      ) : null}
    </Form>
  )
}
