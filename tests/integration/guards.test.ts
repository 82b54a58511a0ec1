import { describe, expect, it } from 'vitest'
import { adminFrom, signedInUser } from '~/server/context'
import { loader as adminLayoutLoader, middleware as adminGuards } from '~/routes/layouts/admin'
import { middleware as signedInGuards } from '~/routes/layouts/signed-in'
import { createUser, routeArgs, signedInCookie, throughGuards } from '../support/factories'
import { getRequest, settle } from '../support/http'

// The two layout guards (routes/layouts/*): one check before every loader and action beneath them.

/** A page beneath a layout: it reads the member the guard let in (and throws when there is none). */
const pageLoader = ({ context }: { context: { get: (key: typeof signedInUser) => { id: number } } }) => ({
  memberId: context.get(signedInUser).id,
})

async function thrown(run: () => unknown): Promise<{ status: number; data: unknown }> {
  try {
    await run()
  } catch (error) {
    if (error instanceof Response) return { status: error.status, data: null }
    const { init, data } = error as { init: { status: number }; data: unknown }
    return { status: init.status, data }
  }
  throw new Error('expected the guard to refuse')
}

describe('the signed-in layout', () => {
  it('sends a visitor to /auth and back, before the page runs (even for a client-side .data request)', async () => {
    const response = await settle(() =>
      throughGuards(signedInGuards, routeArgs(getRequest('/profile.data?tab=x')), pageLoader),
    )
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/auth?redirectTo=%2Fprofile%3Ftab%3Dx')
  })

  it('lets a member in and hands the page the member', async () => {
    const member = await createUser()
    const args = routeArgs(getRequest('/profile', { Cookie: await signedInCookie(member) }))
    expect(await throughGuards(signedInGuards, args, pageLoader)).toEqual({ memberId: member.id })
  })
})

describe('the admin layout', () => {
  const post = (cookie?: string) =>
    new Request('http://localhost/admin', { method: 'POST', headers: cookie ? { Cookie: cookie } : {} })
  /** A section beneath the layout: its data only through the guard's admin. */
  const sectionLoader = ({ context }: { context: Parameters<typeof adminFrom>[0] }) => ({ secret: adminFrom(context).id })
  const view = (cookie?: string) => routeArgs(getRequest('/admin/profile-claims', cookie ? { Cookie: cookie } : {}))

  it('refuses a visitor: 401 (the access-denied screen) from the layout and from every section, for a form post too', async () => {
    expect((await thrown(() => throughGuards(adminGuards, view(), adminLayoutLoader))).status).toBe(401)
    expect((await thrown(() => throughGuards(adminGuards, view(), sectionLoader))).status).toBe(401)
    expect((await thrown(() => throughGuards(adminGuards, routeArgs(post()), sectionLoader))).status).toBe(401)
  })

  it('refuses members who are not admins: 403 Admin Access Required, and a section gets no admin to read with', async () => {
    for (const userType of ['public', 'startup'] as const) {
      const cookie = await signedInCookie(await createUser({ userType }))
      const refused = { status: 403, data: { message: 'Admin Access Required' } }
      expect(await thrown(() => throughGuards(adminGuards, view(cookie), adminLayoutLoader))).toEqual(refused)
      expect(await thrown(() => throughGuards(adminGuards, view(cookie), sectionLoader))).toEqual(refused)
      expect(await thrown(() => throughGuards(adminGuards, routeArgs(post(cookie)), sectionLoader))).toEqual(refused)
      // Nor can a section fall back on the signed-in member: the guard hands it nobody.
      const args = view(cookie) as { context: { get: (key: unknown) => unknown } }
      await throughGuards(adminGuards, args as never, () => null)
      expect(() => args.context.get(signedInUser)).toThrow()
    }
  })

  it('outside the admin layout there is no admin to read: a loader that asks without the guard fails loudly', () => {
    const args = routeArgs(getRequest('/admin/profile-claims')) as { context: Parameters<typeof adminFrom>[0] }
    expect(() => adminFrom(args.context)).toThrow()
  })

  it('lets an admin in and hands the pages beneath the admin', async () => {
    const admin = await createUser({ userType: 'admin' })
    const args = view(await signedInCookie(admin))
    expect(await throughGuards(adminGuards, args, adminLayoutLoader)).toEqual({
      admin: { id: admin.id, email: admin.email, firstName: 'Test' },
    })
    expect(await throughGuards(adminGuards, args, sectionLoader)).toEqual({ secret: admin.id })
    expect((args as { context: { get: (key: unknown) => unknown } }).context.get(signedInUser)).toMatchObject({ id: admin.id })
  })
})
