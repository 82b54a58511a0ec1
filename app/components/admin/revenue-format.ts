import { fromMinorUnits } from '~/domain/money'
import { formatCompactMoney, formatMoney } from '~/shared/money'

/** An amount of minor units (an integer of cents) in the reader's locale: exact, through the app's money formatter. */
export function formatMinor(minor: number, currency: string, locale: string): string {
  return formatMoney(fromMinorUnits(BigInt(minor)), currency.toUpperCase(), locale)
}

/** The short form ('$1.2K', '$12万') for a chart's scale. */
export function formatMinorCompact(minor: number, currency: string, locale: string): string {
  return formatCompactMoney(fromMinorUnits(BigInt(minor)), currency.toUpperCase(), locale)
}
