import type { LinkProps } from 'react-router'
import { Link, useLocation } from 'react-router'
import { lazyComponent, usePreloadOnInteraction } from '~/browser/lazy-component'
import { OPENED_IN_PLACE, openDialogHref } from '~/shared/dialog-url'

/*
 * The trigger half of app/components/ui/dialog.tsx (docs/decisions/0016-shared-ui-patterns.md, 0057): a page's list
 * renders triggers on its first load, while the dialog itself is a lazy component, so the trigger lives apart from
 * `<Dialog>` and a page's first scripts do not carry the dialog's code (docs/decisions/0063). A page's list imports
 * the trigger from here (and `dialogShouldRevalidate` from '~/shared/dialog-url'): importing '~/components/ui/dialog'
 * would put that module in the page's scripts even for a re-export.
 */

export const Frame = lazyComponent(() => import('~/components/ui/dialog-frame').then((module) => module.DialogFrame))

/** Fetches Radix Dialog (once). Awaited by tests that render an open dialog synchronously. */
export const preloadDialog = Frame.preload

/** The trigger last used, to give focus back to it on close (client only; several triggers may open one dialog). */
let lastTrigger: HTMLElement | null = null

export function lastDialogTrigger(): HTMLElement | null {
  return lastTrigger
}

export type DialogTriggerProps = Omit<LinkProps, 'to' | 'state' | 'preventScrollReset'> & {
  /** The dialog to open: the `name` of a `<Dialog>` on this page. */
  name: string
  /** Extra query values for the dialog, e.g. `{ workspaceId: '3' }`; list their keys in the dialog's `params`. */
  params?: Readonly<Record<string, string>>
}

/** A link to this page with the dialog open, keeping the other query parameters. Style it with `buttonClasses`. */
export function DialogTrigger({ name, params, onClick, ...props }: DialogTriggerProps) {
  const location = useLocation()
  usePreloadOnInteraction(preloadDialog)
  return (
    <Link
      {...props}
      to={openDialogHref(location, name, params)}
      state={OPENED_IN_PLACE}
      preventScrollReset
      aria-haspopup="dialog"
      data-dialog-trigger={name}
      onPointerDown={() => void preloadDialog()}
      onClick={(event) => {
        lastTrigger = event.currentTarget
        onClick?.(event)
      }}
    />
  )
}

