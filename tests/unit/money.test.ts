import { describe, expect, it } from 'vitest'
import {
  formatCompactMoney,
  formatMoney,
  formatSalary,
  formatTotals,
  sumAmounts,
} from '~/shared/money'
import { fromMinorUnits, toMinorUnits } from '~/domain/money'

describe('exact amounts', () => {
  it('sums decimal strings without floats', () => {
    expect(sumAmounts(['1234567.89', '0.11'])).toBe('1234568.00')
    // 0.1 + 0.2 is 0.30000000000000004 in floating point.
    expect(sumAmounts(['0.1', '0.2'])).toBe('0.30')
    expect(sumAmounts(['9999999999999.99', '9999999999999.99', '0.02'])).toBe('20000000000000.00')
    expect(sumAmounts([null, undefined, '5'])).toBe('5.00')
    expect(sumAmounts([])).toBe('0.00')
  })

  it('converts to and from minor units', () => {
    expect(toMinorUnits('15')).toBe(1500n)
    expect(toMinorUnits('-0.5')).toBe(-50n)
    expect(fromMinorUnits(5n)).toBe('0.05')
    expect(fromMinorUnits(-123456n)).toBe('-1234.56')
    expect(() => toMinorUnits('1.234')).toThrow(RangeError)
    expect(() => toMinorUnits('abc')).toThrow(RangeError)
  })
})

const LOCALES = ['en-US', 'ja-JP', 'zh-CN', 'ko-KR'] as const

