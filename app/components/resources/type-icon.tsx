import { useTranslation } from '~/browser/i18n-react'

const TYPE_ICONS = new Set(['mentor', 'investor', 'accelerator', 'legal', 'finance'])

/**
 * The class that draws a resource type's icon (`.rt-mentor` …, app/app.css: the icon's SVG as a CSS mask over the
 * text colour), so that a list page's 50 cards name it in a class instead of carrying an `<svg>` each.
 */
export function resourceTypeIconClass(type: string): string {
  return `rt-${TYPE_ICONS.has(type) ? type : 'other'}`
}

/** A small decorative mark per resource type (the category tiles and the resource page). */
export function ResourceTypeIcon({ type, className = 'size-6' }: { type: string; className?: string }) {
  return <span aria-hidden="true" className={`css-icon ${resourceTypeIconClass(type)} ${className}`} />
}

/** The verified mark (000 §2), with its meaning for screen readers; the badge is drawn by `.verified::before`. */
export function VerifiedMark({ className }: { className?: string }) {
  const { t } = useTranslation('resources')
  return (
    <span className={className ? `verified ${className}` : 'verified'} title={t('card.verified')}>
      {/* Visually hidden by `.verified > span` (app/app.css). */}
      <span>{t('card.verified')}</span>
    </span>
  )
}

/** 'Rating 4.80 out of 5 from 120 reviews', shown as ★ 4.8 (120 reviews); unrated resources say so. */
export function Rating({ rating, reviewCount }: { rating: string | null; reviewCount: number }) {
  const { t } = useTranslation('resources')
  if (rating === null || reviewCount === 0) return <span className="text-sm text-gray-500">{t('card.noReviews')}</span>
  const shown = rating.replace(/0$/, '')
  // Sized and coloured from `.rating` (app/app.css), the star by `.rating::before`, ' out of 5' visually hidden by
  // `.rating > span`: the card repeats it 50 times.
  return (
    <span className="rating">
      <b>{shown}</b>
      <span>{t('card.outOf5')}</span>
      {` ${t('card.reviews', { count: reviewCount })}`}
    </span>
  )
}
