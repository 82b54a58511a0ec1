// Pure display helpers shared by the server and the browser. Dates are formatted in UTC so that the server's HTML
// and the hydrated page agree whatever the server's or the visitor's time zone.

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

/** One formatter per Intl locale and kind ('en-US', 'ja-JP' — `intlLocale()` in app/shared/i18n.ts), made on first use. */
function cached<F>(make: (locale: string) => F): (locale: string) => F {
  const formatters = new Map<string, F>()
  return (locale) => {
    let formatter = formatters.get(locale)
    if (!formatter) {
      formatter = make(locale)
      formatters.set(locale, formatter)
    }
    return formatter
  }
}

const countFormatter = cached((locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }))
const dayFormatter = cached((locale) => new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }))
const monthFormatter = cached((locale) => new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', timeZone: 'UTC' }))

/** A whole number with the locale's separators ('1,234'); fractions are rounded half away from zero. */
export function formatCount(value: number, locale = 'en-US'): string {
  return countFormatter(locale).format(value)
}

/** 'Mar 5, 2026' (UTC) in English, '2026年3月5日' in Japanese. */
export function formatDate(date: Date | string, locale = 'en-US'): string {
  return dayFormatter(locale).format(typeof date === 'string' ? new Date(date) : date)
}

/** A month of a year: 'February 2027', '2027年2月', '2027년 2월'. */
export function formatMonth(year: number, month: number, locale = 'en-US'): string {
  return monthFormatter(locale).format(new Date(Date.UTC(year, month - 1, 1)))
}

/** 000 §3: currentAttendees is shown as 'N+ attending'. */
export function formatAttending(currentAttendees: number): string {
  return `${currentAttendees}+ attending`
}
