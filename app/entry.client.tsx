import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { I18nProvider } from './lib/i18n-react'
import { preloadRemainingNamespaces, startI18n } from './lib/i18n-client'

/**
 * Resolves once the browser has had a chance to paint the server's HTML: the next animation frame, then a task after
 * it (the frame's paint comes between). When the scripts arrive before the first paint (a fast link, a cached visit,
 * a slow phone still laying the page out), hydration would otherwise run first and hold the page's first paint
 * behind it (docs/decisions/0063-javascript-and-lighthouse-under-target.md). A hidden tab runs no animation frames:
 * the timer is the fallback.
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = window.setTimeout(resolve, 100)
    requestAnimationFrame(() =>
      window.setTimeout(() => {
        window.clearTimeout(fallback)
        resolve()
      }, 0),
    )
  })
}

// The page's catalogues are in before hydration, so the first render in the browser matches the server's HTML.
const [language] = await Promise.all([startI18n(), afterFirstPaint()])
startTransition(() => {
  hydrateRoot(
    document,
    <I18nProvider language={language}>
      <StrictMode>
        <HydratedRouter />
      </StrictMode>
    </I18nProvider>,
  )
})
preloadRemainingNamespaces(language)
