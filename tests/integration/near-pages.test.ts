import { beforeAll, describe, expect, it } from 'vitest'
import { loader as discoverLoader } from '~/routes/discover/route'
import { loader as talentHubLoader } from '~/routes/talent-hub/route'
import { loader as eventsLoader } from '~/routes/events/route'
import { loader as workspaceLoader } from '~/routes/workspace/route'
import { fillCityIds } from '~/models/near.server'
import { getDb } from '~/server/db.server'
import { cardRows, type Cards } from '~/shared/columns'
import {
  createEvent,
  createJob,
  createStartup,
  createUser,
  createWorkspace,
  routeArgs,
  throughGuards,
} from '../support/factories'
import { i18nextMiddleware } from '~/server/i18n.server'
import { getRequest } from '../support/http'

// The four list pages with 'near a city, within N km' (docs/decisions/0115-near-filters.md), as a document and as a
// `.data` request: only the rows within the radius, and an unknown city said beside the filter with the other filters
// kept — never a 500. One set of rows for the file: a Kuala Lumpur and a Singapore row of each kind (~316 km apart).

type Loader = (args: never) => unknown
const PAGES: Record<string, { loader: Loader; field: string; other: string }> =
  {
    '/discover': {
      loader: discoverLoader as Loader,
      field: 'startups',
      other: 'sortBy=oldest',
    },
    '/talent-hub': {
      loader: talentHubLoader as Loader,
      field: 'jobs',
      other: 'type=full-time',
    },
    '/events': {
      loader: eventsLoader as Loader,
      field: 'events',
      other: 'category=workshop',
    },
    '/workspace': {
      loader: workspaceLoader as Loader,
      field: 'workspaces',
      other: 'type=hot-desk',
    },
  }
const kl: Record<string, number> = {}
const sg: Record<string, number> = {}

beforeAll(async () => {
  const founder = await createUser({ userType: 'startup' })
  const startupKl = await createStartup(founder, { location: 'Kuala Lumpur' })
  const startupSg = await createStartup(founder, { location: 'Singapore' })
  kl.startups = startupKl.id
  sg.startups = startupSg.id
  kl.jobs = (await createJob(startupKl.id, { location: 'Kuala Lumpur' })).id
  sg.jobs = (await createJob(startupSg.id, { location: 'Singapore' })).id
  kl.events = (await createEvent(founder, { location: 'Kuala Lumpur' })).id
  sg.events = (await createEvent(founder, { location: 'Singapore' })).id
  kl.workspaces = (await createWorkspace({ location: 'Kuala Lumpur' })).id
  sg.workspaces = (await createWorkspace({ location: 'Singapore' })).id
  await fillCityIds(await getDb())
})

async function load(path: string, search: string, suffix = '') {
  const { loader, field } = PAGES[path]!
  const answer = (await loader(
    routeArgs(getRequest(`${path}${suffix}${search}`)) as never,
  )) as Record<string, unknown>
  const cards = (await answer[field]) as Cards<{
    id: number
    distanceKm?: number
  }>
  return { answer, rows: cardRows(cards) }
}

describe.each(Object.keys(PAGES))('%s near a city', (path) => {
  const { field } = PAGES[path]!
  for (const suffix of ['', '.data']) {
    it(`${suffix || 'document'}: within 100 km of Kuala Lumpur shows only the nearby rows, with their distance`, async () => {
      const { answer, rows } = await load(
        path,
        '?near=kuala-lumpur&km=100',
        suffix,
      )
      const ids = rows.map((row) => row.id)
      expect(ids).toContain(kl[field])
      expect(ids).not.toContain(sg[field])
      expect(answer.filterErrors).toEqual({})
      expect(rows.find((row) => row.id === kl[field])?.distanceKm).toBe(0)
    })
  }

  it("the cities travel only to the chooser (`?dialog=near`), named in the page's language; the bar gets the city applied", async () => {
    const plain = await load(path, '')
    expect(plain.answer.near).toEqual({})
    const applied = await load(path, '?near=kuala-lumpur&km=100', '.data')
    expect(applied.answer.near).toEqual({ current: ['kuala-lumpur', 'Kuala Lumpur'] })
    for (const suffix of ['', '.data']) {
      const open = (await load(path, '?near=kuala-lumpur&dialog=near', suffix)).answer.near as { current: unknown; cities: [string, string][] }
      expect(open.current).toEqual(['kuala-lumpur', 'Kuala Lumpur'])
      expect(open.cities.length).toBeGreaterThanOrEqual(50)
      expect(open.cities).toContainEqual(['singapore', 'Singapore'])
    }
    // Through the root's language middleware, as React Router runs it: ?lng=ja names them in Japanese.
    const args = routeArgs(getRequest(`${path}?dialog=near&lng=ja`))
    const answer = (await throughGuards([i18nextMiddleware], args, PAGES[path]!.loader as never)) as { near: unknown }
    const japanese = answer.near as { cities: [string, string][] }
    expect(japanese.cities).toContainEqual(['tokyo', '東京'])
    // Another dialog's URL does not send them.
    expect((await load(path, '?dialog=elsewhere')).answer.near).toEqual({})
  })

  it('an unknown city: the page, the error beside the filter, the other filters kept', async () => {
    const { answer } = await load(
      path,
      `?near=atlantis&km=100&${PAGES[path]!.other}`,
    )
    expect(answer.filterErrors).toMatchObject({ near: expect.any(String) })
    const query = answer.query as Record<string, unknown>
    expect(query.near).toBeUndefined()
    const [name, value] = PAGES[path]!.other.split('=') as [string, string]
    expect(query[name]).toBe(value)
  })
})

describe("a member's preferred city", () => {
  it.each(Object.keys(PAGES))('%s: offered as a link, not applied: the list stays unfiltered', async (path) => {
    const { savePreferences } = await import('~/models/preferences.server')
    const { signedInCookie } = await import('../support/factories')
    const member = await createUser({ userType: 'startup' })
    await savePreferences(member.id, { sectors: [], stages: [], skills: [], cultureValues: [], city: 'kuala-lumpur', remoteOk: true })
    const { loader, field } = PAGES[path]!
    const request = getRequest(path, { Cookie: await signedInCookie(member) })
    const answer = (await loader(routeArgs(request) as never)) as Record<string, unknown>
    // The link's city by slug and name; the chooser's cities are not sent until it opens (decision 0144).
    expect(answer.near).toEqual({ suggestion: ['kuala-lumpur', 'Kuala Lumpur'] })
    expect((answer.query as { near?: string }).near).toBeUndefined()
    const ids = cardRows((await answer[field]) as Cards<{ id: number }>).map((row) => row.id)
    expect(ids).toContain(sg[field])
  })
})
