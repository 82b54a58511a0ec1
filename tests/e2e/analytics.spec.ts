import { randomUUID } from 'node:crypto'
import { expect, PHONE, test } from './fixtures'
import { createLongNamedStartup } from './pages'

// Issue 41 item 6 (docs/decisions/0111-owner-analytics.md): views counted by the profile's never-cached counter image
// show on the owner's manage page as a server-drawn SVG chart with its figures, JavaScript on and off, on a phone.

const browserAgent = (tag: string) => `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 e2e/${tag}`

test('the manage page charts the views a startup’s profile had today, without counting repeats, crawlers or the owner', async ({
  page,
  signIn,
  playwright,
  baseURL,
}, testInfo) => {
  // The 30-day dashboard is Professional's (decision 0141): a founder of their own starts its trial in test mode.
  const account = { email: `analytics-${testInfo.project.name}-${randomUUID().slice(0, 8)}@example.com`, password: 'analytics-pass-123' }
  // Signed up from a context of its own: the page's stays signed out until it signs in.
  const api = await playwright.request.newContext({ baseURL })
  try {
    const signup = await api.post('/api/auth/signup', { data: { ...account, firstName: 'Ana', lastName: 'Lytics', userType: 'startup' } })
    expect(signup.status()).toBe(201)
  } finally {
    await api.dispose()
  }
  await signIn(account)
  await page.goto('/subscribe?plan=professional')
  await page.getByRole('button', { name: 'Start Free Trial' }).click()
  await page.getByRole('button', { name: 'Subscribe' }).click()
  await expect(page).toHaveURL(/\/profile\/plan$/)
  await page.setViewportSize(PHONE)
  const id = await createLongNamedStartup(page)

  // A visitor's copy of the profile carries the counter image; the image is never cached.
  const visitor = await playwright.request.newContext({ baseURL })
  try {
    const profile = await visitor.get(`/startup/${id}`, { headers: { 'User-Agent': browserAgent('html') } })
    expect(await profile.text()).toContain(`/startup/${id}/view.gif`)
    const run = randomUUID().slice(0, 8)
    for (const tag of [`${run}-a`, `${run}-b`, `${run}-c`, `${run}-a`]) {
      const image = await visitor.get(`/startup/${id}/view.gif`, { headers: { 'User-Agent': browserAgent(tag) } })
      expect(image.status()).toBe(200)
      expect(image.headers()['content-type']).toBe('image/gif')
      expect(image.headers()['cache-control']).toContain('no-store')
    }
    await visitor.get(`/startup/${id}/view.gif`, { headers: { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' } })
  } finally {
    await visitor.dispose()
  }
  // The owner's own visit to the profile is not counted (the image is not even on their copy).
  await page.goto(`/startup/${id}`)
  await expect(page.locator('img[data-view-counter]')).toHaveCount(0)

  await page.getByRole('link', { name: 'Analytics', exact: true }).first().click()
  await expect(page).toHaveURL(`/startup/${id}/manage`)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Analytics:')
  await expect(page.getByRole('navigation', { name: 'Manage this startup' }).getByRole('link', { name: 'Analytics' })).toHaveAttribute('aria-current', 'page')
  await expect(page.getByTestId('profile-views-total')).toHaveText('3 views')

  const chart = page.getByRole('img', { name: /^Profile views a day/ })
  await expect(chart).toBeVisible()
  await expect(chart).toHaveAttribute('data-chart-total', '3')
  await expect(chart.locator('rect')).toHaveCount(30)
  // Today's bar is the last and the tallest: 3 on a scale of 4, so three quarters of the plot's 134 units.
  await expect(chart.locator('rect').last()).toHaveAttribute('height', '100.5')
  await expect(chart.locator('desc')).toHaveText(/^3 in all; most in one day: 3 on /)

  // The figures beside it, in a table that opens without JavaScript.
  await page.getByRole('region', { name: 'Profile views' }).getByText('Show the figures by day').click()
  const lastRow = page.getByRole('table', { name: /^Profile views a day/ }).locator('tbody tr').last()
  await expect(lastRow.locator('td').last()).toHaveText('3')

  // The job the startup posted has its funnel; nothing counted yet.
  await expect(page.locator('[data-stage="views"]').first()).toHaveText('0')
  await expect(page.locator('[data-stage="applications"]').first()).toHaveText('0')

  // It fits the phone.
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, viewport: document.documentElement.clientWidth }))
  expect(widths.scroll).toBeLessThanOrEqual(widths.viewport)
})

test('a member who does not run the startup is refused the manage page', async ({ page, signIn }) => {
  await signIn({ email: 'member@demo.startup.asia', password: 'demo-password-123' })
  const response = await page.goto('/startup/1/manage')
  expect(response?.status()).toBe(403)
  await expect(page.getByRole('heading', { level: 1, name: 'Not your startup' })).toBeVisible()
})
