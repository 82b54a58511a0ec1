import { randomUUID } from 'node:crypto'
import { rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { openDatabase } from '../../db/client'
import { getDatabase } from '~/server/db.server'
import { setBooted, setDraining } from '~/server/readiness.server'
import { loader } from '~/routes/api/ready'
import { routeArgs } from '../support/factories'

// GET /api/ready (issue 45): 503 until the boot finished, while draining, and when the database does not answer.
const ready = async () => {
  const response = await loader(routeArgs(new Request('http://localhost/api/ready')))
  return { status: response.status, body: (await response.json()) as { status: string; reason?: string } }
}

afterEach(async () => {
  setDraining(false)
  setBooted(await getDatabase())
})

describe('GET /api/ready', () => {
  it('is 200 once the boot finished and the database answers', async () => {
    expect(await ready()).toEqual({ status: 200, body: { status: 'ready' } })
  })

  it('is 503 before the boot finished', async () => {
    setBooted(undefined)
    expect(await ready()).toMatchObject({ status: 503, body: { status: 'unavailable', reason: 'starting' } })
  })

  it('is 503 while the server drains on SIGTERM', async () => {
    setDraining()
    expect(await ready()).toMatchObject({ status: 503, body: { reason: 'draining' } })
  })

  it('is 503 when the database does not answer (closed)', async () => {
    const file = path.join(tmpdir(), `startup-asia-ready-${randomUUID()}.db`)
    const closed = await openDatabase({ url: `file:${file}` })
    await closed.close()
    setBooted(closed)
    try {
      expect(await ready()).toMatchObject({ status: 503, body: { reason: 'database' } })
    } finally {
      for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true })
    }
  })
})