describe('money labels by currency and language (decision 0123)', () => {
  // Intl's own words for each currency family in each language: dollars with and without a symbol of their own, a
  // zero-decimal currency (JPY, KRW) and the rupee.
  it.each([
    ['en-US', ['$35', 'SGD\u00a035', 'HK$35.50', '¥3,000', '₩50,000', '₹999']],
    ['ja-JP', ['$35', 'SGD\u00a035', 'HK$35.50', '￥3,000', '₩50,000', '₹999']],
    ['zh-CN', ['US$35', 'SGD\u00a035', 'HK$35.50', 'JP¥3,000', '₩50,000', '₹999']],
    ['ko-KR', ['US$35', 'SGD\u00a035', 'HK$35.50', 'JP¥3,000', '₩50,000', '₹999']],
  ])('writes each currency in %s', (locale, expected) => {
    const shown = [
      formatMoney('35.00', 'USD', locale),
      formatMoney('35.00', 'SGD', locale),
      formatMoney('35.5', 'HKD', locale),
      formatMoney('3000.00', 'JPY', locale),
      formatMoney('50000', 'KRW', locale),
      formatMoney('999.00', 'INR', locale),
    ]
    expect(shown).toEqual(expected)
  })

  it('shows cents only when there are some, and no decimals for zero-decimal currencies', () => {
    expect(formatMoney('1234567.89')).toBe('$1,234,567.89')
    expect(formatMoney('2500000.00')).toBe('$2,500,000')
    expect(formatMoney('99.5')).toBe('$99.50')
    expect(formatMoney('3000.00', 'JPY', 'ja-JP')).toBe('￥3,000')
    expect(formatMoney('0', 'USD')).toBe('$0')
  })

  it('writes negative amounts with the locale sign', () => {
    expect(formatMoney('-12.30', 'HKD')).toBe('-HK$12.30')
    for (const locale of LOCALES) expect(formatMoney('-12.30', 'USD', locale)).toMatch(/^-(US)?\$12\.30$/)
  })

  it('formats the decimal string without a float: every digit of the largest amounts survives', () => {
    // 9999999999.99 is (10,2)'s maximum, 9999999999999.99 (15,2)'s; both are beyond a float's exact cents.
    expect(formatMoney('9999999999.99')).toBe('$9,999,999,999.99')
    expect(formatMoney('9999999999999.99')).toBe('$9,999,999,999,999.99')
    expect(formatMoney('9999999999999.99', 'USD', 'ja-JP')).toBe('$9,999,999,999,999.99')
    expect(formatMoney('1234567890123.45', 'SGD')).toBe('SGD\u00a01,234,567,890,123.45')
    expect(formatMoney('-9999999999.99', 'USD', 'ko-KR')).toBe('-US$9,999,999,999.99')
    expect(() => formatMoney('1.234')).toThrow(RangeError)
  })

  it('falls back to USD for an absent or malformed currency and reads lower case', () => {
    expect(formatMoney('5', null)).toBe('$5')
    expect(formatMoney('5', 'US$')).toBe('$5')
    expect(formatMoney('5', 'inr')).toBe('₹5')
  })

  it('formats compact amounts in English: one decimal, rounded half up, trailing .0 dropped', () => {
    expect(formatCompactMoney('12500000.00')).toBe('$12.5M')
    expect(formatCompactMoney('12000000')).toBe('$12M')
    expect(formatCompactMoney('950000')).toBe('$950K')
    expect(formatCompactMoney('1250')).toBe('$1.3K')
    expect(formatCompactMoney('1249.99')).toBe('$1.2K')
    expect(formatCompactMoney('1200000000')).toBe('$1.2B')
    expect(formatCompactMoney('2500000000000')).toBe('$2.5T')
    expect(formatCompactMoney('999960')).toBe('$1M')
    expect(formatCompactMoney('950')).toBe('$950')
    expect(formatCompactMoney('99.5')).toBe('$99.50')
    expect(formatCompactMoney('0')).toBe('$0')
    expect(formatCompactMoney('-1500000')).toBe('-$1.5M')
    expect(formatCompactMoney('800000', 'SGD')).toBe('SGD\u00a0800K')
    expect(formatCompactMoney('120000000', 'JPY')).toBe('¥120M')
  })

  it('formats compact amounts in myriads in Japanese, Chinese and Korean, and in full below ten thousand', () => {
    expect(formatCompactMoney('120000000', 'JPY', 'ja-JP')).toBe('￥1.2億')
    expect(formatCompactMoney('12500000', 'USD', 'ja-JP')).toBe('$1250万')
    expect(formatCompactMoney('1200000000', 'INR', 'zh-CN')).toBe('₹12亿')
    expect(formatCompactMoney('950000', 'USD', 'zh-CN')).toBe('US$95万')
    expect(formatCompactMoney('120000000', 'USD', 'ko-KR')).toBe('US$1.2억')
    expect(formatCompactMoney('1234', 'USD', 'ja-JP')).toBe('$1,234')
    expect(formatCompactMoney('1234', 'USD', 'ko-KR')).toBe('US$1,234')
  })

  it('lists totals in different currencies side by side and shows $0 for none', () => {
    expect(formatTotals([])).toBe('$0')
    const totals = [
      { currency: 'SGD', amount: '800000.00' },
      { currency: 'USD', amount: '12500000.00' },
    ]
    expect(formatTotals(totals)).toBe('SGD\u00a0800K + $12.5M')
    expect(formatTotals(totals, 'ja-JP')).toBe('SGD\u00a080万 + $1250万')
  })

  it('labels salaries as 000 §5 says, in the currency and language', () => {
    expect(formatSalary(null)).toBe('Competitive')
    expect(formatSalary({ max: 90000, currency: 'USD' })).toBe('Competitive')
    expect(formatSalary({ min: 72000, max: 96000, currency: 'SGD' })).toBe('SGD\u00a072,000–96,000')
    expect(formatSalary({ min: 72000, currency: 'SGD' })).toBe('From SGD\u00a072,000')
    expect(formatSalary({ min: 50000 })).toBe('From $50,000')
    expect(formatSalary({ min: 80000, max: 80000, currency: 'USD' })).toBe('$80,000')
    expect(formatSalary({ min: 6000000, max: 8000000, currency: 'JPY' }, undefined, 'ja-JP')).toBe('￥6,000,000 ～ ￥8,000,000')
    const words = { competitive: '応相談', from: (amount: string) => `${amount}〜` }
    expect(formatSalary({ min: 6000000, currency: 'JPY' }, words, 'ja-JP')).toBe('￥6,000,000〜')
  })
})
