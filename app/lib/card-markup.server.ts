import type { ReactElement } from 'react'
import { preload, type PreloadOptions } from 'react-dom'
import { renderToStaticMarkup, renderToString } from 'react-dom/server'
import type { CardMarkupRenderer } from './card-markup'

/**
 * The server's cache of card markup (docs/decisions/0067-server-render-cost.md): a card's HTML by the key that names
 * everything it depends on (the card's data, the page's language and address, the viewer's view), least recently
 * used first out once keys and markup together pass `maxChars` (8 million characters by default: a few thousand
 * cards, ≈ 10 MB). A card whose data changed has another key; its old markup ages out unused.
 */
export const MAX_CHARS = 8_000_000

export interface CardMarkupCache {
  render: CardMarkupRenderer
  size(): { entries: number; chars: number }
}

export function createCardMarkupCache(
  maxChars = MAX_CHARS,
  renderStatic: (element: ReactElement, identifierPrefix: string) => string = (element, identifierPrefix) =>
    renderToStaticMarkup(element, { identifierPrefix }),
): CardMarkupCache {
  const cache = new Map<string, string>()
  let chars = 0
  return {
    render(key, element, identifierPrefix) {
      const hit = cache.get(key)
      if (hit !== undefined) {
        // Most recently used last: a Map keeps insertion order.
        cache.delete(key)
        cache.set(key, hit)
        return hit
      }
      // React writes the markup as a string of thousands of small concatenated pieces; every page that includes it
      // would walk them all again (to measure it, to encode it). Stored as one flat string instead.
      const html = flat(renderStatic(element(), identifierPrefix))
      cache.set(key, html)
      chars += key.length + html.length
      for (const [oldKey, oldHtml] of cache) {
        if (chars <= maxChars) break
        cache.delete(oldKey)
        chars -= oldKey.length + oldHtml.length
      }
      return html
    },
    size: () => ({ entries: cache.size, chars }),
  }
}

/** The same text as one contiguous string (decoding bytes always makes one). */
function flat(text: string): string {
  return Buffer.from(text, 'utf8').toString('utf8')
}

const LEADING_PRELOAD = /^<link rel="preload"((?: [A-Za-z]+="[^"]*")*)\/>/
const ATTRIBUTE = / ([A-Za-z]+)="([^"]*)"/g
const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&lt;': '<', '&gt;': '>' }

/**
 * An island's markup is a render of its own, and React writes the resource hints of a render at its start: an eager
 * `<img>` (a profile's first hero banner, a team member's photo) gets `<link rel="preload" as="image">`. In the page
 * those belong in the head, where React put them when the island was part of the page's render: each leading hint is
 * taken off the markup and asked of React again with `preload()`, in the page's render (the island's renderer runs
 * inside it), which writes it in the head (once per page, as for any preload) — after the stylesheet, where React
 * writes preloads asked for by name (docs/decisions/0079-profile-markup-by-its-data.md). Server only: the browser
 * has no renderer and so no island markup.
 */
export function hoistPreloads(html: string): string {
  let rest = html
  for (let match = LEADING_PRELOAD.exec(rest); match; match = LEADING_PRELOAD.exec(rest)) {
    const attributes: Record<string, string> = {}
    for (const [, name, value] of match[1]!.matchAll(ATTRIBUTE)) attributes[name!] = value!.replace(/&(?:amp|quot|#x27|lt|gt);/g, (entity) => ENTITIES[entity]!)
    const { href = '', as, ...options } = attributes
    if (as) preload(href, { ...options, as } as PreloadOptions)
    rest = rest.slice(match[0].length)
  }
  return rest
}

/** The renderer of hydratable islands: cached markup, its leading preloads asked of the page's render. */
export function withHoistedPreloads(render: CardMarkupRenderer): CardMarkupRenderer {
  return (key, element, identifierPrefix) => hoistPreloads(render(key, element, identifierPrefix))
}

/** The server's one cache (app/entry.server.tsx registers it). */
export const cardMarkupCache = createCardMarkupCache()

/**
 * The page frame's islands (header menus, footer: app/components/ui/layout-island.tsx), as React's hydratable markup:
 * a few keys per language and viewer; and the startup profiles' content, by its data (about 15,000 characters with
 * its key, so a few hundred profiles: docs/decisions/0079-profile-markup-by-its-data.md). 6 million characters at
 * most; the frame's keys are used by every page, so they stay at the recent end.
 */
export const layoutMarkupCache = createCardMarkupCache(6_000_000, (element, identifierPrefix) =>
  renderToString(element, { identifierPrefix }),
)
