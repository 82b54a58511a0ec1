import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { jobs } from '../../db/schema'
import { getDatabase, getDb } from '~/server/db.server'
import type { PublicUser } from '~/shared/user'
import { cardRows } from '~/shared/columns'
import { ensureJobTechTags } from '~/models/job-tech-tags.server'
import type { FittedJob } from '~/models/job-fit.server'
import { loader as jobsLoader } from '~/routes/api/jobs'
import { action as startupApiAction } from '~/routes/api/startup'
import { action as prefsApiAction, loader as prefsApiLoader } from '~/routes/api/profile-preferences'
import { loader as talentHubLoader } from '~/routes/talent-hub/route'
import { loader as jobPageLoader } from '~/routes/job/route'
import { loader as startupPageLoader } from '~/routes/startup'
import { action as startupEditAction } from '~/routes/startup-edit'
import { action as prefsPageAction, loader as prefsPageLoader } from '~/routes/profile-preferences'
import { middleware as signedInGuards } from '~/routes/layouts/signed-in'
import { createJob, createStartup, createUser, routeArgs, signedInCookie, throughGuards } from '../support/factories'
import { formRequest, getRequest, jsonRequest, settle } from '../support/http'

// Issue 42 item 4 (docs/decisions/0118): the tech-stack filter and search, startups' culture values, what members
// want (page and /api twin), the culture fit and sort=fit. One database for the file.

let founder: PublicUser
let member: PublicUser
let stranger: PublicUser
let memberCookie = ''
let founderCookie = ''
let strangerCookie = ''
let culturedStartup = 0
let plainStartup = 0
const ids: Record<string, number> = {}

beforeAll(async () => {
  founder = await createUser({ userType: 'startup' })
  member = await createUser()
  stranger = await createUser({ userType: 'startup' })
  memberCookie = await signedInCookie(member)
  founderCookie = await signedInCookie(founder)
  strangerCookie = await signedInCookie(stranger)
  culturedStartup = (await createStartup(founder, { name: 'Culture Co' })).id
  plainStartup = (await createStartup(founder, { name: 'Plain Co' })).id
  const db = await getDb()
  await db.run(
    sql`update startups set culture_values = ${JSON.stringify(['remote-first', 'flat-hierarchy', 'learning-budget'])} where id = ${culturedStartup}`,
  )
  const job = (name: string, startupId: number, fields: Parameters<typeof createJob>[1]) =>
    createJob(startupId, { title: name, ...fields }).then(({ id }) => (ids[name] = id))
  await job('Django and React', plainStartup, { techStack: ['Django', 'React'], location: 'Singapore' })
  await job('Django only', plainStartup, { techStack: [' django '], location: 'Tokyo' })
  await job('React remote at Culture Co', culturedStartup, { techStack: ['React', 'TypeScript'], isRemote: true, location: 'Remote' })
  await job('Go backend', plainStartup, { techStack: ['Go', 'DJANGO', 'react'], location: 'Jakarta' })
  await job('Closed Django', plainStartup, { techStack: ['Django', 'React'], isActive: false })
})

const api = (query: string, cookie?: string) =>
  settle(() => jobsLoader(routeArgs(getRequest(`/api/jobs${query}`, cookie ? { Cookie: cookie } : {}))))
async function titles(query: string, cookie?: string): Promise<string[]> {
  const response = await api(query, cookie)
  expect(response.status, await response.clone().text()).toBe(200)
  return ((await response.json()) as FittedJob[]).map((job) => job.title)
}

