import { describe, expect, it } from 'vitest'
import { fromColumns, toColumns } from '~/shared/columns'
import { CARD_EXCERPT_CHARS, cardExcerpt } from '~/domain/lists'

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

  it('a field no row has (undefined everywhere) is no column at all; one row having it makes the column', () => {
    const visitor = [{ id: 1, fit: undefined }, { id: 2, fit: undefined }]
    expect(Object.keys(toColumns(visitor))).toEqual(['id'])
    expect(fromColumns(toColumns(visitor))).toEqual([{ id: 1 }, { id: 2 }])
    const member = [{ id: 1, fit: undefined }, { id: 2, fit: 80 }]
    expect(toColumns(member).fit).toEqual([undefined, 80])
    expect(fromColumns(toColumns(member))).toEqual([{ id: 1 }, { id: 2, fit: 80 }])
  })
})

describe('cardExcerpt', () => {
  it('keeps a short text whole and null as null', () => {
    expect(cardExcerpt('Short and sweet.')).toBe('Short and sweet.')
    expect(cardExcerpt(null)).toBeNull()
    expect(cardExcerpt('x'.repeat(CARD_EXCERPT_CHARS))).toBe('x'.repeat(CARD_EXCERPT_CHARS))
  })

  it('cuts a long text at a space near the limit, with an ellipsis', () => {
    const text = `${'word '.repeat(60)}end`
    const cut = cardExcerpt(text)
    expect(cut.endsWith('word…')).toBe(true)
    expect(Array.from(cut).length).toBeLessThanOrEqual(CARD_EXCERPT_CHARS + 1)
    expect(text.startsWith(cut.slice(0, -1))).toBe(true)
  })

  it('cuts text without spaces (Japanese) at the limit, never inside a character of two code units', () => {
    const japanese = '日本語のスタートアップ'.repeat(30)
    expect(cardExcerpt(japanese)).toBe(`${Array.from(japanese).slice(0, CARD_EXCERPT_CHARS).join('')}…`)
    const emoji = '🚀'.repeat(300)
    const cut = cardExcerpt(emoji)
    expect(cut).toBe(`${'🚀'.repeat(CARD_EXCERPT_CHARS)}…`)
  })
})
