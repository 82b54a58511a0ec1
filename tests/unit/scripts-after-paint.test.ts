import { readFileSync } from 'node:fs'
import { JSDOM, VirtualConsole } from 'jsdom'
import { describe, expect, it } from 'vitest'
import { DEFERRED_MODULE_TYPE, PRELOADS_PER_TASK, PRELOADS_TEMPLATE_ID, SCROLLED_ATTRIBUTE, scriptsAfterPaint } from '~/lib/scripts-after-paint.server'

/** The document as React streams it, cut into the given chunks, through the rewrite. */
async function through(chunks: Buffer[], nonce?: string): Promise<string> {
  const rewriter = scriptsAfterPaint(nonce)
  return Buffer.concat([...chunks.map((chunk) => rewriter.write(chunk)), rewriter.end()]).toString('utf8')
}

function cut(html: string, ...at: number[]): Buffer[] {
  const bytes = Buffer.from(html)
  const edges = [0, ...at.sort((a, b) => a - b), bytes.byteLength]
  return edges.slice(1).map((end, i) => bytes.subarray(edges[i], end))
}

const PRELOADS =
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="n0nce"/><link rel="modulepreload" href="/assets/root.js"/>'
const HEAD =
  '<!DOCTYPE html><html lang="ja"><head><meta charSet="utf-8"/>' +
  '<link rel="stylesheet" href="/assets/app.css" data-precedence="app"/>' +
  '<link rel="modulepreload" href="/assets/ja-common.js"/><title>スタートアップを探す | Startup Asia</title>' +
  PRELOADS +
  '</head>'
const MODULE_CODE = 'import * as route0 from "/assets/root.js";\nwindow.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client.js");'
const BODY =
  '<body><p>本文 <link rel="modulepreload" href="/assets/not-in-head.js"/></p>' +
  '<script nonce="n0nce">window.__reactRouterContext = {};</script>' +
  `<script nonce="n0nce" type="module" async="">${MODULE_CODE}</script>` +
  '<script nonce="n0nce">window.__reactRouterContext.streamController.close();</script></body></html>'

