import { useId, type HTMLAttributes, type ReactNode } from 'react'
import { preload, type PreloadOptions } from 'react-dom'
import { layoutMarkupRenderer, useContextBridge, type CardMarkupRenderer } from '~/lib/card-markup'
import { useLanguage } from '~/lib/i18n-react'

type IslandTag = 'div' | 'nav' | 'footer' | 'main'

/**
 * A part of the page's frame that is the same HTML on page after page: the footer, the header's main navigation and
 * the panels of its menus (docs/decisions/0068-page-response-path.md). About half the elements and three quarters of
 * the links of a profile page are the frame, rendered afresh on every request.
 *
 * On the server the element's content is written from a cache of React's own hydratable markup (renderToString
 * under the page's contexts), keyed by `cacheKey` (everything the content depends on besides the language: which
 * link is current, who is signed in) and the language. In the browser, and wherever no cache is registered, the
 * content renders as React elements; the browser hydrates them against the server's markup, which is the same HTML,
 * so links and forms inside are React's as before.
 *
 * The content must not use `useId` (its values would differ from the browser's) and must depend on nothing outside
 * its key and the contexts of the page.
 *
 * A page's own content can be an island too when its key names the data it shows: the startup profile's `<main>` is
 * keyed by its loader data (docs/decisions/0079-profile-markup-by-its-data.md).
 */
export function LayoutIsland({
  as: Tag,
  cacheKey,
  children,
  ...props
}: {
  as: IslandTag
  /** A string, or a function giving it, called only where there is a cache (the server): a key may be costly to build. */
  cacheKey: string | (() => string)
  /** The content, as a function: on a cache hit it is never called. */
  children: () => ReactNode
} & Omit<HTMLAttributes<HTMLElement>, 'children' | 'dangerouslySetInnerHTML'>) {
  const renderer = layoutMarkupRenderer()
  if (!renderer) return <Tag {...props}>{children()}</Tag>
  return <CachedIsland tag={Tag} cacheKey={cacheKey} content={children} props={props} renderer={renderer} />
}

function CachedIsland({
  tag: Tag,
  cacheKey,
  content,
  props,
  renderer,
}: {
  tag: IslandTag
  cacheKey: string | (() => string)
  content: () => ReactNode
  props: HTMLAttributes<HTMLElement>
  renderer: CardMarkupRenderer
}) {
  const bridge = useContextBridge()
  const language = useLanguage()
  const prefix = useId()
  const key = typeof cacheKey === 'string' ? cacheKey : cacheKey()
  const html = renderer(`${language}\u0001${key}`, () => bridge(content()), prefix)
  return <Tag {...props} dangerouslySetInnerHTML={{ __html: hoistPreloads(html) }} />
}

const LEADING_PRELOAD = /^<link rel="preload"((?: [A-Za-z]+="[^"]*")*)\/>/
const ATTRIBUTE = / ([A-Za-z]+)="([^"]*)"/g
const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&lt;': '<', '&gt;': '>' }

/**
 * An island's markup is a render of its own, and React writes the resource hints of a render at its start: an eager
 * `<img>` (a profile's first hero banner, a team member's photo) gets `<link rel="preload" as="image">`. In the page
 * those belong in the head, where React put them when the island was part of the page's render: each leading hint is
 * taken off the markup and asked of React again with `preload()`, in this render, which writes it in the head (once
 * per page, as for any preload) — after the stylesheet, where React writes preloads asked for by name
 * (docs/decisions/0079-profile-markup-by-its-data.md).
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

/** Which of these links is the current page, as a short string for a cache key. */
export function currentLinksKey(items: readonly { href: string }[], isCurrent: (href: string) => boolean): string {
  let key = ''
  for (const item of items) key += isCurrent(item.href) ? '1' : '0'
  return key
}
