import { describe, expect, it } from 'vitest'
import { fromColumns, toColumns } from '~/shared/columns'

// A list page's cards as one array per field (docs/decisions/0059-list-pages-under-60kb.md).
describe('toColumns / fromColumns', () => {
  const rows = [
    { id: 1, name: 'Alpha', logo: null, tags: ['a', 'b'], at: new Date('2026-01-02T03:04:05Z'), remote: false },
    { id: 2, name: 'Beta', logo: '/l.png', tags: [], at: new Date('2026-02-03T04:05:06Z'), remote: true },
  ]

  it('gives every field once, with one value per row, and the rows back exactly', () => {
    const columns = toColumns(rows)
    expect(Object.keys(columns)).toEqual(['id', 'name', 'logo', 'tags', 'at', 'remote'])
    expect(columns.id).toEqual([1, 2])
    expect(columns.logo).toEqual([null, '/l.png'])
    expect(fromColumns(columns)).toEqual(rows)
  })

  it('an empty list', () => {
    expect(fromColumns(toColumns([]))).toEqual([])
  })

  it('a field only some rows have is left out of the others again', () => {
    const sparse: { id: number; note?: string }[] = [{ id: 1 }, { id: 2, note: 'x' }]
    const back = fromColumns(toColumns(sparse))
    expect(back).toEqual(sparse)
    expect(back[0]).not.toHaveProperty('note')
  })
})
