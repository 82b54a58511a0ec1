// Exact money for the browser and the server (docs/decisions/0002-money.md): amounts are decimal strings with two
// decimals ("1234567.89"); arithmetic goes through BigInt minor units, never through a float.

import { fromMinorUnits, toMinorUnits } from '~/domain/money'

const HUNDRED = 100n

/** The exact sum of decimal amounts; absent amounts count as nothing ('1234567.89' + '0.11' = '1234568.00'). */
export function sumAmounts(amounts: ReadonlyArray<string | null | undefined>): string {
  let total = 0n
  for (const amount of amounts) if (amount) total += toMinorUnits(amount)
  return fromMinorUnits(total)
}

const SYMBOLS: Record<string, string> = { USD: '$', SGD: 'S$', HKD: 'HK$', JPY: '¥', INR: '₹', EUR: '€', GBP: '£' }

/** '$' for USD, 'S$' for SGD …; an unknown code is written out ('KRW '). */
function currencyPrefix(currency: string | null | undefined): string {
  const code = (currency || 'USD').toUpperCase()
  return SYMBOLS[code] ?? `${code} `
}

const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')

/** The full amount: '$1,234,567.89'; whole amounts drop the cents ('$2,500,000'). */
export function formatMoney(amount: string, currency = 'USD'): string {
  const minor = toMinorUnits(amount)
  const negative = minor < 0n
  const text = fromMinorUnits(negative ? -minor : minor)
  const [whole = '0', cents = '00'] = text.split('.')
  return `${negative ? '-' : ''}${currencyPrefix(currency)}${groupThousands(whole)}${cents === '00' ? '' : `.${cents}`}`
}

const UNITS: ReadonlyArray<[suffix: string, size: bigint]> = [
  ['K', 1_000n],
  ['M', 1_000_000n],
  ['B', 1_000_000_000n],
  ['T', 1_000_000_000_000n],
]

/**
 * The short amount for tiles and lists: '$12.5M', '$950K', '$1.2B'; one decimal, rounded half up, '.0' dropped.
 * Below a thousand it is the full amount ('$950', '$99.50').
 */
export function formatCompactMoney(amount: string, currency = 'USD'): string {
  const minor = toMinorUnits(amount)
  const negative = minor < 0n
  const cents = negative ? -minor : minor
  let unit = -1
  for (let u = UNITS.length - 1; u >= 0; u--) {
    if (cents >= UNITS[u]![1] * HUNDRED) {
      unit = u
      break
    }
  }
  if (unit < 0) return formatMoney(amount, currency)
  let tenths = roundedTenths(cents, UNITS[unit]![1])
  // 999,960 rounds to 1000.0K: say 1M instead.
  if (tenths >= 10_000n && unit < UNITS.length - 1) {
    unit += 1
    tenths = roundedTenths(cents, UNITS[unit]![1])
  }
  const whole = groupThousands((tenths / 10n).toString())
  const decimal = tenths % 10n === 0n ? '' : `.${tenths % 10n}`
  return `${negative ? '-' : ''}${currencyPrefix(currency)}${whole}${decimal}${UNITS[unit]![0]}`
}

/** cents / (size × 100), in tenths, rounded half up. */
function roundedTenths(cents: bigint, size: bigint): bigint {
  const divisor = size * HUNDRED
  return (cents * 20n + divisor) / (2n * divisor)
}

export interface MoneyTotal {
  currency: string
  amount: string
}

/** Totals in several currencies are listed, never added up: '$12.5M + S$800K'; nothing at all reads '$0'. */
export function formatTotals(totals: ReadonlyArray<MoneyTotal>): string {
  if (totals.length === 0) return formatMoney('0')
  return totals.map((total) => formatCompactMoney(total.amount, total.currency)).join(' + ')
}

export interface SalaryRange {
  min?: number | null
  max?: number | null
  currency?: string | null
}

const wholeAmount = (value: number) => groupThousands(String(Math.trunc(value)))

/**
 * The words around a salary, in the page's language (the jobs catalogue's 'salary.competitive' and 'salary.from';
 * `useSalaryWords()` in app/components/job-card.tsx). The amounts keep their exact formatting in every language.
 */
export interface SalaryWords {
  competitive: string
  from: (amount: string) => string
}

const ENGLISH_SALARY_WORDS: SalaryWords = { competitive: 'Competitive', from: (amount) => `From ${amount}` }

/**
 * 000 §5 salary label: 'Competitive' without a salary or without a minimum; a range when both bounds exist
 * ('SGD 72,000 - 96,000'); 'From SGD 72,000' when only the minimum does.
 */
export function formatSalary(salary: SalaryRange | null | undefined, words: SalaryWords = ENGLISH_SALARY_WORDS): string {
  const min = salary?.min
  if (!salary || typeof min !== 'number' || !Number.isFinite(min)) return words.competitive
  const currency = (salary.currency || 'USD').toUpperCase()
  const max = salary.max
  if (typeof max === 'number' && Number.isFinite(max)) return `${currency} ${wholeAmount(min)} - ${wholeAmount(max)}`
  return words.from(`${currency} ${wholeAmount(min)}`)
}
