import { expect, test } from './fixtures'

const MEMBER = { email: 'member@demo.startup.asia', password: 'demo-password-123', firstName: 'Arjun' }

test('a visitor at / sees the landing page', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('link', { name: 'Start Your Journey' })).toBeVisible()
  await expect(page.getByRole('heading', { name: /^Welcome back/ })).toHaveCount(0)
})

test('a signed-in member at / sees their member home, not the landing page', async ({ page }) => {
  await page.goto('/auth')
  await page.locator('input[name=email]').fill(MEMBER.email)
  await page.locator('input[name=password]').fill(MEMBER.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL('/')

  await expect(page.getByRole('heading', { level: 1, name: `Welcome back, ${MEMBER.firstName}!` })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Start Your Journey' })).toHaveCount(0)

  const quickActions = page.getByRole('navigation', { name: 'Quick actions' })
  for (const [name, href] of [
    ['Create Startup', '/create-startup'],
    ['Discover Startups', '/discover'],
    ['Talent Hub', '/talent-hub'],
    ['Events', '/events'],
    ['Workspace', '/workspace'],
  ] as const) {
    await expect(quickActions.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
  }
  await expect(page.getByRole('region', { name: 'My Startups' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Upcoming Events' }).getByRole('listitem')).toHaveCount(3)
  await expect(page.getByRole('region', { name: 'Job Opportunities' }).getByRole('listitem')).toHaveCount(3)
})
