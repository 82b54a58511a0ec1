/**
 * A list page's cards as one array per field (docs/decisions/0059-list-pages-under-60kb.md).
 *
 * The hydration data (React Router's turbo-stream) writes every object as a map from key references to value
 * references, so 50 card objects of 9 fields carry 450 `"_69":404,` pairs (≈ 10 bytes each, escaped in the page);
 * one array per field writes the keys once and only the values' references per card. Values are unchanged (a Date
 * stays a Date, strings repeated across cards are still sent once). `fromColumns` gives the rows back; a field a row
 * does not have (undefined) is left out of it again, and a field no row has is not a column.
 */
export type Columns<T> = { readonly [K in keyof T]-?: readonly T[K][] }

export function toColumns<T extends object>(rows: readonly T[]): Columns<T> {
  const columns: Record<string, unknown[]> = {}
  rows.forEach((row, index) => {
    for (const [key, value] of Object.entries(row)) {
      // A field no row has (a visitor's culture fit, a distance without the near filter) sends no column at all.
      if (value === undefined) continue
      const column = (columns[key] ??= Array.from({ length: rows.length }, () => undefined))
      column[index] = value
    }
  })
  return columns as unknown as Columns<T>
}

export function fromColumns<T extends object>(columns: Columns<T>): T[] {
  const fields = Object.entries(columns) as [string, readonly unknown[]][]
  const length = fields[0]?.[1].length ?? 0
  return Array.from({ length }, (_, index) => {
    const row: Record<string, unknown> = {}
    for (const [key, values] of fields) {
      if (values[index] !== undefined) row[key] = values[index]
    }
    return row as T
  })
}

/** A list page's cards as its loader sends them: how many there are and their columns. */
export interface Cards<T> {
  count: number
  columns: Columns<T>
}

export function toCards<T extends object>(rows: readonly T[]): Cards<T> {
  return { count: rows.length, columns: toColumns(rows) }
}

/** The rows to render. */
export function cardRows<T extends object>(cards: Cards<T>): T[] {
  return fromColumns(cards.columns)
}
