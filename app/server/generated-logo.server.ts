import { fnv1a } from '~/shared/fnv'

// A startup's generated logo (docs/decisions/0145-generated-logos-drawn-not-stored.md): a monogram on a simple mark, in
// a colour of the startup's own, for every startup that has not uploaded a logo. It is drawn from the name when
// /startup/{id}/logo is asked for it, not stored: the same name always gives the same logo, so storing it would only
// copy the name into ~750 bytes of every row (the demo data's 100,000 startups carried 56 MB of them).

/** Tailwind's 600–700 shades: dark enough for white letters to pass contrast, distinct enough to tell apart. */
const COLOURS = [
  '#2563eb',
  '#0f766e',
  '#7c3aed',
  '#db2777',
  '#c2410c',
  '#15803d',
  '#0e7490',
  '#4f46e5',
  '#b45309',
  '#be123c',
  '#0369a1',
  '#9333ea',
  '#1d4ed8',
  '#047857',
  '#a21caf',
  '#334155',
]

/** 'Lumen Pay 2' → 'LP', 'PayBridge' → 'PB', 'Nusa' → 'N'. */
export function monogram(name: string): string {
  const words = name.split(/\s+/).filter((word) => /^\p{L}/u.test(word))
  const letters =
    words.length > 1 ? words.slice(0, 2).map((word) => word[0]!) : (words[0]?.match(/\p{Lu}/gu) ?? []).slice(0, 2)
  const text = letters.join('') || name.trim().charAt(0)
  return text.toUpperCase()
}

type Mark = (colour: string, letters: string) => string

/**
 * The monogram's letters drawn as strokes (a geometric sans, cap height 10 units, y down): no `<text>`, so the image
 * needs no font. Every logo is an image document of its own, and with `<text>` each one looked up and shaped a font
 * while the list page painted (docs/decisions/0078-logos-without-fonts.md); it also looked different on every
 * platform. Each glyph is its advance width and its path.
 */
const GLYPHS: Record<string, [width: number, path: string]> = {
  A: [8, 'M0 10 4 0l4 10M1.5 6.5h5'],
  B: [6.3, 'M0 5h3.8a2.5 2.5 0 0 1 0 5H0V0h3.4a2.5 2.5 0 0 1 0 5'],
  C: [9, 'M8.83 1.79A5 5 0 1 0 8.83 8.21'],
  D: [8, 'M0 0v10h3a5 5 0 0 0 0-10z'],
  E: [6, 'M6 0H0v10h6M0 5h5'],
  F: [6, 'M6 0H0v10M0 5h5'],
  G: [10, 'M8.83 1.79A5 5 0 1 0 10 5H6'],
  H: [7, 'M0 0v10M7 0v10M0 5h7'],
  I: [0, 'M0 0v10'],
  J: [6, 'M6 0v7a3 3 0 0 1-6 0'],
  K: [7, 'M0 0v10M7 0 0 6.2M2.4 4.3 7 10'],
  L: [6, 'M0 0v10h6'],
  M: [9, 'M0 10V0l4.5 7L9 0v10'],
  N: [7.5, 'M0 10V0l7.5 10V0'],
  O: [10, 'M0 5a5 5 0 1 0 10 0A5 5 0 1 0 0 5'],
  P: [6.3, 'M0 10V0h3.5a2.75 2.75 0 0 1 0 5.5H0'],
  Q: [10, 'M0 5a5 5 0 1 0 10 0A5 5 0 1 0 0 5m6.5 1.5L10 10'],
  R: [7, 'M0 10V0h3.5a2.75 2.75 0 0 1 0 5.5H0m3.2 0L7 10'],
  S: [7, 'M6.27 1.25A3.2 2.5 0 1 0 3.5 5a3.5 2.5 0 1 1-3.03 3.75'],
  T: [7, 'M0 0h7M3.5 0v10'],
  U: [7, 'M0 0v6.5a3.5 3.5 0 0 0 7 0V0'],
  V: [8, 'M0 0l4 10 4-10'],
  W: [11, 'M0 0l2.75 10L5.5 2l2.75 8L11 0'],
  X: [7.5, 'M0 0l7.5 10M7.5 0 0 10'],
  Y: [7.5, 'M0 0l3.75 5 3.75-5M3.75 5v5'],
  Z: [7, 'M0 0h7L0 10h7'],
}

