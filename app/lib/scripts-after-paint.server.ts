const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]*)"[^>]*>/g
const HEAD_END = Buffer.from('</head>')
const SCRIPT_END = Buffer.from('</script>')

/** The `id` of the `<template>` that holds the head's module preloads until the first paint. */
export const PRELOADS_TEMPLATE_ID = 'after-paint'
/** How many module preloads the after-paint script connects in one task. */
export const PRELOADS_PER_TASK = 1
/** The attribute the root gets at the page's first scroll; until then a phone shows no scrollbar (app/app.css). */
export const SCROLLED_ATTRIBUTE = 'data-scrolled'
/** The `type` React Router's module script carries until the first paint: a data block, neither fetched nor run. */
export const DEFERRED_MODULE_TYPE = 'text/x-module-after-paint'

/**
 * What the page runs once its content is on screen (a classic inline script with the response's nonce, right after
 * the data block): on the first contentful paint (PerformanceObserver, buffered), the data block becomes a module
 * script again (a new element with the same text and the nonce; only a script the page creates runs, and the CSP
 * lets it because of the nonce), then the preloads leave their template a few per task (connecting a
 * `<link rel="modulepreload">` starts its fetch). A hidden tab has no paint to wait for; a browser without paint
 * timing waits for the next frame; if no contentful paint comes at all, the load event and 3 s are the limit.
 */
// Written small: it is in every page's HTML. `b` is the data block right before this script, `g` starts the scripts
// once, `P` is PerformanceObserver.
// The module script goes in first (its own imports start at once); the preloads follow in later tasks,
// PRELOADS_PER_TASK at a time: every connected `<link rel="modulepreload">` starts a fetch, ≈ 0.5–1 ms apiece in
// Chromium and several times that while DevTools traces the page (as Lighthouse does), and the page's 14–25 links at
// once were a 10–30 ms task right after the paint (docs/decisions/0069).
// First, the page's first scroll marks the root `data-scrolled`: a phone's scrollbar is off until then (app/app.css,
// docs/decisions/0074-no-scrollbar-flash-on-load.md).
const AFTER_PAINT =
  `(()=>{addEventListener('scroll',()=>document.documentElement.setAttribute('${SCROLLED_ATTRIBUTE}',''),{once:!0,passive:!0});` +
  "const c=document.currentScript,n=c.nonce,b=c.previousElementSibling;let s=0;const g=()=>{if(s)return;s=1;" +
  "const e=document.createElement('script');e.type='module';e.async=!0;e.nonce=n;e.textContent=b.textContent;b.replaceWith(e);" +
  `const t=document.getElementById('${PRELOADS_TEMPLATE_ID}');if(!t)return;const l=[...t.content.children];t.remove();` +
  `const p=()=>{document.head.append(...l.splice(0,${PRELOADS_PER_TASK}));l.length&&setTimeout(p)};setTimeout(p)};` +
  "if(document.visibilityState!='visible')return g();const P=window.PerformanceObserver;" +
  "if(!P||!(P.supportedEntryTypes||[]).includes('paint'))return requestAnimationFrame(()=>setTimeout(g,0));" +
  "const o=new P(l=>{l.getEntriesByName('first-contentful-paint').length&&(o.disconnect(),g())});" +
  "o.observe({type:'paint',buffered:!0});addEventListener('visibilitychange',g,{once:!0});" +
  "addEventListener('load',()=>setTimeout(g,3e3),{once:!0})})()"

/**
 * The document as it streams out, rewritten so that the page's JavaScript is requested after the content is painted
 * (docs/decisions/0066-scripts-after-first-paint.md):
 *
 * - in the `<head>`, every `<link rel="modulepreload">` (React Router's entry, route and shared chunks, the page's
 *   catalogues) moves into one `<template>` at the end of the head, where it fetches nothing;
 * - in the body, React Router's module script (`<script type="module" async>`, whose static imports would be fetched
 *   as soon as it is parsed) becomes a data block of type {@link DEFERRED_MODULE_TYPE}, followed by
 *   {@link AFTER_PAINT}, which puts both back after the first contentful paint.
 *
 * The server-rendered HTML and the stylesheet are the page; the scripts only enhance it, and every page works without
 * them. Requested at parse time, they finish downloading before the first paint and Lighthouse's simulation counts
 * them in front of the page's largest contentful paint (0066 has the reading of Lantern). React hydrates the
 * rebuilt script in place (an inline script matches any inline script in the body), and `<Scripts>` drops it after
 * hydration as before. The rewrite works on bytes (a chunk may end inside a multi-byte character or inside a tag)
 * and passes the rest of the body through untouched.
 */
