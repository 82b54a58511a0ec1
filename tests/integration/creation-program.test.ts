import { beforeAll, describe, expect, it } from 'vitest'
import type { PublicUser } from '~/shared/user'
import { action as apiAction, loader as apiLoader } from '~/routes/api/creation-program'
import { action as pageAction, loader as pageLoader } from '~/routes/creation-program'
import { middleware as signedInGuards } from '~/routes/layouts/signed-in'
import { creationProgressCases } from '../support/creation-program-cases'
import { createUser, routeArgs, signedInCookie, throughGuards } from '../support/factories'
import { formRequest, getRequest, jsonRequest, settle } from '../support/http'

// Issue 46 item 2 (docs/decisions/0128): /creation-program shows the member's own progress, and its form and
// POST /api/creation-program mark the current module complete through one model and one schema.

let member: PublicUser
let cookie = ''

beforeAll(async () => {
  member = await createUser()
  cookie = await signedInCookie(member)
})

type Refused = { init: { status: number }; data: { error: string } }

describe('the page', () => {
  const args = (request: Request) => routeArgs(request, { user: member })

  it('is behind the signed-in guard, for documents and .data requests', async () => {
    for (const path of ['/creation-program', '/creation-program.data']) {
      const response = await settle(() => throughGuards(signedInGuards, routeArgs(getRequest(path)), pageLoader as never))
      expect(response.status).toBe(302)
      expect(response.headers.get('Location')).toMatch(/^\/auth\?redirectTo=%2Fcreation-program/)
    }
    const read = await throughGuards(signedInGuards, routeArgs(getRequest('/creation-program.data', { Cookie: cookie })), pageLoader as never)
    expect((read as { completed: number }).completed).toBe(0)
  })

  it("shows the member's progress: nothing for a new member; only unlocked modules open", async () => {
    expect(await pageLoader(args(getRequest('/creation-program?module=1')))).toMatchObject({ completed: 0, openModule: 1 })
    expect(await pageLoader(args(getRequest('/creation-program?module=3')))).toMatchObject({ openModule: null })
  })

  it('its form completes the current module and goes on to the next; a bad or later module is refused with the reason', async () => {
    const invalid = (await pageAction(args(formRequest('/creation-program', { intent: 'complete-1', module: 'seven' })))) as unknown as Refused
    expect(invalid.init.status).toBe(400)
    expect(invalid.data.error).toBe('Choose a module of the program')
    const later = (await pageAction(args(formRequest('/creation-program', { intent: 'complete-2', module: '2' })))) as unknown as Refused
    expect(later.init.status).toBe(409)
    expect(later.data.error).toBe('Complete the earlier modules first')

    const done = await settle(() => pageAction(args(formRequest('/creation-program', { intent: 'complete-1', module: '1' }))))
    expect(done.status).toBe(302)
    expect(done.headers.get('Location')).toBe('/creation-program?module=2#module-2')
    expect(await pageLoader(args(getRequest('/creation-program?module=2')))).toMatchObject({ completed: 1, openModule: 2 })
  })
})

describe('GET and POST /api/creation-program', () => {
  const get = (headers: Record<string, string> = {}) => settle(() => apiLoader(routeArgs(getRequest('/api/creation-program', headers))))
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    settle(() => apiAction(routeArgs(jsonRequest('/api/creation-program', 'POST', body, headers))))

  it('401 for a visitor', async () => {
    expect((await get()).status).toBe(401)
    expect((await post({ module: 1 })).status).toBe(401)
  })

  it("reads and advances the member's own progress; 400 for a bad module, 409 for a later one", async () => {
    const other = await createUser()
    const headers = { Cookie: await signedInCookie(other) }
    const read = await get(headers)
    expect(read.status).toBe(200)
    expect(await read.json()).toEqual({ completed: [], current: 1, percent: 0 })
    for (const body of [{}, { module: 0 }, { module: 7 }, { module: 1.5 }, { module: 'one' }]) {
      const refused = await post(body, headers)
      expect(refused.status, JSON.stringify(body)).toBe(400)
      expect(await refused.json()).toMatchObject({ errors: { module: ['Choose a module of the program'] } })
    }
    const skipped = await post({ module: 2 }, headers)
    expect(skipped.status).toBe(409)
    expect(await skipped.json()).toMatchObject({ message: 'Complete the earlier modules first' })
    const done = await post({ module: 1 }, headers)
    expect(done.status).toBe(200)
    expect(await done.json()).toEqual({ completed: [1], current: 2, percent: 17 })
    // The first member's progress is untouched by the second's.
    expect(await (await get({ Cookie: cookie })).json()).toMatchObject({ completed: [1] })
  })
})

describe('the progress rule (embedded SQLite)', () => {
  creationProgressCases()
})
