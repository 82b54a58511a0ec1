// @vitest-environment jsdom
import { renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { eachWhenIdle, INTERACTION_EVENTS, onFirstInteraction, resetInteraction, whenIdle } from '~/browser/idle'
import { useLazyValidation } from '~/browser/lazy-validation'

// docs/decisions/0069: what only an interaction needs waits for the visitor's first interaction; what the page keeps
// for later runs when the browser is idle, a piece at a time.

/** A fake requestIdleCallback whose idle periods the test hands out one by one. */
function fakeIdle() {
  const queue: Array<{ id: number; run: () => void }> = []
  let next = 1
  window.requestIdleCallback = ((run: () => void) => {
    const id = next++
    queue.push({ id, run })
    return id
  }) as typeof window.requestIdleCallback
  window.cancelIdleCallback = (id: number) => {
    const at = queue.findIndex((entry) => entry.id === id)
    if (at >= 0) queue.splice(at, 1)
  }
  return {
    pending: () => queue.length,
    /** Runs the first waiting callback, as one idle period would. */
    period: () => queue.shift()?.run(),
  }
}

const flushTimers = () => new Promise((resolve) => setTimeout(resolve, 5))

beforeEach(() => resetInteraction())
afterEach(() => {
  resetInteraction()
  vi.restoreAllMocks()
})

describe('whenIdle and eachWhenIdle', () => {
  it('runs in an idle period, and not once cancelled', () => {
    const idle = fakeIdle()
    const run = vi.fn()
    const cancel = whenIdle(run)
    expect(run).not.toHaveBeenCalled()
    idle.period()
    expect(run).toHaveBeenCalledTimes(1)
    const other = vi.fn()
    whenIdle(other)()
    expect(idle.pending()).toBe(0)
    cancel()
  })

  it('gives each item an idle period of its own', () => {
    const idle = fakeIdle()
    const seen: string[] = []
    eachWhenIdle(['a', 'b', 'c'], (item) => seen.push(item))
    expect(seen).toEqual([])
    idle.period()
    expect(seen).toEqual(['a'])
    idle.period()
    expect(seen).toEqual(['a', 'b'])
    idle.period()
    expect(seen).toEqual(['a', 'b', 'c'])
    expect(idle.pending()).toBe(0)
  })

  it('stops where it was cancelled', () => {
    const idle = fakeIdle()
    const seen: string[] = []
    const cancel = eachWhenIdle(['a', 'b', 'c'], (item) => seen.push(item))
    idle.period()
    cancel()
    expect(idle.pending()).toBe(0)
    expect(seen).toEqual(['a'])
  })
})

describe('onFirstInteraction', () => {
  it.each(INTERACTION_EVENTS)('waits for the first interaction (%s), then runs every waiting caller once', async (type) => {
    const first = vi.fn()
    const second = vi.fn()
    onFirstInteraction(first)
    onFirstInteraction(second)
    await flushTimers()
    expect(first).not.toHaveBeenCalled()
    document.body.dispatchEvent(new Event(type, { bubbles: true }))
    await flushTimers()
    expect(first).toHaveBeenCalledTimes(1)
    expect(second).toHaveBeenCalledTimes(1)
    // Listeners are gone: a later interaction runs nothing again.
    document.body.dispatchEvent(new Event(type, { bubbles: true }))
    await flushTimers()
    expect(first).toHaveBeenCalledTimes(1)
  })

  it('runs soon for a caller that comes after the first interaction; a cancelled caller never runs', async () => {
    const cancelled = vi.fn()
    onFirstInteraction(cancelled)()
    window.dispatchEvent(new Event('keydown'))
    await flushTimers()
    expect(cancelled).not.toHaveBeenCalled()
    const late = vi.fn()
    onFirstInteraction(late)
    expect(late).not.toHaveBeenCalled()
    await flushTimers()
    expect(late).toHaveBeenCalledTimes(1)
  })
})

describe('useLazyValidation', () => {
  it("fetches the form's check at the first interaction, not on mount, and then rechecks on input", async () => {
    const check = vi.fn()
    const load = vi.fn(() => Promise.resolve(check))
    const { result, rerender } = renderHook(() => useLazyValidation(load))
    await flushTimers()
    expect(load).not.toHaveBeenCalled()
    expect(result.current).toEqual({ shouldValidate: 'onSubmit', shouldRevalidate: 'onSubmit' })
    document.body.dispatchEvent(new Event('focusin', { bubbles: true }))
    await vi.waitFor(() => expect(result.current.shouldRevalidate).toBe('onInput'))
    rerender()
    expect(load).toHaveBeenCalledTimes(1)
    const formData = new FormData()
    result.current.onValidate?.({ formData })
    expect(check).toHaveBeenCalledWith(formData)
  })
})
