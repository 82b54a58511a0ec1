import { readFile } from 'node:fs/promises'
import { randomUUID } from 'node:crypto'
import { expect, FOUNDER, MEMBER, PHONE, test, type Page } from './fixtures'

// Runs in both Playwright projects: `js` (filters apply on change, the dialog opens in place, posts without a
// reload) and `no-js` (the GET form's Search button, the dialog as its own page, plain form posts and redirects).

const filters = (page: Page) => page.getByRole('search', { name: 'Search and filter events' })
// A card is the article whose heading is the event's title (the article has no name of its own: docs/decisions/0098).
const card = (page: Page, title: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) })

async function search(page: Page, javaScriptEnabled: boolean, text: string) {
  await filters(page).getByLabel('Search', { exact: true }).fill(text)
  if (javaScriptEnabled) await expect(page).toHaveURL(new RegExp(`searchQuery=${encodeURIComponent(text).replace(/%20/g, '(\\+|%20)')}`))
  else await filters(page).getByRole('button', { name: 'Search' }).click()
}

/** 'YYYY-MM-DDTHH:mm', `days` from now, for the date-and-time inputs. */
function wallTime(days: number, hour: number) {
  const date = new Date(Date.now() + days * 86_400_000)
  return `${date.toISOString().slice(0, 10)}T${String(hour).padStart(2, '0')}:00`
}

/** An event of this test's own, made as the signed-in member through the API. */
async function createEventViaApi(page: Page, overrides: Record<string, unknown> = {}) {
  const title = `E2E ${randomUUID().slice(0, 8)} Gathering`
  const response = await page.request.post('/api/events', {
    data: { title, location: 'Singapore', venue: 'Marina Hub', startDate: wallTime(20, 18), endDate: wallTime(20, 20), ...overrides },
  })
  expect(response.status()).toBe(201)
  return { title, id: ((await response.json()) as { id: number }).id }
}

test('a visitor sees Events with its filters; turning Upcoming Only off shows past events', async ({ page, javaScriptEnabled }) => {
  await page.goto('/events')
  await expect(page).toHaveTitle(/Events/)
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible()
  for (const label of ['Search', 'Category', 'Location']) await expect(filters(page).getByLabel(label, { exact: true })).toBeVisible()
  const upcomingOnly = filters(page).getByLabel('Upcoming Only')
  await expect(upcomingOnly).toBeChecked()
  await expect(card(page, 'Asia Tech Summit')).toBeVisible()
  await expect(card(page, 'Asia Tech Summit')).toContainText('500 places')
  await expect(card(page, 'Asia Tech Summit')).toContainText('$99')
  await expect(card(page, 'Asia Tech Summit')).toContainText(/GMT\+8/)
  await expect(card(page, 'Fintech Founders Meetup')).not.toContainText('$')
  await expect(card(page, 'Women in Tech Panel')).toHaveCount(0)

  await upcomingOnly.uncheck()
  if (!javaScriptEnabled) await filters(page).getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/upcoming=false/)
  await expect(card(page, 'Women in Tech Panel')).toBeVisible()
  await expect(card(page, 'Women in Tech Panel')).toContainText('This event has ended')
  await expect(filters(page).getByLabel('Upcoming Only')).not.toBeChecked()

  await filters(page).getByLabel('Upcoming Only').check()
  if (!javaScriptEnabled) await filters(page).getByRole('button', { name: 'Search' }).click()
  await expect(card(page, 'Women in Tech Panel')).toHaveCount(0)
})

test('filters by category and location, and says when nothing matches', async ({ page, javaScriptEnabled }) => {
  await page.goto('/events')
  await filters(page).getByLabel('Location', { exact: true }).selectOption('Hong Kong')
  if (!javaScriptEnabled) await filters(page).getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/location=Hong(\+|%20)Kong/)
  await expect(card(page, 'Fintech Founders Meetup')).toBeVisible()
  await expect(card(page, 'Asia Tech Summit')).toHaveCount(0)
  await search(page, javaScriptEnabled, 'zzqxv nothing matches')
  await expect(page.getByText('No events found', { exact: true })).toBeVisible()
  await expect(page.getByRole('status').getByRole('link', { name: 'Create Event' })).toBeVisible()
})

