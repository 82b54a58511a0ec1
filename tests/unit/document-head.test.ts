import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import { describe, expect, it } from 'vitest'
import { lowPriorityModulePreloads } from '~/lib/document-head.server'

/** The document as React streams it, cut into the given chunks, through the head rewrite. */
async function through(chunks: Buffer[]): Promise<string> {
  return text(Readable.from(chunks).pipe(lowPriorityModulePreloads()))
}

function cut(html: string, ...at: number[]): Buffer[] {
  const bytes = Buffer.from(html)
  const edges = [0, ...at, bytes.byteLength]
  return edges.slice(1).map((end, i) => bytes.subarray(edges[i], end))
}

const HEAD =
  '<!DOCTYPE html><html lang="ja"><head><title>スタートアップを探す | Startup Asia</title>' +
  '<link rel="stylesheet" href="/assets/app.css" data-precedence="app"/>' +
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="n0nce"/><link rel="modulepreload" href="/assets/root.js"/></head>'
const BODY = '<body><p>本文 <link rel="modulepreload" href="/assets/not-in-head.js"/></p></body></html>'

describe('lowPriorityModulePreloads', () => {
  it('gives every module preload in the head fetchpriority="low", after its href, drops its nonce and leaves the rest alone', async () => {
    expect(await through([Buffer.from(HEAD + BODY)])).toBe(
      HEAD.replace('href="/assets/entry.client.js" nonce="n0nce"', 'href="/assets/entry.client.js" fetchpriority="low"').replace(
        'href="/assets/root.js"',
        'href="/assets/root.js" fetchpriority="low"',
      ) + BODY,
    )
  })

  it('is the same whatever the chunks: cut inside a multi-byte character, inside </head>, inside a link', async () => {
    const whole = await through([Buffer.from(HEAD + BODY)])
    const html = HEAD + BODY
    const inCharacter = Buffer.from(html).indexOf(Buffer.from('スタート')) + 1
    const inHeadEnd = Buffer.from(html).indexOf('</head>') + 3
    const inLink = Buffer.from(html).indexOf('modulepreload') + 4
    const inBody = Buffer.from(html).indexOf('本文') + 2
    for (const chunks of [cut(html, inCharacter), cut(html, inHeadEnd), cut(html, inLink), cut(html, inCharacter, inLink, inHeadEnd, inBody)]) {
      expect(await through(chunks)).toBe(whole)
    }
  })

  it('passes a document without a head end through unchanged', async () => {
    expect(await through(cut('<p>fragment</p>', 3))).toBe('<p>fragment</p>')
  })
})
