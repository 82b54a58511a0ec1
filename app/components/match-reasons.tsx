import { useIntlLocale, useMessage, useTranslation } from '~/browser/i18n-react'
import { CULTURE_VALUE_LABELS, type CultureValue } from '~/domain/culture'
import type { MatchReason } from '~/domain/matching'
import { SECTORS, STAGES, type Sector, type Stage } from '~/domain/startups'
import { formatCount } from '~/shared/format'

/** Between a chip's value and its points. */
export const SEPARATOR = ' · '

const points = (value: number, locale: string) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value)

/** The factors the reasons name (app/domain/*-matching.ts), as keys of the matches catalogue. */
const FACTORS = [
  'sector',
  'stage',
  'checkSize',
  'distance',
  'geography',
  'expertise',
  'language',
  'availability',
  'culture',
  'skills',
  'location',
] as const
type Factor = (typeof FACTORS)[number]
const isFactor = (factor: string): factor is Factor => (FACTORS as readonly string[]).includes(factor)

/**
 * Why a match ranks where it does (docs/decisions/0116-matching.md): one chip per factor that fit, its values in
 * words ("Fintech", "Seed", "42 km") and its points out of its weight. Plain markup: it reads the same without JS.
 */
export function MatchReasons({ reasons, score }: { reasons: readonly MatchReason[]; score: number }) {
  const { t } = useTranslation('matches')
  const message = useMessage()
  const locale = useIntlLocale()
  const valueText = (reason: MatchReason): string => {
    const [first, second] = reason.values
    switch (reason.factor) {
      case 'sector':
        return reason.values.map((value) => message(SECTORS[value as Sector] ?? value)).join(', ')
      case 'stage':
        return reason.values.map((value) => message(STAGES[value as Stage] ?? value)).join(', ')
      case 'distance':
        return first ? t('value.km', { km: formatCount(Number(first), locale) }) : ''
      case 'location':
        return first === 'remote' ? t('value.remote') : first ? t('value.km', { km: formatCount(Number(first), locale) }) : ''
      case 'checkSize':
        return first && second
          ? new Intl.NumberFormat(locale, { style: 'currency', currency: first, maximumFractionDigits: 0 }).format(Number(second))
          : ''
      case 'availability':
        return first === 'open' || first === 'limited' || first === 'unavailable' ? t(`availability.${first}`) : ''
      case 'culture':
        return reason.values.map((value) => message(CULTURE_VALUE_LABELS[value as CultureValue] ?? value)).join(', ')
      case 'language':
      case 'geography':
        return reason.values.map((value) => value.toUpperCase()).join(', ')
      default:
        return reason.values.join(', ')
    }
  }
  return (
    <div className="mt-2 min-w-0">
      <p className="text-sm font-semibold text-brand-800">{t('score', { score: formatCount(Math.round(score), locale) })}</p>
      <ul aria-label={t('reasons.label')} className="mt-1 flex min-w-0 flex-wrap gap-1.5 text-xs">
        {reasons.map((reason) => {
          const value = valueText(reason)
          const label = t('reason.points', { points: points(reason.weight * reason.fit, locale), weight: formatCount(reason.weight, locale) })
          return (
            <li
              key={reason.factor}
              className="max-w-full rounded-full border border-brand-200 bg-brand-50 px-2 py-0.5 break-words text-brand-900"
            >
              <span className="font-medium">{isFactor(reason.factor) ? t(`factor.${reason.factor}`) : reason.factor}</span>
              {value ? `: ${value}` : ''}
              <span className="text-brand-700">
                {SEPARATOR}
                {label}
              </span>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
