import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { I18nProvider } from './lib/i18n-react'
import { preloadRemainingNamespaces, startI18n } from './lib/i18n-client'
import { ensureHistoryKey } from './lib/scroll-positions'

// This module is requested only after the page's first contentful paint (docs/decisions/0066-scripts-after-first-paint.md),
// so hydration can no longer hold that paint back and starts as soon as the page's catalogues are in (they are, so
// the first render in the browser matches the server's HTML).
const language = await startI18n()
// A new history entry gets its key (and React Router's index) here rather than in the page's inline script, in one
// replaceState (app/lib/scroll-positions.ts, docs/decisions/0076-scroll-positions-read-when-needed.md).
ensureHistoryKey()
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