test('a visitor who presses RSVP signs in and comes back', async ({ page }) => {
  await page.goto('/events?location=Hong+Kong')
  await card(page, 'Fintech Founders Meetup').getByRole('button', { name: 'RSVP' }).click()
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fevents%3Flocation%3DHong%2BKong/)
  await page.locator('input[name=email]').fill(FOUNDER.email)
  await page.locator('input[name=password]').fill(FOUNDER.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/events\?location=Hong\+Kong$/)
})

test('a member creates an event through the dialog and finds it listed', async ({ page, signIn, javaScriptEnabled }) => {
  await signIn(MEMBER)
  await page.goto('/events')
  await page.getByRole('link', { name: 'Create Event' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Create Event' })
  await expect(dialog).toBeVisible()
  await expect(page).toHaveURL(/dialog=create-event/)
  await expect(dialog.getByLabel('Category')).toHaveValue('networking')
  await expect(dialog.getByLabel('Currency')).toHaveValue('USD')
  await expect(dialog.getByLabel('Price')).toHaveValue('0')
  await expect(dialog.getByLabel('Online event', { exact: true })).not.toBeChecked()
  await expect(dialog.getByLabel('Starts')).toHaveAttribute('min', /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/)

  const title = `E2E ${randomUUID().slice(0, 8)} Pitch Night`
  await dialog.getByLabel('Title').fill(title)
  await dialog.getByLabel('Category').selectOption('pitch')
  await dialog.getByLabel('Location').selectOption('Tokyo')
  await dialog.getByLabel('Venue').fill('Shibuya Stream Hall')
  await dialog.getByLabel('Starts').fill(wallTime(21, 19))
  await dialog.getByLabel('Ends').fill(wallTime(21, 17))
  await dialog.getByLabel('Max attendees').fill('30')
  await dialog.getByLabel('Price').fill('1.234')
  await dialog.getByRole('button', { name: 'Create Event' }).click()
  // Refused: the dialog stays open with the values and the messages.
  await expect(dialog.getByText('Price can have at most 2 decimals')).toBeVisible()
  await expect(dialog.getByLabel('Title')).toHaveValue(title)
  if (!javaScriptEnabled) await expect(dialog.getByText('End date must be after the start date')).toBeVisible()

  await dialog.getByLabel('Price').fill('15')
  await dialog.getByLabel('Ends').fill(wallTime(21, 21))
  await dialog.getByRole('button', { name: 'Create Event' }).click()
  await expect(page.getByText('Event created successfully!').first()).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page).not.toHaveURL(/dialog=/)

  await search(page, javaScriptEnabled, title)
  const created = card(page, title)
  await expect(created).toBeVisible()
  await expect(created).toContainText('Pitch')
  await expect(created).toContainText('Shibuya Stream Hall, Tokyo')
  await expect(created).toContainText('7:00 PM – 9:00 PM GMT+9')
  await expect(created).toContainText('$15')
  await expect(created).toContainText('0+ attending')
  await expect(created).toContainText('30 places · 30 seats left')
})

test('a member RSVPs, sees Attending, cancels and sees RSVP again', async ({ page, signIn, javaScriptEnabled }) => {
  await signIn(MEMBER)
  const { title } = await createEventViaApi(page, { maxAttendees: 20 })
  await page.goto(`/events?searchQuery=${encodeURIComponent(title)}`)
  // With JavaScript the first page's cards are the server's markup, kept (docs/decisions/0064): the RSVP still posts
  // through React Router, in the same document.
  if (javaScriptEnabled) await page.evaluate(() => Object.assign(window, { __sameDocument: true }))
  const event = card(page, title)
  await event.getByRole('button', { name: 'RSVP' }).click()
  await expect(page.getByText('RSVP updated successfully!').first()).toBeVisible()
  if (javaScriptEnabled) expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true)
  await expect(event).toContainText('1+ attending')
  await expect(event).toContainText('20 places · 19 seats left')

  // Giving the seat back asks first (issue 46, docs/decisions/0136): the card's Attending opens the event's
  // confirmation; keeping the RSVP changes nothing, confirming gives the seat back.
  await event.getByRole('link', { name: 'Attending' }).click()
  await expect(page).toHaveURL(/\/events\/\d+\?dialog=cancel-rsvp/)
  const dialog = page.getByRole('dialog', { name: 'Cancel your RSVP?' })
  await dialog.getByRole('button', { name: 'Cancel RSVP' }).click()
  // The post answered: its redirect closed the dialog, and the page shows RSVP again.
  await expect(page).not.toHaveURL(/dialog=/)
  await expect(page.getByRole('button', { name: 'RSVP', exact: true })).toBeVisible()
  await page.goto(`/events?searchQuery=${encodeURIComponent(title)}`)
  await expect(event.getByRole('button', { name: 'RSVP' })).toBeVisible()
  await expect(event).toContainText('0+ attending')
})

