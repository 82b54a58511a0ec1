import { useId } from 'react'
import { Form, Link } from 'react-router'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { CardList } from '~/components/ui/card-list'
import { escapeAttribute, ROW_ONLY, setCardMarkupRenderer } from '~/lib/card-markup'
import { createCardMarkupCache, type CardMarkupCache } from '~/lib/card-markup.server'
import { renderedCards, toCards, type Cards } from '~/lib/columns'
import { useLanguage } from '~/lib/i18n-react'
import type { LanguageCode } from '~/lib/languages'
import { staticRouterHtml } from '../support/islands'

// docs/decisions/0067-server-render-cost.md: a kept list's cards are written from a cache of each card's markup,
// keyed by everything the markup depends on; the HTML is the same as React's own render of the cards.

interface Item {
  id: number
  name: string
}
const ITEMS: Item[] = [
  { id: 1, name: 'Alpha' },
  { id: 2, name: 'Beta' },
  { id: 3, name: 'Gamma & "Delta"' },
]

let renders = 0

/** A card that reads what real cards read: a link, a form posting to the page (its action is the page's address), the language. */
function Card({ item, viewer }: { item: Item; viewer: string }) {
  renders++
  const language = useLanguage()
  return (
    <article>
      <Link to={`/items/${item.id}`}>{item.name}</Link>
      <Form method="post">
        <button type="submit" name="id" value={item.id}>
          {`RSVP ${item.name} (${viewer}, ${language})`}
        </button>
      </Form>
    </article>
  )
}

/** A card with a `useId` value (the RSVP button's hint). */
function CardWithId({ item }: { item: Item }) {
  const id = useId()
  return <p id={id}>{item.name}</p>
}

interface PageOptions {
  url?: string
  language?: LanguageCode
  viewer?: string
  cached?: boolean
  withIds?: boolean
}

async function renderPage(cards: Cards<Item>, { url = '/list', language = 'en', viewer = 'visitor', cached = true, withIds = false }: PageOptions = {}) {
  const routes = [
    {
      id: 'list',
      path: '/list',
      loader: () => null,
      Component: () => (
        <CardList
          cards={cards}
          className="grid"
          itemKey={(item) => item.id}
          itemId={(item, index) => (index === 1 ? `result-${item.id}"` : undefined)}
          renderItem={(item) => (withIds ? <CardWithId item={item} /> : <Card item={item} viewer={viewer} />)}
          markupKey={cached ? () => viewer : undefined}
        />
      ),
    },
  ]
  return staticRouterHtml(routes, url, language)
}

const documentCards = (items: Item[] = ITEMS) => toCards(new Request('http://x/list'), items)

let cache: CardMarkupCache
beforeEach(() => {
  cache = createCardMarkupCache()
  setCardMarkupRenderer(cache.render)
  renders = 0
})
afterEach(() => setCardMarkupRenderer(null))

describe('cached card markup', () => {
  it('writes the same HTML as React renders the cards in the page', async () => {
    const cached = await renderPage(documentCards())
    setCardMarkupRenderer(null)
    const inTree = await renderPage(documentCards())
    expect(cached).toBe(inTree)
    expect(cached).toContain('<li id="result-2&quot;">')
    expect(cached).toContain('Gamma &amp; &quot;Delta&quot;')
    expect(cached).toContain('action="/list"')
  })

  it('renders each card once: the next request for the same page writes it from the cache', async () => {
    const first = await renderPage(documentCards())
    expect(renders).toBe(3)
    expect(cache.size().entries).toBe(3)
    const second = await renderPage(documentCards())
    expect(renders).toBe(3)
    expect(second).toBe(first)
  })

  it('a card is rendered again when anything it depends on differs: its data, the language, the address, the viewer', async () => {
    await renderPage(documentCards())
    expect(renders).toBe(3)

    const changed = await renderPage(documentCards([{ id: 1, name: 'Alpha 2' }, ITEMS[1]!, ITEMS[2]!]))
    expect(renders).toBe(4)
    expect(changed).toContain('RSVP Alpha 2 (visitor, en)')

    const japanese = await renderPage(documentCards(), { language: 'ja' })
    expect(renders).toBe(7)
    expect(japanese).toContain('RSVP Alpha (visitor, ja)')

    // The form posts to the page's own address, filters included.
    const filtered = await renderPage(documentCards(), { url: '/list?category=ai' })
    expect(renders).toBe(10)
    expect(filtered).toContain('action="/list?category=ai"')

    const member = await renderPage(documentCards(), { viewer: 'member' })
    expect(renders).toBe(13)
    expect(member).toContain('RSVP Alpha (member, en)')
    expect(member).not.toContain('visitor')

    // And the first page again: every card from the cache.
    const again = await renderPage(documentCards())
    expect(renders).toBe(13)
    expect(again).toContain('RSVP Alpha (visitor, en)')
  })

  it('a card without a markup key, or a list the browser renders itself, is rendered by React every time', async () => {
    await renderPage(documentCards(), { cached: false })
    await renderPage(documentCards(), { cached: false })
    expect(renders).toBe(6)
    // Cards with columns (a client request's data) are rendered in the browser: the server's HTML must hydrate.
    await renderPage(renderedCards(ITEMS))
    await renderPage(renderedCards(ITEMS))
    expect(renders).toBe(12)
    expect(cache.size().entries).toBe(0)
  })

  it("keeps each card's useId values apart from every other card's", async () => {
    const html = await renderPage(documentCards(), { withIds: true })
    const ids = [...html.matchAll(/<p id="([^"]+)"/g)].map((match) => match[1])
    expect(ids).toHaveLength(3)
    expect(new Set(ids).size).toBe(3)
  })
})

describe('createCardMarkupCache', () => {
  const element = () => <p>card</p>

  it('drops the least recently used cards once the limit is passed', () => {
    const rendered: string[] = []
    const small = createCardMarkupCache(30, (_, prefix) => {
      rendered.push(prefix)
      return `<p>${prefix}</p>`
    })
    small.render('a', element, 'a') // 1 + 8 characters
    small.render('b', element, 'b')
    small.render('c', element, 'c')
    expect(small.size()).toEqual({ entries: 3, chars: 27 })
    small.render('a', element, 'a') // a hit: now the most recently used
    small.render('d', element, 'd') // 36 characters: b, the least recently used, goes
    expect(small.size()).toEqual({ entries: 3, chars: 27 })
    small.render('a', element, 'a')
    small.render('c', element, 'c')
    small.render('b', element, 'b')
    expect(rendered).toEqual(['a', 'b', 'c', 'd', 'b'])
  })
})

describe('markup helpers', () => {
  it('escapes an attribute value', () => {
    expect(escapeAttribute(`a&b"c<d>`)).toBe('a&amp;b&quot;c&lt;d&gt;')
  })

  it('ROW_ONLY adds nothing to the key', () => {
    expect(ROW_ONLY()).toBe('')
  })
})
