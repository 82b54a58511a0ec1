import { describe, expect, it } from 'vitest'
import {
  formatAttending,
  formatCount,
  formatDate,
  formatMonth,
  formatTeamSize,
  foundingYear,
  greetingName,
  initialOf,
} from '~/shared/format'
import { formatEventPrice } from '~/shared/money'
import { formatSlug, formatStage } from '~/domain/vocabulary'

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

describe('formatting in each of the site’s locales', () => {
  it('writes a day, a month and a count as the locale does', () => {
    expect(formatDate('2026-09-25T23:59:59Z', 'ko-KR')).toBe('2026년 9월 25일')
    expect(formatDate('2026-09-25T23:59:59Z', 'ja-JP')).toBe('2026年9月25日')
    expect(formatDate('2026-09-25T00:00:00Z', 'zh-CN')).toBe('2026年9月25日')
    expect(formatMonth(2027, 2, 'en-US')).toBe('February 2027')
    expect(formatMonth(2027, 2, 'ja-JP')).toBe('2027年2月')
    expect(formatMonth(2027, 2, 'ko-KR')).toBe('2027년 2월')
    expect(formatCount(1234567, 'ja-JP')).toBe('1,234,567')
    expect(formatCount(-1234.5)).toBe('-1,235')
    expect(formatCount(1234, 'de-DE')).toBe('1.234')
  })

  it('throws on an invalid date rather than showing one', () => {
    expect(() => formatDate('not a date')).toThrow(RangeError)
  })
})

describe('event figures', () => {
  it("shows attendance as 'N+ attending'", () => {
    expect(formatAttending(150)).toBe('150+ attending')
  })

  it('shows a price only when above zero, by its currency and the page language (decision 0123)', () => {
    expect(formatEventPrice('25.00', 'USD')).toBe('$25')
    expect(formatEventPrice('0.50', 'SGD')).toBe('SGD\u00a00.50')
    expect(formatEventPrice('999.00', 'INR', 'ja-JP')).toBe('₹999')
    expect(formatEventPrice('3000.00', 'JPY', 'ja-JP')).toBe('￥3,000')
    expect(formatEventPrice('0.00', 'USD')).toBeNull()
    expect(formatEventPrice('0', 'USD')).toBeNull()
    expect(formatEventPrice(null, 'USD')).toBeNull()
  })
})
