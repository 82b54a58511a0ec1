import type { RouterContextProvider } from 'react-router'
import { REVIEW_MESSAGES, type ReviewsBar } from '~/domain/reviews'

export type { ReviewsBar }
import { reviewSummary } from '~/models/reviews.server'
import { getDb } from '~/server/db.server'
import { getT } from '~/server/i18n.server'

/**
 * The line above the profile's Reviews tab (docs/decisions/0119-anonymous-reviews.md): the average from 3 reviews on
 * ("Rating shown after 3 reviews" below), "Write a review", and each review's "Report" for members. Its words are
 * translated here, on the server, so the profile's page carries no new catalogue (its JavaScript is at its ratchet).
 */

export async function reviewsBarFor(
  context: Readonly<RouterContextProvider>,
  startupId: number,
  signedIn: boolean,
): Promise<ReviewsBar> {
  const t = getT(context, 'reviews')
  const summary = await reviewSummary(await getDb(), startupId)
  return {
    summary: summary.ratingShown
      ? t('summary.average', { average: summary.average, count: summary.count })
      : t(REVIEW_MESSAGES.ratingHidden),
    writeHref: `/startup/${startupId}/review`,
    writeLabel: t('tab.write'),
    reportBase: signedIn ? `/startup/${startupId}/reviews` : null,
    reportLabel: t('tab.report'),
  }
}
