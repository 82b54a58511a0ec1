import { act, cleanup } from '@testing-library/react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, RouterProvider, StaticRouterProvider, type createMemoryRouter, type RouteObject } from 'react-router'
import { afterEach, beforeEach } from 'vitest'
import { setLayoutMarkupRenderer, type CardMarkupRenderer } from '~/lib/card-markup'
import { createCardMarkupCache } from '~/lib/card-markup.server'
import { I18nProvider } from '~/lib/i18n-react'
import type { LanguageCode } from '~/lib/languages'

/** The server's render of these routes at `url`, without React Router's hydration script. */
export async function staticRouterHtml(routes: RouteObject[], url: string, language: LanguageCode = 'en'): Promise<string> {
  const handler = createStaticHandler(routes)
  const context = await handler.query(new Request(`http://localhost${url}`))
  if (context instanceof Response) throw new Error('unexpected response')
  const router = createStaticRouter(handler.dataRoutes, context)
  return renderToString(
    <I18nProvider language={language}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </I18nProvider>,
  )
}

/**
 * A fresh cache of island markup registered for each test of the file (as app/entry.server.tsx registers the
 * server's, wrapped by `wrap`), counting the renders it makes; the hydrated root and the document are cleaned up
 * after each test.
 */
export function islandCacheInTests(wrap: (render: CardMarkupRenderer) => CardMarkupRenderer = (render) => render) {
  const state = { renders: 0, root: null as Root | null }
  let registered: CardMarkupRenderer | null = null
  beforeEach(() => {
    state.renders = 0
    const cache = createCardMarkupCache(1_000_000, (element, identifierPrefix) => {
      state.renders++
      return renderToString(element, { identifierPrefix })
    })
    registered = wrap(cache.render)
    setLayoutMarkupRenderer(registered)
  })
  afterEach(() => {
    setLayoutMarkupRenderer(null)
    act(() => state.root?.unmount())
    state.root = null
    cleanup()
    document.body.innerHTML = ''
  })
  return {
    state,
    /** Runs `render` with no cache registered: the page as React renders it in the tree. */
    async withoutCache<T>(render: () => Promise<T>): Promise<T> {
      setLayoutMarkupRenderer(null)
      try {
        return await render()
      } finally {
        setLayoutMarkupRenderer(registered)
      }
    },
    /**
     * Hydrates the server's markup in `container` as the browser does (no cache registered there) and answers the
     * errors React recovered from: none means no mismatch.
     */
    async hydrate(container: HTMLElement, router: ReturnType<typeof createMemoryRouter>): Promise<unknown[]> {
      const errors: unknown[] = []
      setLayoutMarkupRenderer(null)
      await act(async () => {
        state.root = hydrateRoot(
          container,
          <I18nProvider language="en">
            <RouterProvider router={router} />
          </I18nProvider>,
          { onRecoverableError: (error) => errors.push(error) },
        )
      })
      return errors
    },
  }
}

/** A plain left click on a link, as a visitor makes it. */
export async function click(link: HTMLElement) {
  await act(async () => {
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }))
  })
}
