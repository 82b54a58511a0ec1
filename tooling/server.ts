import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { exited, freePort } from './processes'

/**
 * The production server (`node server.js`, exactly as `npm start` runs it) on a free port and its own database, for
 * tests of what happens over HTTP: the edge's checks, headers, limits, several processes on one database. Needs the
 * production build; tests/support/global-setup.ts makes sure it is there and current.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

export interface RunningServer {
  url: string
  /** The server's process id, to read its memory from /proc. */
  pid: number
  databaseUrl: string
  /** What the server printed, for failure messages. */
  output(): string
  /** Resolves with the exit code (null when a signal ended it) once the process has exited. */
  exit: Promise<number | null>
  stop(): Promise<void>
}

/** A fresh embedded database file path, removed by `removeDatabase`. */
export function temporaryDatabaseUrl(): string {
  return `file:${path.join(tmpdir(), `startup-asia-http-${randomUUID()}.db`)}`
}

export function removeDatabase(databaseUrl: string): void {
  if (!databaseUrl.startsWith('file:')) return
  const file = databaseUrl.slice('file:'.length)
  for (const suffix of ['', '-wal', '-shm', '.session-secret']) rmSync(file + suffix, { force: true })
  rmSync(path.join(path.dirname(file), '.session-secret'), { force: true })
}

export async function startServer({
  env = {},
  databaseUrl = temporaryDatabaseUrl(),
  timeoutMs = 60_000,
}: { env?: Record<string, string>; databaseUrl?: string; timeoutMs?: number } = {}): Promise<RunningServer> {
  const port = await freePort()
  const child = spawn(process.execPath, ['server.js'], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      SEED_DEMO_DATA: 'false',
      SESSION_SECRET: 'http-test-session-secret-that-is-long-enough-0123456789',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000)
  }
  child.stdout?.on('data', collect)
  child.stderr?.on('data', collect)
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))

  const url = `http://127.0.0.1:${port}`
  const running: RunningServer = {
    url,
    pid: child.pid!,
    databaseUrl,
    output: () => output,
    exit,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM')
        const killTimer = setTimeout(() => child.kill('SIGKILL'), 5000)
        await exited(child)
        clearTimeout(killTimer)
      }
    },
  }

  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`server.js exited before answering (code ${child.exitCode}):\n${output}`)
    }
    try {
      const response = await fetch(`${url}/api/health`)
      if (response.ok) return running
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  await running.stop()
  throw new Error(`server.js did not answer on ${url} within ${timeoutMs} ms:\n${output}`)
}
