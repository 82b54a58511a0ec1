// Production server: the build's HTTP edge (app/edge/app.server.ts: security headers, static files, same-origin and
// body checks) in front of React Router. Started by `npm start` (README) and by the Docker image.
import module from 'node:module'
import { clearInterval, clearTimeout, setImmediate } from 'node:timers'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

// V8's heap, sized for this server (docs/decisions/0096-server-memory-and-cold-start.md). Left to itself V8 sizes
// the heap to the machine (a 4 GB old-space limit here) and lets it grow long before collecting: RSS settles near
// 440 MB for ~70 MB of live objects. Every way the server starts (`npm start`, the Docker image, `npm run cluster`,
// the tests and the bench) runs this file, so the limits are set here: when they are not on node's command line, the
// process replaces itself (execve: the same pid, no wrapper, signals still reach it) with node given them.
// MAX_OLD_SPACE_MB and MAX_SEMI_SPACE_MB change them, 0 leaves that one to V8; a flag given in NODE_OPTIONS or on
// node's command line wins.
const HEAP_FLAGS = [
  ['--max-old-space-size', 'MAX_OLD_SPACE_MB', '160'],
  ['--max-semi-space-size', 'MAX_SEMI_SPACE_MB', '8'],
]
const givenFlags = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)].map((arg) => arg.replaceAll('_', '-'))
const missingFlags = []
for (const [flag, variable, fallback] of HEAP_FLAGS) {
  const megabytes = process.env[variable] || fallback
  if (!/^\d+$/.test(megabytes)) {
    console.error(`${variable} must be a whole number of megabytes (0: V8's own sizing), not "${megabytes}"`)
    process.exit(1)
  }
  if (megabytes !== '0' && !givenFlags.some((arg) => arg.startsWith(flag))) missingFlags.push(`${flag}=${megabytes}`)
}
// process.execve is POSIX only; elsewhere the server runs with V8's own sizing.
if (missingFlags.length > 0 && typeof process.execve === 'function') {
  process.execve(process.execPath, [process.execPath, ...missingFlags, ...process.execArgv, ...process.argv.slice(1)], process.env)
}

// server.js only ever serves a production build. This must happen before React and React Router load (they pick
// their development or production build at import time), hence the dynamic import below.
process.env.NODE_ENV ??= 'production'

const buildPath = path.resolve(process.env.BUILD_PATH ?? 'build/server/index.js')
// V8's compiled code for the build and its dependencies, kept beside the build so a start does not compile them again:
// about 0.2 s of CPU at every start (docs/decisions/0112-lighthouse-and-cold-start.md). `npm run build` fills it
// (tooling/warm-compile-cache.js); a start writes what it compiled that was not there yet. Node checks every entry
// against its file's contents and its own version, so a stale entry is only recompiled. NODE_COMPILE_CACHE names
// another folder, NODE_DISABLE_COMPILE_CACHE=1 turns it off (both Node's own).
module.enableCompileCache(path.join(path.dirname(buildPath), '../compile-cache'))
const build = await import(pathToFileURL(buildPath).href)
const { getEnv, boot, startBackgroundWork, createApp, createHttpServer, log, setDraining, flushErrorReports } = build.entry.module.runtime
// The build's logger (docs/decisions/0133-operations.md); a build from before it (the bench's copies) has none.
const logTo = (area) => (log ? log(area) : { info: console.log, warn: console.warn, error: console.error, fatal: console.error })

let env
let database
try {
  env = getEnv()
} catch (error) {
  // Before the logger: its own level (LOG_LEVEL) may be what is wrong. The message names every bad variable.
  console.error(error instanceof Error && error.name === 'EnvError' ? error.message : error)
  process.exit(1)
}
const serverLog = logTo('server')
try {
  // Fail fast: migrations, first-start demo data and the admin account happen before we listen.
  database = await boot()
} catch (error) {
  logTo('boot').fatal({ err: error }, 'boot failed')
  process.exit(1)
}
// The outbox worker (docs/decisions/0102-mail-outbox.md); a build from before it (the bench's copies) has none.
const background = startBackgroundWork ? startBackgroundWork(database, env) : undefined

const app = createApp({ build, env, clientDir: path.resolve(path.dirname(buildPath), '../client') })
// Header, request and keep-alive timeouts from the environment, so a slow or stalled client is dropped (decision 0082).
// A build from before that decision (the bench compares copied builds through BUILD_PATH) has no createHttpServer.
const httpServer = createHttpServer ? createHttpServer(app, env) : app
const server = httpServer.listen(env.PORT, env.HOST ?? '0.0.0.0', () => {
  serverLog.info(
    { url: `http://${env.HOST ?? 'localhost'}:${env.PORT}`, database: database.driver },
    `Startup Asia listening on http://${env.HOST ?? 'localhost'}:${env.PORT} (database ${database.driver})`,
  )
})

/**
 * Graceful shutdown on SIGTERM or SIGINT (docs/decisions/0133-operations.md): /api/ready answers 503 at once; the
 * listening socket closes (new connections are refused) and idle kept-alive connections with it; requests in flight
 * finish, their answers carrying `Connection: close`; after SHUTDOWN_TIMEOUT seconds the connections still open are
 * closed. Then background work stops at its next safe point (the scheduler and the outbox worker finish the run they
 * are in), error reports still being sent go out, the database closes and the process exits: 0 when every request
 * finished, 1 when the timeout cut some off.
 */
let shuttingDown = false
function shutdown(signal) {
  if (shuttingDown) return
  shuttingDown = true
  setDraining?.()
  const timeoutMs = (env.SHUTDOWN_TIMEOUT ?? 25) * 1000
  serverLog.info({ signal, timeoutMs }, 'shutting down: finishing the requests in flight')
  let forced = false
  const closeIdle = setInterval(() => server.closeIdleConnections?.(), 100)
  const force = setTimeout(() => {
    forced = true
    serverLog.warn('shutdown timeout: closing the connections still open')
    server.closeAllConnections?.()
  }, timeoutMs)
  // Whatever happens below, the process ends.
  setTimeout(() => process.exit(1), timeoutMs + 10_000).unref()
  const stopped = async () => {
    clearInterval(closeIdle)
    clearTimeout(force)
    try {
      await background?.stop()
      await flushErrorReports?.()
    } catch (error) {
      serverLog.error({ err: error }, 'stopping background work failed')
    }
    await database.close().catch(() => undefined)
    serverLog.info({ forced }, 'stopped')
    // Let the log line reach stdout before exiting.
    setImmediate(() => process.exit(forced ? 1 : 0))
  }
  // Closed after this turn of the event loop: a connection the kernel had already accepted, or a request already
  // written on a kept-alive connection, is read in the same turn as the signal and counts as in flight, not idle.
  setImmediate(() => server.close(stopped))
}
process.on('SIGTERM', () => shutdown('SIGTERM'))
process.on('SIGINT', () => shutdown('SIGINT'))

// Under `npm start` the server is npm's child (the script `exec`s node, so no shell sits between). Stopping npm alone (a SIGTERM or SIGKILL to npm, not to the process
// group) would leave this process running, orphaned, holding the port: stop with the parent.
const parentPid = process.ppid
setInterval(() => {
  if (process.ppid !== parentPid) shutdown('parent exited')
}, 1000).unref()
