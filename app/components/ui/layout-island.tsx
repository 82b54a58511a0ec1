import { useId, type HTMLAttributes, type ReactNode } from 'react'
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
  return <Tag {...props} dangerouslySetInnerHTML={{ __html: html }} />
}

/** Which of these links is the current page, as a short string for a cache key. */
export function currentLinksKey(items: readonly { href: string }[], isCurrent: (href: string) => boolean): string {
  let key = ''
  for (const item of items) key += isCurrent(item.href) ? '1' : '0'
  return key
}
