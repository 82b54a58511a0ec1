import { useTranslation } from '~/browser/i18n-react'
import { useIntlLocale, useMessage } from '~/browser/i18n-react'
import { sectorLabel, stageLabel } from '~/domain/startups'
import { formatCompactMoney } from '~/shared/money'

/** A row of small tags ('Fintech', 'Seed'); nothing when the list is empty. */
export function Tags({ items, label }: { items: readonly string[]; label: string }) {
  if (items.length === 0) return null
  return (
    <ul aria-label={label} className="flex min-w-0 flex-wrap gap-1.5">
      {items.map((item) => (
        <li key={item} className="rounded-full bg-gray-100 px-2 py-0.5 text-xs break-words text-gray-700">
          {item}
        </li>
      ))}
    </ul>
  )
}

export function useSectorNames(): (slugs: readonly string[]) => string[] {
  const message = useMessage()
  return (slugs) => slugs.map((slug) => message(sectorLabel(slug)))
}

export function useStageNames(): (slugs: readonly string[]) => string[] {
  const message = useMessage()
  return (slugs) => slugs.map((slug) => message(stageLabel(slug)))
}

/** '$25K – $500K', 'from $1M', 'up to $100K'; null when neither bound is known. */
export function useCheckSizeText(): (size: { min: string | null; max: string | null; currency: string }) => string | null {
  const { t } = useTranslation('directory')
  const locale = useIntlLocale()
  return ({ min, max, currency }) => {
    if (min !== null && max !== null) return t('checkSize.range', { min: formatCompactMoney(min, currency, locale), max: formatCompactMoney(max, currency, locale) })
    if (min !== null) return t('checkSize.from', { min: formatCompactMoney(min, currency, locale) })
    if (max !== null) return t('checkSize.upTo', { max: formatCompactMoney(max, currency, locale) })
    return null
  }
}

export function VerifiedBadge() {
  const { t } = useTranslation('directory')
  return <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-800">{t('verified')}</span>
}
