import { data } from 'react-router'
import { notFoundError } from '~/shared/errors'

/** JSON error bodies for the /api contract: `{ message, errors? }` with the right status. */
export function jsonError(status: number, message: string, errors?: Record<string, string[]>) {
  return Response.json(errors ? { message, errors } : { message }, { status })
}

/** Route params are integers in this product; anything else is a 404, never a 500. */
export function parseId(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,15}$/.test(value)) return null
  const id = Number(value)
  return Number.isSafeInteger(id) ? id : null
}

/** A route's id parameter, or the given not-found domain error (404) when it is not an id. */
export function requireId(value: string | undefined, notFoundMessage: string): number {
  const id = parseId(value)
  if (id === null) throw notFoundError(notFoundMessage)
  return id
}

/** For page routes that take no form posts: every route module has an action, and this one refuses with 405. */
export function rejectPost(): never {
  throw data({ message: 'Method not allowed' }, { status: 405, headers: { Allow: 'GET, HEAD' } })
}

/**
 * The page a request is for. A client-side navigation asks for `/dashboard.data` (`/_.data` for `/`), and React
 * Router (v8_passThroughRequests) hands loaders that URL as it came: this is the page's own path, with its query.
 */
export function pagePath(request: Request): { pathname: string; search: string } {
  const url = new URL(request.url)
  const isData = url.pathname.endsWith('.data')
  const pathname = url.pathname === '/_.data' ? '/' : url.pathname.replace(/\.data$/, '')
  // React Router's own parameter on data requests (which routes to load) is not part of the page.
  if (isData) url.searchParams.delete('_routes')
  return { pathname, search: url.search }
}
