import { fromMinorUnits } from '~/domain/money'
import { formatCompactMoney, formatMoney } from '~/shared/money'

/** An amount of minor units (an integer of cents) in the reader's locale: exact, through the app's money formatter. */
export function formatMinor(minor: number, currency: string, locale: string, kind: 'full' | 'compact' = 'full'): string {
  const amount = fromMinorUnits(BigInt(minor))
  return kind === 'compact' ? formatCompactMoney(amount, currency.toUpperCase(), locale) : formatMoney(amount, currency.toUpperCase(), locale)
}
