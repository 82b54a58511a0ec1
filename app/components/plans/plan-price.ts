import { fromMinorUnits } from '~/domain/money'
import { formatMoney } from '~/shared/money'

/** A plan's price in the reader's locale, from its minor units (the plans row; decision 0135). */
export function planPrice(priceMinor: number, currency: string, locale: string): string {
  return formatMoney(fromMinorUnits(BigInt(priceMinor)), currency.toUpperCase(), locale)
}
