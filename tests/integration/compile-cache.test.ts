import { spawnSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// Node's compile cache beside the build (docs/decisions/0112-lighthouse-and-cold-start.md): `npm run build` fills it
// (tooling/warm-compile-cache.js) and server.js turns it on before it imports the build, so a start does not compile
// the build and its dependencies again. Reads the production build (`npm run build`, as the global setup makes it).
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const cacheDir = path.join(repoRoot, 'build/compile-cache')

/** server.js up to the point where it reads its environment, with Node's own report of each cache read. */
function startUntilEnvError(env: Record<string, string>) {
  return spawnSync(process.execPath, ['server.js'], {
    cwd: repoRoot,
    encoding: 'utf8',
    timeout: 60_000,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_DEBUG_NATIVE: 'COMPILE_CACHE',
      // An invalid port: server.js imports the build, then stops at the environment's check, before any database.
      PORT: 'not-a-port',
      ...env,
    },
  })
}

describe('compile cache', () => {
  it('is kept beside the build, one folder per Node version and user', () => {
    const folders = readdirSync(cacheDir)
    expect(folders).toContainEqual(expect.stringMatching(new RegExp(`^${process.version}-${process.arch}-\\w+-${process.getuid?.() ?? 0}$`)))
  })

  it('gives a start the server build compiled, instead of compiling it again', () => {
    const { status, stderr } = startUntilEnvError({})
    expect(status).toBe(1)
    expect(stderr).toMatch(/PORT/)
    expect(stderr).toMatch(/V8 code cache for ESM file:\/\/\S+\/build\/server\/assets\/server-build-[\w-]+\.js was accepted/)
    // …and the dependencies the build imports from node_modules.
    expect(stderr).toMatch(/V8 code cache for ESM file:\/\/\S+\/node_modules\/react-router\/\S+ was accepted/)
  })

  it('is off with Node’s NODE_DISABLE_COMPILE_CACHE', () => {
    const { status, stderr } = startUntilEnvError({ NODE_DISABLE_COMPILE_CACHE: '1' })
    expect(status).toBe(1)
    expect(stderr).not.toMatch(/was accepted/)
  })
})
