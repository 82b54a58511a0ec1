import { describe, expect, it } from 'vitest'
import { safeRedirect } from '~/shared/safe-redirect'

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
    // normalised paths that would become protocol-relative
    ['/.//evil.example', '/'],
    ['/a/..//evil.example', '/'],
    ['/./\\evil.example', '/'],
    ['/\t/evil.example', '/'],
    ['/\n/evil.example', '/'],
    // encoded forms stay paths on this site
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['/%5Cevil.example', '/%5Cevil.example'],
    ['/%2e/%2fevil.example', '/%2fevil.example'],
  ])('%s → %s', (input, expected) => {
    expect(safeRedirect(input)).toBe(expected)
  })
})
