// @vitest-environment jsdom
import { act, cleanup } from '@testing-library/react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { createMemoryRouter, MemoryRouter, RouterProvider, useLoaderData } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { CardList } from '~/components/ui/card-list'
import { cardRows, toCards, type Cards } from '~/shared/columns'

interface Item {
  id: number
  name: string
  note?: string
}
const ITEMS: Item[] = [
  { id: 1, name: 'Alpha', note: 'first' },
  { id: 2, name: 'Beta' },
]

function List({ cards }: { cards: Cards<Item> }) {
  return <CardList cards={cards} className="grid" itemKey={(item) => item.id} renderItem={(item) => <a href={`/items/${item.id}`}>{item.name}</a>} />
}

function ListPage() {
  const { cards } = useLoaderData<{ cards: Cards<Item> }>()
  return <List cards={cards} />
}

let root: Root | null = null
afterEach(() => {
  act(() => root?.unmount())
  root = null
  cleanup()
  document.body.innerHTML = ''
})

describe('toCards / cardRows', () => {
  it('sends one array per field and gives the rows back, leaving out a field a row does not have', () => {
    const cards = toCards(ITEMS)
    expect(cards).toEqual({ count: 2, columns: { id: [1, 2], name: ['Alpha', 'Beta'], note: ['first', undefined] } })
    expect(cardRows(cards)).toEqual(ITEMS)
    expect(cardRows(toCards([]))).toEqual([])
  })
})

describe('CardList', () => {
  it('renders one list item per row on the server', () => {
    const html = renderToString(
      <MemoryRouter>
        <List cards={toCards(ITEMS)} />
      </MemoryRouter>,
    )
    expect(html.match(/<li>/g)).toHaveLength(2)
    expect(html).toContain('href="/items/2"')
  })

  it('hydrates the server markup from the same loader data without a mismatch', async () => {
    const container = document.createElement('div')
    container.innerHTML = renderToString(
      <MemoryRouter initialEntries={['/list']}>
        <List cards={toCards(ITEMS)} />
      </MemoryRouter>,
    )
    document.body.append(container)
    const router = createMemoryRouter([{ id: 'list', path: '/list', loader: () => ({ cards: toCards(ITEMS) }), Component: ListPage }], {
      initialEntries: ['/list'],
      hydrationData: { loaderData: { list: { cards: toCards(ITEMS) } } },
    })
    const errors: unknown[] = []
    const first = container.querySelector('li')
    await act(async () => {
      root = hydrateRoot(container, <RouterProvider router={router} />, { onRecoverableError: (error) => errors.push(error) })
    })
    expect(errors).toEqual([])
    // Hydration kept the server's nodes.
    expect(container.querySelector('li')).toBe(first)
    expect(container.querySelectorAll('li')).toHaveLength(2)
  })
})