export interface AfterPaintRewriter {
  /** The next bytes of the document, rewritten as far as they can be; the rest is held for the next call. */
  write(bytes: Buffer): Buffer
  /** What is still held when the document ends. */
  end(): Buffer
}

const NOTHING = Buffer.alloc(0)

export function scriptsAfterPaint(nonce?: string): AfterPaintRewriter {
  const nonceAttribute = nonce ? ` nonce="${nonce}"` : ''
  const moduleTag = Buffer.from(`<script${nonceAttribute} type="module" async="">`)
  const dataBlockTag = Buffer.from(`<script${nonceAttribute} type="${DEFERRED_MODULE_TYPE}">`)
  const afterPaint = Buffer.from(`<script${nonceAttribute}>${AFTER_PAINT}</script>`)
  // What is looked for next: the head's end, the module script's tag, its end, then nothing (the rest passes through).
  let state: 'head' | 'module' | 'module-end' | 'done' = 'head'
  let pending: Buffer = NOTHING

  /** Moves what is complete out of `pending`; keeps what may be the start of the next thing looked for. */
  function advance(): Buffer[] {
    const out: Buffer[] = []
    for (;;) {
      if (state === 'head') {
        const end = pending.indexOf(HEAD_END)
        if (end === -1) return out
        out.push(Buffer.from(withPreloadsInTemplate(pending.subarray(0, end).toString('utf8'))))
        pending = pending.subarray(end)
        state = 'module'
      } else if (state === 'module') {
        const at = pending.indexOf(moduleTag)
        if (at === -1) {
          const keep = Math.min(pending.byteLength, moduleTag.byteLength - 1)
          out.push(pending.subarray(0, pending.byteLength - keep))
          pending = pending.subarray(pending.byteLength - keep)
          return out
        }
        out.push(pending.subarray(0, at), dataBlockTag)
        pending = pending.subarray(at + moduleTag.byteLength)
        state = 'module-end'
      } else if (state === 'module-end') {
        // The script is held until its end (a few KB): React Router writes its manifest pretty-printed, and the
        // indentation (≈ 550 bytes a page) is dropped. A line's leading blanks mean nothing in its code: imports and
        // a JSON object, whose strings hold no line breaks.
        const end = pending.indexOf(SCRIPT_END)
        if (end === -1) return out
        out.push(Buffer.from(pending.subarray(0, end).toString('utf8').replace(/\n[ \t]+/g, '\n')), SCRIPT_END, afterPaint)
        pending = pending.subarray(end + SCRIPT_END.byteLength)
        state = 'done'
      } else {
        out.push(pending)
        pending = NOTHING
        return out
      }
    }
  }

  return {
    write(bytes) {
      if (state === 'done') return bytes
      pending = pending.byteLength ? Buffer.concat([pending, bytes]) : bytes
      const out = advance()
      return out.length === 1 ? out[0]! : Buffer.concat(out)
    },
    end() {
      const rest = pending
      pending = NOTHING
      return rest
    },
  }
}

/** The head without its module preloads, which go into one `<template>` at its end. */
function withPreloadsInTemplate(head: string): string {
  const preloads: string[] = []
  const rest = head.replace(MODULE_PRELOAD, (link) => {
    // React Router writes the response's nonce on its module preloads too; `script-src 'self'` already allows our
    // chunks, so it is dropped (≈ 35 bytes × 15–35 links on every page, decision 0065).
    preloads.push(link.replace(/ nonce="[^"]*"/, ''))
    return ''
  })
  return preloads.length ? `${rest}<template id="${PRELOADS_TEMPLATE_ID}">${preloads.join('')}</template>` : rest
}
