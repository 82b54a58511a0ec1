import { describe, expect, it } from 'vitest'
import { savedSearches } from '../../db/schema'
import { MAX_SAVED_SEARCHES } from '~/domain/alerts'
import {
  SEARCH_LIMIT_REACHED,
  SEARCH_NAME_REQUIRED,
  SEARCH_NOT_FOUND,
  SEARCH_URL_NOT_A_LIST,
  searchAlreadySaved,
  type SavedSearchAnswer,
} from '~/domain/saved-searches'
import { deleteSavedSearch, listSavedSearches, renameSavedSearch, saveSearch } from '~/models/saved-searches.server'
import { action as apiList, loader as apiListGet } from '~/routes/api/saved-searches'
import { action as apiItem } from '~/routes/api/saved-search'
import { middleware as signedInMiddleware } from '~/routes/layouts/signed-in'
import { loader as profileLoader } from '~/routes/profile/route'
import { action as pageAction, loader as pageLoader } from '~/routes/saved-searches'
import { getDb } from '~/server/db.server'
import { getToast } from '~/server/toast.server'
import type { PublicUser } from '~/shared/user'
import { createUser, routeArgs, signedInCookie, throughGuards } from '../support/factories'
import { cookiePair, formRequest, getRequest, jsonRequest, settle } from '../support/http'

// Saved searches (issue 43 item 2, docs/decisions/0131-saved-searches.md): the model, /profile/saved-searches (the list
// pages' save form, /profile's Rename and Delete) and /api/saved-searches. One database for the file; each test makes
// its own members.

const refusal = (error: unknown) => ({ status: (error as { status: number }).status, message: (error as Error).message })

async function fill(user: PublicUser, count: number) {
  const db = await getDb()
  await db.insert(savedSearches).values(
    Array.from({ length: count }, (_, index) => ({ userId: user.id, name: `Search ${index}`, list: 'jobs' as const, query: `searchQuery=q${index}` })),
  )
}

describe('the model', () => {
  it('saves a URL in its canonical form, lists it, renames and deletes it; the same search again is a 409 naming it', async () => {
    const ann = await createUser()
    const saved = await saveSearch(ann, { name: 'Fintech seed', url: '/discover?stage=seed&sector=fintech&offset=50' })
    expect(saved).toMatchObject({ name: 'Fintech seed', list: 'startups', query: 'sector=fintech&stage=seed', url: '/discover?sector=fintech&stage=seed' })
    await expect(saveSearch(ann, { name: 'Again', url: '/discover?sector=Fintech&stage=seed&utm_source=x' })).rejects.toMatchObject({
      status: 409,
      message: searchAlreadySaved('Fintech seed'),
    })
    // Absolute on this site is the same search; another origin is not a list page of this site.
    await expect(saveSearch(ann, { name: 'Abs', url: 'https://startup.asia/discover?sector=fintech&stage=seed' }, 'https://startup.asia')).rejects.toMatchObject({ status: 409 })
    expect(refusal(await saveSearch(ann, { name: 'Evil', url: 'https://evil.example/discover' }, 'https://startup.asia').catch((error) => error))).toEqual({
      status: 400,
      message: SEARCH_URL_NOT_A_LIST,
    })
    const second = await saveSearch(ann, { name: 'Everything on Events', url: '/events' })
    expect((await listSavedSearches(ann)).map((search) => search.id)).toEqual([second.id, saved.id])
    expect(await renameSavedSearch(ann, saved.id, { name: 'Renamed' })).toMatchObject({ id: saved.id, name: 'Renamed' })
    expect(await deleteSavedSearch(ann, second.id)).toEqual({ name: 'Everything on Events' })
    expect((await listSavedSearches(ann)).map((search) => search.name)).toEqual(['Renamed'])

    // Another member's id reads as missing.
    const bob = await createUser()
    expect(await listSavedSearches(bob)).toEqual([])
    await expect(renameSavedSearch(bob, saved.id, { name: 'Mine' })).rejects.toMatchObject({ status: 404, message: SEARCH_NOT_FOUND })
    await expect(deleteSavedSearch(bob, saved.id)).rejects.toMatchObject({ status: 404 })
    // Bob may save the same search: the uniqueness is per member.
    expect((await saveSearch(bob, { name: 'Mine', url: '/discover?sector=fintech&stage=seed' })).query).toBe('sector=fintech&stage=seed')
  })

  it(`keeps at most ${MAX_SAVED_SEARCHES} per member, decided in the INSERT under parallel saves`, async () => {
    const cy = await createUser()
    await fill(cy, MAX_SAVED_SEARCHES - 5)
    const attempts = await Promise.allSettled(
      Array.from({ length: 12 }, (_, index) => saveSearch(cy, { name: `Parallel ${index}`, url: `/talent-hub?searchQuery=p${index}` })),
    )
    expect(attempts.filter((attempt) => attempt.status === 'fulfilled')).toHaveLength(5)
    const refused = attempts.filter((attempt): attempt is PromiseRejectedResult => attempt.status === 'rejected').map((attempt) => refusal(attempt.reason))
    expect(refused).toEqual(Array(7).fill({ status: 409, message: SEARCH_LIMIT_REACHED }))
    expect(await listSavedSearches(cy)).toHaveLength(MAX_SAVED_SEARCHES)
  })
})

