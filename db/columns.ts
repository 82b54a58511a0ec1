import { sql, type SQL } from 'drizzle-orm'
import { check, customType, integer, text, type SQLiteColumn } from 'drizzle-orm/sqlite-core'

/** Surrogate key; URLs read ids as integers (docs/decisions/0001-ids.md). */
export const id = () => integer().primaryKey({ autoIncrement: true })

/** Milliseconds since the epoch, computed by SQLite so that raw inserts get it too. */
export const nowMs = sql`(cast(unixepoch('subsec') * 1000 as integer))`

/** A point in time, stored as epoch milliseconds and read as a `Date`. */
export const timestamp = () => integer({ mode: 'timestamp_ms' })

export const createdAt = () => timestamp().notNull().default(nowMs)
export const updatedAt = () =>
  timestamp()
    .notNull()
    .default(nowMs)
    .$onUpdate(() => new Date())

/** Boolean stored as 0/1. */
export const bool = () => integer({ mode: 'boolean' })

/** A JSON list; SQL default `'[]'` so that an absent list reads as empty rather than null. */
export const jsonList = <T>() =>
  text({ mode: 'json' })
    .$type<T[]>()
    .notNull()
    .default(sql`'[]'`)

/** A JSON object. */
export const jsonObject = <T>() => text({ mode: 'json' }).$type<T>()

/** A date without time of day, `YYYY-MM-DD` (docs/decisions/0005-dates-and-json.md). */
export const dateOnly = () => text({ length: 10 })

const DECIMAL_PATTERN = /^([+-])?(\d+)(?:\.(\d+))?$/

/**
 * Parses a decimal string into integer minor units (`"15.00"` at scale 2 → `1500`) without going through a float.
 * Rejects more decimals than `scale` and more integer digits than `precision - scale`.
 */
export function parseDecimal(value: string, precision: number, scale: number): number {
  // A JavaScript number has already lost exactness (0.1 + 0.2), so only strings are accepted.
  if (typeof value !== 'string') throw new TypeError(`decimal values are strings, got ${typeof value}`)
  const match = DECIMAL_PATTERN.exec(value.trim())
  if (!match) throw new RangeError(`"${value}" is not a decimal number`)
  const [, sign, whole = '', fraction = ''] = match
  if (fraction.length > scale) {
    throw new RangeError(`"${value}" has more than ${scale} decimal place${scale === 1 ? '' : 's'}`)
  }
  const integerDigits = whole.replace(/^0+(?=\d)/, '')
  if (integerDigits !== '0' && integerDigits.length > precision - scale) {
    throw new RangeError(`"${value}" has more than ${precision - scale} integer digits`)
  }
  const minor = BigInt(integerDigits + fraction.padEnd(scale, '0'))
  const signed = sign === '-' ? -minor : minor
  // precision ≤ 15 keeps every value below 2^53, so the number is exact.
  return signed === 0n ? 0 : Number(signed)
}

/** Formats integer minor units as a decimal string with exactly `scale` decimals (`1500` at scale 2 → `"15.00"`). */
export function formatDecimal(minor: number | bigint, scale: number): string {
  if (typeof minor === 'number' && !Number.isSafeInteger(minor)) {
    throw new RangeError(`${minor} is not an integer amount of minor units`)
  }
  const value = BigInt(minor)
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(scale + 1, '0')
  const whole = digits.slice(0, digits.length - scale)
  const fraction = digits.slice(digits.length - scale)
  return `${negative ? '-' : ''}${whole}${scale > 0 ? `.${fraction}` : ''}`
}

const MAX_PRECISION = 15

/**
 * An exact decimal (docs/decisions/0002-money.md): an INTEGER of minor units in SQLite, a decimal string in
 * TypeScript. SQL defaults must be written in minor units: `decimal(10, 2).default(sql\`1500\`)` is 15.00.
 */
export function decimal(precision: number, scale: number) {
  if (!Number.isInteger(precision) || !Number.isInteger(scale) || scale < 0 || scale > precision) {
    throw new RangeError(`decimal(${precision}, ${scale}) is not a valid precision and scale`)
  }
  if (precision > MAX_PRECISION) throw new RangeError(`decimal precision above ${MAX_PRECISION} is not exact`)
  return customType<{ data: string; driverData: number }>({
    dataType: () => 'integer',
    toDriver: (value) => parseDecimal(value, precision, scale),
    fromDriver: (value) => formatDecimal(value, scale),
  })()
}

/**
 * CHECK that a `decimal(precision, scale)` column stays inside its precision, or inside a narrower
 * [min, max] given as decimal strings.
 */
export function decimalCheck(
  name: string,
  column: SQLiteColumn,
  precision: number,
  scale: number,
  range: { min?: string; max?: string } = {},
) {
  const limit = 10 ** precision - 1
  const min = range.min === undefined ? -limit : parseDecimal(range.min, precision, scale)
  const max = range.max === undefined ? limit : parseDecimal(range.max, precision, scale)
  return check(name, sql`${column} between ${sql.raw(String(min))} and ${sql.raw(String(max))}`)
}

const snakeCase = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)

/**
 * SQLite ignores `varchar(n)`, so length limits are CHECK constraints named `<table>_<column>_len`.
 * `limits` maps a column key of the table to its maximum length in characters.
 */
export function lengthChecks<T extends Record<string, unknown>>(
  tableName: string,
  table: T,
  limits: Partial<Record<keyof T & string, number>>,
) {
  return Object.entries(limits).map(([key, max]) =>
    check(`${tableName}_${snakeCase(key)}_len`, sql`length(${table[key] as SQLiteColumn}) <= ${sql.raw(String(max))}`),
  )
}

/** CHECK that a text column holds one of `values`. */
export function oneOf(name: string, column: SQLiteColumn, values: readonly string[]) {
  const list: SQL[] = values.map((value) => sql.raw(`'${value.replaceAll("'", "''")}'`))
  return check(name, sql`${column} in (${sql.join(list, sql`, `)})`)
}

/** CHECK that a date-only text column looks like `YYYY-MM-DD` (or is null). */
export function isoDateCheck(name: string, column: SQLiteColumn) {
  return check(name, sql`${column} glob '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'`)
}
