import { describe, expect, it } from 'vitest'
import { generatedLogoSvg, monogram } from '~/server/generated-logo.server'

const svgOf = generatedLogoSvg
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('')

/** The monogram group's left edge and scale, from its transform. */
function placement(svg: string): { left: number; scale: number } {
  const match = /<g transform="translate\(([\d.]+) [\d.]+\) scale\(([\d.]+)\)"/.exec(svg)
  expect(match, svg).not.toBeNull()
  return { left: Number(match![1]), scale: Number(match![2]) }
}

describe('generated logos: the monogram drawn without a font (docs/decisions/0078-logos-without-fonts.md, 0145)', () => {
  it('draws every Latin capital as strokes, with no text and no font', () => {
    for (const a of LETTERS) {
      for (const name of [`${a}ero`, `${a}x ${a}y`]) {
        const svg = svgOf(name)
        expect(svg, name).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 64 64">.*<\/svg>$/)
        expect(svg, name).not.toMatch(/<text|font-family/)
        expect(svg.match(/<path [^>]*d="M/g)?.length ?? 0, name).toBeGreaterThanOrEqual(name.includes(' ') ? 2 : 1)
        expect(svg.split('<g ').length, name).toBe(svg.split('</g>').length)
      }
    }
  })

  it('keeps two letters inside the mark: at most 40 px wide, 32 px inside the ring', () => {
    let rings = 0
    for (const first of ['W', 'M', 'Q', 'O']) {
      for (const second of ['W', 'M', 'G', 'D']) {
        for (const suffix of ['', ' 2', ' 3', ' 4', ' 5', ' 6', ' 7']) {
          const name = `${first}ide ${second}ay${suffix}`
          const svg = svgOf(name)
          const { left } = placement(svg)
          const ring = svg.includes('<circle cx="32" cy="32" r="25"')
          if (ring) rings++
          expect(left, name).toBeGreaterThanOrEqual(ring ? 16 : 12)
          expect(left, name).toBeLessThan(32)
        }
      }
    }
    expect(rings).toBeGreaterThan(0)
  })

  it('sizes one letter larger than two', () => {
    const one = placement(svgOf('Nusa')).scale
    const two = placement(svgOf('Nusa Pay')).scale
    expect(one).toBeGreaterThan(two)
  })

  it('falls back to the platform’s sans-serif for a letter outside A–Z, escaped', () => {
    expect(monogram('Óscar')).toBe('Ó')
    const svg = svgOf('Óscar')
    expect(svg).toMatch(/<text [^>]*font-family="sans-serif"[^>]*>Ó<\/text>/)
    expect(svg).not.toContain('<g ')
    expect(monogram('&&&')).toBe('&')
    expect(svgOf('&&&')).toContain('>&#38;</text>')
  })

  it('gives a name the same logo every time, and the number of a repeated name no letters', () => {
    expect(svgOf('PayBridge')).toBe(svgOf('PayBridge'))
    expect(monogram('Lumen Pay 2')).toBe('LP')
    expect(svgOf('Lumen Pay 2')).not.toContain('<text')
  })
})
