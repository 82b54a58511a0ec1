/**
 * The scroll positions of the tab's history entries, kept as React Router's `<ScrollRestoration>` keeps them (the same
 * sessionStorage item, keyed by each entry's `history.state.key`), but read from sessionStorage only when they are
 * needed (docs/decisions/0076-scroll-positions-read-when-needed.md).
 *
 * React Router's component reads the item twice while a page loads: its inline script in the middle of the HTML,
 * and its hook in the hydration's commit. The first access to sessionStorage in a document is a synchronous round trip
 * to the browser process; Lighthouse's traces of /discover put the inline script alone at 25 ms of the main thread,
 * after the first paint. But a page opened by a link, a form or the address bar is a new history entry: nothing can be
 * stored under a key it has just been given. So:
 *
 * - the inline script ({@link RESTORE_SCROLL_SCRIPT}) reads the positions only when the entry already had its key (a
 *   reload, back or forward to a page of another document), scrolls there, and hands what it read to the page
 *   ({@link SCROLL_POSITIONS_GLOBAL});
 * - a new entry gets its key from the browser's entry module, just before hydration ({@link ensureHistoryKey}),
 *   together with the index React Router's history would otherwise write in a second `replaceState`;
 * - the store ({@link createScrollPositionStore}) takes what the inline script read, and otherwise reads the item only
 *   when the page is left (to keep the other entries' positions when it writes), where React Router already wrote it.
 *   Positions of this document's own entries (a client-side navigation and back) are in memory, where the router
 *   saves and looks them up.
 */

/** The sessionStorage item (React Router's name, so positions saved before this change still count). */
export const SCROLL_STORAGE_KEY = 'react-router-scroll-positions'

/** The window property through which the inline script hands the positions it read to the page's script. */
export const SCROLL_POSITIONS_GLOBAL = '__scrollPositions'

/**
 * The inline script, right after the page's content: on an entry that already has a key, scroll to its stored
 * position before the page is shown; an unreadable item is removed (as React Router's script does).
 */
export const RESTORE_SCROLL_SCRIPT =
  `(()=>{const s=history.state,k=s&&s.key;if(!k)return;const i=${JSON.stringify(SCROLL_STORAGE_KEY)};` +
  `try{const p=JSON.parse(sessionStorage.getItem(i)||'{}');window.${SCROLL_POSITIONS_GLOBAL}=p;` +
  `typeof p[k]=='number'&&scrollTo(0,p[k])}catch(e){try{sessionStorage.removeItem(i)}catch(e){}}})()`

type HistoryLike = Pick<History, 'state' | 'replaceState'>

/** A key as React Router makes them: random base-32 digits. */
export function newHistoryKey(): string {
  return Math.random().toString(32).slice(2)
}

/**
 * Gives a new history entry its key (and React Router's index 0, which its browser history would otherwise add with
 * a `replaceState` of its own); an entry that has one keeps it. Returns whether the entry was new.
 */
export function ensureHistoryKey(history: HistoryLike = window.history): boolean {
  const state: unknown = history.state
  const current = state && typeof state === 'object' ? (state as Record<string, unknown>) : null
  if (current && typeof current.key === 'string' && current.key !== '') return false
  history.replaceState({ ...current, key: newHistoryKey(), idx: typeof current?.idx === 'number' ? current.idx : 0 }, '')
  return true
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>

export interface ScrollPositionStore {
  /** The object React Router's router saves to and looks up in (`router.enableScrollRestoration`). */
  readonly positions: Record<string, number>
  /** Takes the positions the inline script read; the item is then not read again. */
  adopt(stored: unknown): void
  /** Reads the item once, keeping any position saved in memory since (it is newer). */
  load(): void
  /** Writes every position to the item (reading it first if it has not been read). */
  save(): void
}

export function createScrollPositionStore(storage: () => StorageLike, storageKey = SCROLL_STORAGE_KEY): ScrollPositionStore {
  const positions: Record<string, number> = {}
  let loaded = false
  const merge = (stored: unknown) => {
    if (!stored || typeof stored !== 'object') return
    for (const [key, y] of Object.entries(stored)) {
      if (!Object.hasOwn(positions, key) && typeof y === 'number' && Number.isFinite(y)) positions[key] = y
    }
  }
  const store: ScrollPositionStore = {
    positions,
    adopt(stored) {
      merge(stored)
      loaded = true
    },
    load() {
      if (loaded) return
      loaded = true
      try {
        merge(JSON.parse(storage().getItem(storageKey) || '{}'))
      } catch {
        // An unreadable item (or no storage at all) holds nothing worth keeping; the next save replaces it.
      }
    },
    save() {
      store.load()
      try {
        storage().setItem(storageKey, JSON.stringify(positions))
      } catch {
        // Storage full or refused (a private window): the positions live on in memory for this document.
      }
    },
  }
  return store
}
