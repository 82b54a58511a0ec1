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
