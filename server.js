// Production server: serves build/client as static files and everything else through React Router.
// Started by `npm start` (README) and by the Docker image; reads the same environment either way.
import path from 'node:path'
import { pathToFileURL } from 'node:url'

// server.js only ever serves a production build. This must happen before React and React Router load (they pick
// their development or production build at import time), hence the dynamic imports below.
process.env.NODE_ENV ??= 'production'
const { createRequestHandler } = await import('@react-router/express')
const { default: compression } = await import('compression')
const { default: express } = await import('express')

const buildPath = path.resolve(process.env.BUILD_PATH ?? 'build/server/index.js')
const build = await import(pathToFileURL(buildPath).href)
const { getEnv, getDatabase } = build.entry.module.runtime

let env
let database
try {
  env = getEnv()
  // Fail fast: migrations, first-start demo data and the admin account happen before we listen.
  database = await getDatabase()
} catch (error) {
  console.error(error instanceof Error && error.name === 'EnvError' ? error.message : error)
  process.exit(1)
}

const app = express()
app.disable('x-powered-by')
// Behind a reverse proxy set TRUST_PROXY (e.g. "1" or "loopback") so req.ip and https detection see the client.
if (process.env.TRUST_PROXY) app.set('trust proxy', process.env.TRUST_PROXY)
app.use(compression())
app.use('/assets', express.static('build/client/assets', { immutable: true, maxAge: '1y' }))
app.use(express.static('build/client', { maxAge: '1h' }))
app.all(
  '/{*splat}',
  createRequestHandler({
    build,
    mode: env.NODE_ENV === 'development' ? 'development' : 'production',
    getLoadContext: (req) => ({ clientIp: req.ip ?? req.socket.remoteAddress ?? 'unknown' }),
  }),
)

const server = app.listen(env.PORT, env.HOST ?? '0.0.0.0', () => {
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
