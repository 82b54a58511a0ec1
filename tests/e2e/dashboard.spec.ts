import { expect, test, type Locator, type Page } from './fixtures'

const FOUNDER = { email: 'founder@demo.startup.asia', password: 'demo-password-123', firstName: 'Mei' }

async function fillSignIn(page: Page) {
  await page.locator('input[name=email]').fill(FOUNDER.email)
  await page.locator('input[name=password]').fill(FOUNDER.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
}

/** The figure under a tile's label in a stat grid. */
const tile = (grid: Locator, label: string) =>
  grid.locator('div', { has: grid.page().locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd')

test('a visitor is sent to sign in, then back to their dashboard', async ({ page }) => {
  await page.goto('/dashboard')
  await expect(page).toHaveURL('/auth?redirectTo=%2Fdashboard')
  await expect(page.getByText('You are logged out. Logging in again...', { exact: true })).toBeVisible()
  await expect(page.getByText('Please log in to access your dashboard.', { exact: true })).toBeVisible()

  await fillSignIn(page)
  await expect(page).toHaveURL('/dashboard')
  await expect(page.getByRole('heading', { level: 1, name: `Welcome back, ${FOUNDER.firstName}!` })).toBeVisible()
})

test('the dashboard shows counts, lists and actions from the database', async ({ page }) => {
  await page.goto('/auth?redirectTo=%2Fdashboard')
  await fillSignIn(page)
  await expect(page).toHaveURL('/dashboard')

  // One grid: every figure of 000 §2's two variants, each once.
  const glance = page.getByRole('region', { name: 'At a glance' })
  await expect(glance.locator('dt')).toHaveText([
    'My Startups',
    'Total Team Size',
    'Workspace Bookings',
    'Profile Views',
    'Events',
    'Opportunities',
    'Network',
  ])
  await expect(tile(glance, 'Network')).toHaveText('5,000+')
  // Real figures only (docs/decisions/0121-first-impressions.md): no placeholder views, no sample activity.
  for (const label of ['Profile Views', 'Events', 'Opportunities', 'Workspace Bookings', 'Total Team Size']) {
    await expect(tile(glance, label)).toHaveText(/^\d[\d,]*$/)
  }
  // The demo founder has bookings and upcoming events and jobs exist.
  await expect(tile(glance, 'Workspace Bookings')).not.toHaveText('0')
  await expect(tile(glance, 'Events')).not.toHaveText('0')

  // My Startups: the count tile agrees with the list, and each row has View and Edit.
  const mine = page.getByRole('region', { name: 'My Startups' })
  const rows = mine.getByRole('listitem')
  const count = await rows.count()
  expect(count).toBeGreaterThan(0)
  await expect(tile(glance, 'My Startups')).toHaveText(String(count))
  await expect(rows.first().getByRole('link', { name: /^View / })).toHaveAttribute('href', /^\/startup\/\d+$/)
  await expect(rows.first().getByRole('link', { name: /^Edit / })).toHaveAttribute('href', /^\/startup\/\d+\/edit$/)

  await expect(page.getByRole('region', { name: 'Trending Startups' }).getByRole('listitem')).toHaveCount(4)
  await expect(page.getByRole('region', { name: 'Upcoming Events' }).getByRole('listitem')).toHaveCount(3)
  await expect(page.getByRole('region', { name: 'Job Opportunities' }).getByRole('listitem')).toHaveCount(3)

  await expect(page.getByRole('link', { name: 'View all startups' })).toHaveAttribute('href', '/discover')
  await expect(page.getByRole('link', { name: 'View all events' })).toHaveAttribute('href', '/events')
  await expect(page.getByRole('link', { name: 'View all jobs' })).toHaveAttribute('href', '/talent-hub')

  const quickActions = page.getByRole('region', { name: 'Quick Actions' })
  for (const [name, href] of [
    ['Create Startup', '/create-startup'],
    ['Create Event', '/events'],
    ['Post Job', '/talent-hub'],
    ['Book Workspace', '/workspace'],
  ] as const) {
    await expect(quickActions.getByRole('link', { name })).toHaveAttribute('href', href)
  }
  const activity = page.getByRole('region', { name: 'Recent Activity' })
  await expect(activity).toBeVisible()
  await expect(activity).not.toContainText('viewed by an investor')
})
