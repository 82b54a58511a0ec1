import { describe, expect, it } from 'vitest'
import { decimal, formatDecimal, parseDecimal } from '../../db/columns'

describe('parseDecimal', () => {
  it('turns a decimal string into integer minor units without floats', () => {
    expect(parseDecimal('15.00', 10, 2)).toBe(1500)
    expect(parseDecimal('15', 10, 2)).toBe(1500)
    expect(parseDecimal('15.5', 10, 2)).toBe(1550)
    expect(parseDecimal('0.07', 10, 2)).toBe(7)
    expect(parseDecimal('-0.07', 10, 2)).toBe(-7)
    expect(parseDecimal('-0', 10, 2)).toBe(0)
    expect(parseDecimal('+3.1', 2, 1)).toBe(31)
    expect(parseDecimal('0004.50', 3, 2)).toBe(450)
    // 0.1 + 0.2 !== 0.3 in floats; in minor units it is exact.
    expect(parseDecimal('0.1', 10, 2) + parseDecimal('0.2', 10, 2)).toBe(parseDecimal('0.3', 10, 2))
  })

  it('keeps the largest (15, 2) value exact', () => {
    expect(parseDecimal('9999999999999.99', 15, 2)).toBe(999_999_999_999_999)
    expect(parseDecimal('1234567890123.45', 15, 2)).toBe(123_456_789_012_345)
  })

  it('rejects more decimals than the scale', () => {
    expect(() => parseDecimal('1.234', 10, 2)).toThrow('more than 2 decimal places')
    expect(() => parseDecimal('4.55', 2, 1)).toThrow('more than 1 decimal place')
    expect(() => parseDecimal('1.5', 5, 0)).toThrow('more than 0 decimal places')
  })

  it('rejects more integer digits than precision minus scale', () => {
    expect(() => parseDecimal('10000000000000', 15, 2)).toThrow('more than 13 integer digits')
    expect(() => parseDecimal('10', 2, 1)).toThrow('more than 1 integer digits')
    expect(() => parseDecimal('-1000.00', 5, 2)).toThrow('more than 3 integer digits')
  })

  it('rejects what is not a plain decimal', () => {
    for (const bad of ['', ' ', 'abc', '1e3', '1,000.00', '.5', '5.', '--1', '0x10', 'NaN', 'Infinity', '1 000']) {
      expect(() => parseDecimal(bad, 10, 2), bad).toThrow(RangeError)
    }
    expect(() => parseDecimal(15 as unknown as string, 10, 2)).toThrow(TypeError)
  })
})

describe('formatDecimal', () => {
  it('formats minor units with exactly `scale` decimals', () => {
    expect(formatDecimal(1500, 2)).toBe('15.00')
    expect(formatDecimal(7, 2)).toBe('0.07')
    expect(formatDecimal(-7, 2)).toBe('-0.07')
    expect(formatDecimal(-1550, 2)).toBe('-15.50')
    expect(formatDecimal(0, 2)).toBe('0.00')
    expect(formatDecimal(45, 1)).toBe('4.5')
    expect(formatDecimal(42, 0)).toBe('42')
    expect(formatDecimal(999_999_999_999_999, 2)).toBe('9999999999999.99')
    expect(formatDecimal(123n, 2)).toBe('1.23')
  })

  it('rejects a non-integer number of minor units', () => {
    expect(() => formatDecimal(1.5, 2)).toThrow(RangeError)
  })

  it('is the inverse of parseDecimal', () => {
    for (const value of ['0.00', '0.01', '-0.01', '15.00', '123456.78', '-9999999999999.99']) {
      expect(formatDecimal(parseDecimal(value, 15, 2), 2)).toBe(value)
    }
  })
})

describe('decimal column', () => {
  it('maps strings to minor units and back', () => {
    const column = decimal(10, 2)
    // The builder is what tables are declared with; its config carries the mapping functions.
    const config = (
      column as unknown as {
        config: { customTypeParams: { toDriver(v: string): number; fromDriver(v: number): string } }
      }
    ).config.customTypeParams
    expect(config.toDriver('15.00')).toBe(1500)
    expect(config.fromDriver(1500)).toBe('15.00')
    expect(() => config.toDriver('1.005')).toThrow(RangeError)
  })

  it('refuses a precision that a JavaScript number cannot hold exactly', () => {
    expect(() => decimal(16, 2)).toThrow(RangeError)
    expect(() => decimal(2, 3)).toThrow(RangeError)
  })
})
