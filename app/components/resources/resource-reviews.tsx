import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { Form, href, Link } from 'react-router'
import { useTranslatedResult } from '~/browser/form-messages'
import { useIntlLocale, useTranslation } from '~/browser/i18n-react'
import { useIsPending } from '~/browser/use-is-pending'
import { buttonClasses } from '~/components/ui/button'
import { FormErrors, SelectField, TextareaField } from '~/components/ui/field'
import { RESOURCE_REVIEW_STARS } from '~/domain/resource-reviews'
import { formatDate } from '~/shared/format'

/** One shown review as the page gets it (listResourceReviews). */
export interface ReviewItem {
  id: number
  authorName: string
  rating: number
  text: string
  createdAt: Date | string
  updatedAt: Date | string
}

export interface MyReview {
  rating: number
  text: string
  hidden: boolean
}

const STAR = '★'
const NO_STAR = '☆'
const MEMBER = 'Member'

/** ★★★★☆ with '4 out of 5 stars' for screen readers. */
export function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation('resources')
  return (
    <span role="img" aria-label={t('review.stars', { count: rating })} className="text-amber-500">
      {STAR.repeat(rating) + NO_STAR.repeat(5 - rating)}
    </span>
  )
}

/**
 * The reviews on /resources/{id} (docs/decisions/0127-resource-reviews.md): newest first, ten a page with plain
 * links, then the member's form (write or edit theirs), a sign-in link for visitors, or why they cannot.
 */
export function ResourceReviews({
  resourceId,
  reviews,
  page,
  hasMore,
  viewer,
  mine,
  lastResult,
}: {
  resourceId: number
  reviews: ReviewItem[]
  page: number
  hasMore: boolean
  viewer: 'visitor' | 'member' | 'owner'
  mine: MyReview | null
  lastResult: SubmissionResult<string[]> | undefined
}) {
  const { t } = useTranslation('resources')
  const locale = useIntlLocale()
  const path = href('/resources/:id', { id: String(resourceId) })
  const pageHref = (to: number) => (to === 1 ? `${path}#reviews` : `${path}?reviews=${to}#reviews`)
  return (
    <section aria-labelledby="reviews" id="reviews-section" className="min-w-0 rounded-2xl border border-gray-200 bg-white p-6">
      <h2 id="reviews" className="text-lg font-semibold text-gray-900">
        {t('review.title')}
      </h2>
      {reviews.length === 0 ? (
        <p className="mt-2 text-sm text-gray-500">{t('review.empty')}</p>
      ) : (
        <ol className="mt-3 divide-y divide-gray-100">
          {reviews.map((review) => (
            <li key={review.id} className="py-3">
              <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                <span className="font-medium break-words text-gray-900">{review.authorName === MEMBER ? t('review.member') : review.authorName}</span>
                <Stars rating={review.rating} />
                <span className="text-gray-500">
                  {formatDate(review.createdAt, locale)}
                  {String(review.updatedAt) !== String(review.createdAt) ? ` · ${t('review.edited')}` : null}
                </span>
              </p>
              <p className="mt-1 break-words whitespace-pre-line text-gray-700">{review.text}</p>
            </li>
          ))}
        </ol>
      )}
      {page > 1 || hasMore ? (
        <nav className="mt-3 flex flex-wrap justify-between gap-3 text-sm">
          {page > 1 ? (
            <Link to={pageHref(page - 1)} preventScrollReset className="font-medium text-brand-700 hover:underline">
              {t('review.previous')}
            </Link>
          ) : (
            <span />
          )}
          {hasMore ? (
            <Link to={pageHref(page + 1)} preventScrollReset className="font-medium text-brand-700 hover:underline">
              {t('review.next')}
            </Link>
          ) : null}
        </nav>
      ) : null}
      <div className="mt-4 border-t border-gray-100 pt-4">
        {viewer === 'visitor' ? (
          <Link to={`${href('/auth')}?redirectTo=${encodeURIComponent(`${path}#reviews`)}`} className={buttonClasses({ variant: 'outline' })}>
            {t('review.write.signIn')}
          </Link>
        ) : viewer === 'owner' ? (
          <p className="text-sm text-gray-600">{t('review.write.own')}</p>
        ) : (
          <ReviewForm mine={mine} lastResult={lastResult} />
        )}
      </div>
    </section>
  )
}

function ReviewForm({ mine, lastResult }: { mine: MyReview | null; lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation('resources')
  const pending = useIsPending({ intent: 'review', state: 'submitting' })
  const [form, fields] = useForm<{ rating: string; text: string }, unknown>({
    id: 'resource-review',
    lastResult: useTranslatedResult(lastResult),
    defaultValue: mine ? { rating: String(mine.rating), text: mine.text } : {},
    shouldValidate: 'onSubmit',
  })
  return (
    <Form method="post" preventScrollReset {...getFormProps(form)} className="space-y-4">
      <h3 className="font-semibold text-gray-900">{mine ? t('review.write.editTitle') : t('review.write.title')}</h3>
      {mine?.hidden ? (
        <p className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-800">{t('review.write.hidden')}</p>
      ) : null}
      <FormErrors errors={form.errors} id={form.errorId} />
      <SelectField
        label={t('review.field.rating')}
        meta={fields.rating!}
        placeholder={t('review.field.choose')}
        options={RESOURCE_REVIEW_STARS.map((stars) => ({ value: String(stars), label: STAR.repeat(stars) }))}
        required
      />
      <TextareaField label={t('review.field.text')} meta={fields.text!} rows={4} required />
      <p className="text-xs text-gray-500">{t('review.field.textHint')}</p>
      <button type="submit" name="intent" value="review" disabled={pending} className={buttonClasses()}>
        {mine ? (pending ? t('review.action.saving') : t('review.action.save')) : pending ? t('review.action.posting') : t('review.action.post')}
      </button>
    </Form>
  )
}
