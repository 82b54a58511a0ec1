// Exact money for the browser and the server (docs/decisions/0002-money.md): amounts are decimal strings with two
// decimals ("1234567.89"); arithmetic goes through BigInt minor units, never through a float.

import { DEFAULT_CURRENCY, fromMinorUnits, toMinorUnits } from '~/domain/money'

/** The exact sum of decimal amounts; absent amounts count as nothing ('1234567.89' + '0.11' = '1234568.00'). */
export function sumAmounts(amounts: ReadonlyArray<string | null | undefined>): string {
  let total = 0n
  for (const amount of amounts) if (amount) total += toMinorUnits(amount)
  return fromMinorUnits(total)
}

// Amounts are written by Intl for their currency and the page's locale (docs/decisions/0123): '₹999', '¥3,000',
// 'SGD 35' in English; '￥3,000' in Japanese, 'US$35' in Chinese and Korean. Intl formats the decimal string itself
// (ECMA-402 takes a string as an exact decimal), so no digit goes through a float. Zero-decimal currencies (JPY,
// KRW, …) show no decimals; a whole amount drops '.00' ('$35', '$99.50').

const DEFAULT_LOCALE = 'en-US'

type Kind = 'full' | 'compact' | 'whole'

const OPTIONS: Record<Kind, Intl.NumberFormatOptions> = {
  full: { style: 'currency', trailingZeroDisplay: 'stripIfInteger' },
  // One decimal in the locale's own units: '$12.5M' in English, '$1250万' in Japanese, 'US$1.2억' in Korean.
  compact: { style: 'currency', notation: 'compact', maximumFractionDigits: 1 },
  whole: { style: 'currency', maximumFractionDigits: 0 },
}

const formatters = new Map<string, Intl.NumberFormat>()

/** One formatter per (locale, currency, kind), made on first use. */
function formatter(locale: string, currency: string, kind: Kind): Intl.NumberFormat {
  const key = `${locale}|${currency}|${kind}`
  let made = formatters.get(key)
  if (!made) {
    made = new Intl.NumberFormat(locale, { ...OPTIONS[kind], currency })
    formatters.set(key, made)
  }
  return made
}

/** An ISO 4217 code ('usd' → 'USD'); anything else (absent, 'US$') is the default currency. */
function currencyCode(currency: string | null | undefined): string {
  const code = (currency ?? '').trim().toUpperCase()
  return /^[A-Z]{3}$/.test(code) ? code : DEFAULT_CURRENCY
}

/** The amount as the exact decimal literal Intl reads without a float ('1234.5' → '1234.50'; bad text throws). */
const exact = (amount: string) => fromMinorUnits(toMinorUnits(amount)) as Intl.StringNumericLiteral

/** The full amount: '$1,234,567.89'; whole amounts drop the cents ('$2,500,000'); '¥3,000' for JPY. */
export function formatMoney(amount: string, currency: string | null = DEFAULT_CURRENCY, locale = DEFAULT_LOCALE): string {
  return formatter(locale, currencyCode(currency), 'full').format(exact(amount))
}

/**
 * Languages that count large numbers in myriads (万, 億, 만, 억): their compact form starts at 10,000, so below that
 * the full amount is shorter and clearer ('$1,234' rather than '$1234').
 */
const MYRIAD_LANGUAGES = /^(ja|zh|ko)\b/

/**
 * The short amount for tiles and lists, in the locale's units: '$12.5M', '$950K', '$1.2B' in English, '$1250万',
 * '$1.2億' in Japanese; one decimal, rounded half away from zero, '.0' dropped. Below a thousand (ten thousand in
 * ja/zh/ko) it is the full amount ('$950', '$99.50').
 */
export function formatCompactMoney(amount: string, currency: string | null = DEFAULT_CURRENCY, locale = DEFAULT_LOCALE): string {
  const minor = toMinorUnits(amount)
  const size = minor < 0n ? -minor : minor
  const threshold = MYRIAD_LANGUAGES.test(locale) ? 1_000_000n : 100_000n
  if (size < threshold) return formatMoney(amount, currency, locale)
  return formatter(locale, currencyCode(currency), 'compact').format(exact(amount))
}

/**
 * 000 §5: an event price is shown only when greater than 0 — written for its currency and the page's language
 * ('₹999', '¥3,000', 'SGD 35'; docs/decisions/0123 replaces the spec's '$price currency'). The price is a decimal
 * string, compared as text and formatted without a float.
 */
export function formatEventPrice(price: string | null | undefined, currency: string, locale = DEFAULT_LOCALE): string | null {
  const value = price?.trim() ?? ''
  if (!/^\d+(\.\d{1,2})?$/.test(value) || /^0+(\.0+)?$/.test(value)) return null
  return formatMoney(value, currency, locale)
}

export interface MoneyTotal {
  currency: string
  amount: string
}

/** Totals in several currencies are listed, never added up: '$12.5M + SGD 800K'; nothing at all reads '$0'. */
export function formatTotals(totals: ReadonlyArray<MoneyTotal>, locale = DEFAULT_LOCALE): string {
  if (totals.length === 0) return formatMoney('0', DEFAULT_CURRENCY, locale)
  return totals.map((total) => formatCompactMoney(total.amount, total.currency, locale)).join(' + ')
}

export interface SalaryRange {
  min?: number | null
  max?: number | null
  currency?: string | null
}

/**
 * The words around a salary, in the page's language (the jobs catalogue's 'salary.competitive' and 'salary.from';
 * `useSalaryWords()` in app/components/job-card.tsx).
 */
export interface SalaryWords {
  competitive: string
  from: (amount: string) => string
}

const ENGLISH_SALARY_WORDS: SalaryWords = { competitive: 'Competitive', from: (amount) => `From ${amount}` }

/**
 * 000 §5 salary label: 'Competitive' without a salary or without a minimum; a range when both bounds exist
 * ('SGD 72,000–96,000', '$80,000–120,000', '￥6,000,000 ～ ￥8,000,000' in Japanese); 'From SGD 72,000' when only the
 * minimum does. Salaries are whole amounts (integers in the schema).
 */
export function formatSalary(
  salary: SalaryRange | null | undefined,
  words: SalaryWords = ENGLISH_SALARY_WORDS,
  locale = DEFAULT_LOCALE,
): string {
  const min = salary?.min
  if (!salary || typeof min !== 'number' || !Number.isFinite(min)) return words.competitive
  const whole = formatter(locale, currencyCode(salary.currency), 'whole')
  const low = Math.trunc(min)
  const max = salary.max
  if (typeof max !== 'number' || !Number.isFinite(max)) return words.from(whole.format(low))
  const high = Math.trunc(max)
  if (high === low) return whole.format(low)
  // formatRange writes the currency once ('SGD 72,000–96,000'); a reversed range (bad data) is written as it is.
  return high > low ? whole.formatRange(low, high) : `${whole.format(low)} – ${whole.format(high)}`
}
