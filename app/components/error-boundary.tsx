import { useTranslation } from '~/browser/i18n-react'
import { isRouteErrorResponse, useRouteError } from 'react-router'
import { useMessage } from '~/browser/i18n-react'
import { NotFoundMessage } from './not-found'

/** Shared route ErrorBoundary: 404s get the spec's page, other responses their message, crashes a generic note. */
export function ErrorBoundary() {
  const error = useRouteError()
  const { t } = useTranslation()
  // The server's message and HTTP status text are English (the /api contract): shown in the page's language.
  const translate = useMessage()
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundMessage />

  let title = t('Something went wrong')
  let detail = t('error.unexpected')
  if (isRouteErrorResponse(error)) {
    title = t('error.statusTitle', { status: error.status, text: translate(error.statusText || 'Error') })
    const message = (error.data as { message?: unknown } | undefined)?.message
    if (typeof message === 'string') detail = translate(message)
  } else if (import.meta.env.DEV && error instanceof Error) {
    detail = error.message
  }
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-bold text-gray-900">{title}</h1>
      <p className="mt-4 text-gray-600">{detail}</p>
      <a href="/" className="mt-8 inline-block rounded-md bg-brand-600 px-4 py-2 text-white hover:bg-brand-700">
        {t('actions.backToHome')}
      </a>
    </main>
  )
}