describe('/api/saved-searches', () => {
  const call = (method: string, path: string, cookie: string | null, body?: unknown) => {
    const request = jsonRequest(path, method, body, cookie ? { Cookie: cookie } : {})
    const id = /\/api\/saved-searches\/(.+)$/.exec(path)?.[1]
    const handler = id !== undefined ? apiItem : method === 'GET' ? apiListGet : apiList
    return handler(routeArgs(request, { params: id !== undefined ? { id } : {} })) as Promise<Response>
  }

  it('answers every 2xx and 4xx of the contract', async () => {
    const dee = await createUser()
    const cookie = await signedInCookie(dee)
    expect((await call('GET', '/api/saved-searches', null)).status).toBe(401)
    expect((await call('POST', '/api/saved-searches', null, { name: 'x', url: '/events' })).status).toBe(401)
    expect((await call('PATCH', '/api/saved-searches/1', null, { name: 'x' })).status).toBe(401)
    expect((await call('DELETE', '/api/saved-searches/1', null)).status).toBe(401)

    const created = await call('POST', '/api/saved-searches', cookie, { name: '  Remote jobs ', url: 'http://localhost/talent-hub?location=Remote&offset=20' })
    expect(created.status).toBe(201)
    const body = (await created.json()) as { id: number; createdAt: string }
    expect(body).toEqual({ id: body.id, name: 'Remote jobs', list: 'jobs', query: 'location=Remote', url: '/talent-hub?location=Remote', createdAt: body.createdAt })
    expect(created.headers.get('Cache-Control')).toBe('private, no-store')

    const duplicate = await call('POST', '/api/saved-searches', cookie, { name: 'Again', url: '/talent-hub?location=remote' })
    expect(duplicate.status).toBe(409)
    expect(await duplicate.json()).toEqual({ message: searchAlreadySaved('Remote jobs') })
    const blank = await call('POST', '/api/saved-searches', cookie, { name: ' ', url: '/events' })
    expect(blank.status).toBe(400)
    expect(await blank.json()).toMatchObject({ errors: { name: [SEARCH_NAME_REQUIRED] } })
    for (const url of ['https://evil.example/events', '/startup/1', '//evil.example/events']) {
      const foreign = await call('POST', '/api/saved-searches', cookie, { name: 'Foreign', url })
      expect(foreign.status, url).toBe(400)
      expect(await foreign.json()).toEqual({ message: SEARCH_URL_NOT_A_LIST, errors: { url: [SEARCH_URL_NOT_A_LIST] } })
    }

    const listed = await call('GET', '/api/saved-searches', cookie)
    expect(listed.status).toBe(200)
    expect(await listed.json()).toEqual([body])

    const renamed = await call('PATCH', `/api/saved-searches/${body.id}`, cookie, { name: 'Remote only' })
    expect(renamed.status).toBe(200)
    expect(await renamed.json()).toMatchObject({ id: body.id, name: 'Remote only' })
    expect((await call('PATCH', `/api/saved-searches/${body.id}`, cookie, { name: '' })).status).toBe(400)
    expect((await call('PATCH', '/api/saved-searches/x', cookie, { name: 'x' })).status).toBe(404)

    // Another member's is a 404 to PATCH and DELETE.
    const eve = await signedInCookie(await createUser())
    expect((await call('PATCH', `/api/saved-searches/${body.id}`, eve, { name: 'Mine' })).status).toBe(404)
    expect((await call('DELETE', `/api/saved-searches/${body.id}`, eve)).status).toBe(404)

    expect((await call('DELETE', `/api/saved-searches/${body.id}`, cookie)).status).toBe(204)
    const gone = await call('DELETE', `/api/saved-searches/${body.id}`, cookie)
    expect(gone.status).toBe(404)
    expect(await gone.json()).toEqual({ message: SEARCH_NOT_FOUND })

    // The cap.
    const full = await createUser()
    await fill(full, MAX_SAVED_SEARCHES)
    const capped = await call('POST', '/api/saved-searches', await signedInCookie(full), { name: 'One more', url: '/events' })
    expect(capped.status).toBe(409)
    expect(await capped.json()).toEqual({ message: SEARCH_LIMIT_REACHED })
  })
})

