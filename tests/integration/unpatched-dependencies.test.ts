import { execFileSync } from 'node:child_process'
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import type { Plugin, PluginOption } from 'vite'
import { describe, expect, it } from 'vitest'
import viteConfig from '../../vite.config'

// Issue 39 / decision 0092: the app runs its dependencies as published. No build step rewrites their code, the server
// imports them from node_modules as they are, and a fresh install leaves the committed lockfile as it is.

const repoRoot = path.resolve(import.meta.dirname, '../..')

async function plugins(): Promise<Plugin[]> {
  const config = typeof viteConfig === 'function' ? await viteConfig({ command: 'build', mode: 'production' }) : viteConfig
  const flat: Plugin[] = []
  const visit = async (option: PluginOption | Promise<PluginOption>): Promise<void> => {
    const value = await option
    if (!value) return
    if (Array.isArray(value)) for (const item of value) await visit(item)
    else flat.push(value as Plugin)
  }
  await visit(config.plugins ?? [])
  return flat
}

/** The hooks through which a plugin can change a module's code or a chunk's. */
const CODE_HOOKS = ['transform', 'load', 'renderChunk', 'generateBundle'] as const

describe('no patched dependencies', () => {
  it("the project's own build plugins have no hook that could rewrite a dependency's code", async () => {
    const own = (await plugins()).filter((plugin) => plugin.name.startsWith('startup-asia:'))
    expect(own.map((plugin) => plugin.name).sort()).toEqual([
      'startup-asia:catalogue-chunks',
      'startup-asia:precompress',
      'startup-asia:shared-chunk',
    ])
    for (const plugin of own) {
      const hooks = CODE_HOOKS.filter((hook) => plugin[hook] !== undefined)
      // catalogue-chunks answers one virtual module of its own; precompress writes .br/.gz copies beside the output.
      const allowed: Record<string, readonly string[]> = {
        'startup-asia:catalogue-chunks': ['load', 'generateBundle'],
        'startup-asia:precompress': [],
        'startup-asia:shared-chunk': [],
      }
      for (const hook of hooks) expect(allowed[plugin.name], `${plugin.name} has a ${hook} hook`).toContain(hook)
    }
  })

  it('a load hook of ours answers only its own virtual module, never a file of node_modules', async () => {
    const catalogue = (await plugins()).find((plugin) => plugin.name === 'startup-asia:catalogue-chunks')!
    const load = typeof catalogue.load === 'function' ? catalogue.load : catalogue.load?.handler
    const file = path.join(repoRoot, 'node_modules/react-router/dist/production/index.js')
    const answer = await (load as ((id: string) => unknown) | undefined)?.call({} as never, file)
    expect(answer ?? null).toBeNull()
  })

  it('the other plugins are the framework and its CSS: the ones React Router and Tailwind give, as published', async () => {
    const others = (await plugins()).filter((plugin) => !plugin.name.startsWith('startup-asia:')).map((plugin) => plugin.name)
    const framework: Plugin[] = []
    for (const option of [...[reactRouter()].flat(), ...[tailwindcss()].flat()]) framework.push(...[await option].flat() as Plugin[])
    expect(others.sort()).toEqual(framework.map((plugin) => plugin.name).sort())
    // No module of a dependency is swapped for another file either.
    expect(readFileSync(path.join(repoRoot, 'vite.config.ts'), 'utf8')).not.toMatch(/alias/)
  })

  it('the server build imports React Router, React and the drivers from node_modules instead of carrying a copy', () => {
    const serverDir = path.join(repoRoot, 'build/server')
    const server = readdirSync(serverDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(path.join(serverDir, file), 'utf8'))
      .join('\n')
    for (const name of ['react-router', 'react', 'react-dom/server', '@react-router/node', 'better-sqlite3']) {
      expect(server, name).toMatch(new RegExp(`from "${name.replace('/', '\\/')}"|import\\("${name.replace('/', '\\/')}"\\)`))
    }
    // React Router's own code (its router's internals) is not in the bundle.
    expect(server).not.toContain('function matchRoutesImpl')
    expect(server).not.toContain('function createStaticHandler')
  })

  it('npm install on the committed package.json and lockfile leaves the lockfile unchanged', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lockfile-'))
    try {
      for (const file of ['package.json', 'package-lock.json']) cpSync(path.join(repoRoot, file), path.join(dir, file))
      const before = readFileSync(path.join(dir, 'package-lock.json'), 'utf8')
      execFileSync('npm', ['install', '--package-lock-only', '--ignore-scripts', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'pipe' })
      expect(readFileSync(path.join(dir, 'package-lock.json'), 'utf8') === before, 'npm install rewrote package-lock.json').toBe(true)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }, 120_000)
})
