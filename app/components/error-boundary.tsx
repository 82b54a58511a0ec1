import { isRouteErrorResponse, useRouteError } from 'react-router'
import { NotFoundMessage } from './not-found'

/** Shared route ErrorBoundary: 404s get the spec's page, other responses their message, crashes a generic note. */
export function ErrorBoundary() {
  const error = useRouteError()
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundMessage />

  let title = 'Something went wrong'
  let detail = 'An unexpected error occurred. Please try again.'
  if (isRouteErrorResponse(error)) {
    title = `${error.status} ${error.statusText || 'Error'}`
    const message = (error.data as { message?: unknown } | undefined)?.message
    if (typeof message === 'string') detail = message
  } else if (import.meta.env.DEV && error instanceof Error) {
    detail = error.message
  }
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-bold text-gray-900">{title}</h1>
      <p className="mt-4 text-gray-600">{detail}</p>
      <a href="/" className="mt-8 inline-block rounded-md bg-brand-600 px-4 py-2 text-white hover:bg-brand-700">
        Back to Home
      </a>
    </main>
  )
}
