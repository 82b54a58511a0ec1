/**
 * The list pages' window (000 §2, §4; docs/decisions/0013): /discover, /talent-hub and /events show rows
 * 0 … offset + page size, so the no-JS "Load more" link keeps the earlier rows on screen. A window stops here; past
 * it, narrow the search.
 */
export const MAX_WINDOW = 500

/** How many rows a "Load more" page shows for the visitor's `offset` ("loaded this far"). */
export function windowSize(offset: number, pageSize: number): number {
  return Math.min(offset + pageSize, MAX_WINDOW)
}

/**
 * How much of a description a list card sends (docs/decisions/0144-near-city-chooser.md): the cards clamp it to two or
 * three lines (app/app.css), which no card width fills past ~170 characters, so the rest would only weigh the page (a
 * demo job's description is ~300 characters; a real one can be thousands).
 */
export const CARD_EXCERPT_CHARS = 200

/** The start of `text` for a card: whole when short, else cut at a space near the limit (or at it) with '…'. */
export function cardExcerpt(text: string, limit?: number): string
export function cardExcerpt(text: string | null, limit?: number): string | null
export function cardExcerpt(text: string | null, limit = CARD_EXCERPT_CHARS): string | null {
  if (text === null || text.length <= limit) return text
  const characters = Array.from(text)
  if (characters.length <= limit) return text
  const cut = characters.slice(0, limit).join('')
  const space = cut.search(/\s\S*$/)
  return `${(space > limit * 0.75 ? cut.slice(0, space) : cut).trimEnd()}…`
}
