import { serializeIntent } from '@conform-to/dom'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { startups, startupTeam, users } from '../../db/schema'
import { getDb } from '~/server/db.server'
import { startUserSession } from '~/server/session.server'
import { action, loader } from '~/routes/create-startup'
import { formRequest, getRequest, settle } from '../support/http'
import { routeArgs } from '../support/factories'

const ctx = (request: Request) => routeArgs(request)
let cookie = ''
let userId = 0

interface Reply {
  result: { status?: string; error?: Record<string, string[]>; initialValue?: Record<string, unknown> } | undefined
  loginRequired: boolean
}
const unwrap = (value: unknown) => value as { data: Reply; init: { status: number } | null }

beforeAll(async () => {
  const db = await getDb()
  const [user] = await db.insert(users).values({ email: 'maker@example.com', firstName: 'Maker', userType: 'startup' }).returning()
  userId = user!.id
  const setCookie = await startUserSession(new Request('http://localhost/'), userId)
  cookie = setCookie.split(';')[0]!
})

const valid = {
  intent: 'create',
  name: 'Kopi Cloud',
  description: 'Serverless coffee ordering for Singapore offices.',
  sector: 'foodtech',
  location: 'Singapore',
  stage: 'seed',
  teamSize: '8',
  foundingDate: '2022-03-01',
  website: 'https://kopi.example',
  'techStack[0]': 'React',
  'techStack[1]': 'Go',
  'socialLinks.github': 'https://github.com/kopi',
}

describe('/create-startup', () => {
  it('tells visitors a login is required (page and POST)', async () => {
    expect(await loader(ctx(getRequest('/create-startup')))).toEqual({ signedIn: false })
    const reply = unwrap(await action(ctx(formRequest('/create-startup', valid))))
    expect(reply.init?.status).toBe(401)
    expect(reply.data.loginRequired).toBe(true)
  })

  it('creates the startup with the member as founder and lands on its profile with "Success!"', async () => {
    const response = await settle(() => action(ctx(formRequest('/create-startup', valid, { Cookie: cookie }))))
    expect(response.status).toBe(302)
    const location = response.headers.get('Location')!
    expect(location).toMatch(/^\/startup\/\d+$/)
    expect(response.headers.getSetCookie().some((c) => c.startsWith('sa_toast='))).toBe(true)
    const id = Number(location.split('/').pop())
    const db = await getDb()
    const [row] = await db.select().from(startups).where(eq(startups.id, id))
    expect(row).toMatchObject({
      name: 'Kopi Cloud',
      sector: 'foodtech',
      stage: 'seed',
      teamSize: 8,
      foundingDate: '2022-03-01',
      techStack: ['React', 'Go'],
      socialLinks: { github: 'https://github.com/kopi' },
      founderId: userId,
      mission: null,
      subscriptionActive: false,
      isActive: true,
    })
    const team = await db.select().from(startupTeam).where(eq(startupTeam.startupId, id))
    expect(team).toEqual([expect.objectContaining({ userId, isFounder: true })])
  })

  it('adds a typed tech entry without JavaScript: every value kept, no errors for unfilled fields', async () => {
    const reply = unwrap(
      await action(
        ctx(formRequest('/create-startup', { intent: 'add:techStack', name: 'Half done', 'techStack[0]': 'Rust', 'techStack__new': '  Python ' }, { Cookie: cookie })),
      ),
    )
    expect(reply.init?.status).toBe(200)
    expect(reply.data.result?.initialValue).toMatchObject({ name: 'Half done', techStack: ['Rust', 'Python'] })
    expect(reply.data.result?.error?.name).toBeUndefined()
    expect(reply.data.result?.error?.description).toBeUndefined()
  })

  it('removes an entry without JavaScript (the Remove button posts a Conform remove intent)', async () => {
    const reply = unwrap(
      await action(
        ctx(
          formRequest(
            '/create-startup',
            {
              name: 'Half done',
              'techStack[0]': 'Rust',
              'techStack[1]': 'Go',
              'techStack[2]': 'Zig',
              __intent__: serializeIntent({ type: 'remove', payload: { name: 'techStack', index: 1 } }),
            },
            { Cookie: cookie },
          ),
        ),
      ),
    )
    expect(reply.init?.status).toBe(200)
    expect(reply.data.result?.initialValue).toMatchObject({ name: 'Half done', techStack: ['Rust', 'Zig'] })
    expect(reply.data.result?.error?.name).toBeUndefined()
  })

  it('does not add a blank or duplicate entry', async () => {
    for (const newTech of ['   ', 'rust']) {
      const reply = unwrap(
        await action(ctx(formRequest('/create-startup', { intent: 'add:techStack', 'techStack[0]': 'Rust', 'techStack__new': newTech }, { Cookie: cookie }))),
      )
      expect(reply.data.result?.initialValue?.techStack).toEqual(['Rust'])
    }
  })

  it('returns every required-field error with the values kept (400)', async () => {
    const reply = unwrap(
      await action(
        ctx(formRequest('/create-startup', { intent: 'create', name: '', description: ' ', sector: 'space', location: '', stage: '', teamSize: 'lots', website: 'Kopi Cloud', 'techStack[0]': 'React' }, { Cookie: cookie })),
      ),
    )
    expect(reply.init?.status).toBe(400)
    const error = reply.data.result?.error ?? {}
    expect(error.name).toEqual(['Startup name is required'])
    expect(error.description).toEqual(['Description is required'])
    expect(error.sector).toEqual(['Please select a sector'])
    expect(error.location).toEqual(['Location is required'])
    expect(error.stage).toEqual(['Please select a stage'])
    expect(error.teamSize?.[0]).toMatch(/number/)
    expect(error.website?.[0]).toMatch(/valid URL/)
    expect(reply.data.result?.initialValue).toMatchObject({ sector: 'space', techStack: ['React'], website: 'Kopi Cloud' })
  })

  it('keeps a typed-but-not-added entry when creating', async () => {
    const response = await settle(() =>
      action(ctx(formRequest('/create-startup', { ...valid, name: 'Typed Tech', 'techStack__new': 'Elixir' }, { Cookie: cookie }))),
    )
    const id = Number(response.headers.get('Location')!.split('/').pop())
    const db = await getDb()
    const [row] = await db.select().from(startups).where(eq(startups.id, id))
    expect(row?.techStack).toEqual(['React', 'Go', 'Elixir'])
  })

  it('signed-in members get the form', async () => {
    expect(await loader(ctx(getRequest('/create-startup', { Cookie: cookie })))).toEqual({ signedIn: true })
  })
})
