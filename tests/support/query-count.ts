import { subscribe, unsubscribe } from 'node:diagnostics_channel'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { ServerBuild } from 'react-router'
import type * as Entry from '~/entry.server'
import { SQL_CHANNEL } from '../../db/client'

/**
 * Counting the SQL statements one request runs. Every statement Drizzle runs is published on a diagnostics channel
 * (db/client.ts); the production build is served in this process (so its statements reach this process's channel)
 * and requests are sent one at a time, so what is published between a request and the end of its answer is that
 * request's.
 */
type Runtime = (typeof Entry)['runtime']

export interface InProcessServer {
  url: string
  close(): Promise<void>
}

/** The production build's HTTP server (edge + React Router) in this process, on this test file's database. */
export async function startInProcessServer(): Promise<InProcessServer> {
  const build = (await import(/* @vite-ignore */ pathToFileURL(path.resolve('build/server/index.js')).href)) as ServerBuild & {
    entry: { module: { runtime: Runtime } }
  }
  const runtime = build.entry.module.runtime
  await runtime.boot()
  const app = runtime.createApp({ build, env: runtime.getEnv() })
  const server = app.listen(0, '127.0.0.1')
  await new Promise<void>((resolve) => server.once('listening', () => resolve()))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export interface Counted {
  status: number
  statements: string[]
  body: string
}

/** Sends one GET and returns its status and the statements it ran (the answer is read to its end first). */
export async function countStatements(url: string, init: RequestInit = {}): Promise<Counted> {
  const statements: string[] = []
  const onStatement = (message: unknown) => statements.push((message as { sql: string }).sql)
  subscribe(SQL_CHANNEL, onStatement)
  try {
    const response = await fetch(url, { redirect: 'manual', ...init })
    const body = await response.text()
    // Work the request started but did not await (a session touch after the answer) lands before the next tick.
    await new Promise((resolve) => setTimeout(resolve, 5))
    return { status: response.status, statements: [...statements], body }
  } finally {
    unsubscribe(SQL_CHANNEL, onStatement)
  }
}
