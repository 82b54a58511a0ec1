/** 000 §9: the currencies prices, salaries and funding are entered in. */
export const CURRENCIES = ['USD', 'SGD', 'HKD', 'JPY', 'INR'] as const
export type Currency = (typeof CURRENCIES)[number]

export const CURRENCY_LABELS: Record<Currency, string> = {
  USD: 'US Dollar',
  SGD: 'Singapore Dollar',
  HKD: 'Hong Kong Dollar',
  JPY: 'Japanese Yen',
  INR: 'Indian Rupee',
}

/** 000 §9 and 001 §9: "Default currency USD" (every currency column's default). */
export const DEFAULT_CURRENCY = 'USD' satisfies Currency

// Exact amounts (docs/decisions/0002-money.md): decimal strings with two decimals, arithmetic in BigInt minor units.
const DECIMAL = /^([+-])?(\d+)(?:\.(\d+))?$/
const SCALE = 2

/** '1234.5' → 123450n (cents). Throws RangeError for text that is not a decimal or has more than two decimals. */
export function toMinorUnits(amount: string): bigint {
  const match = DECIMAL.exec(amount.trim())
  if (!match) throw new RangeError(`"${amount}" is not a decimal amount`)
  const [, sign, whole = '0', fraction = ''] = match
  if (fraction.length > SCALE) throw new RangeError(`"${amount}" has more than ${SCALE} decimals`)
  const minor = BigInt(whole + fraction.padEnd(SCALE, '0'))
  return sign === '-' ? -minor : minor
}

/** 123450n → '1234.50'. */
export function fromMinorUnits(minor: bigint): string {
  const negative = minor < 0n
  const digits = (negative ? -minor : minor).toString().padStart(SCALE + 1, '0')
  return `${negative ? '-' : ''}${digits.slice(0, -SCALE)}.${digits.slice(-SCALE)}`
}
