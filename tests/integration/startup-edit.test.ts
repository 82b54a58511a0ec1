import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { startups, startupTeam } from '../../db/schema'
import { getDb } from '~/server/db.server'
import { canClaimStartup, canEditStartup } from '~/shared/permissions'
import type { PublicUser } from '~/shared/user'
import { getStartupAccess } from '~/models/startups.server'
import { action as editAction, loader as editLoader } from '~/routes/startup-edit'
import { loader as profileLoader } from '~/routes/startup'
import { createStartup, createUser, routeArgs } from '../support/factories'
import { formRequest, getRequest, settle } from '../support/http'

// /startup/{id}/edit: the people who run a startup edit its profile and banners without JavaScript.

const editArgs = (request: Request, user: PublicUser, id: number) => routeArgs(request, { params: { id: String(id) }, user })
const post = (id: number, fields: Record<string, string>) => formRequest(`/startup/${id}/edit`, fields)

async function thrownStatus(run: () => unknown): Promise<number> {
  try {
    await run()
  } catch (error) {
    return (error as { init?: { status: number } }).init?.status ?? (error as Response).status
  }
  throw new Error('expected a refusal')
}

const details = {
  intent: 'save',
  name: 'Kopi Cloud',
  description: 'Point of sale for coffee chains.',
  sector: 'saas',
  location: 'Jakarta',
  stage: 'seed',
  teamSize: '9',
  foundingDate: '2022-03-01',
  website: '',
  mission: '',
  vision: 'Every cafe online.',
  'techStack[0]': 'Go',
  'operationAreas[0]': 'Indonesia',
}

async function startupRow(id: number) {
  const db = await getDb()
  const [row] = await db.select().from(startups).where(eq(startups.id, id))
  return row!
}

describe('who may edit', () => {
  it('founder, team and claimed owner run the profile; visitors of an unclaimed one are offered the claim', async () => {
    const founder = await createUser({ userType: 'startup' })
    const teammate = await createUser()
    const stranger = await createUser()
    const { id } = await createStartup(founder, { website: 'https://kopi.example' })
    const db = await getDb()
    await db.insert(startupTeam).values({ startupId: id, userId: teammate.id, role: 'CTO' })
    for (const [user, canEdit] of [
      [founder, true],
      [teammate, true],
      [stranger, false],
    ] as const) {
      const access = (await getStartupAccess(id, user.id))!
      expect(canEditStartup(user, access)).toBe(canEdit)
      expect(canClaimStartup(user, access)).toBe(!canEdit)
    }
    expect(canClaimStartup(null, (await getStartupAccess(id, null))!)).toBe(true)
  })

  it('the profile shows the founder Edit and no claim banner, and a stranger the claim banner', async () => {
    const founder = await createUser({ userType: 'startup' })
    const { id } = await createStartup(founder)
    const { signedInCookie } = await import('../support/factories')
    const mine = await profileLoader(
      routeArgs(getRequest(`/startup/${id}`, { Cookie: await signedInCookie(founder) }), { params: { id: String(id) } }),
    )
    expect(mine).toMatchObject({ canEdit: true, canClaim: false })
    const visitor = await profileLoader(routeArgs(getRequest(`/startup/${id}`), { params: { id: String(id) } }))
    expect(visitor).toMatchObject({ canEdit: false, canClaim: true })
  })

  it('refuses the edit page and its posts to anyone else (403), and answers 404 for an unknown startup', async () => {
    const founder = await createUser({ userType: 'startup' })
    const stranger = await createUser()
    const { id } = await createStartup(founder)
    expect(await thrownStatus(() => editLoader(editArgs(getRequest(`/startup/${id}/edit`), stranger, id)))).toBe(403)
    expect(await thrownStatus(() => editAction(editArgs(post(id, details), stranger, id)))).toBe(403)
    expect(await thrownStatus(() => editLoader(editArgs(getRequest('/startup/999999/edit'), founder, 999999)))).toBe(404)
    expect((await startupRow(id)).name).not.toBe('Kopi Cloud')
  })
})

