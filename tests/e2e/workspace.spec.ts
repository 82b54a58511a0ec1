import { randomUUID } from 'node:crypto'
import { bookingTotal } from '../../app/domain/workspaces'
import { formatMoney } from '../../app/shared/money'
import { formatLocalDate, instantToLocal } from '../../app/shared/time-zones'
import { expect, MEMBER, test, type Page } from './fixtures'

// /workspace in both Playwright projects: `js` (tiles and dialog client-side, live total, toasts) and `no-js` (links,
// full-page form posts, the flash toast as a status region, 'Check price' round trips).

interface ApiWorkspace {
  id: number
  name: string
  hourlyRate: string
  dailyRate: string | null
  timeZone: string
}

const cards = (page: Page) => page.getByRole('region', { name: 'Workspaces' }).getByRole('article')
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Book Workspace' })
const myBookings = (page: Page) => page.getByRole('region', { name: 'My Bookings' })

/** A member of this test alone (signed up through the API, which signs the browser in too). */
async function signUpFreshMember(page: Page) {
  const response = await page.request.post('/api/auth/signup', {
    data: {
      email: `booker-${randomUUID().slice(0, 12)}@example.com`,
      password: 'password-123',
      firstName: 'Bea',
      lastName: 'Booker',
      userType: 'public',
    },
  })
  expect(response.status()).toBe(201)
}

test('the type tiles toggle the type filter', async ({ page }) => {
  await page.goto('/workspace')
  await expect(page).toHaveTitle(/Workspace/)
  await expect(page.getByRole('heading', { level: 1, name: 'Workspace' })).toBeVisible()
  const tiles = page.getByRole('list', { name: 'Workspace types' }).getByRole('link')
  await expect(tiles).toHaveText([/Hot Desk/, /Meeting Room/, /Podcast Booth/, /Event Space/])
  await expect(cards(page)).toHaveCount(16)

  await tiles.filter({ hasText: 'Meeting Room' }).click()
  await expect(page).toHaveURL(/[?&]type=meeting-room/)
  await expect.poll(() => cards(page).count()).toBe(4)
  for (const card of await cards(page).all()) await expect(card).toContainText('Meeting Room')
  await expect(tiles.filter({ hasText: 'Meeting Room' })).toHaveAttribute('aria-current', 'true')
  await expect(page.getByRole('search').getByLabel('Type', { exact: true })).toHaveValue('meeting-room')

  // Pressed again, the tile removes the filter.
  await tiles.filter({ hasText: 'Meeting Room' }).click()
  await expect(page).toHaveURL(/\/workspace$/)
  await expect.poll(() => cards(page).count()).toBe(16)
})

test('search and location narrow the list; nothing found says so', async ({ page, javaScriptEnabled }) => {
  await page.goto('/workspace')
  const filters = page.getByRole('search', { name: 'Search and filter workspaces' })
  await filters.getByLabel('Location', { exact: true }).selectOption('Tokyo')
  if (!javaScriptEnabled) await filters.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/location=Tokyo/)
  await expect.poll(() => cards(page).count()).toBeLessThan(16)
  for (const card of await cards(page).all()) await expect(card).toContainText('Tokyo')

  await page.goto('/workspace?searchQuery=zzqxv-nothing-matches')
  await expect(page.getByText('No workspaces found', { exact: true })).toBeVisible()
})

test('visitors who press Book Now sign in and come back to the dialog', async ({ page }) => {
  await page.goto('/workspace?type=podcast-booth')
  await cards(page).first().getByRole('link', { name: /^Book Now/ }).click()
  await expect(page).toHaveURL(/\/auth\?redirectTo=/)
  await page.locator('input[name=email]').fill(MEMBER.email)
  await page.locator('input[name=password]').fill(MEMBER.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/workspace\?type=podcast-booth&dialog=book-workspace&workspaceId=\d+/)
  await expect(dialog(page)).toBeVisible()
  await expect(dialog(page).getByRole('button', { name: 'Confirm Booking' })).toBeVisible()
})

