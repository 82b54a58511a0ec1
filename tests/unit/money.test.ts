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

describe('money labels', () => {
  it('formats compact amounts: one decimal, rounded half up, trailing .0 dropped', () => {
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
    expect(formatCompactMoney('800000', 'SGD')).toBe('S$800K')
    expect(formatCompactMoney('3000000', 'KRW')).toBe('KRW 3M')
  })

  it('formats full amounts with separators', () => {
    expect(formatMoney('1234567.89')).toBe('$1,234,567.89')
    expect(formatMoney('2500000.00')).toBe('$2,500,000')
    expect(formatMoney('-12.30', 'HKD')).toBe('-HK$12.30')
  })

  it('lists totals in different currencies side by side and shows $0 for none', () => {
    expect(formatTotals([])).toBe('$0')
    expect(
      formatTotals([
        { currency: 'SGD', amount: '800000.00' },
        { currency: 'USD', amount: '12500000.00' },
      ]),
    ).toBe('S$800K + $12.5M')
  })

  it('labels salaries as 000 §5 says', () => {
    expect(formatSalary(null)).toBe('Competitive')
    expect(formatSalary({ max: 90000, currency: 'USD' })).toBe('Competitive')
    expect(formatSalary({ min: 72000, max: 96000, currency: 'SGD' })).toBe('SGD 72,000 - 96,000')
    expect(formatSalary({ min: 72000, currency: 'SGD' })).toBe('From SGD 72,000')
    expect(formatSalary({ min: 50000 })).toBe('From USD 50,000')
  })
})
