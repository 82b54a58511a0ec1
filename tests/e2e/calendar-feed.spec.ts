import { randomUUID } from 'node:crypto'
import { expect, test } from './fixtures'

// The personal calendar feed (docs/decisions/0052-calendar-feed.md), with JavaScript on and off: create it on
// /profile, subscribe (fetch the address shown once), RSVP and see the event in it, cancel and see it leave, revoke
// and get 404. Each run uses a member and an event of its own.

const PASSWORD = 'calendar-pass-123'

function wallTime(days: number, hour: number) {
  const date = new Date(Date.now() + days * 86_400_000)
  return `${date.toISOString().slice(0, 10)}T${String(hour).padStart(2, '0')}:00`
}

test('create the feed, see an RSVP in it, cancel it, revoke the feed', async ({ page, request, signIn, playwright, baseURL }) => {
  const email = `calendar-${randomUUID()}@example.com`
  const signup = await request.post('/api/auth/signup', {
    data: { email, password: PASSWORD, firstName: 'Cal', lastName: 'Feed', userType: 'public' },
  })
  expect(signup.status()).toBe(201)
  await signIn({ email, password: PASSWORD })

  await page.goto('/profile')
  const section = page.getByRole('region', { name: 'Calendar feed' })
  await expect(section).toBeVisible()
  await section.getByRole('button', { name: 'Create calendar feed' }).click()
  await expect(page.getByText('Calendar feed created', { exact: true })).toBeVisible()
  const address = section.getByLabel('Your calendar feed address')
  await expect(address).toHaveValue(/\/calendar\/[A-Za-z0-9_-]{43}\.ics$/)
  const url = await address.inputValue()
  await expect(section.getByRole('link', { name: 'Subscribe in your calendar app' })).toHaveAttribute(
    'href',
    url.replace(/^https?:/, 'webcal:'),
  )

  // A calendar app subscribes: no cookies, the address is the credential.
  const calendarApp = await playwright.request.newContext({ baseURL })
  const subscribed = await calendarApp.get(url)
  expect(subscribed.status()).toBe(200)
  expect(subscribed.headers()['content-type']).toBe('text/calendar; charset=utf-8')

  const title = `Feed ${randomUUID().slice(0, 8)} Meetup`
  const created = await page.request.post('/api/events', {
    data: { title, location: 'Singapore', venue: 'Marina Hub', startDate: wallTime(15, 18), endDate: wallTime(15, 20) },
  })
  expect(created.status()).toBe(201)
  const { id } = (await created.json()) as { id: number }
  expect((await page.request.post(`/api/events/${id}/rsvp`, { data: { status: 'attending' } })).status()).toBe(200)
  const withEvent = (await (await calendarApp.get(url)).text()).replace(/\r\n /g, '')
  expect(withEvent).toContain(`SUMMARY:${title}`)
  expect(withEvent).toContain(`UID:event-${id}@startup.asia`)

  expect((await page.request.post(`/api/events/${id}/rsvp`, { data: { status: 'not_attending' } })).status()).toBe(200)
  expect(await (await calendarApp.get(url)).text()).not.toContain(title)

  // The address is shown once: a fresh visit says the feed is active without it.
  await page.goto('/profile')
  await expect(section.getByText(/Your calendar feed is active/)).toBeVisible()
  await expect(section.getByLabel('Your calendar feed address')).toHaveCount(0)

  await section.getByRole('button', { name: 'Revoke' }).click()
  await expect(page.getByText('Calendar feed revoked', { exact: true })).toBeVisible()
  await expect(section.getByRole('button', { name: 'Create calendar feed' })).toBeVisible()
  expect((await calendarApp.get(url)).status()).toBe(404)
  await calendarApp.dispose()
})
