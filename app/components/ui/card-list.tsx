import { useMemo, type ReactNode } from 'react'
import { cardRows, type Cards } from '~/shared/columns'

/**
 * A list page's grid of cards: one `<li>` per row, rendered by React on the server and in the browser alike. Without
 * JavaScript the cards are plain links and form posts.
 */
export function CardList<T extends object>({
  cards,
  className,
  itemKey,
  itemId,
  renderItem,
}: {
  cards: Cards<T>
  className: string
  itemKey: (item: T) => string | number
  /** An id for a list item (the no-JS "Load more" link's anchor). */
  itemId?: (item: T, index: number) => string | undefined
  renderItem: (item: T) => ReactNode
}) {
  const rows = useMemo(() => cardRows(cards), [cards])
  return (
    // `.cards` (app/app.css): the cards below the fold are laid out and painted when they come near the viewport.
    <ul className={`${CARDS_CLASS} ${className}`}>
      {rows.map((item, index) => (
        <li key={itemKey(item)} id={itemId?.(item, index)}>
          {renderItem(item)}
        </li>
      ))}
    </ul>
  )
}

/** The class of every card list (app/app.css gives its cards `content-visibility: auto`; docs/decisions/0069). */
const CARDS_CLASS = 'cards'
