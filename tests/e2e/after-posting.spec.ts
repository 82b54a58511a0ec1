import { expect, FOUNDER, test, type APIRequestContext } from './fixtures'

// Issue 41 items 4–5 (docs/decisions/0110-after-posting.md), in both Playwright projects: `js` (the dialogs open in
// place) and `no-js` (the same by ?dialog= links and plain form posts). Each test makes its own members, events and
// jobs with unique names.

let counter = 0
const unique = (label: string) => `${label} ${Date.now().toString(36)}${(counter++).toString(36)}`

async function signUp(request: APIRequestContext, firstName: string): Promise<void> {
  const email = `${firstName.toLowerCase()}-${Date.now()}-${Math.floor(Math.random() * 1e9)}@example.com`
  const response = await request.post('/api/auth/signup', {
    data: { email, password: 'password-123', firstName, lastName: 'Tester', userType: 'startup' },
  })
  expect(response.status()).toBe(201)
}

test('the organizer edits and cancels an event; the attendee is told both times', async ({ page, playwright }, testInfo) => {
  await signUp(page.request, 'Olga')
  const title = unique('Founders breakfast')
  const start = new Date(Date.now() + 5 * 86_400_000)
  const created = await page.request.post('/api/events', {
    data: {
      title,
      location: 'Singapore',
      venue: 'Hall A',
      startDate: start.toISOString(),
      endDate: new Date(start.getTime() + 2 * 3_600_000).toISOString(),
      maxAttendees: 10,
    },
  })
  expect(created.status()).toBe(201)
  const eventId = ((await created.json()) as { id: number }).id

  const attendee = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL })
  await signUp(attendee, 'Aiko')
  expect((await attendee.post(`/api/events/${eventId}/rsvp`, { data: { status: 'attending' } })).status()).toBe(200)

  await page.goto(`/events/${eventId}`)
  await page.getByRole('link', { name: 'Edit event' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Event' })
  await expect(edit.getByLabel('Title')).toHaveValue(title)
  await edit.getByLabel('Venue').fill('Hall B')
  await edit.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('Event updated.').first()).toBeVisible()
  await expect(page.getByRole('dialog', { name: 'Edit Event' })).toHaveCount(0)
  await expect(page.getByText(/Hall B/).first()).toBeVisible()

  await page.getByRole('link', { name: 'Cancel event' }).click()
  await page.getByRole('dialog', { name: 'Cancel this event?' }).getByRole('button', { name: 'Cancel event' }).click()
  await expect(page.getByText('This event was cancelled by its organizer. RSVPs are closed.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Edit event' })).toHaveCount(0)

  const inbox = (await (await attendee.get('/api/notifications')).json()) as unknown
  const kinds = JSON.stringify(inbox)
  expect(kinds).toContain('event-changed')
  expect(kinds).toContain('event-cancelled')
  await attendee.dispose()
})

test('the team edits a job and closes it', async ({ page }) => {
  await signUp(page.request, 'Jun')
  const startup = await page.request.post('/api/startups', {
    data: { name: unique('After Posting Co'), description: 'Made by the browser tests.', sector: 'saas', location: 'Singapore', stage: 'seed' },
  })
  expect(startup.status()).toBe(201)
  const startupId = ((await startup.json()) as { id: number }).id
  const title = unique('Data Engineer')
  const job = await page.request.post('/api/jobs', {
    data: { startupId, title, description: 'A job the browser tests posted.', location: 'Tokyo', techStack: ['Go'] },
  })
  expect(job.status()).toBe(201)
  const jobId = ((await job.json()) as { id: number }).id

  await page.goto(`/jobs/${jobId}`)
  await page.getByRole('link', { name: 'Edit job' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Job' })
  await expect(edit.getByLabel('Job title')).toHaveValue(title)
  await edit.getByLabel('Job title').fill(`${title} II`)
  await edit.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByRole('heading', { level: 1, name: `${title} II` })).toBeVisible()

  await page.getByRole('button', { name: 'Close job' }).click()
  await expect(page.getByText('Closed', { exact: true }).first()).toBeVisible()
  expect((await (await page.request.get(`/api/jobs?startupId=${startupId}`)).json()) as unknown[]).toHaveLength(0)
})

test('a founder replies to a review and sees the reply under it, with who wrote it', async ({ page, signIn }) => {
  await signIn(FOUNDER)
  // The founder's startup that has reviews: other specs add startups to the founder's list as the suite runs.
  const mine = (await (await page.request.get('/api/my-startups')).json()) as { id: number }[]
  let reviewed: number | undefined
  for (const { id } of mine) {
    // GET /api/startups/{id}/reviews answers a page of anonymous reviews with their summary (decision 0119).
    const { reviews } = (await (await page.request.get(`/api/startups/${id}/reviews`)).json()) as { reviews: unknown[] }
    if (reviews.length > 0) {
      reviewed = id
      break
    }
  }
  expect(reviewed, 'one of the founder’s startups has reviews').toBeDefined()
  await page.goto(`/startup/${reviewed}?tab=reviews`)
  const review = page.locator('li[id^="review-"]').first()
  const reviewId = await review.getAttribute('id')
  const text = unique('Thank you for taking the time')
  // Another run may have answered it already: then the form is behind 'Edit reply'.
  const edit = review.getByText('Edit reply', { exact: true })
  if (await edit.count()) await edit.click()
  await review.getByRole('textbox').fill(text)
  await review.getByRole('button', { name: /^(Reply|Update reply)$/ }).click()
  const answered = page.locator(`li[id="${reviewId}"]`)
  await expect(answered.locator('p', { hasText: text })).toBeVisible()
  await expect(answered.getByText(/Reply from .+ of the team/)).toBeVisible()
})
