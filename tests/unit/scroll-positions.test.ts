// @vitest-environment jsdom
import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  createScrollPositionStore,
  ensureHistoryKey,
  RESTORE_SCROLL_SCRIPT,
  SCROLL_POSITIONS_GLOBAL,
  SCROLL_STORAGE_KEY,
} from '~/lib/scroll-positions'

// docs/decisions/0076: sessionStorage is read while a page loads only on an entry that already has a key (a reload,
// back or forward); a new entry gets its key before hydration and the positions are read when the page is left.

const require = createRequire(import.meta.url)
const globals = window as unknown as Record<string, unknown>

function runInlineScript() {
  new Function(RESTORE_SCROLL_SCRIPT)()
}

/** A storage whose reads and writes the test counts. */
function countingStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial))
  const calls = { getItem: 0, setItem: 0 }
  return {
    calls,
    items,
    storage: {
      getItem: (key: string) => {
        calls.getItem++
        return items.get(key) ?? null
      },
      setItem: (key: string, value: string) => {
        calls.setItem++
        items.set(key, value)
      },
    },
  }
}

beforeEach(() => {
  window.history.replaceState(null, '')
  window.sessionStorage.clear()
  delete globals[SCROLL_POSITIONS_GLOBAL]
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe('the inline script', () => {
  it('does not touch sessionStorage on a new history entry (no key yet) and leaves the key to the entry module', () => {
    const getItem = vi.spyOn(Storage.prototype, 'getItem')
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    runInlineScript()
    expect(getItem).not.toHaveBeenCalled()
    expect(scrollTo).not.toHaveBeenCalled()
    expect(window.history.state).toBeNull()
    expect(globals[SCROLL_POSITIONS_GLOBAL]).toBeUndefined()
  })

  it("on an entry with a key, scrolls to the entry's stored position and hands the positions to the page", () => {
    window.history.replaceState({ key: 'k1', idx: 0 }, '')
    window.sessionStorage.setItem(SCROLL_STORAGE_KEY, JSON.stringify({ k1: 640, other: 90 }))
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    runInlineScript()
    expect(scrollTo).toHaveBeenCalledWith(0, 640)
    expect(globals[SCROLL_POSITIONS_GLOBAL]).toEqual({ k1: 640, other: 90 })
  })

  it('on an entry with a key but nothing stored for it, reads the item and stays where it is', () => {
    window.history.replaceState({ key: 'k2', idx: 0 }, '')
    window.sessionStorage.setItem(SCROLL_STORAGE_KEY, JSON.stringify({ k1: 640 }))
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    runInlineScript()
    expect(scrollTo).not.toHaveBeenCalled()
    expect(globals[SCROLL_POSITIONS_GLOBAL]).toEqual({ k1: 640 })
  })

  it('removes an unreadable item', () => {
    window.history.replaceState({ key: 'k1', idx: 0 }, '')
    window.sessionStorage.setItem(SCROLL_STORAGE_KEY, '{not json')
    runInlineScript()
    expect(window.sessionStorage.getItem(SCROLL_STORAGE_KEY)).toBeNull()
    expect(globals[SCROLL_POSITIONS_GLOBAL]).toBeUndefined()
  })
})

describe('ensureHistoryKey', () => {
  it("gives a new entry a key and React Router's index 0 in one replaceState", () => {
    const replaceState = vi.spyOn(window.history, 'replaceState')
    expect(ensureHistoryKey()).toBe(true)
    expect(replaceState).toHaveBeenCalledTimes(1)
    const state = window.history.state as { key: string; idx: number }
    expect(state.key).toMatch(/^[0-9a-v]+$/)
    expect(state.idx).toBe(0)
  })

  it('keeps the rest of an existing state (and its index) when only the key is missing', () => {
    window.history.replaceState({ usr: { from: 'x' }, idx: 3 }, '')
    expect(ensureHistoryKey()).toBe(true)
    expect(window.history.state).toMatchObject({ usr: { from: 'x' }, idx: 3 })
    expect((window.history.state as { key: string }).key).not.toBe('')
  })

  it('leaves an entry that has a key alone (a reload, back or forward)', () => {
    window.history.replaceState({ key: 'kept', idx: 2 }, '')
    const replaceState = vi.spyOn(window.history, 'replaceState')
    expect(ensureHistoryKey()).toBe(false)
    expect(replaceState).not.toHaveBeenCalled()
    expect(window.history.state).toEqual({ key: 'kept', idx: 2 })
  })

  it('makes a different key for each new entry', () => {
    ensureHistoryKey()
    const first = (window.history.state as { key: string }).key
    window.history.replaceState(null, '')
    ensureHistoryKey()
    expect((window.history.state as { key: string }).key).not.toBe(first)
  })
})

describe('createScrollPositionStore', () => {
  it('reads nothing until the page is left, then keeps the stored positions of other entries and writes once', () => {
    const { calls, items, storage } = countingStorage({ [SCROLL_STORAGE_KEY]: JSON.stringify({ a: 10, b: 20 }) })
    const store = createScrollPositionStore(() => storage)
    store.positions.c = 300 // the router saves the current entry's position in memory
    store.positions.b = 25 // and a newer one for an entry that is also stored
    expect(calls).toEqual({ getItem: 0, setItem: 0 })
    store.save()
    expect(calls).toEqual({ getItem: 1, setItem: 1 })
    expect(JSON.parse(items.get(SCROLL_STORAGE_KEY) ?? '')).toEqual({ a: 10, b: 25, c: 300 })
    store.save()
    expect(calls).toEqual({ getItem: 1, setItem: 2 })
  })

  it('takes what the inline script read and does not read the item again', () => {
    const { calls, items, storage } = countingStorage({ [SCROLL_STORAGE_KEY]: JSON.stringify({ stale: 1 }) })
    const store = createScrollPositionStore(() => storage)
    store.adopt({ a: 10, b: 'not a number', c: Number.NaN })
    expect(store.positions).toEqual({ a: 10 })
    store.save()
    expect(calls.getItem).toBe(0)
    expect(JSON.parse(items.get(SCROLL_STORAGE_KEY) ?? '')).toEqual({ a: 10 })
  })

  it('replaces an unreadable item and survives storage that refuses', () => {
    const { items, storage } = countingStorage({ [SCROLL_STORAGE_KEY]: 'not json' })
    const store = createScrollPositionStore(() => storage)
    store.positions.a = 5
    store.save()
    expect(items.get(SCROLL_STORAGE_KEY)).toBe('{"a":5}')

    const refusing = createScrollPositionStore(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    refusing.positions.a = 5
    expect(() => refusing.save()).not.toThrow()
    expect(refusing.positions).toEqual({ a: 5 })
  })

  it("uses React Router's sessionStorage item, so positions saved by either count", () => {
    const dist = dirname(require.resolve('react-router'))
    const declared = readdirSync(dist)
      .filter((file) => file.endsWith('.mjs'))
      .some((file) => readFileSync(join(dist, file), 'utf8').includes(`SCROLL_RESTORATION_STORAGE_KEY = ${JSON.stringify(SCROLL_STORAGE_KEY)}`))
    expect(declared).toBe(true)
  })
})
