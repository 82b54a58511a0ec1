import { hash } from './helpers'

// Generated logos for the demo startups: a monogram on a simple mark, in a colour of the startup's own. They are
// stored inline (logoData + logoType, 000 §3) rather than as files, so a 100,000-startup seed writes no files, and
// they render under the site's CSP (img-src allows data:). The same name always gives the same logo.

export const LOGO_TYPE = 'image/svg+xml'

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

const text = (letters: string, fill: string, y = 41) =>
  `<text x="32" y="${y}" font-family="Arial,sans-serif" font-size="${letters.length > 1 ? 23 : 28}" font-weight="700" text-anchor="middle" fill="${fill}">${letters}</text>`

/** Six simple marks; each keeps the monogram readable at 40 px. */
const MARKS: Mark[] = [
  // Solid tile.
  (c, l) => `<rect width="64" height="64" rx="14" fill="${c}"/>${text(l, '#fff')}`,
  // Ring on white.
  (c, l) => `<rect width="64" height="64" rx="14" fill="#fff"/><circle cx="32" cy="32" r="25" fill="none" stroke="${c}" stroke-width="5"/>${text(l, c)}`,
  // Tile with a diagonal band.
  (c, l) => `<rect width="64" height="64" rx="14" fill="${c}"/><path d="M0 46 46 0h18v8L8 64H0z" fill="#fff" fill-opacity=".18"/>${text(l, '#fff')}`,
  // Circle with an accent dot.
  (c, l) => `<circle cx="32" cy="32" r="32" fill="${c}"/><circle cx="50" cy="14" r="6" fill="#fff" fill-opacity=".55"/>${text(l, '#fff')}`,
  // Tile with a base bar.
  (c, l) => `<rect width="64" height="64" rx="14" fill="${c}"/><rect x="14" y="48" width="36" height="4" rx="2" fill="#fff" fill-opacity=".7"/>${text(l, '#fff', 38)}`,
  // Hexagon.
  (c, l) => `<path d="M32 2 58 17v30L32 62 6 47V17z" fill="${c}"/>${text(l, '#fff')}`,
]

/** murmur3's finaliser: FNV-1a alone leaves similar names (PayBridge, GreenGrid) with the same low bits. */
function mix(value: number): number {
  let h = value
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b)
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35)
  return (h ^ (h >>> 16)) >>> 0
}

/** The logo as base64 SVG, for `logoData`; its type is LOGO_TYPE. */
export function logoData(name: string): string {
  const h = mix(hash(`logo:${name}`))
  const mark = MARKS[h % MARKS.length]!
  const colour = COLOURS[(h >>> 8) % COLOURS.length]!
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${mark(colour, escapeXml(monogram(name)))}</svg>`
  return Buffer.from(svg).toString('base64')
}

function escapeXml(value: string): string {
  return value.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
}
