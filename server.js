// Production server: the build's HTTP edge (app/edge/app.server.ts: security headers, static files, same-origin and
// body checks) in front of React Router. Started by `npm start` (README) and by the Docker image.
import path from 'node:path'
import { pathToFileURL } from 'node:url'

// server.js only ever serves a production build. This must happen before React and React Router load (they pick
// their development or production build at import time), hence the dynamic import below.
process.env.NODE_ENV ??= 'production'

const buildPath = path.resolve(process.env.BUILD_PATH ?? 'build/server/index.js')
const build = await import(pathToFileURL(buildPath).href)
const { getEnv, boot, createApp, createHttpServer } = build.entry.module.runtime

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

const app = createApp({ build, env, clientDir: path.resolve(path.dirname(buildPath), '../client') })
// Header, request and keep-alive timeouts from the environment, so a slow or stalled client is dropped (decision 0082).
// A build from before that decision (the bench compares copied builds through BUILD_PATH) has no createHttpServer.
const httpServer = createHttpServer ? createHttpServer(app, env) : app
const server = httpServer.listen(env.PORT, env.HOST ?? '0.0.0.0', () => {
  console.log(`Startup Asia listening on http://${env.HOST ?? 'localhost'}:${env.PORT} (database ${database.driver})`)
})

function shutdown() {
  server.close(() => {
    database.close().finally(() => process.exit(0))
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