describe('the tech-stack filter and search', () => {
  it('keeps the jobs that list every tag, case-insensitively, newest first; comma list or repeated parameters', async () => {
    expect(await titles('?techStack=django,react')).toEqual(['Go backend', 'Django and React'])
    expect(await titles('?techStack=DJANGO&techStack=React')).toEqual(['Go backend', 'Django and React'])
    expect(await titles('?techStack=django')).toEqual(['Go backend', 'Django only', 'Django and React'])
    expect(await titles('?techStack=react,typescript')).toEqual(['React remote at Culture Co'])
    expect(await titles('?techStack=cobol')).toEqual([])
  })

  it('combines with the other filters, paging and search', async () => {
    expect(await titles('?techStack=django&location=Tokyo')).toEqual(['Django only'])
    expect(await titles('?techStack=django&limit=1&offset=1')).toEqual(['Django only'])
    expect(await titles('?techStack=react&searchQuery=backend')).toEqual(['Go backend'])
  })

  it('search finds tech-stack tags: "Django" finds the open jobs that list it', async () => {
    expect(await titles('?searchQuery=Django')).toEqual(['Go backend', 'Django only', 'Django and React'])
    expect(await titles('?searchQuery=typescript')).toEqual(['React remote at Culture Co'])
  })

  it('refuses too many or too long tags and an unknown sort with 400', async () => {
    for (const query of ['?techStack=a,b,c,d,e,f', `?techStack=${'x'.repeat(51)}`, '?sort=salary']) {
      const response = await api(query)
      expect(response.status, query).toBe(400)
      expect(await response.json()).toHaveProperty('message')
    }
  })

  it('follows edits of a job’s tech stack (triggers), and ensureJobTechTags puts a dropped trigger back', async () => {
    const db = await getDb()
    await db.update(jobs).set({ techStack: ['Rust'] }).where(sql`${jobs.id} = ${ids['Django only']!}`)
    expect(await titles('?techStack=rust')).toEqual(['Django only'])
    expect(await titles('?techStack=django')).toEqual(['Go backend', 'Django and React'])
    const database = await getDatabase()
    await database.db.run(sql.raw('DROP TRIGGER job_tech_tags_after_update'))
    await db.update(jobs).set({ techStack: ['Django'] }).where(sql`${jobs.id} = ${ids['Django only']!}`)
    expect(await ensureJobTechTags(database)).toEqual({ recreatedTriggers: ['job_tech_tags_after_update'] })
    expect(await titles('?techStack=django')).toEqual(['Go backend', 'Django only', 'Django and React'])
    expect(await ensureJobTechTags(database)).toEqual({ recreatedTriggers: [] })
  })

  it('/talent-hub filters the same way, keeps the tags in its query, and explains a bad filter without failing', async () => {
    const data = await talentHubLoader(routeArgs(getRequest('/talent-hub?techStack=Django&techStack=react')))
    expect(data.query.techStack).toEqual(['django', 'react'])
    expect(cardRows(data.jobs).map((job) => job.title)).toEqual(['Go backend', 'Django and React'])
    const bad = await talentHubLoader(routeArgs(getRequest('/talent-hub?techStack=a,b,c,d,e,f')))
    expect(Object.keys(bad.filterErrors)).toEqual(['techStack'])
  })
})

