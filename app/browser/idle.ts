import { useEffect } from 'react'

/**
 * When the browser does the work a page needs only later (docs/decisions/0069-main-thread-after-paint.md).
 *
 * After hydration a page used to start everything it might need next in one go: the dialogs' code, the forms' zod
 * schemas, the language's other catalogues, the member in localStorage. Each start is cheap, but together they made
 * tasks of 20–40 ms on this machine, several times that on a phone, while the visitor may already be reading,
 * scrolling or tapping. Two rules instead:
 *
 * - what only an interaction needs (a dialog, a form's client-side check) is fetched at the visitor's first
 *   interaction with the page: a pointer pressed or moved, a key, a focus, a touch, a wheel
 *   ({@link onFirstInteraction});
 * - what the page keeps for later (the other catalogues, localStorage) runs when the browser is idle, one piece per
 *   idle period ({@link whenIdle}, {@link eachWhenIdle}).
 */

export type Cancel = () => void

/** Runs `run` in an idle period (or by `timeout` ms at the latest); a timer where idle callbacks are missing. */
export function whenIdle(run: () => void, timeout = 5_000): Cancel {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => run(), { timeout })
    return () => window.cancelIdleCallback(handle)
  }
  const handle = window.setTimeout(run, 1)
  return () => window.clearTimeout(handle)
}

/** Runs `step` on each item, one item per idle period, so that each is a short task of its own. */
export function eachWhenIdle<T>(items: readonly T[], step: (item: T) => void, timeout?: number): Cancel {
  let index = 0
  let cancel: Cancel = () => {}
  const next = () => {
    step(items[index++]!)
    if (index < items.length) cancel = whenIdle(next, timeout)
  }
  if (items.length) cancel = whenIdle(next, timeout)
  return () => cancel()
}

/** The events that tell the visitor is using the page, not only looking at it. */
export const INTERACTION_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'focusin', 'wheel'] as const

let interacted = false
const waiting = new Set<() => void>()

function onInteraction() {
  interacted = true
  for (const type of INTERACTION_EVENTS) window.removeEventListener(type, onInteraction, true)
  const runs = [...waiting]
  waiting.clear()
  // Out of the event's own task: the press, key or focus is handled first.
  window.setTimeout(() => {
    for (const run of runs) run()
  }, 0)
}

/**
 * Runs `run` once, at the visitor's first interaction with the page (or soon, if that has happened already).
 * One set of listeners serves every caller; they are removed at the first interaction.
 */
export function onFirstInteraction(run: () => void): Cancel {
  if (interacted) {
    const handle = window.setTimeout(run, 0)
    return () => window.clearTimeout(handle)
  }
  if (waiting.size === 0) {
    for (const type of INTERACTION_EVENTS) window.addEventListener(type, onInteraction, { capture: true, passive: true })
  }
  waiting.add(run)
  return () => {
    waiting.delete(run)
  }
}

/** {@link onFirstInteraction} for a component, while it is mounted. */
export function useOnFirstInteraction(run: () => void) {
  useEffect(() => onFirstInteraction(run), [run])
}

/** For tests: forget that the visitor has interacted. */
export function resetInteraction() {
  interacted = false
  waiting.clear()
  for (const type of INTERACTION_EVENTS) window.removeEventListener(type, onInteraction, true)
}
