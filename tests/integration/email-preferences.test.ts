import { describe, expect, it } from 'vitest'
import { emailPreferencesOf, notify } from '~/models/notifications.server'
import { DIGEST_FREQUENCY_INVALID, EMAIL_SWITCH_INVALID } from '~/schemas/notifications'
import { getDatabase } from '~/server/db.server'
import { action as prefsApiAction, loader as prefsApiLoader } from '~/routes/api/notification-preferences'
import { action as profileAction, loader as profileLoader } from '~/routes/profile/route'
import { createUser, routeArgs, signedInCookie } from '../support/factories'
import { formRequest, getRequest, jsonRequest, settle } from '../support/http'

const ALL_ON = { activity: true, bookings: true, applications: true, alerts: true, news: true, digestFrequency: 'daily' }

describe('e-mail choices on /profile (without JavaScript)', () => {
  it('shows every category on by default and saves the ticked ones; unticked are off', async () => {
    const member = await createUser()
    const page = (await profileLoader(routeArgs(getRequest('/profile'), { user: member }))) as unknown as {
      data: { emailPreferences: typeof ALL_ON }
    }
    expect(page.data.emailPreferences).toEqual(ALL_ON)
    const saved = await settle(() =>
      profileAction(
        routeArgs(formRequest('/profile', { intent: 'email-preferences', activity: 'on', applications: 'on', digestFrequency: 'weekly' }), { user: member }),
      ),
    )
    expect(saved.status).toBe(302)
    expect(saved.headers.get('Location')).toBe('/profile')
    expect(await emailPreferencesOf(member.id)).toEqual({
      activity: true,
      bookings: false,
      applications: true,
      alerts: false,
      news: false,
      digestFrequency: 'weekly',
    })
  })

  it('answers 400 for a value that is neither on nor off', async () => {
    const member = await createUser()
    const refused = await Promise.resolve(
      profileAction(routeArgs(formRequest('/profile', { intent: 'email-preferences', bookings: 'maybe' }), { user: member })),
    ).then(
      () => null,
      (thrown: unknown) => thrown as { data: { message: string }; init: { status: number } },
    )
    const { init, data } = refused!
    expect(init.status).toBe(400)
    expect(data.message).toBe(EMAIL_SWITCH_INVALID)
    expect(await emailPreferencesOf(member.id)).toEqual(ALL_ON)
    const badFrequency = await Promise.resolve(
      profileAction(routeArgs(formRequest('/profile', { intent: 'email-preferences', digestFrequency: 'hourly' }), { user: member })),
    ).then(
      () => null,
      (thrown: unknown) => thrown as { data: { message: string }; init: { status: number } },
    )
    expect(badFrequency).toMatchObject({ init: { status: 400 }, data: { message: DIGEST_FREQUENCY_INVALID } })
    expect(await emailPreferencesOf(member.id)).toEqual(ALL_ON)
  })
})

describe('GET and PUT /api/notifications/preferences', () => {
  it('reads and sets the choices with the same schema; 400 for a bad value, 401 signed out', async () => {
    const member = await createUser()
    const cookie = await signedInCookie(member)
    const get = await prefsApiLoader(routeArgs(getRequest('/api/notifications/preferences', { Cookie: cookie })))
    expect(get.status).toBe(200)
    expect(await get.json()).toEqual(ALL_ON)

    const put = await prefsApiAction(
      routeArgs(
        jsonRequest(
          '/api/notifications/preferences',
          'PUT',
          { activity: false, bookings: true, applications: false, alerts: true, news: false, digestFrequency: 'weekly' },
          { Cookie: cookie },
        ),
      ),
    )
    expect(put.status).toBe(200)
    expect(await put.json()).toEqual({ activity: false, bookings: true, applications: false, alerts: true, news: false, digestFrequency: 'weekly' })
    // Left out, the frequency stays as it was.
    const again = await prefsApiAction(routeArgs(jsonRequest('/api/notifications/preferences', 'PUT', { alerts: true }, { Cookie: cookie })))
    expect(await again.json()).toMatchObject({ alerts: true, activity: false, digestFrequency: 'weekly' })

    const bad = await prefsApiAction(routeArgs(jsonRequest('/api/notifications/preferences', 'PUT', { news: 'perhaps' }, { Cookie: cookie })))
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ errors: { news: [EMAIL_SWITCH_INVALID] } })
    const badFrequency = await prefsApiAction(routeArgs(jsonRequest('/api/notifications/preferences', 'PUT', { digestFrequency: 'hourly' }, { Cookie: cookie })))
    expect(badFrequency.status).toBe(400)
    expect(await badFrequency.json()).toMatchObject({ errors: { digestFrequency: [DIGEST_FREQUENCY_INVALID] } })
    expect((await prefsApiLoader(routeArgs(getRequest('/api/notifications/preferences')))).status).toBe(401)
  })

  it('security e-mails are written even with every category switched off', async () => {
    const member = await createUser()
    const cookie = await signedInCookie(member)
    await prefsApiAction(routeArgs(jsonRequest('/api/notifications/preferences', 'PUT', {}, { Cookie: cookie })))
    const database = await getDatabase()
    const welcome = await database.transaction((tx) => notify(tx, { userId: member.id, kind: 'welcome', data: { name: 'Mei' } }))
    expect(welcome.outboxId).not.toBeNull()
    const reset = await database.transaction((tx) =>
      notify(tx, { userId: member.id, kind: 'password-reset', data: { name: 'Mei', resetPath: '/reset-password?token=x' } }),
    )
    expect(reset.outboxId).not.toBeNull()
  })
})
