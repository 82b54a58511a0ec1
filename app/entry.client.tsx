import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { I18nProvider } from './browser/i18n-react'
import { preloadRemainingNamespaces, startI18n } from './browser/i18n-client'

// Hydration starts once the page's catalogues are in, so the first render in the browser matches the server's HTML.
const language = await startI18n()
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
