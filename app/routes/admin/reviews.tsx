import { data } from 'react-router'
import { metaT, useIntlLocale, useTranslation } from '~/browser/i18n-react'
import { RowAction, RowError, StatusBadge } from '~/components/admin/moderation'
import { MODERATION_ACTIONS, REVIEW_MESSAGES, type ModerationAction } from '~/domain/reviews'
import { listReportedReviews, moderateReview } from '~/models/reviews.server'
import { listResourceReviewsForAdmin, moderateResourceReview } from '~/models/resource-reviews.server'
import { RESOURCE_REVIEW_MESSAGES, RESOURCE_REVIEW_MODERATION_ACTIONS, type ResourceReviewModerationAction } from '~/domain/resource-reviews'
import { adminFrom } from '~/server/context'
import { pagePath, parseId } from '~/server/http.server'
import { getT } from '~/server/i18n.server'
import { redirectWithToast } from '~/server/toast.server'
import { DomainError } from '~/shared/errors'
import { formatDate } from '~/shared/format'
import type { I18nHandle } from '~/shared/i18n'
import type { Route } from './+types/reviews'

/**
 * /admin/reviews, Review Management (001 §2; docs/decisions/0119-anonymous-reviews.md): reviews with open reports,
 * the longest waiting first; Hide, Restore and Dismiss post the model of POST /api/admin/reviews/{id}/moderation.
 * Below them, the newest resource reviews (docs/decisions/0127-resource-reviews.md), each with Hide or Restore, the
 * model of POST /api/admin/resource-reviews/{id}/moderation; those forms carry `kind=resource`.
 */
const SEPARATOR = ' · '
const STARS = '★'

export async function loader({ context }: Route.LoaderArgs) {
  const admin = adminFrom(context)
  const [reviews, resourceReviews] = await Promise.all([listReportedReviews(admin), listResourceReviewsForAdmin(admin)])
  return { reviews, resourceReviews: resourceReviews.reviews }
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = adminFrom(context)
  const form = await request.formData()
  const id = parseId(String(form.get('id') ?? ''))
  const intent = String(form.get('intent') ?? '')
  const kind = form.get('kind') === 'resource' ? ('resource' as const) : ('startup' as const)
  try {
    if (kind === 'resource') {
      if (id === null) throw new DomainError(404, RESOURCE_REVIEW_MESSAGES.notFound)
      if (!(RESOURCE_REVIEW_MODERATION_ACTIONS as readonly string[]).includes(intent)) throw new DomainError(400, RESOURCE_REVIEW_MESSAGES.actionInvalid)
      await moderateResourceReview(admin, id, intent as ResourceReviewModerationAction)
      return redirectWithToast(request, pagePath(request).pathname, { title: getT(context, 'resources')('review.admin.done') })
    }
    if (id === null) throw new DomainError(404, REVIEW_MESSAGES.notFound)
    if (!(MODERATION_ACTIONS as readonly string[]).includes(intent)) throw new DomainError(400, REVIEW_MESSAGES.actionInvalid)
    await moderateReview(admin, id, intent as ModerationAction)
    return redirectWithToast(request, pagePath(request).pathname, {
      title: getT(context, 'reviews')('admin.done'),
    })
  } catch (error) {
    if (!(error instanceof DomainError)) throw error
    return data({ id, kind, message: error.message }, { status: error.status })
  }
}

export const handle = { i18n: ['admin', 'reviews', 'resources'] } satisfies I18nHandle

export function meta({ matches }: Route.MetaArgs) {
  return [
    {
      title: `${metaT(matches, 'admin')('section.reviews')} | ${metaT(matches, 'common')('site.name')}`,
    },
  ]
}

export default function ReviewManagement({ loaderData, actionData }: Route.ComponentProps) {
  const startupError = actionData?.kind === 'startup' ? actionData : undefined
  const resourceError = actionData?.kind === 'resource' ? actionData : undefined
  return (
    <div className="space-y-8">
      <ReportedStartupReviews reviews={loaderData.reviews} error={startupError} />
      <ResourceReviewList reviews={loaderData.resourceReviews} error={resourceError} />
    </div>
  )
}

type LoaderData = Route.ComponentProps['loaderData']
type RowErrorData = { id: number | null; message: string } | undefined

