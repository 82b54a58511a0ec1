import { expect, it } from 'vitest'

/**
 * "Near a city, within N km" on the four lists and GET /api/cities (docs/decisions/0115-near-filters.md), shared by the
 * embedded run (near.test.ts) and the libSQL run (near-on-libsql.test.ts) so the filter SQL answers the same on both.
 * One set of rows per file: a Kuala Lumpur and a Singapore listing of each kind (about 316 km apart), one in Jakarta.
 */
export function nearCases(): void {
  const made: { kl: number; sg: number; jkt: number; jobKl: number; jobSg: number } = { kl: 0, sg: 0, jkt: 0, jobKl: 0, jobSg: 0 }

  async function api(path: string) {
    const { routeArgs } = await import('./factories')
    const { getRequest } = await import('./http')
    const modules = {
      '/api/startups': () => import('~/routes/api/startups'),
      '/api/jobs': () => import('~/routes/api/jobs'),
      '/api/events': () => import('~/routes/api/events'),
      '/api/workspaces': () => import('~/routes/api/workspaces'),
      '/api/cities': () => import('~/routes/api/cities'),
    }
    const route = await modules[path.split('?')[0] as keyof typeof modules]()
    const response = (await route.loader(routeArgs(getRequest(path)))) as Response
    return { status: response.status, body: (await response.json()) as Record<string, unknown> & Record<string, unknown>[] }
  }

  it('fills city_id on every write and for rows written around the models', async () => {
    const { createUser, createStartup, createJob, createEvent, createWorkspace } = await import('./factories')
    const { fillCityIds } = await import('~/models/near.server')
    const { findCityBySlug } = await import('~/models/cities.server')
    const { getDb } = await import('~/server/db.server')
    const { eq } = await import('drizzle-orm')
    const { startups, jobs } = await import('../../db/schema')
    const founder = await createUser({ userType: 'startup' })
    made.kl = (await createStartup(founder, { location: 'Bangsar, Kuala Lumpur' })).id
    made.sg = (await createStartup(founder, { location: 'Singapore' })).id
    made.jkt = (await createStartup(founder, { location: 'Jakarta' })).id
    made.jobKl = (await createJob(made.kl, { location: 'Kuala Lumpur' })).id
    made.jobSg = (await createJob(made.sg, { location: 'Singapore' })).id
    await createEvent(founder, { location: 'Kuala Lumpur' })
    await createEvent(founder, { location: 'Singapore' })
    await createWorkspace({ location: 'Kuala Lumpur' })
    await createWorkspace({ location: 'Singapore' })
    const db = await getDb()
    const kl = await findCityBySlug(db, 'kuala-lumpur')
    // The model's write resolved the startup's place; the factories' direct inserts are filled afterwards.
    const [startup] = await db.select({ cityId: startups.cityId }).from(startups).where(eq(startups.id, made.kl))
    expect(startup?.cityId).toBe(kl!.id)
    expect(await fillCityIds(db)).toBeGreaterThanOrEqual(6)
    const [job] = await db.select({ cityId: jobs.cityId }).from(jobs).where(eq(jobs.id, made.jobKl))
    expect(job?.cityId).toBe(kl!.id)
  })

  it('filters /api/startups within N km of a city, shows the distance and sorts nearest first', async () => {
    const within100 = await api('/api/startups?near=kuala-lumpur&km=100')
    expect(within100.status).toBe(200)
    expect(within100.body.map((row) => row.id)).toEqual([made.kl])
    expect(within100.body[0]).toMatchObject({ distanceKm: 0 })
    const within400 = await api('/api/startups?near=kuala-lumpur&km=400&sortBy=nearest')
    expect(within400.body.map((row) => row.id)).toEqual([made.kl, made.sg])
    expect(within400.body[1]?.distanceKm).toBeGreaterThan(300)
    expect(within400.body[1]?.distanceKm).toBeLessThan(330)
    const oldest = await api('/api/startups?near=singapore&km=400&sortBy=oldest')
    expect(oldest.body.map((row) => row.id)).toEqual([made.kl, made.sg])
    const byName = await api('/api/startups?near=singapore&km=400&sortBy=name-asc&sector=fintech')
    expect(byName.body.map((row) => row.id).sort()).toEqual([made.kl, made.sg].sort())
    // Without near there is no distance; nearest first is newest first.
    const plain = await api('/api/startups?sortBy=nearest')
    expect(plain.body.map((row) => row.id)).toEqual([made.jkt, made.sg, made.kl])
    expect(plain.body[0]).not.toHaveProperty('distanceKm')
  })

  it('filters jobs, events and workspaces the same way', async () => {
    const jobsNear = await api('/api/jobs?near=kuala-lumpur&km=50')
    expect(jobsNear.status).toBe(200)
    expect(jobsNear.body.map((row) => row.id)).toEqual([made.jobKl])
    for (const path of ['/api/events', '/api/workspaces']) {
      const near = await api(`${path}?near=kuala-lumpur&km=50`)
      expect(near.status, path).toBe(200)
      expect(near.body.map((row) => row.location), path).toEqual(['Kuala Lumpur'])
      expect(near.body[0]?.distanceKm, path).toBe(0)
      const wider = await api(`${path}?near=kuala-lumpur&km=1000`)
      expect(wider.body.map((row) => row.location).sort(), path).toEqual(['Kuala Lumpur', 'Singapore'])
    }
  })

  it('answers an unknown city and a radius out of bounds with a 400, never a 500', async () => {
    for (const path of ['/api/startups', '/api/jobs', '/api/events', '/api/workspaces']) {
      const unknown = await api(`${path}?near=atlantis`)
      expect(unknown.status, path).toBe(400)
      expect(unknown.body.message, path).toBe('Unknown city "atlantis"')
      for (const km of ['0', '5001', 'far']) {
        expect((await api(`${path}?near=kuala-lumpur&km=${km}`)).status, `${path} km=${km}`).toBe(400)
      }
    }
  })

  it('lists the cities, or the nearest first to a point', async () => {
    const all = await api('/api/cities')
    expect(all.status).toBe(200)
    expect(all.body.length).toBeGreaterThanOrEqual(50)
    const here = await api('/api/cities?lat=3.15&lng=101.7')
    expect(here.body[0]?.slug).toBe('kuala-lumpur')
    const km = here.body.map((city) => city.distanceKm as number)
    expect(km).toEqual([...km].sort((a, b) => a - b))
    expect(here.body[0]?.distanceKm).toBeLessThan(10)
    expect((await api('/api/cities?lat=3.15')).status).toBe(400)
    expect((await api('/api/cities?lat=91&lng=0')).status).toBe(400)
  })
}
