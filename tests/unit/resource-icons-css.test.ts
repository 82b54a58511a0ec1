import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

// Decision 0075: the resource icons are the cells of one SVG sprite, used as a mask and slid by `--icon-at`.
const css = readFileSync('app/app.css', 'utf8')
const sprite = decodeURIComponent(/--icon-sprite: url\("data:image\/svg\+xml,([^"]*)"\);/.exec(css)?.[1] ?? '')
const CELL = 24

/** The `--icon-at` each icon's rule sets. */
function iconAt(selector: string): number | undefined {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const match = new RegExp(`\\n  ${escaped} \\{\\n    --icon-at: (\\d+);`).exec(css)
  return match ? Number(match[1]) : undefined
}

describe('the resource icons sprite', () => {
  const icons = ['.rt-mentor', '.rt-investor', '.rt-accelerator', '.rt-legal', '.rt-finance', '.rt-other', '.rating::before', '.res-card > p:has(> span)::before', '.verified::before']

  it('is one SVG of as many 24 × 24 cells in a row as there are icons, each cell drawn in its own place', () => {
    expect(sprite.startsWith("<svg xmlns='http://www.w3.org/2000/svg'")).toBe(true)
    expect(sprite).toContain(`viewBox='0 0 ${CELL * icons.length} ${CELL}'`)
    const cells = [...sprite.matchAll(/<g transform='translate\((\d+)\)/g)].map((match) => Number(match[1]))
    expect(cells).toEqual(icons.map((_, i) => i * CELL))
  })

  it('gives every icon its own cell, and the mask is as many boxes wide as there are cells', () => {
    const at = icons.map(iconAt)
    expect(at).toEqual(icons.map((_, i) => i))
    expect(css).toContain(
      `mask: var(--icon-sprite) calc(var(--icon-at, 5) * ${100 / (icons.length - 1)}%) 0 / ${icons.length * 100}% 100% no-repeat;`,
    )
  })

  it('is the only image the stylesheet builds for the icons', () => {
    expect(css.match(/data:image\/svg\+xml/g)).toHaveLength(1)
  })
})
