import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { I18nextProvider } from 'react-i18next'
import { HydratedRouter } from 'react-router/dom'
import { preloadRemainingNamespaces, startI18n } from './lib/i18n-client'

// The page's catalogues are in before hydration, so the first render in the browser matches the server's HTML.
const i18n = await startI18n()
startTransition(() => {
  hydrateRoot(
    document,
    <I18nextProvider i18n={i18n}>
      <StrictMode>
        <HydratedRouter />
      </StrictMode>
    </I18nextProvider>,
  )
})
preloadRemainingNamespaces()
