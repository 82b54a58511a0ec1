// @vitest-environment jsdom
import { readFileSync } from 'node:fs'
import { act, cleanup } from '@testing-library/react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { createMemoryRouter, MemoryRouter, RouterProvider, useLoaderData } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { CardList } from '~/components/ui/card-list'
import { preloadDialog } from '~/components/ui/dialog-trigger'
import { cardRows, renderedCards, toCards, type Cards } from '~/lib/columns'
import { OPENED_IN_PLACE } from '~/lib/dialog-url'

// docs/decisions/0064-first-page-cards-server-only.md: a document's cards are the server's markup, kept by the browser;
// their links and forms still go through React Router.

interface Item {
  id: number
  name: string
}
const ITEMS: Item[] = [
  { id: 1, name: 'Alpha' },
  { id: 2, name: 'Beta' },
]

function Card({ item }: { item: Item }) {
  return (
    <article>
      <a href={`/items/${item.id}`}>{item.name}</a>
      <form method="post" action="/list">
        <input type="hidden" name="id" value={item.id} />
        <button type="submit" name="intent" value="rsvp">
          {`RSVP ${item.name}`}
        </button>
      </form>
      <a href={`/list?dialog=book&id=${item.id}`} data-dialog-trigger="book">{`Book ${item.name}`}</a>
      <a href={`/items/${item.id}.ics`} download>{`Calendar ${item.name}`}</a>
      <a href="https://example.com/" target="_blank" rel="noreferrer">{`Website ${item.name}`}</a>
    </article>
  )
}

function List({ cards }: { cards: Cards<Item> }) {
  return <CardList cards={cards} className="grid" itemKey={(item) => item.id} renderItem={(item) => <Card item={item} />} />
}

function ListPage() {
  const { cards } = useLoaderData<{ cards: Cards<Item> }>()
  return <List cards={cards} />
}

/** A document's cards as the server's render sees them (rows kept on the server, no columns). */
const documentCards = () => toCards(new Request('http://x/list'), ITEMS)

let root: Root | null = null
afterEach(() => {
  act(() => root?.unmount())
  root = null
  cleanup()
  document.body.innerHTML = ''
})

/** The server's page (rows rendered), then the browser hydrating it with a document's data (no columns). */
async function hydrateKeptList() {
  const submissions: FormData[] = []
  let loads = 0
  const container = document.createElement('div')
  container.innerHTML = renderToString(
    <MemoryRouter initialEntries={['/list']}>
      <List cards={documentCards()} />
    </MemoryRouter>,
  )
  document.body.append(container)
  const router = createMemoryRouter(
    [
      {
        id: 'list',
        path: '/list',
        loader: () => {
          loads++
          return { cards: renderedCards(ITEMS) }
        },
        action: async ({ request }) => {
          submissions.push(await request.formData())
          return null
        },
        Component: ListPage,
      },
      { path: '/items/:id', Component: () => <h1>Item page</h1> },
    ],
    {
      initialEntries: ['/list'],
      hydrationData: { loaderData: { list: { cards: { count: ITEMS.length, columns: null } } } },
    },
  )
  const errors: unknown[] = []
  const firstItem = container.querySelector('li')
  await act(async () => {
    root = hydrateRoot(container, <RouterProvider router={router} />, {
      onRecoverableError: (error) => errors.push(error),
    })
  })
  return { container, router, errors, firstItem, submissions, loads: () => loads }
}

function click(element: Element, init: MouseEventInit = {}) {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init })
  element.dispatchEvent(event)
  return event
}

function byText(container: HTMLElement, text: string): HTMLElement {
  const found = Array.from(container.querySelectorAll<HTMLElement>('a, button')).find((node) => node.textContent === text)
  if (!found) throw new Error(`no element reads ${text}`)
  return found
}

