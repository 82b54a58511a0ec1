// Amounts kept in a currency's minor units, as Stripe and the money ledger keep them (docs/decisions/0139). Its own
// module, apart from ./money.ts, which public pages load at their JavaScript budget: only the admin's money pages
// need this one.

import { DEFAULT_CURRENCY } from '~/domain/money'

const formatters = new Map<string, Intl.NumberFormat>()

function formatter(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`
  let made = formatters.get(key)
  if (!made) {
    made = new Intl.NumberFormat(locale, { style: 'currency', currency })
    formatters.set(key, made)
  }
  return made
}

/**
 * 1500 USD → '$15.00', 3000 JPY → '¥3,000', 1234 KWD → 'KWD 1.234': the digits are placed by the currency's own
 * number of decimals (Intl's), as text, so no float is involved; every minor unit is shown.
 */
export function formatMinorUnits(amountMinor: number, currency: string | null = DEFAULT_CURRENCY, locale = 'en-US'): string {
  const code = /^[a-z]{3}$/i.test(currency ?? '') ? currency!.toUpperCase() : DEFAULT_CURRENCY
  const made = formatter(locale, code)
  const decimals = made.resolvedOptions().maximumFractionDigits ?? 2
  const digits = String(Math.abs(Math.trunc(amountMinor))).padStart(decimals + 1, '0')
  const literal = decimals > 0 ? `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}` : digits
  return made.format(`${amountMinor < 0 ? '-' : ''}${literal}` as Intl.StringNumericLiteral)
}
