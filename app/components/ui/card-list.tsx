import type { FormEvent, MouseEvent, ReactNode } from 'react'
import { useNavigate, useSubmit } from 'react-router'
import { openDialogFromMarkup } from '~/components/ui/dialog-trigger'

/**
 * A list page's grid of cards (docs/decisions/0064-first-page-cards-server-only.md).
 *
 * With rows, React renders the cards. Without (`cardRows` gives `null` in the browser for a document's first page,
 * whose columns the loader kept on the server), the list is the server's markup, kept as it is: the same `<ul>`
 * with `dangerouslySetInnerHTML` set to nothing that ever changes, so hydration neither reads nor replaces its
 * children. Its links and forms still behave as React's would: one listener on the list routes a plain click on a
 * link of this site client-side (a dialog trigger opens its dialog in place) and submits a form through React Router
 * (a post revalidates the page, whose data then has the rows, and React renders the cards from then on).
 * Without JavaScript both lists are the same plain links and form posts.
 */
export function CardList<T>({
  rows,
  className,
  itemKey,
  itemId,
  renderItem,
}: {
  rows: readonly T[] | null
  className: string
  itemKey: (item: T) => string | number
  /** An id for a list item (the no-JS "Load more" link's anchor). */
  itemId?: (item: T, index: number) => string | undefined
  renderItem: (item: T) => ReactNode
}) {
  if (rows === null) return <KeptList className={className} />
  return (
    <ul key="rendered" className={className}>
      {rows.map((item, index) => (
        <li key={itemKey(item)} id={itemId?.(item, index)}>
          {renderItem(item)}
        </li>
      ))}
    </ul>
  )
}

/** Never changes, so React never writes the list's HTML after hydration. */
const SERVER_MARKUP = { __html: '' }

function KeptList({ className }: { className: string }) {
  const navigate = useNavigate()
  const submit = useSubmit()

  function onClick(event: MouseEvent<HTMLUListElement>) {
    const link = followableLink(event)
    if (!link) return
    event.preventDefault()
    if (link.dataset.dialogTrigger !== undefined) openDialogFromMarkup(link, navigate)
    else void navigate(link.pathname + link.search + link.hash)
  }

  function onSubmit(event: FormEvent<HTMLUListElement>) {
    const form = event.target
    if (event.defaultPrevented || !(form instanceof HTMLFormElement) || form.target) return
    event.preventDefault()
    // The pressed button, so its name and value are sent, as a browser (and React Router's <Form>) would.
    const submitter = (event.nativeEvent as SubmitEvent).submitter
    void submit(submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement ? submitter : form, {
      preventScrollReset: true,
    })
  }

  return (
    <ul
      key="kept"
      className={className}
      dangerouslySetInnerHTML={SERVER_MARKUP}
      suppressHydrationWarning
      onClick={onClick}
      onSubmit={onSubmit}
    />
  )
}

/** The link a click would follow that React Router's `<Link>` would route client-side, if any. */
function followableLink(event: MouseEvent<HTMLElement>): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
    return null
  }
  const link = event.target instanceof Element ? event.target.closest('a') : null
  if (!link || !event.currentTarget.contains(link)) return null
  if (link.target || link.hasAttribute('download') || link.origin !== window.location.origin) return null
  return link
}
