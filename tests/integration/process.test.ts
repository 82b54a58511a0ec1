import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { freePort } from '../../tooling/processes'
import { isAlive, removeDatabase, temporaryDatabaseUrl } from '../support/server'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const databaseUrl = temporaryDatabaseUrl()
afterAll(() => removeDatabase(databaseUrl))

/** The process whose parent is `pid` (Linux /proc). */
function childOf(pid: number): number | undefined {
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim()
  return children ? Number(children.split(/\s+/)[0]) : undefined
}

async function until<T>(probe: () => T | undefined | false, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = probe()
    if (value) return value
    if (Date.now() > deadline) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

describe('npm start', () => {
  it('stops the server when npm is stopped, rather than leaving it orphaned on its port', async () => {
    const port = await freePort()
    const npm = spawn('npm', ['start'], {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        SEED_DEMO_DATA: 'false',
        SESSION_SECRET: 'process-test-session-secret-that-is-long-enough-0123',
      },
      stdio: 'ignore',
    })
    const health = async () => (await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null))?.ok
    const deadline = Date.now() + 60_000
    while (!(await health())) {
      if (Date.now() > deadline) throw new Error('server did not start')
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    const server = await until(() => childOf(npm.pid!), 5000)
    npm.kill('SIGKILL')
    await until(() => !isAlive(server), 10_000)
    expect(isAlive(server)).toBe(false)
  }, 90_000)
})