describe('editing the profile', () => {
  it('saves every field, clearing the optional ones left empty, and goes back to the profile', async () => {
    const founder = await createUser({ userType: 'startup' })
    const { id } = await createStartup(founder, { website: 'https://old.example', mission: 'Old' })
    const response = await settle(() => editAction(editArgs(post(id, details), founder, id)))
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe(`/startup/${id}`)
    expect(await startupRow(id)).toMatchObject({
      name: 'Kopi Cloud',
      sector: 'saas',
      location: 'Jakarta',
      teamSize: 9,
      website: null,
      mission: null,
      vision: 'Every cafe online.',
      techStack: ['Go'],
      operationAreas: ['Indonesia'],
    })
  })

  it('adds a typed entry on Enter (the default button) instead of saving, keeping every value', async () => {
    const founder = await createUser({ userType: 'startup' })
    const { id } = await createStartup(founder)
    const result = (await editAction(
      editArgs(post(id, { ...details, intent: 'enter', operationAreas__new: 'Vietnam' }), founder, id),
    )) as { data: { result: { initialValue: Record<string, unknown> } }; init: { status: number } }
    expect(result.init.status).toBe(200)
    expect(result.data.result.initialValue).toMatchObject({ name: 'Kopi Cloud', operationAreas: ['Indonesia', 'Vietnam'] })
    expect((await startupRow(id)).name).not.toBe('Kopi Cloud')
  })

  it('answers 400 with the messages and the values when a required field is emptied', async () => {
    const founder = await createUser({ userType: 'startup' })
    const { id } = await createStartup(founder)
    const result = (await editAction(editArgs(post(id, { ...details, name: '', location: '' }), founder, id))) as {
      data: { result: { error: Record<string, string[]>; initialValue: Record<string, unknown> } }
      init: { status: number }
    }
    expect(result.init.status).toBe(400)
    expect(result.data.result.error).toMatchObject({ name: ['Startup name is required'], location: ['Location is required'] })
    expect(result.data.result.initialValue).toMatchObject({ description: 'Point of sale for coffee chains.' })
  })
})

describe('hero banners', () => {
  const banner = { intent: 'add-banner', imageUrl: '/images/banners/banner-2.svg', title: 'We are hiring', order: '1' }

  it('adds banners (validated) and removes one by its place in the list', async () => {
    const founder = await createUser({ userType: 'startup' })
    const { id } = await createStartup(founder)
    const added = await settle(() => editAction(editArgs(post(id, banner), founder, id)))
    expect(added.headers.get('Location')).toBe(`/startup/${id}/edit#banners`)
    await settle(() =>
      editAction(editArgs(post(id, { ...banner, imageUrl: 'https://cdn.example/b.png', ctaText: 'Visit', ctaUrl: 'https://kopi.example' }), founder, id)),
    )
    expect((await startupRow(id)).heroBanners).toEqual([
      { imageUrl: '/images/banners/banner-2.svg', title: 'We are hiring', order: 1 },
      { imageUrl: 'https://cdn.example/b.png', title: 'We are hiring', ctaText: 'Visit', ctaUrl: 'https://kopi.example', order: 1 },
    ])
    const bad = (await editAction(
      editArgs(post(id, { intent: 'add-banner', imageUrl: 'javascript:alert(1)', ctaText: 'Go' }), founder, id),
    )) as { data: { result: { error: Record<string, string[]> } }; init: { status: number } }
    expect(bad.init.status).toBe(400)
    expect(bad.data.result.error.imageUrl?.[0]).toMatch(/link on this site/)
    expect(bad.data.result.error.ctaUrl).toEqual(['A button needs both its text and its link'])

    await settle(() =>
      editAction(editArgs(post(id, { intent: 'remove-banner', index: '0', imageUrl: '/images/banners/banner-2.svg' }), founder, id)),
    )
    expect((await startupRow(id)).heroBanners.map((item) => item.imageUrl)).toEqual(['https://cdn.example/b.png'])
    // A stale page (the banner at that place is another one now) removes nothing.
    const stale = (await editAction(
      editArgs(post(id, { intent: 'remove-banner', index: '0', imageUrl: '/images/banners/banner-2.svg' }), founder, id),
    )) as { init: { status: number } }
    expect(stale.init.status).toBe(409)
    expect((await startupRow(id)).heroBanners).toHaveLength(1)
  })

  it('holds at most ten banners, even when added at once', async () => {
    const founder = await createUser({ userType: 'startup' })
    const { id } = await createStartup(founder)
    const results = await Promise.all(
      Array.from({ length: 14 }, (_, index) =>
        settle(() => editAction(editArgs(post(id, { ...banner, title: `Banner ${index}` }), founder, id))).catch(
          (error: unknown) => error as Response,
        ),
      ),
    )
    expect(results.length).toBe(14)
    expect((await startupRow(id)).heroBanners).toHaveLength(10)
  })
})
