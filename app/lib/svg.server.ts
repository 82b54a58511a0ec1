import createDOMPurify from 'dompurify'
import { JSDOM } from 'jsdom'

let purifier: ReturnType<typeof createDOMPurify> | undefined

/**
 * An uploaded SVG without anything that can run or reach out: DOMPurify's SVG profile drops script, event handlers,
 * foreignObject and javascript: links. Returns null when nothing that is an SVG is left. (Served files also carry a
 * sandboxing CSP; this is the second wall.)
 */
export function sanitizeSvg(svg: string): string | null {
  purifier ??= createDOMPurify(new JSDOM('').window)
  const clean = purifier.sanitize(svg, { USE_PROFILES: { svg: true, svgFilters: true }, FORBID_TAGS: ['use'] })
  return /<svg[\s>]/i.test(clean) ? clean : null
}