test('book a meeting room, see it in My Bookings with its total, be refused the same slot, cancel it', async ({
  page,
  javaScriptEnabled,
}) => {
  await signUpFreshMember(page)
  // Each project books its own room, on a day of its own, so parallel and retried runs never share a slot.
  const rooms = (await (await page.request.get('/api/workspaces?type=meeting-room')).json()) as ApiWorkspace[]
  const room = rooms[javaScriptEnabled ? 0 : 1]!
  const date = formatLocalDate(instantToLocal(new Date(Date.now() + (10 + Math.floor(Math.random() * 70)) * 86_400_000), room.timeZone))
  const hour = 8 + Math.floor(Math.random() * 10)
  const clock = (h: number, m: string) => `${date}T${String(h).padStart(2, '0')}:${m}`
  const start = clock(hour, '00')
  const end = clock(hour + 1, '30')
  const total = formatMoney(bookingTotal(room, { minutes: 90, days: 1 }))

  async function openAndFill() {
    await page.goto('/workspace?type=meeting-room')
    await cards(page).filter({ hasText: room.name }).getByRole('link', { name: /^Book Now/ }).click()
    await expect(dialog(page)).toBeVisible()
    await expect(dialog(page)).toContainText(room.name)
    await dialog(page).getByLabel('Start', { exact: true }).fill(start)
    await dialog(page).getByLabel('End', { exact: true }).fill(end)
  }

  await openAndFill()
  const estimate = dialog(page).locator('output')
  if (!javaScriptEnabled) {
    // Without JavaScript the total for new times comes from the server: 'Check price'.
    await dialog(page).getByRole('button', { name: 'Check price' }).click()
    await expect(dialog(page)).toBeVisible()
    await expect(dialog(page).getByLabel('Start', { exact: true })).toHaveValue(start)
  }
  await expect(estimate).toContainText('1.5 hours')
  await expect(estimate).toContainText(`Total ${total}`)

  await dialog(page).getByRole('button', { name: 'Confirm Booking' }).click()
  await expect(page.getByText('Workspace booked successfully!').first()).toBeVisible()
  await expect(dialog(page)).toHaveCount(0)
  await expect(page).not.toHaveURL(/dialog=/)
  const booked = myBookings(page).getByRole('listitem').filter({ hasText: room.name })
  await expect(booked).toHaveCount(1)
  await expect(booked).toContainText(`Total ${total}`)
  await expect(booked).toContainText('Confirmed')

  // The same slot again: refused with the server's reason, the dialog stays open with the times and shows that day's
  // busy times (with JavaScript as soon as the start moves to that day).
  const busy = () => dialog(page).getByRole('region', { name: /^Booked on/ }).getByRole('listitem')
  const slot = `${clock(hour, '00').slice(11)}–${clock(hour + 1, '30').slice(11)}`
  await openAndFill()
  if (javaScriptEnabled) await expect(busy()).toHaveText([`${slot}Booked`])
  await dialog(page).getByRole('button', { name: 'Confirm Booking' }).click()
  await expect(dialog(page).getByRole('alert')).toHaveText(
    'Failed to book workspace: This workspace is already booked for that time',
  )
  await expect(dialog(page).getByLabel('Start', { exact: true })).toHaveValue(start)
  await expect(busy()).toHaveText([`${slot}Booked`])
  if (javaScriptEnabled) {
    await expect(page.getByRole('status').filter({ hasText: 'This workspace is already booked for that time' }).first()).toBeVisible()
  }
  await dialog(page).getByRole('link', { name: 'Cancel' }).click()
  await expect(dialog(page)).toHaveCount(0)

  // Cancelling asks first (docs/decisions/0126): ?dialog=cancel-booking, then the confirm button.
  await booked.getByRole('link', { name: /^Cancel booking/ }).click()
  await page.getByRole('dialog', { name: 'Cancel this booking?' }).getByRole('button', { name: 'Cancel booking' }).click()
  await expect(page.getByText('Booking cancelled').first()).toBeVisible()
  await expect(booked).toContainText('Cancelled')
  await expect(booked.getByRole('link', { name: /^Cancel booking/ })).toHaveCount(0)
})

test('a booking downloads as a calendar file', async ({ page }) => {
  await signUpFreshMember(page)
  const [desk] = (await (await page.request.get('/api/workspaces?type=hot-desk&limit=1')).json()) as ApiWorkspace[]
  const date = formatLocalDate(instantToLocal(new Date(Date.now() + 5 * 86_400_000), desk!.timeZone))
  const created = await page.request.post('/api/workspace-bookings', {
    data: { workspaceId: desk!.id, startTime: `${date}T09:00`, endTime: `${date}T10:00` },
  })
  expect(created.status()).toBe(201)
  await page.goto('/workspace')
  const link = myBookings(page).getByRole('link', { name: /^Add to calendar/ })
  await expect(link).toHaveAttribute('href', /\/workspace-bookings\/\d+\/calendar\.ics$/)
  const ics = await page.request.get((await link.getAttribute('href'))!)
  expect(ics.headers()['content-type']).toBe('text/calendar; charset=utf-8')
  expect(await ics.text()).toContain(`SUMMARY:${desk!.name.replace(/,/g, '\\,')}`)
})
