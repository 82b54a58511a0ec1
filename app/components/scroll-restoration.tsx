import { useCallback, useContext, useEffect, useLayoutEffect } from 'react'
import {
  UNSAFE_DataRouterContext as DataRouterContext,
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  UNSAFE_FrameworkContext as FrameworkContext,
  useLocation,
  useNavigation,
} from 'react-router'
import { createScrollPositionStore, RESTORE_SCROLL_SCRIPT, SCROLL_POSITIONS_GLOBAL } from '~/lib/scroll-positions'

// One store for the document's life, as React Router keeps its positions in a module variable.
const store = createScrollPositionStore(() => window.sessionStorage)

/**
 * React Router's `<ScrollRestoration>`, with the same behaviour (the browser's own restoration off while the app
 * runs; on a client-side navigation the top of the new page, the hash's element, or the stored position on back and
 * forward; the positions kept in sessionStorage when the page is left), reading sessionStorage only when it is needed
 * (app/lib/scroll-positions.ts, docs/decisions/0076-scroll-positions-read-when-needed.md).
 */
export function ScrollRestoration() {
  const framework = useContext(FrameworkContext)
  useScrollRestoration()
  if (!framework || framework.isSpaMode) return null
  return <script nonce={framework.nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: RESTORE_SCROLL_SCRIPT }} />
}

function useScrollRestoration() {
  const router = useContext(DataRouterContext)?.router
  const routerState = useContext(DataRouterStateContext)
  const restoreScrollPosition = routerState?.restoreScrollPosition
  const preventScrollReset = routerState?.preventScrollReset
  const location = useLocation()
  const navigation = useNavigation()

  useEffect(() => {
    window.history.scrollRestoration = 'manual'
    return () => {
      window.history.scrollRestoration = 'auto'
    }
  }, [])

  const onPageHide = useCallback(() => {
    if (navigation.state === 'idle') store.positions[location.key] = window.scrollY
    store.save()
    window.history.scrollRestoration = 'auto'
  }, [navigation.state, location.key])
  useEffect(() => {
    window.addEventListener('pagehide', onPageHide)
    return () => window.removeEventListener('pagehide', onPageHide)
  }, [onPageHide])

  // What the inline script read on a reload or a return to this entry; a new entry reads nothing now.
  useLayoutEffect(() => {
    const read = (window as unknown as Record<string, unknown>)[SCROLL_POSITIONS_GLOBAL]
    if (read !== undefined) store.adopt(read)
  }, [])

  useLayoutEffect(() => {
    const disable = router?.enableScrollRestoration(store.positions, () => window.scrollY)
    return () => disable?.()
  }, [router])

  useLayoutEffect(() => {
    if (restoreScrollPosition === false) return
    if (typeof restoreScrollPosition === 'number') {
      window.scrollTo(0, restoreScrollPosition)
      return
    }
    if (location.hash) {
      let element: HTMLElement | null = null
      try {
        element = document.getElementById(decodeURIComponent(location.hash.slice(1)))
      } catch {
        // Not a decodable element id: no element to scroll to.
      }
      if (element) {
        element.scrollIntoView()
        return
      }
    }
    if (preventScrollReset === true) return
    window.scrollTo(0, 0)
  }, [location, restoreScrollPosition, preventScrollReset])
}
