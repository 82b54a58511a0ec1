import Database from 'better-sqlite3'
import { createClient } from '@libsql/client'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { withoutMocks } from '../mocks/server'
import { startSmtp, type TestSmtp } from '../support/smtp'
import { isAlive, removeDatabase, signUpMember, startServer, temporaryDatabaseUrl, type RunningServer } from '../support/server'
import { startSqld, type RunningSqld } from '../../tooling/sqld'

// The outbox across real server processes (issue 40): a kill -9 after the cause and before the send loses nothing and
// sends nothing twice; two instances on one database send each message once (docs/decisions/0102-mail-outbox.md).

withoutMocks()

const servers: RunningServer[] = []
const smtps: TestSmtp[] = []
const databases: string[] = []
const sqlds: RunningSqld[] = []
afterAll(async () => {
  await Promise.all(servers.map((server) => (isAlive(server.pid) ? server.stop() : undefined)))
  await Promise.all(smtps.map((smtp) => smtp.stop()))
  for (const url of databases) removeDatabase(url)
  await Promise.all(sqlds.map((sqld) => sqld.stop()))
})

async function start(env: Record<string, string>, databaseUrl: string) {
  const server = await startServer({ env, databaseUrl })
  servers.push(server)
  return server
}

type OutboxRow = { recipient: string; state: string; messageId: string }
const OUTBOX_QUERY = 'select recipient, state, message_id as messageId from email_outbox'

function outboxStates(databaseUrl: string): OutboxRow[] {
  const db = new Database(databaseUrl.slice('file:'.length), { readonly: true })
  try {
    return db.prepare(OUTBOX_QUERY).all() as never
  } finally {
    db.close()
  }
}

async function outboxStatesOnSqld(url: string): Promise<OutboxRow[]> {
  const client = createClient({ url })
  try {
    return (await client.execute(OUTBOX_QUERY)).rows as unknown as OutboxRow[]
  } finally {
    client.close()
  }
}

const messageIdsTo = (smtp: TestSmtp, email: string) =>
  smtp.messages.filter((message) => message.to && JSON.stringify(message.to).includes(email)).map((message) => message.messageId)

describe('the outbox across processes', () => {
  it('a server killed with SIGKILL after a sign-up loses nothing: the next one sends the welcome once', async () => {
    const databaseUrl = temporaryDatabaseUrl()
    databases.push(databaseUrl)
    // No SMTP_URL: the first server queues and never sends, so the kill falls between the cause and the send.
    const first = await start({}, databaseUrl)
    const member = await signUpMember(first)
    process.kill(first.pid, 'SIGKILL')
    await vi.waitFor(() => expect(isAlive(first.pid)).toBe(false))
    expect(outboxStates(databaseUrl).filter((row) => row.recipient === member.email)).toEqual([
      expect.objectContaining({ state: 'queued' }),
    ])

    const smtp = await startSmtp()
    smtps.push(smtp)
    await start({ SMTP_URL: smtp.url }, databaseUrl)
    await vi.waitFor(() => expect(outboxStates(databaseUrl).find((row) => row.recipient === member.email)?.state).toBe('sent'), {
      timeout: 30_000,
      interval: 200,
    })
    const [row] = outboxStates(databaseUrl).filter((entry) => entry.recipient === member.email)
    expect(messageIdsTo(smtp, member.email)).toEqual([row!.messageId])
  })

  it('two instances on one database send each message once', async () => {
    const databaseUrl = temporaryDatabaseUrl()
    databases.push(databaseUrl)
    const smtp = await startSmtp()
    smtps.push(smtp)
    const a = await start({ SMTP_URL: smtp.url, AUTH_RATE_LIMIT: '1000' }, databaseUrl)
    const b = await start({ SMTP_URL: smtp.url, AUTH_RATE_LIMIT: '1000' }, databaseUrl)
    const members = await Promise.all(Array.from({ length: 6 }, (_, index) => signUpMember(index % 2 ? b : a)))
    await vi.waitFor(
      () => expect(outboxStates(databaseUrl).filter((row) => row.state === 'sent')).toHaveLength(members.length),
      { timeout: 60_000, interval: 250 },
    )
    const sentIds = outboxStates(databaseUrl).map((row) => row.messageId).sort()
    const receivedIds = members.flatMap((member) => messageIdsTo(smtp, member.email)).sort()
    expect(receivedIds).toEqual(sentIds)
    expect(new Set(receivedIds).size).toBe(members.length)
  })

  it('two instances on one libSQL server (the cluster) send each message once', async () => {
    const sqld = await startSqld()
    sqlds.push(sqld)
    const smtp = await startSmtp()
    smtps.push(smtp)
    const env = { SMTP_URL: smtp.url, AUTH_RATE_LIMIT: '1000', STORAGE: 'database' }
    const a = await start(env, sqld.url)
    const b = await start(env, sqld.url)
    const members = await Promise.all(Array.from({ length: 6 }, (_, index) => signUpMember(index % 2 ? b : a)))
    await vi.waitFor(
      async () => expect((await outboxStatesOnSqld(sqld.url)).filter((row) => row.state === 'sent')).toHaveLength(members.length),
      { timeout: 90_000, interval: 500 },
    )
    const sentIds = (await outboxStatesOnSqld(sqld.url)).map((row) => row.messageId).sort()
    const receivedIds = members.flatMap((member) => messageIdsTo(smtp, member.email)).sort()
    expect(receivedIds).toEqual(sentIds)
    expect(new Set(receivedIds).size).toBe(members.length)
  }, 180_000)
})
