// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ListCards, type ListCardsProps } from '~/components/ui/list-cards'
import { MAX_WINDOW, windowSize } from '~/domain/lists'
import { toCards } from '~/shared/columns'
import { inRouter } from '../support/in-router'

afterEach(cleanup)

interface Row {
  id: number
  name: string
}
const rows = (n: number, from = 0): Row[] => Array.from({ length: n }, (_, i) => ({ id: from + i + 1, name: `Row ${from + i + 1}` }))

function renderList(props: Partial<ListCardsProps<Row, 'rows'>>, path = '/things') {
  const all: ListCardsProps<Row, 'rows'> = {
    cards: toCards(rows(3)),
    id: 'thing',
    heading: 'Things',
    basePath: '/things',
    filters: '',
    gridClassName: 'grid',
    itemKey: (row) => row.id,
    renderItem: (row) => <a href={`/things/${row.id}`}>{row.name}</a>,
    empty: { title: 'No things found', hint: 'Try other filters' },
    skeleton: { node: <span>…</span>, count: 4, label: 'Loading things' },
    pager: { kind: 'pages', offset: 0, limit: 3, label: 'Thing pages' },
    ...props,
  }
  return render(inRouter(<ListCards {...all} />, path))
}

describe('ListCards: the section, the cards and the empty state', () => {
  it('renders one list item per card under a hidden heading that names the section', async () => {
    renderList({})
    const section = await screen.findByRole('region', { name: 'Things' })
    expect(section.querySelectorAll('li')).toHaveLength(3)
    expect(screen.getByRole('link', { name: 'Row 2' }).getAttribute('href')).toBe('/things/2')
  })

  it('says when nothing matched, with a Clear filters link only when filters are applied', async () => {
    renderList({ cards: toCards([]), filters: 'type=a' })
    expect((await screen.findByRole('status')).textContent).toContain('No things found')
    expect(screen.getByRole('link', { name: 'Clear filters' }).getAttribute('href')).toBe('/things')
    cleanup()
    renderList({ cards: toCards([]), filters: '' })
    await screen.findByText('No things found')
    expect(screen.queryByRole('link', { name: 'Clear filters' })).toBeNull()
  })

  it("puts the page's own action in the empty state when it has one", async () => {
    renderList({ cards: toCards([]), filters: 'type=a', empty: { title: 'None', hint: 'Make one', action: <a href="/new">Create</a> } })
    expect((await screen.findByRole('link', { name: 'Create' })).getAttribute('href')).toBe('/new')
    expect(screen.queryByRole('link', { name: 'Clear filters' })).toBeNull()
  })

  it('shows the skeletons while the page says the list is loading', async () => {
    const { container } = renderList({ loading: true })
    await screen.findByRole('status', { name: 'Loading things' })
    expect(container.querySelectorAll('[data-skeleton="thing"]')).toHaveLength(4)
    expect(screen.queryByRole('link', { name: 'Row 1' })).toBeNull()
  })

  it('shows the skeletons until a streamed list arrives, then its cards', async () => {
    const pending = renderList({ cards: new Promise(() => undefined) })
    await screen.findByRole('status', { name: 'Loading things' })
    expect(pending.container.querySelectorAll('[data-skeleton="thing"]')).toHaveLength(4)
    cleanup()
    const { container } = renderList({ cards: Promise.resolve(toCards(rows(2))) })
    await screen.findByRole('link', { name: 'Row 2' })
    expect(container.querySelectorAll('[data-skeleton="thing"]')).toHaveLength(0)
  })

  it('says so when a streamed list fails', async () => {
    renderList({ cards: Promise.reject(new Error('down')), failed: 'Failed to fetch things' })
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to fetch things')
  })
})

describe('ListCards: Previous and Next links', () => {
  it('links to the next page when a full page came back, keeping the filters', async () => {
    renderList({ filters: 'type=a', pager: { kind: 'pages', offset: 0, limit: 3, label: 'Thing pages' } })
    const nav = await screen.findByRole('navigation', { name: 'Thing pages' })
    expect(nav.querySelector('a')?.getAttribute('href')).toBe('/things?type=a&offset=3')
    expect(screen.queryByRole('link', { name: 'Previous' })).toBeNull()
  })

  it('links back (to the page without offset from the second page) and not on when the page is short', async () => {
    renderList({ cards: toCards(rows(2)), pager: { kind: 'pages', offset: 3, limit: 3, label: 'Thing pages' } })
    expect((await screen.findByRole('link', { name: 'Previous' })).getAttribute('href')).toBe('/things')
    expect(screen.queryByRole('link', { name: 'Next' })).toBeNull()
  })

  it('has no pager on a single short first page', async () => {
    renderList({ cards: toCards(rows(2)) })
    await screen.findByRole('link', { name: 'Row 2' })
    expect(screen.queryByRole('navigation')).toBeNull()
  })
})

describe('ListCards: Load more', () => {
  const more = (shown: number, from = 0) =>
    ({ kind: 'more', field: 'rows', shown, from, anchor: 'row', labels: { loadMore: 'Load More', loading: 'Loading...' } }) as const

  it('links to this page with the next offset and the first new card as the anchor, while a full window came back', async () => {
    renderList({ cards: toCards(rows(3)), filters: 'q=a', pager: more(3) })
    const link = await screen.findByRole('link', { name: 'Load More' })
    expect(link.getAttribute('href')).toBe('/things?q=a&offset=3#row-4')
  })

  it('gives the first card of the loaded page the anchor the link pointed at', async () => {
    const { container } = renderList({ cards: toCards(rows(6)), pager: more(6, 3) })
    await screen.findByRole('link', { name: 'Row 4' })
    expect(container.querySelector('#row-4')?.textContent).toBe('Row 4')
    expect(container.querySelectorAll('li[id]')).toHaveLength(1)
  })

  it('has no Load more when the window came back short, or at the largest window', async () => {
    renderList({ cards: toCards(rows(2)), pager: more(3) })
    await screen.findByRole('link', { name: 'Row 2' })
    expect(screen.queryByRole('link', { name: 'Load More' })).toBeNull()
    cleanup()
    renderList({ cards: toCards(rows(3)), pager: more(MAX_WINDOW) })
    await screen.findByRole('link', { name: 'Row 3' })
    expect(screen.queryByRole('link', { name: 'Load More' })).toBeNull()
  })
})

describe('windowSize', () => {
  it('is the offset plus a page, at most the largest window', () => {
    expect(windowSize(0, 50)).toBe(50)
    expect(windowSize(100, 50)).toBe(150)
    expect(windowSize(480, 50)).toBe(MAX_WINDOW)
  })
})
