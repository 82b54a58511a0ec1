import { useId, useMemo, type FormEvent, type MouseEvent, type ReactNode } from 'react'
import { useLocation, useNavigate, useSubmit } from 'react-router'
import { openDialogFromMarkup } from '~/components/ui/dialog-trigger'
import { cardMarkupRenderer, escapeAttribute, useContextBridge, type CardMarkupRenderer } from '~/lib/card-markup'
import { cardRows, type Cards } from '~/lib/columns'
import { useLanguage } from '~/lib/i18n-react'

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
 *
 * The server writes a kept list's cards from a cache of each card's markup when the page says what else the card
 * depends on (`markupKey`; docs/decisions/0067-server-render-cost.md): the browser never re-renders that markup, so
 * it need not be React's hydratable output, only the same HTML.
 */
export function CardList<T extends object>({
  cards,
  className,
  itemKey,
  itemId,
  renderItem,
  markupKey,
}: {
  cards: Cards<T>
  className: string
  itemKey: (item: T) => string | number
  /** An id for a list item (the no-JS "Load more" link's anchor). */
  itemId?: (item: T, index: number) => string | undefined
  renderItem: (item: T) => ReactNode
  /**
   * What a card's markup depends on besides its row, the page's language and the page's address (those are always
   * part of the key): e.g. whether the viewer is signed in, or a state computed from the time. Without it every card
   * is rendered afresh.
   */
  markupKey?: (item: T) => string
}) {
  const rows = useMemo(() => cardRows(cards), [cards])
  // `.cards` (app/app.css): the cards below the fold are laid out and painted when they come near the viewport.
  const listClass = `${CARDS_CLASS} ${className}`
  if (rows === null) return <KeptList className={listClass} />
  const renderer = cardMarkupRenderer()
  // Only a list the browser keeps: one it renders itself must hydrate React's own output.
  if (renderer && markupKey && cards.columns === null) {
    return (
      <CachedList
        rows={rows}
        className={listClass}
        itemKey={itemKey}
        itemId={itemId}
        renderItem={renderItem}
        markupKey={markupKey}
        renderer={renderer}
      />
    )
  }
  return (
    <ul key="rendered" className={listClass}>
      {rows.map((item, index) => (
        <li key={itemKey(item)} id={itemId?.(item, index)}>
          {renderItem(item)}
        </li>
      ))}
    </ul>
  )
}

/** The server's list of cards, each one's markup from the cache or rendered on its own and cached. */
function CachedList<T>({
  rows,
  className,
  itemKey,
  itemId,
  renderItem,
  markupKey,
  renderer,
}: {
  rows: readonly T[]
  className: string
  itemKey: (item: T) => string | number
  itemId?: (item: T, index: number) => string | undefined
  renderItem: (item: T) => ReactNode
  markupKey: (item: T) => string
  renderer: CardMarkupRenderer
}) {
  const bridge = useContextBridge()
  const location = useLocation()
  const language = useLanguage()
  // Where the list is in the page: the prefix of its cards' useId values, unique on the page.
  const listId = useId()
  const view = `${listId}\u0001${language}\u0001${location.pathname}${location.search}\u0001`
  let html = ''
  rows.forEach((item, index) => {
    const id = itemId?.(item, index)
    const key = `${view}${markupKey(item)}\u0001${JSON.stringify(item)}`
    const card = renderer(key, () => bridge(renderItem(item)), `${listId}${itemKey(item)}-`)
    html += `${id ? `<li id="${escapeAttribute(id)}">` : '<li>'}${card}</li>`
  })
  return <ul className={className} dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />
}

/** The class of every card list (app/app.css gives its cards `content-visibility: auto`; docs/decisions/0069). */
export const CARDS_CLASS = 'cards'

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
