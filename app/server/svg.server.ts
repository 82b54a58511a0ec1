import type { DOMPurify } from 'dompurify'
import { createPurifier } from './dom-purify.server'

let purifier: Promise<DOMPurify> | undefined

/**
 * An uploaded SVG without anything that can run or reach out: DOMPurify's SVG profile drops script, event handlers,
 * foreignObject and javascript: links. Returns null when nothing that is an SVG is left. (Served files also carry a
 * sandboxing CSP; this is the second wall.) The sanitiser loads when the first SVG arrives.
 */
export async function sanitizeSvg(svg: string): Promise<string | null> {
  purifier ??= createPurifier()
  const clean = (await purifier).sanitize(svg, { USE_PROFILES: { svg: true, svgFilters: true }, FORBID_TAGS: ['use'] })
  return /<svg[\s>]/i.test(clean) ? clean : null
}
