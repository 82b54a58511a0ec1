import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { allArt, ART_DIR, ART_MOTIFS, ART_PALETTES, artUrl } from '../../seed/art'

// The demo's pictures (issue 46 item 10, docs/decisions/0136) are committed files drawn by seed/art.ts.
describe('the demo pictures', () => {
  it('are committed exactly as seed/art.ts draws them (npx tsx tooling/demo-art.ts)', () => {
    const art = allArt()
    expect(readdirSync(ART_DIR).sort()).toEqual(art.map(({ file }) => file).sort())
    for (const { file, svg } of art) expect(readFileSync(path.join(ART_DIR, file), 'utf8'), file).toBe(svg)
  })

  it('are small images with no text, script or link', () => {
    for (const { file, svg } of allArt()) {
      expect(svg.length, file).toBeLessThan(1500)
      expect(svg).not.toMatch(/<(text|script|a|image|foreignObject)\b|href=|on\w+=/)
    }
  })

  it('give each thing a picture of its own: a motif by index, a palette by key, neighbours for variants', () => {
    expect(ART_MOTIFS.length * ART_PALETTES).toBe(allArt().length)
    const urls = new Set(Array.from({ length: 40 }, (_, k) => artUrl(`event:${k}`)))
    expect(urls.size).toBeGreaterThan(25)
    expect(artUrl('startup:Lumen Pay', 3)).toMatch(new RegExp(`^/images/art/${ART_MOTIFS[3]}-\\d+\\.svg$`))
    expect(artUrl('startup:Lumen Pay', 3, 1)).not.toBe(artUrl('startup:Lumen Pay', 3, 0))
    expect(artUrl('startup:Lumen Pay', 3)).toBe(artUrl('startup:Lumen Pay', 3))
    for (const url of urls) expect(readdirSync(ART_DIR)).toContain(url.split('/').pop())
  })
})
