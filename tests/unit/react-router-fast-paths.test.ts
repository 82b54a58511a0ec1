import { copyFile, mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { RouteConfigEntry } from '@react-router/dev/routes'
import type * as ReactRouter from 'react-router'
import type { RouteObject } from 'react-router'
import { createElement, type ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'
import routeConfig from '../../app/routes'
import { PATCH_NAMES, patchReactRouter } from '../../tooling/react-router-fast-paths'

// docs/decisions/0067-server-render-cost.md: the server's React Router is patched at build time to match routes by
// their first segment and to build its route objects once. The patches must apply to the installed React Router,
// and the patched matcher must find exactly what the original finds for every route of this app.

const dist = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production')
const patchedDir = path.resolve('.cache/react-router-fast-paths-test')

type RR = typeof ReactRouter
let originalRR: RR
let patchedRR: RR
type MatchRoutes = (routes: RouteObject[], location: string) => { route: RouteObject; pathname: string; params: object }[] | null
let original: MatchRoutes
let patched: MatchRoutes
const applied = new Set<string>()

beforeAll(async () => {
  await mkdir(patchedDir, { recursive: true })
  for (const file of await readdir(dist)) {
    if (!file.endsWith('.mjs')) continue
    const result = patchReactRouter(await readFile(path.join(dist, file), 'utf8'))
    for (const name of result.applied) applied.add(name)
    await writeFile(path.join(patchedDir, file), result.code)
  }
  await copyFile(path.join(dist, '../../package.json'), path.join(patchedDir, 'package.json')).catch(() => undefined)
  originalRR = (await import(/* @vite-ignore */ pathToFileURL(path.join(dist, 'index.mjs')).href)) as RR
  patchedRR = (await import(/* @vite-ignore */ pathToFileURL(path.join(patchedDir, 'index.mjs')).href)) as RR
  original = originalRR.matchRoutes as unknown as MatchRoutes
  patched = patchedRR.matchRoutes as unknown as MatchRoutes
})

/** The app's route table as React Router's route objects, under the root route. */
function toRouteObjects(entries: RouteConfigEntry[]): RouteObject[] {
  return entries.map((entry) => {
    const id = entry.id ?? entry.file
    if (entry.index) return { id, index: true }
    return { id, path: entry.path, children: entry.children ? toRouteObjects(entry.children) : undefined }
  })
}
const routes: RouteObject[] = [{ id: 'root', path: '', children: toRouteObjects(routeConfig) }]

/** Every route's full path with its parameters filled in several ways, in upper case, with a trailing slash. */
function samplePaths(): string[] {
  const patterns: string[] = []
  const walk = (entries: RouteConfigEntry[], parent: string) => {
    for (const entry of entries) {
      const full = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, '/') : parent
      patterns.push(full || '/')
      if (entry.children) walk(entry.children, full)
    }
  }
  walk(routeConfig, '')
  const paths = new Set<string>()
  for (const pattern of patterns) {
    for (const value of ['1', '12345', 'abc', 'x.y']) {
      const filled = pattern.replace(/:[\w-]+\??/g, value).replace(/\*$/, 'a/b')
      paths.add(filled)
      paths.add(filled.toUpperCase())
      paths.add(`${filled}/`)
      paths.add(`${filled}/extra`)
    }
  }
  for (const odd of ['/', '', '//discover', '/nope', '/api', '/api/nope', '/dıscover', '/%E6%9D%B1%E4%BA%AC', '/startup', '/STARTUP/7', '/a%2Fb', '/discover%2F1', '/événements']) {
    paths.add(odd)
  }
  return [...paths]
}

describe('React Router fast paths', () => {
  it('every patch applies to the installed React Router', () => {
    expect([...applied].sort()).toEqual([...PATCH_NAMES].sort())
  })

  it('the patched matcher finds what the original finds, for every route of the app', () => {
    const paths = samplePaths()
    expect(paths.length).toBeGreaterThan(400)
    const summary = (matches: ReturnType<MatchRoutes>) =>
      matches?.map((match) => [match.route.id, match.pathname, JSON.stringify(match.params)]) ?? null
    let notFound = 0
    for (const pathname of paths) {
      const expected = summary(original(routes, pathname))
      if (original(routes, pathname)?.at(-1)?.route.path === '*') notFound++
      expect(summary(patched(routes, pathname)), pathname).toEqual(expected)
    }
    // Most samples reach a page (the upper-case ones too: patterns compare without case); the others the catch-all.
    expect(notFound).toBeGreaterThan(10)
    expect(notFound).toBeLessThan(paths.length / 2)
  })
})

/** Every kind of `to` and prop a link can have: the fast path's and the others'. */
function links(rr: RR): ReactNode {
  const { Link, NavLink } = rr
  const targets = [
    '/', '/discover', '/discover?sector=ai&stage=seed', '/a/../b', '/a//b', '/a/./b/', '/x#top', '/x?#', '/?', '/startup/1/',
    '/\\evil', '/caf%C3%A9', '/東京?q=東京', '//evil.example', 'https://example.com/x', 'mailto:a@example.com', 'relative',
    '../up', '', '.', '?only=search', '#hash',
  ]
  const extras: Record<string, unknown>[] = [
    {}, { className: 'btn', 'aria-label': 'Go' }, { target: '_blank', rel: 'noreferrer' }, { reloadDocument: true },
    { discover: 'none' }, { prefetch: 'intent' }, { relative: 'path' }, { state: { a: 1 }, replace: true, preventScrollReset: true },
    { id: 'x', 'data-dialog-trigger': 'book' },
  ]
  const children: ReactNode[] = []
  targets.forEach((to, i) =>
    extras.forEach((extra, j) => children.push(createElement(Link, { key: `${i}-${j}`, to, ...extra }, `link ${i} ${j}`))),
  )
  for (const to of ['/', '/startup/1', '/discover']) {
    children.push(createElement(NavLink, { key: `nav${to}`, to, className: ({ isActive }: { isActive: boolean }) => (isActive ? 'on' : 'off') }, to))
    children.push(createElement(NavLink, { key: `end${to}`, to, end: true }, to))
  }
  return createElement('nav', null, children)
}

async function renderLinks(rr: RR, basename?: string): Promise<string> {
  const routes = [{ id: 'root', path: '/', children: [{ id: 'startup', path: 'startup/:id', Component: () => links(rr) }] }]
  const handler = rr.createStaticHandler(routes, { basename })
  const context = await handler.query(new Request(`http://x${basename ?? ''}/startup/1`))
  if (context instanceof Response) throw new Error('unexpected response')
  const router = rr.createStaticRouter(handler.dataRoutes, context)
  return renderToString(createElement(rr.StaticRouterProvider, { router, context, hydrate: false }))
}

describe("the server's links", () => {
  it('are written exactly as React Router writes them, for every kind of target and prop', async () => {
    const expected = await renderLinks(originalRR)
    expect(expected.match(/<a /g)?.length).toBeGreaterThan(200)
    expect(await renderLinks(patchedRR)).toBe(expected)
  })

  it('under a basename too (the full hooks path)', async () => {
    const expected = await renderLinks(originalRR, '/app')
    expect(expected).toContain('href="/app/discover"')
    expect(await renderLinks(patchedRR, '/app')).toBe(expected)
  })
})
