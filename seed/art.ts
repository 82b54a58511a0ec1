import { hash } from './helpers'

// Pictures for the demo data (issue 46 item 10, docs/decisions/0136): banners, covers and workspace photos drawn as
// small SVG files, one per motif and palette, kept in public/images/art/ (written by `npx tsx tooling/demo-art.ts`;
// tests/unit/demo-art.test.ts checks that the committed files are what this module draws). A startup's pictures take
// its sector's motif in its own palette, so two startups rarely look alike, and each event, space and post has its own
// — instead of the four gradients everything shared before. Plain shapes only: no text, no fonts, no scripts.

export const ART_DIR = 'public/images/art'
const WIDTH = 1200
const HEIGHT = 320

/** Dark and light stops of each palette (Tailwind 700 / 400): white text on the dark half passes contrast. */
const PALETTES = [
  ['#0f766e', '#2dd4bf'],
  ['#4338ca', '#818cf8'],
  ['#be123c', '#fb7185'],
  ['#b45309', '#fbbf24'],
  ['#047857', '#34d399'],
  ['#0369a1', '#38bdf8'],
  ['#6d28d9', '#a78bfa'],
  ['#c2410c', '#fb923c'],
  ['#334155', '#94a3b8'],
  ['#a21caf', '#e879f9'],
  ['#4d7c0f', '#a3e635'],
  ['#0e7490', '#22d3ee'],
] as const

type Motif = (light: string) => string

const round = (n: number) => Math.round(n)

/** Each motif: white and light shapes over the palette's gradient. */
const MOTIFS: Record<string, Motif> = {
  waves: () =>
    [0, 1, 2]
      .map((k) => {
        const y = 170 + k * 45
        return `<path d="M0 ${y} C300 ${y - 70} 500 ${y + 60} 800 ${y - 10} S1100 ${y - 50} 1200 ${y} V320 H0Z" fill="#fff" fill-opacity=".${k + 1}"/>`
      })
      .join(''),
  circles: (light) =>
    [
      [980, 60, 190],
      [1130, 260, 120],
      [760, 300, 90],
      [180, -20, 140],
    ]
      .map(([cx, cy, r], k) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${k % 2 ? '#fff' : light}" fill-opacity=".${k + 2}"/>`)
      .join(''),
  dots: () =>
    `<defs><pattern id="d" width="40" height="40" patternUnits="userSpaceOnUse"><circle cx="20" cy="20" r="3" fill="#fff" fill-opacity=".35"/></pattern></defs><rect x="600" width="600" height="320" fill="url(#d)"/>`,
  stripes: () =>
    Array.from({ length: 7 }, (_, k) => {
      const x = 560 + k * 110
      return `<path d="M${x} 0 h46 L${x - 254} 320 h-46Z" fill="#fff" fill-opacity=".${(k % 3) + 1}"/>`
    }).join(''),
  peaks: (light) =>
    `<path d="M0 250 L220 140 L400 220 L640 90 L860 200 L1040 120 L1200 190 V320 H0Z" fill="${light}" fill-opacity=".45"/><path d="M0 290 L260 210 L520 270 L780 190 L1000 260 L1200 230 V320 H0Z" fill="#fff" fill-opacity=".2"/>`,
  arcs: () =>
    [80, 150, 220, 290]
      .map((r, k) => `<circle cx="1200" cy="320" r="${r * 1.6}" fill="none" stroke="#fff" stroke-opacity=".${4 - k}" stroke-width="18"/>`)
      .join(''),
  triangles: (light) =>
    Array.from({ length: 6 }, (_, k) => {
      const x = 640 + (k % 3) * 180
      const y = k < 3 ? 40 : 180
      return `<path d="M${x} ${y + 120} L${x + 80} ${y} L${x + 160} ${y + 120}Z" fill="${k % 2 ? '#fff' : light}" fill-opacity=".${(k % 3) + 2}"/>`
    }).join(''),
  blocks: (light) =>
    Array.from({ length: 8 }, (_, k) => {
      const x = 620 + (k % 4) * 145
      const y = 30 + Math.floor(k / 4) * 140
      return `<rect x="${x}" y="${y}" width="${round(110 + (k % 3) * 10)}" height="110" rx="18" fill="${k % 3 ? '#fff' : light}" fill-opacity=".${(k % 4) + 1}"/>`
    }).join(''),
}

export const ART_MOTIFS = Object.keys(MOTIFS)
export const ART_PALETTES = PALETTES.length

/** The file name of a motif in a palette. */
const fileName = (motif: string, palette: number) => `${motif}-${palette + 1}.svg`

/** Every picture: its file name in `ART_DIR` and its SVG. */
export function allArt(): { file: string; svg: string }[] {
  return ART_MOTIFS.flatMap((motif) =>
    PALETTES.map(([dark, light], palette) => ({
      file: fileName(motif, palette),
      svg:
        `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" preserveAspectRatio="xMidYMid slice">` +
        `<defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>` +
        `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/>${MOTIFS[motif]!(light)}</svg>\n`,
    })),
  )
}

/**
 * The picture for something in the demo: `key` names it ("startup:Lumen Pay", "event:12") and picks its palette;
 * `motif` (an index, e.g. its sector's) picks the shapes, or the key does. `variant` gives a thing's second and third
 * picture (a startup's other banners) in neighbouring palettes.
 */
export function artUrl(key: string, motif?: number, variant = 0): string {
  const h = hash(key)
  const shapes = ART_MOTIFS[(motif ?? h >>> 8) % ART_MOTIFS.length]!
  return `/images/art/${fileName(shapes, (h + variant * 5) % PALETTES.length)}`
}
