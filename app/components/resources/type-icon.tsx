import { useTranslation } from '~/lib/i18n-react'
import { Icon } from '~/components/ui/icon'

const TYPE_ICONS = new Set(['mentor', 'investor', 'accelerator', 'legal', 'finance'])

/** A small decorative mark per resource type (the category tiles and the cards), from the icon sprite. */
export function ResourceTypeIcon({ type, className = 'size-6' }: { type: string; className?: string }) {
  return <Icon name={`rt-${TYPE_ICONS.has(type) ? type : 'other'}`} className={className} />
}

/** The verified mark (000 §2), with its meaning for screen readers. */
export function VerifiedMark({ className = 'size-5' }: { className?: string }) {
  const { t } = useTranslation('resources')
  return (
    <span className="verified" title={t('card.verified')}>
      <Icon name="verified" className={className} />
      <span className="sr-only">{t('card.verified')}</span>
    </span>
  )
}

/** 'Rating 4.80 out of 5 from 120 reviews', shown as ★ 4.8 (120 reviews); unrated resources say so. */
export function Rating({ rating, reviewCount }: { rating: string | null; reviewCount: number }) {
  const { t } = useTranslation('resources')
  if (rating === null || reviewCount === 0) return <span className="text-sm text-gray-500">{t('card.noReviews')}</span>
  const shown = rating.replace(/0$/, '')
  // Sized and coloured from `.rating` (app/app.css): the card repeats it 50 times on a list page.
  return (
    <span className="rating">
      <Icon name="star" />
      <b>{shown}</b>
      <span className="sr-only">{t('card.outOf5')}</span>
      {` ${t('card.reviews', { count: reviewCount })}`}
    </span>
  )
}