describe('what members want: /profile/preferences and GET/PUT /api/profile/preferences', () => {
  const put = (body: unknown, cookie = memberCookie) =>
    settle(() => prefsApiAction(routeArgs(jsonRequest('/api/profile/preferences', 'PUT', body, cookie ? { Cookie: cookie } : {}))))

  it('needs a member: 401 for a visitor; the page’s guard sends a visitor to sign in, for .data too', async () => {
    expect((await settle(() => prefsApiLoader(routeArgs(getRequest('/api/profile/preferences'))))).status).toBe(401)
    expect((await put({ skills: ['Go'] }, '')).status).toBe(401)
    const guarded = await settle(() =>
      throughGuards(signedInGuards, routeArgs(getRequest('/profile/preferences.data')), prefsPageLoader as never),
    )
    expect(guarded.status).toBe(302)
  })

  it('starts empty (open to remote), PUT replaces it and GET reads it back', async () => {
    const empty = await settle(() => prefsApiLoader(routeArgs(getRequest('/api/profile/preferences', { Cookie: memberCookie }))))
    expect(await empty.json()).toEqual({ sectors: [], stages: [], skills: [], cultureValues: [], city: null, remoteOk: true })
    const body = {
      sectors: ['fintech', 'AI'],
      stages: ['seed'],
      skills: ['React', ' typescript ', 'react'],
      cultureValues: ['remote-first', 'flat-hierarchy'],
      city: 'singapore',
      remoteOk: true,
    }
    const saved = await put(body)
    expect(saved.status).toBe(200)
    const expected = { sectors: ['fintech', 'ai'], stages: ['seed'], skills: ['React', 'typescript'], cultureValues: ['remote-first', 'flat-hierarchy'], city: 'singapore', remoteOk: true }
    expect(await saved.json()).toEqual(expected)
    const read = await settle(() => prefsApiLoader(routeArgs(getRequest('/api/profile/preferences', { Cookie: memberCookie }))))
    expect(read.headers.get('Cache-Control')).toBe('private, no-store')
    expect(await read.json()).toEqual(expected)
  })

  it('400 for an unknown culture value, sector or city, or a wrong type', async () => {
    for (const [body, field] of [
      [{ cultureValues: ['free-lunch'] }, 'cultureValues'],
      [{ sectors: ['knitting'] }, 'sectors'],
      [{ city: 'atlantis' }, 'city'],
      [{ remoteOk: 'maybe' }, 'remoteOk'],
      [{ skills: 42 }, 'skills'],
    ] as const) {
      const response = await put(body)
      expect(response.status, JSON.stringify(body)).toBe(400)
      const errors = ((await response.json()) as { errors?: Record<string, unknown> }).errors ?? {}
      expect(Object.keys(errors).some((key) => key.split('.')[0] === field), JSON.stringify(body)).toBe(true)
    }
  })

  it('the page shows the saved values and the cities; its form saves through the same model, and a refusal keeps the values', async () => {
    const args = (request: Request) => routeArgs(request, { user: member })
    const page = await prefsPageLoader(args(getRequest('/profile/preferences')))
    expect(page.preferences.city).toBe('singapore')
    expect(page.cities.some((city) => city.slug === 'tokyo')).toBe(true)
    const refused = (await prefsPageAction(
      args(formRequest('/profile/preferences', { intent: 'save-preferences', cultureValues: 'free-lunch', skills: 'Go, Rust', city: 'tokyo' })),
    )) as unknown as { init: { status: number }; data: { values: { skillsText: string; city: string }; errors: Record<string, string[]> } }
    expect(refused.init.status).toBe(400)
    expect(refused.data.values).toMatchObject({ skillsText: 'Go, Rust', city: 'tokyo' })
    expect(Object.keys(refused.data.errors)).toEqual(['cultureValues[0]'])
    const badCity = (await prefsPageAction(args(formRequest('/profile/preferences', { city: 'atlantis' })))) as unknown as {
      init: { status: number }
      data: { errors: Record<string, string[]> }
    }
    expect(badCity.init.status).toBe(400)
    expect(badCity.data.errors.city).toEqual(['Please choose a city from the list'])
    const body = new URLSearchParams([
      ['intent', 'save-preferences'],
      ['cultureValues', 'remote-first'],
      ['cultureValues', 'flat-hierarchy'],
      ['cultureValues', 'learning-budget'],
      ['skills', 'React, TypeScript'],
      ['city', 'singapore'],
      ['remoteOk', 'on'],
    ])
    const saved = await settle(() =>
      prefsPageAction(
        args(new Request('http://localhost/profile/preferences', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body })),
      ),
    )
    expect(saved.status).toBe(302)
    expect((await prefsPageLoader(args(getRequest('/profile/preferences')))).preferences.cultureValues).toEqual([
      'remote-first',
      'flat-hierarchy',
      'learning-budget',
    ])
  })
})

