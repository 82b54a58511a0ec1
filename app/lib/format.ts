// Pure display helpers shared by the server and the browser. Dates are formatted in UTC so that the server's HTML
// and the hydrated page agree whatever the server's or the visitor's time zone.

/** Words that read as acronyms rather than title-cased words ('pre-ipo' → 'Pre-IPO', not 'Pre Ipo'). */
// A Map, not an object literal: a word such as 'constructor' must not find Object.prototype's members.
const ACRONYMS = new Map([
  ['ipo', 'IPO'],
  ['mvp', 'MVP'],
  ['ai', 'AI'],
  ['saas', 'SaaS'],
])

/**
 * 000 §3: hyphenated stage slugs are shown title-cased ('series-a' → 'Series A', 'early-stage' → 'Early Stage').
 * 'pre-ipo' keeps its hyphen and reads 'Pre-IPO', as in the discover stage list (000 §9). Values that are already
 * display text ('Series A') come back unchanged.
 */
export function formatStage(stage: string | null | undefined): string {
  const value = stage?.trim()
  if (!value) return ''
  if (value.toLowerCase() === 'pre-ipo') return 'Pre-IPO'
  return value
    .split(/[-\s]+/)
    .filter(Boolean)
    .map((word) => ACRONYMS.get(word.toLowerCase()) ?? word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ')
}

/** Job types and experience levels read the same way ('full-time' → 'Full Time'). */
export const formatSlug = formatStage

/** 000 §3: team size is shown with a plus ('12+'); unknown sizes show nothing. */
export function formatTeamSize(teamSize: number | null | undefined): string {
  return typeof teamSize === 'number' && Number.isFinite(teamSize) ? `${teamSize}+` : ''
}

/** 000 §3: the founding year from a 'YYYY-MM-DD' founding date; anything else shows nothing. */
export function foundingYear(foundingDate: string | null | undefined): string {
  const match = /^(\d{4})-\d{2}-\d{2}$/.exec(foundingDate?.trim() ?? '')
  return match?.[1] ?? ''
}

/** 000 §2: the dashboard greets by first name, or 'Entrepreneur' when there is none. */
export function greetingName(firstName: string | null | undefined): string {
  return firstName?.trim() || 'Entrepreneur'
}

/** The letter shown in place of a missing logo or company mark. */
export function initialOf(name: string | null | undefined): string {
  return (name?.trim().charAt(0) || '?').toUpperCase()
}

const countFormatters = new Map<string, Intl.NumberFormat>()
const dateFormatters = new Map<string, Intl.DateTimeFormat>()

/** One formatter per Intl locale ('en-US', 'ja-JP' — `intlLocale()` in app/lib/i18n.ts), made on first use. */
function cachedFormatter<F>(map: Map<string, F>, locale: string, make: (locale: string) => F): F {
  let formatter = map.get(locale)
  if (!formatter) {
    formatter = make(locale)
    map.set(locale, formatter)
  }
  return formatter
}

/*
 * The languages the site speaks write counts and days without Intl (docs/decisions/0071-formatting-without-intl.md):
 * a page's first Intl.NumberFormat or Intl.DateTimeFormat loads ICU's locale data, 20 ms in Node and 30–65 ms in the
 * browser on this machine, a long task in the middle of hydration that a page saves when it formats nothing else
 * with Intl. The texts are Intl's own for these four locales, character for character (tests/unit/format.test.ts
 * compares them over every day of three centuries and a spread of numbers); any other locale, and what these
 * helpers do not cover, goes to Intl as before.
 */
const GROUPED_WITH_COMMAS = new Set(['en-US', 'zh-CN', 'ja-JP', 'ko-KR'])
const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** Digits grouped by threes with commas ('1,234,567'), as those locales write a whole number. */
function groupDigits(digits: string): string {
  let grouped = ''
  for (let end = digits.length; end > 0; end -= 3) {
    const start = Math.max(0, end - 3)
    grouped = grouped ? `${digits.slice(start, end)},${grouped}` : digits.slice(start, end)
  }
  return grouped
}

/** A day as Intl writes it with { year: 'numeric', month: 'short', day: 'numeric' }, or null for another locale. */
function formatDayWithoutIntl(year: number, month: number, day: number, locale: string): string | null {
  if (year < 1000 || year > 9999) return null
  switch (locale) {
    case 'en-US':
      return `${MONTHS_EN[month - 1]} ${day}, ${year}`
    case 'zh-CN':
    case 'ja-JP':
      return `${year}年${month}月${day}日`
    case 'ko-KR':
      return `${year}년 ${month}월 ${day}일`
    default:
      return null
  }
}

/** A whole number with the locale's separators ('1,234'); fractions are rounded half away from zero. */
export function formatCount(value: number, locale = 'en-US'): string {
  const rounded = Math.round(Math.abs(value))
  if (GROUPED_WITH_COMMAS.has(locale) && Number.isSafeInteger(rounded)) {
    return `${value < 0 || Object.is(value, -0) ? '-' : ''}${groupDigits(String(rounded))}`
  }
  return cachedFormatter(countFormatters, locale, (l) => new Intl.NumberFormat(l, { maximumFractionDigits: 0 })).format(value)
}

/** 'Mar 5, 2026' (UTC) in English, '2026年3月5日' in Japanese. */
export function formatDate(date: Date | string, locale = 'en-US'): string {
  const instant = typeof date === 'string' ? new Date(date) : date
  const time = instant.getTime()
  if (!Number.isNaN(time)) {
    const text = formatDayWithoutIntl(instant.getUTCFullYear(), instant.getUTCMonth() + 1, instant.getUTCDate(), locale)
    if (text !== null) return text
  }
  const formatter = cachedFormatter(
    dateFormatters,
    locale,
    (l) => new Intl.DateTimeFormat(l, { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }),
  )
  return formatter.format(instant)
}

const MONTHS_EN_LONG = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']
const monthFormatters = new Map<string, Intl.DateTimeFormat>()

/** A month of a year: 'February 2027', '2027年2月', '2027년 2월' (as Intl writes { year: 'numeric', month: 'long' }). */
export function formatMonth(year: number, month: number, locale = 'en-US'): string {
  switch (locale) {
    case 'en-US':
      return `${MONTHS_EN_LONG[month - 1]} ${year}`
    case 'zh-CN':
    case 'ja-JP':
      return `${year}年${month}月`
    case 'ko-KR':
      return `${year}년 ${month}월`
    default:
      return cachedFormatter(monthFormatters, locale, (l) => new Intl.DateTimeFormat(l, { year: 'numeric', month: 'long', timeZone: 'UTC' })).format(
        new Date(Date.UTC(year, month - 1, 1)),
      )
  }
}

/** 000 §3: currentAttendees is shown as 'N+ attending'. */
export function formatAttending(currentAttendees: number): string {
  return `${currentAttendees}+ attending`
}

/**
 * 000 §5: an event price is shown only when greater than 0, as '$price currency'. The price is a decimal string
 * and is compared as text so no float is involved.
 */
export function formatEventPrice(price: string | null | undefined, currency: string): string | null {
  const value = price?.trim() ?? ''
  if (!/^\d+(\.\d+)?$/.test(value) || /^0+(\.0+)?$/.test(value)) return null
  return `$${value} ${currency}`
}