describe('/profile/saved-searches and /profile', () => {
  async function toastOf(response: Response) {
    return (await getToast(getRequest('/', { Cookie: cookiePair(response, 'sa_toast') }))).toast
  }
  const post = (user: PublicUser, fields: Record<string, string>, path = '/profile/saved-searches') =>
    settle(async () => {
      const result = await pageAction(routeArgs(formRequest(path, fields), { user }))
      if (result instanceof Response) return result
      const { data, init } = result as unknown as { data: SavedSearchAnswer; init?: ResponseInit }
      return Response.json(data, { status: init?.status ?? 200 })
    })

  it('saves from a list page (back to the same list with a toast), refuses with what was typed, renames and deletes', async () => {
    const fay = await createUser()
    // The save step the list pages link to: the form's name is made from the filters; another URL is no save step.
    const step = await pageLoader(routeArgs(getRequest('/profile/saved-searches?url=%2Fdiscover%3Fsector%3Dfintech%26stage%3Dseed%26location%3DSingapore'), { user: fay }) as never)
    expect(step.save).toEqual({ url: '/discover?sector=fintech&stage=seed&location=Singapore', name: 'Fintech · Seed in Singapore' })
    expect((await pageLoader(routeArgs(getRequest('/profile/saved-searches?url=%2Fadmin'), { user: fay }) as never)).save).toBeNull()
    const plain = await post(fay, { intent: 'save-search', name: 'Singapore full-time', url: '/talent-hub?type=full-time&location=Singapore&offset=20' })
    expect(plain.status).toBe(302)
    // Back to the very page it was saved from, paging and all.
    expect(plain.headers.get('Location')).toBe('/talent-hub?type=full-time&location=Singapore&offset=20')
    expect(await toastOf(plain)).toMatchObject({ title: 'Search saved', description: '"Singapore full-time" is in your saved searches on your profile.' })

    // With JavaScript the form is the same plain form (a client navigation follows the redirect).
    const withScript = await post(fay, { intent: 'save-search', name: 'Tokyo events', url: 'http://localhost/events?location=Tokyo' }, '/profile/saved-searches.data')
    expect(withScript.status).toBe(302)
    expect(withScript.headers.get('Location')).toBe('/events?location=Tokyo')

    // Refused: 400/409 with what was typed and the error by field, in the member's language.
    const duplicate = await post(fay, { intent: 'save-search', name: 'Again', url: '/events?location=tokyo' })
    expect(duplicate.status).toBe(409)
    expect(await duplicate.json()).toMatchObject({
      ok: false,
      values: { name: 'Again', url: '/events?location=tokyo' },
      toast: { description: 'You have already saved this search as "Tokyo events"' },
    })
    const blank = await post(fay, { intent: 'save-search', name: '', url: '/events' }, '/profile/saved-searches.data')
    expect(blank.status).toBe(400)
    expect(await blank.json()).toMatchObject({ ok: false, errors: { name: SEARCH_NAME_REQUIRED } })
    const foreign = await post(fay, { intent: 'save-search', name: 'x', url: 'https://evil.example/events' })
    expect(foreign.status).toBe(400)
    expect(await foreign.json()).toMatchObject({ errors: { url: SEARCH_URL_NOT_A_LIST } })

    // Both loaders list them, newest first, with the URL that opens each.
    const page = await pageLoader(routeArgs(getRequest('/profile/saved-searches'), { user: fay }) as never)
    expect(page.searches.map((search) => [search.name, search.url])).toEqual([
      ['Tokyo events', '/events?location=Tokyo'],
      ['Singapore full-time', '/talent-hub?location=Singapore&type=full-time'],
    ])
    const profile = await profileLoader(routeArgs(getRequest('/profile'), { user: fay }) as never)
    expect(profile.data.savedSearches.map((search) => search.name)).toEqual(['Tokyo events', 'Singapore full-time'])

    // Rename and delete: back to /profile with a toast; another member's or a missing id is a 404.
    const [tokyo] = page.searches
    const renamed = await post(fay, { intent: 'rename-search', id: String(tokyo!.id), name: 'Tokyo' })
    expect(renamed.headers.get('Location')).toBe('/profile#saved-searches')
    expect(await toastOf(renamed)).toMatchObject({ title: 'Search renamed' })
    expect((await post(fay, { intent: 'rename-search', id: String(tokyo!.id), name: ' ' })).status).toBe(400)
    const stranger = await createUser()
    expect((await post(stranger, { intent: 'rename-search', id: String(tokyo!.id), name: 'Mine' })).status).toBe(404)
    expect((await post(stranger, { intent: 'delete-search', id: String(tokyo!.id) })).status).toBe(404)
    expect((await post(fay, { intent: 'delete-search', id: 'x' })).status).toBe(404)
    const deleted = await post(fay, { intent: 'delete-search', id: String(tokyo!.id) }, '/profile/saved-searches.data')
    expect(await deleted.json()).toMatchObject({ ok: true, toast: { title: 'Search deleted', description: '"Tokyo" is no longer saved.' } })
    expect((await listSavedSearches(fay)).map((search) => search.name)).toEqual(['Singapore full-time'])
    await expect(pageAction(routeArgs(formRequest('/profile/saved-searches', { intent: 'nonsense' }), { user: fay }))).rejects.toMatchObject({
      init: { status: 400 },
    })
  })

  it('sends a visitor who posts or asks for the page (document or .data) to sign in', async () => {
    for (const request of [
      formRequest('/profile/saved-searches', { intent: 'save-search', name: 'x', url: '/events' }),
      getRequest('/profile/saved-searches'),
      getRequest('/profile/saved-searches.data'),
    ]) {
      const response = await settle(() => throughGuards(signedInMiddleware as never, routeArgs(request), (request.method === 'GET' ? pageLoader : pageAction) as never))
      expect([302, 401]).toContain(response.status)
      if (response.status === 302) expect(response.headers.get('Location')).toMatch(/^\/auth\?redirectTo=%2Fprofile%2Fsaved-searches/)
    }
  })
})