describe('scriptsAfterPaint', () => {
  it('moves every module preload of the head into one template at its end, without the nonce it does not need, and leaves the rest of the head alone', async () => {
    const html = await through([Buffer.from(HEAD + BODY)], 'n0nce')
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).toBe(
      '<!DOCTYPE html><html lang="ja"><head><meta charSet="utf-8"/>' +
        '<link rel="stylesheet" href="/assets/app.css" data-precedence="app"/>' +
        '<title>スタートアップを探す | Startup Asia</title>' +
        `<template id="${PRELOADS_TEMPLATE_ID}"><link rel="modulepreload" href="/assets/ja-common.js"/>${PRELOADS.replaceAll(' nonce="n0nce"', '')}</template>`,
    )
  })

  it("turns React Router's module script into a data block followed by the script that restores it, with the nonce", async () => {
    const html = await through([Buffer.from(HEAD + BODY)], 'n0nce')
    const body = html.slice(html.indexOf('</head>'))
    expect(body).not.toContain('type="module"')
    expect(body).toContain(`<script nonce="n0nce" type="${DEFERRED_MODULE_TYPE}">${MODULE_CODE}</script><script nonce="n0nce">(()=>{`)
    // The module preload written in the body (none is, but a page could) and everything after the script are untouched.
    expect(body).toContain('<p>本文 <link rel="modulepreload" href="/assets/not-in-head.js"/></p>')
    expect(body.endsWith('})()</script><script nonce="n0nce">window.__reactRouterContext.streamController.close();</script></body></html>')).toBe(true)
    expect(body.match(/<script/g)).toHaveLength(4)
  })

  it("drops the indentation of React Router's pretty-printed manifest, and nothing else", async () => {
    const pretty = 'import * as route0 from "/assets/root.js";\n  window.__reactRouterManifest = {\n    "entry": {\n      "module": "/assets/a b.js"\n    }\n  };\nimport("/assets/entry.client.js");'
    const html = HEAD + BODY.replace(MODULE_CODE, pretty)
    const body = (await through([Buffer.from(html)], 'n0nce')).split('</head>')[1]!
    expect(body).toContain(
      `<script nonce="n0nce" type="${DEFERRED_MODULE_TYPE}">import * as route0 from "/assets/root.js";\nwindow.__reactRouterManifest = {\n"entry": {\n"module": "/assets/a b.js"\n}\n};\nimport("/assets/entry.client.js");</script><script nonce="n0nce">(()=>{`,
    )
  })

  it('works without a nonce', async () => {
    const html = HEAD + BODY.replaceAll(' nonce="n0nce"', '')
    const body = (await through([Buffer.from(html)])).split('</head>')[1]!
    expect(body).toContain(`<script type="${DEFERRED_MODULE_TYPE}">${MODULE_CODE}</script><script>(()=>{`)
  })

  it('is the same whatever the chunks: cut inside a multi-byte character, </head>, a link, the module tag or its end', async () => {
    const html = HEAD + BODY
    const whole = await through([Buffer.from(html)], 'n0nce')
    const bytes = Buffer.from(html)
    const inCharacter = bytes.indexOf(Buffer.from('スタート')) + 1
    const inHeadEnd = bytes.indexOf('</head>') + 3
    const inLink = bytes.indexOf('modulepreload') + 4
    const inBody = bytes.indexOf(Buffer.from('本文')) + 2
    const inModuleTag = bytes.indexOf('type="module"') + 7
    const inModuleEnd = bytes.indexOf('</script>', bytes.indexOf('type="module"')) + 4
    const cuts = [
      cut(html, inCharacter),
      cut(html, inHeadEnd),
      cut(html, inLink),
      cut(html, inModuleTag),
      cut(html, inModuleEnd),
      cut(html, inCharacter, inLink, inHeadEnd, inBody, inModuleTag, inModuleEnd),
      cut(html, ...Array.from({ length: bytes.byteLength - 1 }, (_, i) => i + 1)),
    ]
    for (const chunks of cuts) expect(await through(chunks, 'n0nce')).toBe(whole)
  })

  it('passes a document without a head end through unchanged', async () => {
    expect(await through(cut('<p>fragment</p>', 3))).toBe('<p>fragment</p>')
  })

  it('in the browser: the module script is back first, then the preloads reach the head a few per task', async () => {
    const many = Array.from({ length: 10 }, (_, i) => `<link rel="modulepreload" href="/assets/chunk-${i}.js"/>`).join('')
    const html = await through([Buffer.from(HEAD.replace('</head>', `${many}</head>`) + BODY)], 'n0nce')
    // A hidden page (jsdom's) has no paint to wait for: the script starts at once, as the page is parsed.
    // The fixture's React Router scripts have no React Router to talk to here: their errors are not this test's.
    const dom = new JSDOM(html, { runScripts: 'dangerously', virtualConsole: new VirtualConsole() })
    const { document } = dom.window
    const preloadsInHead = () => document.head.querySelectorAll('link[rel="modulepreload"]').length
    try {
      const moduleScript = document.querySelector('script[type="module"]')!
      expect(moduleScript.textContent).toBe(MODULE_CODE)
      expect(moduleScript.getAttribute('nonce') ?? (moduleScript as HTMLScriptElement).nonce).toBe('n0nce')
      expect(document.querySelector(`script[type="${DEFERRED_MODULE_TYPE}"]`)).toBeNull()
      expect(document.getElementById(PRELOADS_TEMPLATE_ID)).toBeNull()
      // 13 preloads, none in the script's own task, then PRELOADS_PER_TASK a task.
      expect(preloadsInHead()).toBe(0)
      const counts: number[] = []
      while (counts.at(-1) !== 13) {
        await new Promise((resolve) => dom.window.setTimeout(resolve, 0))
        counts.push(preloadsInHead())
        expect(counts.length).toBeLessThan(40)
      }
      expect(counts.every((count, i) => count - (counts[i - 1] ?? 0) <= PRELOADS_PER_TASK)).toBe(true)
      expect(counts.length).toBeGreaterThanOrEqual(Math.ceil(13 / PRELOADS_PER_TASK))
      expect([...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'))).toEqual([
        '/assets/ja-common.js',
        '/assets/entry.client.js',
        '/assets/root.js',
        ...Array.from({ length: 10 }, (_, i) => `/assets/chunk-${i}.js`),
      ])
    } finally {
      dom.window.close()
    }
  })

  it("in the browser: the page's first scroll marks the root, which a phone's stylesheet waits for to show the scrollbar", async () => {
    const html = await through([Buffer.from(HEAD + BODY)], 'n0nce')
    const dom = new JSDOM(html, { runScripts: 'dangerously', virtualConsole: new VirtualConsole() })
    const root = dom.window.document.documentElement
    try {
      expect(root.hasAttribute(SCROLLED_ATTRIBUTE)).toBe(false)
      dom.window.dispatchEvent(new dom.window.Event('scroll'))
      expect(root.getAttribute(SCROLLED_ATTRIBUTE)).toBe('')
      // Once: a later scroll finds no listener (the attribute, removed here, stays removed).
      root.removeAttribute(SCROLLED_ATTRIBUTE)
      dom.window.dispatchEvent(new dom.window.Event('scroll'))
      expect(root.hasAttribute(SCROLLED_ATTRIBUTE)).toBe(false)
    } finally {
      dom.window.close()
    }
    const css = readFileSync('app/app.css', 'utf8')
    expect(css).toMatch(/@media \(hover: none\) and \(pointer: coarse\) \{\s*html:not\(\[data-scrolled\]\) \{\s*scrollbar-width: none;/)
  })
})
