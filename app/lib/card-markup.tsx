import { use, type Context, type ReactElement, type ReactNode } from 'react'
import {
  UNSAFE_DataRouterContext,
  UNSAFE_DataRouterStateContext,
  UNSAFE_FetchersContext,
  UNSAFE_FrameworkContext,
  UNSAFE_LocationContext,
  UNSAFE_NavigationContext,
  UNSAFE_RouteContext,
  UNSAFE_ViewTransitionContext,
} from 'react-router'
import { I18N_CONTEXTS } from './i18n-react'

/**
 * A card's markup, written once and reused (docs/decisions/0067-server-render-cost.md). The server registers the
 * renderer at start (app/entry.server.tsx → app/lib/card-markup.server.ts); in the browser there is none and cards
 * render as React elements.
 *
 * `key` names everything the markup depends on; `element` is rendered to static HTML only when the key is not
 * cached; `identifierPrefix` keeps `useId` values of one card apart from every other card's on the page.
 */
export type CardMarkupRenderer = (key: string, element: () => ReactElement, identifierPrefix: string) => string

let renderer: CardMarkupRenderer | null = null

export function setCardMarkupRenderer(next: CardMarkupRenderer | null) {
  renderer = next
}

export function cardMarkupRenderer(): CardMarkupRenderer | null {
  return renderer
}

/**
 * The page frame's islands (app/components/ui/layout-island.tsx): the same kind of cache, with React's hydratable
 * markup, since the browser hydrates those parts of the frame (docs/decisions/0068-page-response-path.md).
 */
let layoutRenderer: CardMarkupRenderer | null = null

export function setLayoutMarkupRenderer(next: CardMarkupRenderer | null) {
  layoutRenderer = next
}

export function layoutMarkupRenderer(): CardMarkupRenderer | null {
  return layoutRenderer
}

/**
 * Every context a card reads: React Router's (links, forms, location, navigation state) and the translator's. A card
 * rendered on its own is given the values the page has at the place of the list.
 */
const BRIDGED = [
  UNSAFE_NavigationContext,
  UNSAFE_LocationContext,
  UNSAFE_RouteContext,
  UNSAFE_DataRouterContext,
  UNSAFE_DataRouterStateContext,
  UNSAFE_FetchersContext,
  UNSAFE_FrameworkContext,
  UNSAFE_ViewTransitionContext,
  ...I18N_CONTEXTS,
] as unknown as readonly Context<unknown>[]

/** Wraps an element in providers of the current values of every context a card reads. */
export function useContextBridge(): (node: ReactNode) => ReactElement {
  const values: unknown[] = []
  for (const context of BRIDGED) values.push(use(context))
  return (node) => {
    let element = <>{node}</>
    for (let i = BRIDGED.length - 1; i >= 0; i--) {
      const Provider = BRIDGED[i]!
      element = <Provider value={values[i]}>{element}</Provider>
    }
    return element
  }
}

/** `markupKey` of a card that shows its row and nothing else (no viewer, no clock). */
export const ROW_ONLY = () => ''

const ATTRIBUTE_ESCAPES: Record<string, string> = { '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' }

export function escapeAttribute(value: string): string {
  return value.replace(/[&"<>]/g, (character) => ATTRIBUTE_ESCAPES[character]!)
}
