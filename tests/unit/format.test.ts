import { describe, expect, it } from 'vitest'
import {
  formatAttending,
  formatCount,
  formatDate,
  formatEventPrice,
  formatSlug,
  formatStage,
  formatTeamSize,
  foundingYear,
  greetingName,
  initialOf,
} from '~/lib/format'

describe('formatStage', () => {
  it('title-cases hyphenated stage slugs', () => {
    expect(formatStage('series-a')).toBe('Series A')
    expect(formatStage('seed')).toBe('Seed')
    expect(formatStage('early-stage')).toBe('Early Stage')
    expect(formatStage('pre-seed')).toBe('Pre Seed')
  })

  it('keeps acronyms and the Pre-IPO spelling of the discover list', () => {
    expect(formatStage('pre-ipo')).toBe('Pre-IPO')
    expect(formatStage('ipo')).toBe('IPO')
    expect(formatStage('mvp')).toBe('MVP')
  })

  it('leaves display text alone and shows nothing for no stage', () => {
    expect(formatStage('Series A')).toBe('Series A')
    expect(formatStage(null)).toBe('')
    expect(formatStage('  ')).toBe('')
  })

  it('title-cases words that name members of Object.prototype like any other word', () => {
    expect(formatStage('constructor')).toBe('Constructor')
    expect(formatStage('to-string')).toBe('To String')
  })

  it('reads job types the same way', () => {
    expect(formatSlug('full-time')).toBe('Full Time')
  })
})

describe('formatTeamSize', () => {
  it('shows the size with a plus, and nothing when unknown', () => {
    expect(formatTeamSize(12)).toBe('12+')
    expect(formatTeamSize(0)).toBe('0+')
    expect(formatTeamSize(null)).toBe('')
    expect(formatTeamSize(undefined)).toBe('')
  })
})

describe('foundingYear', () => {
  it('takes the year of a YYYY-MM-DD date', () => {
    expect(foundingYear('2019-03-01')).toBe('2019')
  })

  it('shows nothing for a missing or malformed date', () => {
    expect(foundingYear(null)).toBe('')
    expect(foundingYear('2019')).toBe('')
    expect(foundingYear('March 2019')).toBe('')
  })
})

describe('greetingName', () => {
  it("uses the first name, else 'Entrepreneur'", () => {
    expect(greetingName('Aiko')).toBe('Aiko')
    expect(greetingName(' Aiko ')).toBe('Aiko')
    expect(greetingName(null)).toBe('Entrepreneur')
    expect(greetingName('   ')).toBe('Entrepreneur')
  })
})

describe('initialOf', () => {
  it('is the first letter, upper-cased', () => {
    expect(initialOf('acme')).toBe('A')
    expect(initialOf(' zeta')).toBe('Z')
    expect(initialOf('')).toBe('?')
  })
})

describe('formatCount', () => {
  it('groups thousands', () => {
    expect(formatCount(0)).toBe('0')
    expect(formatCount(1234)).toBe('1,234')
  })
})

describe('formatDate', () => {
  it('formats in UTC whatever the local time zone', () => {
    expect(formatDate(new Date('2026-03-05T23:30:00Z'))).toBe('Mar 5, 2026')
    expect(formatDate('2026-03-06T00:30:00Z')).toBe('Mar 6, 2026')
  })
})

// The site's four Intl locales are written without Intl (docs/decisions/0071-formatting-without-intl.md): the texts
// must be Intl's own, or the server's HTML and the browser's hydration would differ from what they were.
const SITE_LOCALES = ['en-US', 'zh-CN', 'ja-JP', 'ko-KR']

describe('formatting without Intl', () => {
  it('writes every day of three centuries as Intl does, in each of the site’s locales', () => {
    for (const locale of SITE_LOCALES) {
      const intl = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' })
      const mismatches: string[] = []
      for (let time = Date.UTC(1900, 0, 1, 13); time < Date.UTC(2200, 0, 1); time += 86_400_000) {
        const date = new Date(time)
        if (formatDate(date, locale) !== intl.format(date)) mismatches.push(date.toISOString())
      }
      expect(mismatches, locale).toEqual([])
    }
    // A time late in the UTC day is still that UTC day, and the string form reads the same.
    expect(formatDate('2026-09-25T23:59:59Z', 'ko-KR')).toBe('2026년 9월 25일')
    expect(formatDate('2026-09-25T23:59:59Z', 'ja-JP')).toBe('2026年9月25日')
  })

  it('leaves other locales, years outside 1000–9999 and invalid dates to Intl', () => {
    const early = new Date(Date.UTC(12, 8, 25))
    early.setUTCFullYear(12)
    expect(formatDate(early)).toBe(new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(early))
    expect(formatDate(new Date(Date.UTC(2026, 2, 5)), 'de-DE')).toBe('5. März 2026')
    expect(() => formatDate('not a date')).toThrow(RangeError)
  })

  it('writes whole numbers, negatives and rounded fractions as Intl does', () => {
    const values = [0, -0, 1, -1, 0.4, -0.4, 0.5, -0.5, 1.5, 2.5, -2.5, 999.5, 1234.5, -1234.5, 999_999.49, 2 ** 53 - 1, -(2 ** 53 - 1)]
    for (let value = 1; value < 1e15; value = value * 7 + 3) values.push(value, -value, value + 0.5)
    for (let value = 0; value <= 20_000; value += 1) values.push(value)
    for (const locale of SITE_LOCALES) {
      const intl = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 })
      const mismatches = values.filter((value) => formatCount(value, locale) !== intl.format(value))
      expect(mismatches, locale).toEqual([])
    }
    // Beyond what a double holds exactly, and what is not a number, Intl writes it.
    expect(formatCount(2 ** 60)).toBe(new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(2 ** 60))
    expect(formatCount(Number.NaN)).toBe('NaN')
    expect(formatCount(1234, 'de-DE')).toBe('1.234')
  })
})

describe('event figures', () => {
  it("shows attendance as 'N+ attending'", () => {
    expect(formatAttending(150)).toBe('150+ attending')
  })

  it("shows a price only when above zero, as '$price currency'", () => {
    expect(formatEventPrice('25.00', 'USD')).toBe('$25.00 USD')
    expect(formatEventPrice('0.50', 'SGD')).toBe('$0.50 SGD')
    expect(formatEventPrice('0.00', 'USD')).toBeNull()
    expect(formatEventPrice('0', 'USD')).toBeNull()
    expect(formatEventPrice(null, 'USD')).toBeNull()
  })
})
