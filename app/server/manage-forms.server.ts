import { data } from 'react-router'
import { parseId } from '~/server/http.server'
import { STARTUP_NOT_FOUND } from '~/domain/startup-profile'
import { DomainError } from '~/shared/errors'

/**
 * How a manage page's action answers a domain error (decision 0109): 403 and 404 are the page's error boundary (the
 * member may not, or the startup is gone); anything else (a 409 limit, an item already removed, a 413/415 upload) is
 * shown above the form that was sent, with its values kept.
 */
export function manageFormError<F extends string>(error: unknown, form: F, field = '') {
  if (!(error instanceof DomainError)) throw error
  if (error.status === 403 || (error.status === 404 && error.message === STARTUP_NOT_FOUND)) throw data({ message: error.message }, { status: error.status })
  return data({ form, result: { status: 'error' as const, error: { [field]: [error.message] } } }, { status: error.status })
}

/** The item a page form names (a hidden `itemId`): a positive whole number, or a 400. */
export function formItemId(formData: FormData): number {
  const value = String(formData.get('itemId') ?? '')
  if (!/^\d{1,10}$/.test(value) || Number(value) < 1) throw data({ message: 'Unknown item' }, { status: 400 })
  return Number(value)
}

/** The startup id of a manage page's URL: not an id is the page's 404 'Startup Not Found' (never a server error). */
export function manageStartupId(value: string | undefined): number {
  const id = parseId(value)
  if (id === null) throw data({ message: STARTUP_NOT_FOUND }, { status: 404 })
  return id
}