/** Space between two letters, in glyph units. */
const GAP = 2.6

/**
 * The monogram centred on (32, cy): stroked glyphs when every letter has one, else (a letter outside A–Z) text in the
 * platform's sans-serif, which is all the image asks of its fonts.
 */
const drawMonogram = (letters: string, fill: string, cy = 32, room = 40) => {
  const glyphs = [...letters].map((letter) => GLYPHS[letter])
  if (glyphs.every((glyph) => glyph !== undefined)) {
    const width = glyphs.reduce((sum, [advance]) => sum + advance, 0) + GAP * (glyphs.length - 1)
    // Cap height 16.5 px for two letters and 20 px for one (what the font sizes 23 and 28 gave), never wider than `room`.
    const scale = Math.min(glyphs.length > 1 ? 1.65 : 2, room / Math.max(width, 1))
    let x = 0
    const paths = glyphs.map(([advance, path]) => {
      const at = x
      x += advance + GAP
      return at ? `<path transform="translate(${round(at)})" d="${path}"/>` : `<path d="${path}"/>`
    })
    const origin = `${round(32 - (width * scale) / 2)} ${round(cy - 5 * scale)}`
    return `<g transform="translate(${origin}) scale(${round(scale)})" fill="none" stroke="${fill}" stroke-width="1.9" stroke-linecap="round" stroke-linejoin="round">${paths.join('')}</g>`
  }
  return `<text x="32" y="${cy + 9}" font-family="sans-serif" font-size="${glyphs.length > 1 ? 23 : 28}" font-weight="700" text-anchor="middle" fill="${fill}">${escapeXml(letters)}</text>`
}

const round = (value: number) => Math.round(value * 100) / 100

/** Six simple marks; each keeps the monogram readable at 40 px. */
const MARKS: Mark[] = [
  // Solid tile.
  (c, l) => `<rect width="64" height="64" rx="14" fill="${c}"/>${drawMonogram(l, '#fff')}`,
  // Ring on white.
  (c, l) => `<rect width="64" height="64" rx="14" fill="#fff"/><circle cx="32" cy="32" r="25" fill="none" stroke="${c}" stroke-width="5"/>${drawMonogram(l, c, 32, 32)}`,
  // Tile with a diagonal band.
  (c, l) => `<rect width="64" height="64" rx="14" fill="${c}"/><path d="M0 46 46 0h18v8L8 64H0z" fill="#fff" fill-opacity=".18"/>${drawMonogram(l, '#fff')}`,
  // Circle with an accent dot.
  (c, l) => `<circle cx="32" cy="32" r="32" fill="${c}"/><circle cx="50" cy="14" r="6" fill="#fff" fill-opacity=".55"/>${drawMonogram(l, '#fff')}`,
  // Tile with a base bar.
  (c, l) => `<rect width="64" height="64" rx="14" fill="${c}"/><rect x="14" y="48" width="36" height="4" rx="2" fill="#fff" fill-opacity=".7"/>${drawMonogram(l, '#fff', 29.5)}`,
  // Hexagon.
  (c, l) => `<path d="M32 2 58 17v30L32 62 6 47V17z" fill="${c}"/>${drawMonogram(l, '#fff')}`,
]

/** murmur3's finaliser: FNV-1a alone leaves similar names (PayBridge, GreenGrid) with the same low bits. */
function mix(value: number): number {
  let h = value
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b)
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35)
  return (h ^ (h >>> 16)) >>> 0
}

/** The generated logo of a startup of this name, an SVG document (image/svg+xml). */
export function generatedLogoSvg(name: string): string {
  const h = mix(fnv1a(`logo:${name}`))
  const mark = MARKS[h % MARKS.length]!
  const colour = COLOURS[(h >>> 8) % COLOURS.length]!
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${mark(colour, monogram(name))}</svg>`
}

function escapeXml(value: string): string {
  return value.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
}
