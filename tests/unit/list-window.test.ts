import { describe, expect, it } from 'vitest'
import { MAX_WINDOW } from '~/domain/lists'
import { readWindow } from '~/models/list-window.server'

/** A model over `total` rows that answers at most `cap` a call, recording each call's offset and limit. */
function model(total: number, cap: number) {
  const calls: { offset: number; limit: number; q?: string }[] = []
  const read = async (query: { q?: string; offset: number; limit: number }) => {
    calls.push(query)
    const limit = Math.min(query.limit, cap)
    return Array.from({ length: Math.max(0, Math.min(limit, total - query.offset)) }, (_, i) => query.offset + i)
  }
  return { calls, read }
}

describe('readWindow', () => {
  it('reads rows 0 … shown in calls of at most perRead, passing the query on', async () => {
    const { calls, read } = model(1000, 100)
    const rows = await readWindow(read, { q: 'x' }, 250, 100)
    expect(rows).toEqual(Array.from({ length: 250 }, (_, i) => i))
    expect(calls).toEqual([
      { q: 'x', offset: 0, limit: 100 },
      { q: 'x', offset: 100, limit: 100 },
      { q: 'x', offset: 200, limit: 50 },
    ])
  })

  it('stops at the first short read', async () => {
    const { calls, read } = model(120, 100)
    expect(await readWindow(read, {}, 300, 100)).toHaveLength(120)
    expect(calls).toHaveLength(2)
  })

  it('never reads past the largest window', async () => {
    const { read } = model(10_000, 100)
    expect(await readWindow(read, {}, 10_000, 100)).toHaveLength(MAX_WINDOW)
  })
})
