import type { ShouldRevalidateFunctionArgs } from 'react-router'

/**
 * A dialog's state lives in the URL (docs/decisions/0016-shared-ui-patterns.md): `?dialog=NAME` means "this page with
 * that dialog open". The server renders it open from the URL, so the trigger is a plain link and Close is a plain
 * link without the parameter; with JavaScript the same URLs are navigated client-side.
 */
export const DIALOG_PARAM = 'dialog'

/** The part of a location these helpers read (a `Location`, a `URL` or `{ pathname, search }`). */
export interface PathAndSearch {
  pathname: string
  search: string
}

function pathWith(pathname: string, params: URLSearchParams): string {
  const search = params.toString()
  return search ? `${pathname}?${search}` : pathname
}

/** The name of the open dialog, or null when none is open. */
export function openDialogName(search: string | URLSearchParams): string | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search
  return params.get(DIALOG_PARAM) || null
}

/**
 * The trigger's href: the current page with `dialog=NAME`, keeping the other query parameters. `params` are extra
 * values the dialog reads (e.g. the workspace a Book Now button preselects); the dialog drops them again on close.
 */
export function openDialogHref(
  location: PathAndSearch,
  name: string,
  params: Readonly<Record<string, string>> = {},
): string {
  const search = new URLSearchParams(location.search)
  search.set(DIALOG_PARAM, name)
  for (const [key, value] of Object.entries(params)) search.set(key, value)
  return pathWith(location.pathname, search)
}

/** The Close link's href: the current page without `dialog` (and without the dialog's own `params`). */
export function closeDialogHref(location: PathAndSearch, params: readonly string[] = []): string {
  const search = new URLSearchParams(location.search)
  search.delete(DIALOG_PARAM)
  for (const key of params) search.delete(key)
  return pathWith(location.pathname, search)
}

/**
 * Marks a history entry that a dialog trigger pushed in this tab. Closing such a dialog goes back (so Back after
 * closing does not reopen it); a dialog that was opened by loading its URL is closed by replacing the entry.
 */
export const OPENED_IN_PLACE = { dialogOpenedInPlace: true } as const

export function wasOpenedInPlace(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'dialogOpenedInPlace' in state && state.dialogOpenedInPlace === true
}

/**
 * A route's `shouldRevalidate` for pages with dialogs: opening or closing a dialog (only `dialog` — and the dialog's
 * own `params` — change, nothing was submitted) keeps the loader data on screen instead of reloading it. After a
 * submission, and for every other navigation, React Router's default applies.
 *
 *   export const shouldRevalidate = dialogShouldRevalidate
 *   // a dialog that owns more parameters:
 *   export const shouldRevalidate: ShouldRevalidateFunction = (args) => dialogShouldRevalidate(args, ['workspaceId'])
 */
export function dialogShouldRevalidate(args: ShouldRevalidateFunctionArgs, params: readonly string[] = []): boolean {
  const { currentUrl, nextUrl, formMethod, defaultShouldRevalidate } = args
  if (formMethod) return defaultShouldRevalidate
  const dialogChanged =
    openDialogName(currentUrl.searchParams) !== openDialogName(nextUrl.searchParams) ||
    params.some((key) => currentUrl.searchParams.get(key) !== nextUrl.searchParams.get(key))
  if (dialogChanged && closeDialogHref(currentUrl, params) === closeDialogHref(nextUrl, params)) return false
  return defaultShouldRevalidate
}
