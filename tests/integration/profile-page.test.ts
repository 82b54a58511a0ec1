import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { users } from '../../db/schema'
import { getDb } from '~/server/db.server'
import { getUser } from '~/services/auth.server'
import { getToast } from '~/server/toast.server'
import { EMAIL_TAKEN, getUserById, WRONG_CURRENT_PASSWORD, verifyLogin } from '~/models/users.server'
import { action as passwordApi } from '~/routes/api/auth/password'
import { action as profileApi } from '~/routes/api/auth/profile'
import { middleware as signedInMiddleware } from '~/routes/layouts/signed-in'
import { action as profileAction, loader as profileLoader } from '~/routes/profile/route'
import { createCohort, createStartup, createUser, routeArgs, signedInCookie, throughGuards } from '../support/factories'
import { cookiePair, formRequest, getRequest, jsonRequest, settle } from '../support/http'
import { applyToCohort } from '~/models/cohorts.server'

// /profile (signed in only) and its /api twins: the same schemas and models, every refusal a 4xx with the values back.

const PASSWORD = 'old-password-123'

async function toastOf(response: Response) {
  return (await getToast(getRequest('/', { Cookie: cookiePair(response, 'sa_toast') }))).toast
}

function refusal(result: unknown) {
  const { data, init } = result as {
    data: { form: string; result: { error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> }; toast?: { title: string } }
    init: { status: number }
  }
  return { status: init.status, form: data.form, errors: data.result.error ?? {}, values: data.result.initialValue, toast: data.toast }
}

const whoIs = async (cookie: string) => (await getUser(getRequest('/', { Cookie: cookie })))?.id ?? null

describe('who may see /profile', () => {
  it('sends a visitor to /auth and back', async () => {
    const response = await settle(() =>
      throughGuards(signedInMiddleware as never, routeArgs(getRequest('/profile')), profileLoader as never),
    )
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toMatch(/^\/auth\?redirectTo=%2Fprofile/)
  })

  it('shows the member, the edit mode from the URL, and their startups and program applications', async () => {
    const member = await createUser({ userType: 'startup', firstName: 'Siti' })
    const startup = await createStartup(member)
    const cohort = await createCohort()
    await applyToCohort(member, cohort.id, { motivationLetter: 'Letter' })
    const { data: page } = await profileLoader(routeArgs(getRequest('/profile?edit=profile'), { user: member }))
    expect(page.user.id).toBe(member.id)
    expect(page.edit).toBe('profile')
    expect(page.activity.startups.map((item) => item.id)).toEqual([startup.id])
    expect(page.activity.programApplications).toEqual([expect.objectContaining({ cohortId: cohort.id, status: 'pending' })])
    expect(page.activity.jobApplications).toEqual([])
    expect(page.activity.rsvps).toEqual([])
    expect(page.activity.bookings).toEqual([])
    expect((await profileLoader(routeArgs(getRequest('/profile?edit=nonsense'), { user: member }))).data.edit).toBeNull()
  })
})

describe('editing the profile', () => {
  it('saves the names with "Profile Updated"; a new e-mail waits for its link, and the old one stays verified', async () => {
    const member = await createUser()
    await (await getDb()).update(users).set({ isEmailVerified: true }).where(eq(users.id, member.id))
    const email = `renamed-${member.id}@example.com`
    const response = (await profileAction(
      routeArgs(formRequest('/profile?edit=profile', { intent: 'update-profile', firstName: ' Nur ', lastName: 'Aziz', email }), {
        user: member,
      }),
    )) as Response
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/profile')
    expect(await toastOf(response)).toMatchObject({
      title: 'Profile Updated',
      description: `We sent a link to ${email}. Your email address changes when you open it.`,
    })
    expect(await getUserById(member.id)).toMatchObject({ firstName: 'Nur', lastName: 'Aziz', email: member.email, isEmailVerified: true })
  })

  it('an e-mail taken by someone else is a 409 field error with the values back (page and /api), not a 500', async () => {
    const member = await createUser()
    const other = await createUser()
    const fields = { intent: 'update-profile', firstName: 'Lee', lastName: 'Wong', email: other.email.toUpperCase() }
    const page = refusal(await profileAction(routeArgs(formRequest('/profile', fields), { user: member })))
    expect(page).toMatchObject({ status: 409, form: 'profile', errors: { email: [EMAIL_TAKEN] }, toast: { title: 'Update Failed' } })
    expect(page.values).toMatchObject({ firstName: 'Lee', lastName: 'Wong' })

    const api = await profileApi(
      routeArgs(
        jsonRequest('/api/auth/profile', 'PATCH', { firstName: 'Lee', lastName: 'Wong', email: other.email }, { Cookie: await signedInCookie(member) }),
      ),
    )
    expect(api.status).toBe(409)
    expect(await api.json()).toEqual({ message: EMAIL_TAKEN, errors: { email: [EMAIL_TAKEN] } })
  })

  it('blank names and a bad e-mail are 400 field errors', async () => {
    const member = await createUser()
    const result = refusal(
      await profileAction(routeArgs(formRequest('/profile', { intent: 'update-profile', firstName: ' ', lastName: '', email: 'nope' }), { user: member })),
    )
    expect(result.status).toBe(400)
    expect(Object.keys(result.errors).sort()).toEqual(['email', 'firstName', 'lastName'])
  })

  it('the danger zone answers "Feature Coming Soon" and deletes nothing', async () => {
    const member = await createUser()
    const response = (await profileAction(routeArgs(formRequest('/profile', { intent: 'delete-account' }), { user: member }))) as Response
    expect(response.status).toBe(302)
    expect(await toastOf(response)).toMatchObject({ title: 'Feature Coming Soon' })
    expect((await profileLoader(routeArgs(getRequest('/profile'), { user: member }))).data.user.id).toBe(member.id)
  })
})

