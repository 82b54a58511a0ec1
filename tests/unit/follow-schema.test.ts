import { describe, expect, it } from 'vitest'
import { FOLLOW_TARGET_INVALID } from '~/domain/follows'
import { followSchema } from '~/schemas/follows'

// The Follow buttons' and /api/follows' schema (docs/decisions/0130-follows-and-activity-feed.md).
describe('followSchema', () => {
  it('takes a type and a positive id, from JSON or a form', () => {
    expect(followSchema.parse({ type: 'startup', id: 7 })).toEqual({ type: 'startup', id: 7 })
    expect(followSchema.parse({ type: 'organiser', id: '12' })).toEqual({ type: 'organiser', id: 12 })
    expect(followSchema.parse({ type: 'investor', id: 3 })).toEqual({ type: 'investor', id: 3 })
  })

  it.each([
    [{ type: 'event', id: 1 }, 'type'],
    [{ id: 1 }, 'type'],
    [{ type: 'startup' }, 'id'],
    [{ type: 'startup', id: 0 }, 'id'],
    [{ type: 'startup', id: -4 }, 'id'],
    [{ type: 'startup', id: 1.5 }, 'id'],
    [{ type: 'startup', id: 'abc' }, 'id'],
    [{ type: 'startup', id: 2 ** 60 }, 'id'],
  ])('refuses %j with the message on %s', (input, field) => {
    const result = followSchema.safeParse(input)
    expect(result.success).toBe(false)
    expect(result.error?.issues.find((issue) => issue.path[0] === field)?.message).toBe(FOLLOW_TARGET_INVALID)
  })
})