function ResourceReviewList({ reviews, error }: { reviews: LoaderData['resourceReviews']; error: RowErrorData }) {
  const { t } = useTranslation('resources')
  const locale = useIntlLocale()
  return (
    <section aria-labelledby="resource-reviews" className="space-y-4">
      <h2 id="resource-reviews" className="text-lg font-semibold text-gray-900">
        {t('review.admin.title')}
      </h2>
      {reviews.length === 0 ? (
        <p className="rounded-xl border border-dashed border-gray-300 bg-white px-4 py-8 text-center text-gray-600">{t('review.admin.empty')}</p>
      ) : (
        <ul className="space-y-4">
          {reviews.map((review) => (
            <li key={review.id} className="rounded-xl border border-gray-200 bg-white p-4">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <h3 className="font-semibold break-words text-gray-900">{review.resourceName}</h3>
                  <p className="text-sm break-words text-gray-600">
                    {[review.authorName, STARS.repeat(review.rating), formatDate(review.createdAt, locale)].join(SEPARATOR)}
                  </p>
                </div>
                <StatusBadge tone={review.hidden ? 'red' : 'green'}>{review.hidden ? t('review.admin.hidden') : t('review.admin.shown')}</StatusBadge>
              </div>
              <p className="mt-2 text-sm break-words whitespace-pre-line text-gray-700">{review.text}</p>
              <RowError error={error} id={review.id} />
              <div className="mt-3 flex flex-wrap gap-3">
                <RowAction
                  id={review.id}
                  intent={review.hidden ? 'restore' : 'hide'}
                  label={review.hidden ? t('review.admin.restore') : t('review.admin.hide')}
                  pendingLabel={t('review.admin.working')}
                  variant={review.hidden ? 'outline' : 'primary'}
                >
                  <input type="hidden" name="kind" value="resource" />
                </RowAction>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function ReportedStartupReviews({ reviews, error }: { reviews: LoaderData['reviews']; error: RowErrorData }) {
  const { t } = useTranslation('reviews')
  const locale = useIntlLocale()
  if (reviews.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-gray-300 bg-white px-4 py-12 text-center">
        <p className="font-medium text-gray-900">{t('admin.empty')}</p>
      </div>
    )
  }
  return (
    <ul className="space-y-4">
      {reviews.map((review) => (
        <li key={review.reviewId} className="rounded-xl border border-gray-200 bg-white p-4">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0">
              <h2 className="font-semibold break-words text-gray-900">{review.title ?? review.startupName}</h2>
              <p className="text-sm break-words text-gray-600">
                {[review.startupName, STARS.repeat(Math.round(review.rating)), formatDate(review.firstReportedAt, locale)].join(SEPARATOR)}
              </p>
            </div>
            <StatusBadge tone={review.hidden ? 'red' : 'green'}>
              {review.hidden ? t('admin.hidden') : t('admin.shown')}
            </StatusBadge>
          </div>
          {review.pros ? <p className="mt-2 text-sm break-words whitespace-pre-line text-gray-700">{review.pros}</p> : null}
          {review.cons ? <p className="mt-2 text-sm break-words whitespace-pre-line text-gray-700">{review.cons}</p> : null}
          <p className="mt-3 text-sm font-medium text-gray-700">
            {[t('admin.openReports', { count: review.openReports }), ...review.reasons.map((reason) => t(`reason.${reason}`))].join(SEPARATOR)}
          </p>
          {review.details.length > 0 ? (
            <details className="mt-1 text-sm text-gray-600">
              <summary>{t('admin.details')}</summary>
              <ul className="mt-1 list-disc pl-5">
                {review.details.map((detail, index) => (
                  <li key={index} className="break-words">
                    {detail}
                  </li>
                ))}
              </ul>
            </details>
          ) : null}
          <RowError error={error} id={review.reviewId} />
          <div className="mt-3 flex flex-wrap gap-3">
            {review.hidden ? (
              <RowAction id={review.reviewId} intent="restore" label={t('admin.restore')} pendingLabel={t('admin.working')} />
            ) : (
              <RowAction
                id={review.reviewId}
                intent="hide"
                label={t('admin.hide')}
                pendingLabel={t('admin.working')}
                variant="primary"
              />
            )}
            <RowAction id={review.reviewId} intent="dismiss" label={t('admin.dismiss')} pendingLabel={t('admin.working')} />
          </div>
        </li>
      ))}
    </ul>
  )
}
