// Production server: the build's HTTP edge (app/edge/app.server.ts: security headers, static files, same-origin and
// body checks) in front of React Router. Started by `npm start` (README) and by the Docker image.
import module from 'node:module'
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
const { getEnv, boot, startBackgroundWork, createApp, createHttpServer } = build.entry.module.runtime

let env
let database
try {
  env = getEnv()
  // Fail fast: migrations, first-start demo data and the admin account happen before we listen.
  database = await boot()
} catch (error) {
  console.error(error instanceof Error && error.name === 'EnvError' ? error.message : error)
  process.exit(1)
}
// The outbox worker (docs/decisions/0102-mail-outbox.md); a build from before it (the bench's copies) has none.
const background = startBackgroundWork ? startBackgroundWork(database, env) : undefined

const app = createApp({ build, env, clientDir: path.resolve(path.dirname(buildPath), '../client') })
// Header, request and keep-alive timeouts from the environment, so a slow or stalled client is dropped (decision 0082).
// A build from before that decision (the bench compares copied builds through BUILD_PATH) has no createHttpServer.
const httpServer = createHttpServer ? createHttpServer(app, env) : app
const server = httpServer.listen(env.PORT, env.HOST ?? '0.0.0.0', () => {
  console.log(`Startup Asia listening on http://${env.HOST ?? 'localhost'}:${env.PORT} (database ${database.driver})`)
})

function shutdown() {
  server.close(() => {
    Promise.resolve(background?.stop())
      .catch(() => undefined)
      .finally(() => database.close().finally(() => process.exit(0)))
  })
  setTimeout(() => process.exit(0), 5000).unref()
}
process.on('SIGTERM', shutdown)
process.on('SIGINT', shutdown)

// Under `npm start` the server is npm's child (the script `exec`s node, so no shell sits between). Stopping npm alone (a SIGTERM or SIGKILL to npm, not to the process
// group) would leave this process running, orphaned, holding the port: stop with the parent.
const parentPid = process.ppid
setInterval(() => {
  if (process.ppid !== parentPid) shutdown()
}, 1000).unref()