describe('the culture fit and sort=fit', () => {
  it('a signed-in member with preferences sees each job’s fit; sort=fit puts the best first', async () => {
    const response = await api('?sort=fit', memberCookie)
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('private, no-store')
    const list = (await response.json()) as FittedJob[]
    expect(list[0]!.title).toBe('React remote at Culture Co')
    expect(list[0]!.fit).toMatchObject({ score: 100 })
    expect(list[0]!.fit!.reasons.map((reason) => reason.factor)).toEqual(['culture', 'skills', 'location'])
    const scores = list.map((job) => job.fit!.score)
    expect(scores).toEqual([...scores].sort((a, b) => b - a))
    // Newest first keeps its order and still carries the fit.
    const newest = (await (await api('', memberCookie)).json()) as FittedJob[]
    expect(newest.map((job) => job.id)).toEqual([...newest.map((job) => job.id)].sort((a, b) => b - a))
    expect(newest.every((job) => job.fit !== undefined)).toBe(true)
  })

  it('a visitor gets no fit; sort=fit is a 401 on the API, and the page drops it and says so', async () => {
    expect(((await (await api('')).json()) as FittedJob[]).some((job) => 'fit' in job)).toBe(false)
    const refused = await api('?sort=fit')
    expect(refused.status).toBe(401)
    expect(await refused.json()).toEqual({ message: 'Sign in to sort jobs by culture fit' })
    const page = await talentHubLoader(routeArgs(getRequest('/talent-hub?sort=fit')))
    expect(page.query.sort).toBe('newest')
    expect(Object.keys(page.filterErrors)).toEqual(['sort'])
  })

  it('a member without preferences gets the newest-first list for sort=fit, without scores, and a link to state them', async () => {
    const list = (await (await api('?sort=fit', strangerCookie)).json()) as FittedJob[]
    expect(list.map((job) => job.id)).toEqual([...list.map((job) => job.id)].sort((a, b) => b - a))
    expect(list.some((job) => job.fit)).toBe(false)
    const page = await talentHubLoader(routeArgs(getRequest('/talent-hub?sort=fit', { Cookie: strangerCookie })))
    expect(page.hasPreferences).toBe(false)
  })

  it('the page’s cards and the job page show the fit in words: score, culture labels, skills, remote', async () => {
    const page = await talentHubLoader(routeArgs(getRequest('/talent-hub?sort=fit', { Cookie: memberCookie })))
    const first = cardRows(page.jobs)[0]!
    expect(first.fit).toEqual({ score: 100, reasons: ['Remote-first', 'Flat hierarchy', 'Learning budget', 'React', 'TypeScript', 'remote'] })
    const jobPage = await jobPageLoader(
      routeArgs(getRequest(`/jobs/${ids['React remote at Culture Co']}`, { Cookie: memberCookie }), { params: { id: String(ids['React remote at Culture Co']) } }),
    )
    expect(jobPage.fit?.score).toBe(100)
    expect(jobPage.culture).toEqual(['Remote-first', 'Flat hierarchy', 'Learning budget'])
  })
})

describe("startups' culture values", () => {
  const patch = (body: unknown, cookie: string, id = plainStartup) =>
    settle(() => startupApiAction(routeArgs(jsonRequest(`/api/startups/${id}`, 'PATCH', body, { Cookie: cookie }), { params: { id: String(id) } })))

  it('PATCH /api/startups/{id} sets them (at most 6, from the vocabulary); 403 for someone else', async () => {
    expect((await patch({ cultureValues: ['mentorship', 'open-source'] }, founderCookie)).status).toBe(200)
    const tooMany = await patch({ cultureValues: ['remote-first', 'hybrid', 'flat-hierarchy', 'learning-budget', 'flexible-hours', 'four-day-week', 'mentorship'] }, founderCookie)
    expect(tooMany.status).toBe(400)
    expect(await tooMany.json()).toMatchObject({ message: 'Choose at most 6 culture values' })
    expect((await patch({ cultureValues: ['free-lunch'] }, founderCookie)).status).toBe(400)
    expect((await patch({ cultureValues: ['hybrid'] }, strangerCookie)).status).toBe(403)
  })

  it('the edit page’s Culture form saves them; a refusal is 400 with the boxes as sent; the profile shows them', async () => {
    const args = (body: URLSearchParams) =>
      routeArgs(
        new Request(`http://localhost/startup/${plainStartup}/edit`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body }),
        { params: { id: String(plainStartup) }, user: founder },
      )
    const seven = ['remote-first', 'hybrid', 'flat-hierarchy', 'learning-budget', 'flexible-hours', 'four-day-week', 'mentorship']
    const refused = (await startupEditAction(args(new URLSearchParams([['intent', 'culture'], ...seven.map((value) => ['cultureValues', value])])))) as unknown as {
      init: { status: number }
      data: { form: string; values: string[]; error: string }
    }
    expect(refused.init.status).toBe(400)
    expect(refused.data).toEqual({ form: 'culture', values: seven, error: 'Choose at most 6 culture values' })
    const saved = await settle(() => startupEditAction(args(new URLSearchParams([['intent', 'culture'], ['cultureValues', 'open-source']]))))
    expect(saved.status).toBe(302)
    const profile = await startupPageLoader(routeArgs(getRequest(`/startup/${plainStartup}`), { params: { id: String(plainStartup) } }))
    expect(profile.culture).toEqual({ heading: 'Culture', values: ['Open source'] })
  })
})
