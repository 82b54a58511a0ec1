import { describe, expect, it } from 'vitest'
import { safeRedirect } from '~/lib/safe-redirect'

describe('safeRedirect', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/discover?sector=fintech#x', '/discover?sector=fintech#x'],
    ['https://evil.example', '/'],
    ['//evil.example/path', '/'],
    ['/\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['', '/'],
    [null, '/'],
    [undefined, '/'],
  ])('%s → %s', (input, expected) => {
    expect(safeRedirect(input)).toBe(expected)
  })
})