describe('toCards / cardRows', () => {
  it('a client request gets the columns; a document keeps its rows on the server', () => {
    const data = toCards(new Request('http://x/list.data?offset=0'), ITEMS)
    expect(data).toEqual({ count: 2, columns: { id: [1, 2], name: ['Alpha', 'Beta'] } })
    expect(cardRows(data)).toEqual(ITEMS)

    const document = toCards(new Request('http://x/list'), ITEMS)
    expect(document).toEqual({ count: 2, columns: null })
    // What the hydration data carries: the count only.
    expect(JSON.parse(JSON.stringify(document))).toEqual({ count: 2, columns: null })
    // The same request's render (same object) has the rows; the browser's copy of the data does not.
    expect(cardRows(document)).toEqual(ITEMS)
    expect(cardRows({ count: 2, columns: null })).toBeNull()
  })
})

describe('CardList', () => {
  it('renders the rows it is given', () => {
    const html = renderToString(
      <MemoryRouter>
        <List cards={renderedCards(ITEMS)} />
      </MemoryRouter>,
    )
    expect(html.match(/<li>/g)).toHaveLength(2)
    expect(html).toContain('href="/items/2"')
    // Every card list is a `.cards` list, whose cards below the fold app/app.css lets the browser skip (0069).
    expect(html).toContain('<ul class="cards grid">')
    expect(readFileSync('app/app.css', 'utf8')).toMatch(/\.cards > li \{\s*content-visibility: auto;\s*contain-intrinsic-size: auto var\(--card-height/)
  })

  it('hydrating a document keeps the server markup as it is, with no hydration error', async () => {
    const { container, errors, firstItem, loads } = await hydrateKeptList()
    expect(errors).toEqual([])
    expect(container.querySelectorAll('li')).toHaveLength(2)
    // The very same element: React neither replaced nor re-rendered the list.
    expect(container.querySelector('li')).toBe(firstItem)
    expect(container.textContent).toContain('RSVP Beta')
    expect(loads()).toBe(0)
  })

  it('a plain click on a link of this site navigates client-side', async () => {
    const { container, router } = await hydrateKeptList()
    const event = click(byText(container, 'Beta'))
    expect(event.defaultPrevented).toBe(true)
    await act(async () => {})
    expect(router.state.location.pathname).toBe('/items/2')
    expect(container.textContent).toContain('Item page')
  })

  it('modified clicks, downloads and other sites are left to the browser', async () => {
    const { container, router } = await hydrateKeptList()
    expect(click(byText(container, 'Alpha'), { ctrlKey: true }).defaultPrevented).toBe(false)
    expect(click(byText(container, 'Alpha'), { button: 1 }).defaultPrevented).toBe(false)
    const download = click(byText(container, 'Calendar Alpha'))
    const website = click(byText(container, 'Website Alpha'))
    expect(download.defaultPrevented).toBe(false)
    expect(website.defaultPrevented).toBe(false)
    download.preventDefault()
    website.preventDefault()
    await act(async () => {})
    expect(router.state.location.pathname).toBe('/list')
  })

  it('a dialog trigger opens its dialog in place', async () => {
    const { container, router } = await hydrateKeptList()
    expect(click(byText(container, 'Book Beta')).defaultPrevented).toBe(true)
    await act(async () => {})
    expect(router.state.location.search).toBe('?dialog=book&id=2')
    expect(router.state.location.state).toEqual(OPENED_IN_PLACE)
    // The click started fetching the dialog's module (openDialogFromMarkup); it must finish before this file's
    // environment is torn down, or its import fails after the tests (an unhandled error that fails the run).
    await act(() => preloadDialog())
  })

  it('a form posts through React Router with its button, and the list is then rendered from the new data', async () => {
    const { container, submissions, loads } = await hydrateKeptList()
    const keptList = container.querySelector('ul')
    await act(async () => {
      byText(container, 'RSVP Beta').click()
    })
    expect(submissions).toHaveLength(1)
    expect(Object.fromEntries(submissions[0]!)).toEqual({ id: '2', intent: 'rsvp' })
    // The post revalidated the page: its data has the columns now, and React renders the cards.
    expect(loads()).toBe(1)
    expect(container.querySelector('ul')).not.toBe(keptList)
    expect(container.querySelectorAll('li')).toHaveLength(2)
    expect(container.textContent).toContain('RSVP Alpha')
  })
})
