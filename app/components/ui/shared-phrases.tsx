/**
 * Accessible names composed of a list page's shared phrases and a card's own elements
 * (docs/decisions/0098-list-pages-html.md). A card's link named 'View Profile of Harimau Partners' used to write that
 * name out in an `aria-label` on each of 50 cards, the card's name once more each time; instead the link is
 * `aria-labelledby="rp-0 r9"`: the page's one hidden copy of 'View Profile of' and the card's own name element. The
 * phrases come from the catalogue's message, split where its values go, so each language keeps its own word order
 * ('{{name}}のプロフィールを見る' gives `r9 rp-1`). A name read from several elements is joined with spaces: a screen reader
 * reads '{{name}} のプロフィールを見る' as it read the message.
 */
import type { ReactNode } from 'react'

/** The stand-in for a message's nth value while it is split (a private-use character no catalogue writes). */
export function slot(index: number): string {
  return `\uE000${index}\uE000`
}

const SLOT = /\uE000(\d+)\uE000/

/** One message split at its values: phrase ids (shared, on the page) and value indexes, in reading order. */
export interface ComposedName {
  /** The page's hidden phrases for this message: [id, text]. */
  phrases: [id: string, text: string][]
  /** The `aria-labelledby` of one use: the phrases' ids and the ids of the elements that hold its values. */
  labelledBy(...valueIds: string[]): string
}

/**
 * `message` is the catalogue's text with `slot(0)`, `slot(1)` … as its values (`t('card.viewProfileOf', { name: slot(0) })`);
 * `prefix` names its phrases (`${prefix}-0`, `${prefix}-1` …), unique on the page.
 */
export function composeName(prefix: string, message: string): ComposedName {
  const parts = message.split(SLOT)
  // split with a capture group: text, value index, text, value index, …, text
  const phrases: [string, string][] = []
  const order: ({ phrase: string } | { value: number })[] = []
  parts.forEach((part, index) => {
    if (index % 2 === 1) order.push({ value: Number(part) })
    else if (part.trim() !== '') {
      const id = `${prefix}-${phrases.length}`
      phrases.push([id, part.trim()])
      order.push({ phrase: id })
    }
  })
  return {
    phrases,
    labelledBy: (...valueIds) => order.map((item) => ('phrase' in item ? item.phrase : valueIds[item.value])).join(' '),
  }
}

/** The phrases of a page's composed names, once, hidden (an element that `aria-labelledby` names may be hidden). */
export function SharedPhrases({ names, children }: { names: ComposedName[]; children?: ReactNode }) {
  return (
    <div hidden>
      {names.flatMap((name) =>
        name.phrases.map(([id, text]) => (
          <span key={id} id={id}>
            {text}
          </span>
        )),
      )}
      {children}
    </div>
  )
}
