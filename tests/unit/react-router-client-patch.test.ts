// @vitest-environment jsdom
import { copyFile, mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type * as ReactRouter from 'react-router'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { CLIENT_PATCH_NAMES, CLIENT_PATCHES, patchReactRouter, RESTORE_WHEN_USED_SOURCE } from '../../tooling/react-router-fast-paths'

// docs/decisions/0076: the browser's router reads its applied view transitions from sessionStorage at their first use
// (a navigation's end, the page being left), not while it is created during hydration.

const TRANSITIONS_ITEM = 'remix-router-transitions'
const dist = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production')
const patchedDir = path.resolve('.cache/react-router-client-patch-test')
const applied = new Set<string>()
let patchedRR: typeof ReactRouter

beforeAll(async () => {
  await mkdir(patchedDir, { recursive: true })
  for (const file of await readdir(dist)) {
    if (!file.endsWith('.mjs')) continue
    const result = patchReactRouter(await readFile(path.join(dist, file), 'utf8'), CLIENT_PATCHES)
    for (const name of result.applied) applied.add(name)
    await writeFile(path.join(patchedDir, file), result.code)
  }
  await copyFile(path.join(dist, '../../package.json'), path.join(patchedDir, 'package.json')).catch(() => undefined)
  patchedRR = (await import(/* @vite-ignore */ pathToFileURL(path.join(patchedDir, 'index.mjs')).href)) as typeof ReactRouter
})

afterEach(() => {
  vi.restoreAllMocks()
  window.sessionStorage.clear()
})

/** The map helper with a stand-in for React Router's restore (which `set`s each stored entry), counting its reads. */
function lazyMap(stored: Record<string, string[]>) {
  const reads = { count: 0 }
  const restoreAppliedTransitions = (_window: unknown, transitions: Map<string, Set<string>>) => {
    reads.count++
    for (const [from, to] of Object.entries(stored)) transitions.set(from, new Set(to))
  }
  const restoreWhenUsed = new Function('restoreAppliedTransitions', `${RESTORE_WHEN_USED_SOURCE}\nreturn __rrfp_restoreWhenUsed`)(
    restoreAppliedTransitions,
  ) as (window: unknown, transitions: Map<string, Set<string>>) => void
  const map = new Map<string, Set<string>>()
  restoreWhenUsed(window, map)
  return { map, reads }
}

describe('the applied view transitions, read when first used', () => {
  it('every browser patch applies to the installed React Router', () => {
    expect([...applied].sort()).toEqual([...CLIENT_PATCH_NAMES].sort())
  })

  it('are not read when the map is made, and are read once, before the first use', () => {
    const { map, reads } = lazyMap({ '/a': ['/b'] })
    expect(reads.count).toBe(0)
    expect(map.get('/a')).toEqual(new Set(['/b']))
    expect(reads.count).toBe(1)
    expect(map.has('/a')).toBe(true)
    expect(map.has('/z')).toBe(false)
    expect(reads.count).toBe(1)
  })

  it('a first write lands on top of what was stored', () => {
    const { map, reads } = lazyMap({ '/a': ['/b'], '/c': ['/d'] })
    map.set('/a', new Set(['/e']))
    expect(reads.count).toBe(1)
    expect([...map.entries()]).toEqual([
      ['/a', new Set(['/e'])],
      ['/c', new Set(['/d'])],
    ])
  })

  it('the size (checked when the page is left) reads them too, and iteration sees them', () => {
    const { map, reads } = lazyMap({ '/a': ['/b'] })
    expect(map.size).toBe(1)
    expect(reads.count).toBe(1)
    expect([...map]).toEqual([['/a', new Set(['/b'])]])
    expect(Object.keys(map)).toEqual([])
  })

  it("in the patched router: nothing read as it starts; a navigation back reads them; leaving saves what a navigation recorded", async () => {
    window.sessionStorage.setItem(TRANSITIONS_ITEM, JSON.stringify({ '/from': ['/to'] }))
    const getItem = vi.spyOn(Storage.prototype, 'getItem')
    const reads = () => getItem.mock.calls.filter(([key]) => key === TRANSITIONS_ITEM).length
    window.history.replaceState(null, '', '/one')
    const router = patchedRR.createBrowserRouter([
      { path: '/one', element: null },
      { path: '/two', element: null },
    ])
    expect(router.state.location.pathname).toBe('/one')
    expect(reads()).toBe(0)

    await router.navigate('/two')
    expect(router.state.location.pathname).toBe('/two')
    expect(reads()).toBe(0) // a push without a view transition does not look them up

    const back = new Promise<void>((resolve) => {
      const unsubscribe = router.subscribe((state) => {
        if (state.location.pathname === '/one' && state.navigation.state === 'idle') {
          unsubscribe()
          resolve()
        }
      })
    })
    window.history.back()
    await back
    expect(reads()).toBe(1) // a navigation back asks whether it had a view transition

    await router.navigate('/two', { viewTransition: true })
    window.dispatchEvent(new Event('pagehide'))
    expect(reads()).toBe(1)
    expect(JSON.parse(window.sessionStorage.getItem(TRANSITIONS_ITEM) ?? '{}')).toEqual({ '/from': ['/to'], '/one': ['/two'] })
    router.dispose()
  })
})

describe("lazy route discovery's reload marker, cleared when the page is left", () => {
  const MARKER = 'react-router-manifest-version'
  const manifest = { version: 'v1', routes: { root: { id: 'root', path: '', hasLoader: false, module: '/root.js' } } }

  /** React Router's navigation-time discovery (it shares the manifest fetch with the eager one) over a fake server. */
  function discover(response: () => Response) {
    vi.stubGlobal('fetch', vi.fn(async () => response()))
    const patchRoutesOnNavigation = patchedRR.UNSAFE_getPatchRoutesOnNavigationFunction(
      () => ({ state: { location: { pathname: '/', search: '', hash: '' }, navigation: {} } }) as never,
      structuredClone(manifest) as never,
      {},
      true,
      { mode: 'lazy', manifestPath: '/__manifest' },
      false,
      '/',
    )
    return (path: string) => patchRoutesOnNavigation?.({ path, patch: () => {}, signal: new AbortController().signal } as never)
  }
  const ok = () => Response.json({})
  const mismatch = () => new Response(null, { status: 204, headers: { 'X-Remix-Reload-Document': 'yes' } })

  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('a mismatch right after a reload for the same version still stops instead of reloading again', async () => {
    // First in this block: no discovery has succeeded yet in this module's life (the document's, in a browser).
    window.sessionStorage.setItem(MARKER, 'v1')
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    await discover(mismatch)('/mismatch-one')
    expect(error).toHaveBeenCalledWith('Unable to discover routes due to manifest version mismatch.')
    expect(window.sessionStorage.getItem(MARKER)).toBe('v1')
  })

  it('a successful discovery does not touch sessionStorage; leaving the page removes the marker', async () => {
    window.sessionStorage.setItem(MARKER, 'v1')
    const calls = [vi.spyOn(Storage.prototype, 'getItem'), vi.spyOn(Storage.prototype, 'setItem'), vi.spyOn(Storage.prototype, 'removeItem')]
    await discover(ok)('/ok-one')
    expect(calls.map((call) => call.mock.calls.length)).toEqual([0, 0, 0])
    window.dispatchEvent(new Event('pagehide'))
    expect(window.sessionStorage.getItem(MARKER)).toBeNull()
  })

  it('after a success, a mismatch for the same version reloads (the marker counts as removed) and the new marker stays', async () => {
    window.sessionStorage.setItem(MARKER, 'v1')
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await discover(ok)('/ok-two')
    const setItem = vi.spyOn(Storage.prototype, 'setItem')
    // The reload never resolves (React Router waits for the page to go); the marker is written before it.
    void discover(mismatch)('/mismatch-two')
    await vi.waitFor(() => expect(setItem).toHaveBeenCalledWith(MARKER, 'v1'))
    window.dispatchEvent(new Event('pagehide'))
    expect(window.sessionStorage.getItem(MARKER)).toBe('v1')
  })
})