describe('changing the password', () => {
  it('a wrong current password is a 400 field error (page and /api); the fields are not sent back', async () => {
    const member = await createUser({ password: PASSWORD })
    const cookie = await signedInCookie(member)
    const fields = { intent: 'change-password', currentPassword: 'wrong-password', newPassword: 'new-password-123', confirmPassword: 'new-password-123' }
    const page = refusal(await profileAction(routeArgs(formRequest('/profile', fields, { Cookie: cookie }), { user: member })))
    expect(page).toMatchObject({ status: 400, form: 'password', errors: { currentPassword: [WRONG_CURRENT_PASSWORD] } })
    expect(JSON.stringify(page.values ?? {})).not.toContain('new-password-123')

    const api = await passwordApi(
      routeArgs(jsonRequest('/api/auth/password', 'PATCH', { currentPassword: 'wrong-password', newPassword: 'new-password-123' }, { Cookie: cookie })),
    )
    expect(api.status).toBe(400)
    expect(await api.json()).toMatchObject({ errors: { currentPassword: [WRONG_CURRENT_PASSWORD] } })
    await expect(verifyLogin(member.email, PASSWORD)).resolves.toMatchObject({ id: member.id })
  })

  it('a short or unconfirmed new password is a 400', async () => {
    const member = await createUser({ password: PASSWORD })
    const result = refusal(
      await profileAction(
        routeArgs(formRequest('/profile', { intent: 'change-password', currentPassword: PASSWORD, newPassword: 'short', confirmPassword: 'other' }), {
          user: member,
        }),
      ),
    )
    expect(result.status).toBe(400)
    expect(result.errors).toMatchObject({ newPassword: [expect.stringMatching(/8 characters/)], confirmPassword: ["Passwords don't match"] })
  })

  it('from the page: "Password Changed", this browser stays signed in, another session of the member is signed out', async () => {
    const member = await createUser({ password: PASSWORD })
    const here = await signedInCookie(member)
    const elsewhere = await signedInCookie(member)
    const response = (await profileAction(
      routeArgs(
        formRequest(
          '/profile?edit=password',
          { intent: 'change-password', currentPassword: PASSWORD, newPassword: 'brand-new-pass-1', confirmPassword: 'brand-new-pass-1' },
          { Cookie: here },
        ),
        { user: member },
      ),
    )) as Response
    expect(response.status).toBe(302)
    expect(await toastOf(response)).toMatchObject({ title: 'Password Changed' })
    expect(await whoIs(here)).toBe(member.id)
    expect(await whoIs(elsewhere)).toBeNull()
    await expect(verifyLogin(member.email, 'brand-new-pass-1')).resolves.toMatchObject({ id: member.id })
    await expect(verifyLogin(member.email, PASSWORD)).rejects.toMatchObject({ status: 401 })
  })

  it('from /api: 200, and another session of the member is signed out', async () => {
    const member = await createUser({ password: PASSWORD })
    const here = await signedInCookie(member)
    const elsewhere = await signedInCookie(member)
    const response = await passwordApi(
      routeArgs(jsonRequest('/api/auth/password', 'PATCH', { currentPassword: PASSWORD, newPassword: 'api-new-pass-1' }, { Cookie: here })),
    )
    expect(response.status).toBe(200)
    expect(await whoIs(here)).toBe(member.id)
    expect(await whoIs(elsewhere)).toBeNull()
  })

  it('/api answers 401 signed out', async () => {
    const response = await passwordApi(
      routeArgs(jsonRequest('/api/auth/password', 'PATCH', { currentPassword: PASSWORD, newPassword: 'api-new-pass-1' })),
    )
    expect(response.status).toBe(401)
    const profile = await profileApi(routeArgs(jsonRequest('/api/auth/profile', 'PATCH', { firstName: 'A', lastName: 'B', email: 'a@example.com' })))
    expect(profile.status).toBe(401)
  })
})