test('a full event offers the waitlist; the organizer sees attendees and the queue', async ({ page, signIn, browser, javaScriptEnabled }) => {
  await signIn(MEMBER)
  const { title, id } = await createEventViaApi(page, { maxAttendees: 1 })
  // Someone else takes the only seat.
  const other = await browser.newContext({ javaScriptEnabled })
  const otherPage = await other.newPage()
  await otherPage.goto('/auth')
  await otherPage.locator('input[name=email]').fill(FOUNDER.email)
  await otherPage.locator('input[name=password]').fill(FOUNDER.password)
  await otherPage.getByRole('button', { name: 'Sign In' }).click()
  await expect(otherPage).not.toHaveURL(/\/auth/)
  expect((await otherPage.request.post(`/api/events/${id}/rsvp`, { data: { status: 'attending' } })).status()).toBe(200)
  await other.close()

  await page.goto(`/events/${id}`)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page.getByText('Full', { exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Join waitlist' }).click()
  // Holding a place, the control opens the leave-the-waitlist confirmation (docs/decisions/0132).
  await expect(page.getByRole('link', { name: 'On waitlist' })).toBeVisible()
  await expect(page.getByText('You are number 1 on the waitlist.', { exact: true })).toBeVisible()
  // The member organizes it: both lists are theirs to see.
  await expect(page.getByRole('heading', { name: 'Attendees (1)' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Waitlist (1)' })).toBeVisible()
  await expect(page.getByText('Mei Tan')).toBeVisible()

  await page.setViewportSize(PHONE)
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(width).toBeLessThanOrEqual(PHONE.width)
})

test('Add to calendar downloads an iCalendar file of the event', async ({ page }) => {
  await page.goto('/events/6')
  await expect(page.getByRole('heading', { level: 1, name: 'Asia Tech Summit' })).toBeVisible()
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Add to calendar' }).click()])
  expect(download.suggestedFilename()).toBe('asia-tech-summit.ics')
  const text = await readFile((await download.path())!, 'utf8')
  expect(text).toContain('BEGIN:VEVENT')
  expect(text).toContain('UID:event-6@startup.asia')
  expect(text).toMatch(/DTSTART:\d{8}T010000Z/)
  expect(text.replace(/\r\n /g, '')).toContain('LOCATION:Bayfront Convention Centre\\, Hall A\\, Singapore')

  await page.goto('/events?location=Singapore')
  const [fromCard] = await Promise.all([
    page.waitForEvent('download'),
    card(page, 'Asia Tech Summit').getByRole('link', { name: /Add to calendar/ }).click(),
  ])
  expect(fromCard.suggestedFilename()).toBe('asia-tech-summit.ics')
})

test('an unknown event is Event Not Found', async ({ page }) => {
  const response = await page.goto('/events/999999')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Event Not Found' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to Events' })).toHaveAttribute('href', '/events')
})
