import { expect, MEMBER, test, type Page } from './fixtures'

// Runs in both projects: `js` (filters apply on change, client navigations) and `no-js` (links and the GET form's
// Search button do the same by full page loads).

const cards = (page: Page) => page.getByRole('region', { name: 'Resources' }).getByRole('article')
const filters = (page: Page) => page.getByRole('search', { name: 'Search and filter resources' })
const tiles = (page: Page) => page.getByRole('list', { name: 'Resource types' })

test('a visitor sees the hub: tiles, filters, cards without e-mail addresses, the Apply to Join banner', async ({ page }) => {
  await page.goto('/resources')
  await expect(page.getByRole('heading', { level: 1, name: 'Resource Hub' })).toBeVisible()
  await expect(tiles(page).getByRole('link')).toHaveCount(6)
  for (const label of ['Search', 'Type', 'Location', 'Verified Only']) {
    await expect(filters(page).getByLabel(label, { exact: true })).toBeVisible()
  }
  await expect(cards(page).first()).toBeVisible()
  expect(await page.content()).not.toMatch(/[\w.-]+@[\w-]+\.example\.com/)
  await expect(page.getByRole('heading', { name: 'Want to be featured as a resource?' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Apply to Join' })).toHaveAttribute('href', '/resources/apply')
  const website = page.getByRole('link', { name: /^Website of / }).first()
  // `noreferrer` implies `noopener`.
  await expect(website).toHaveAttribute('rel', 'noreferrer')
  await expect(website).toHaveAttribute('href', /^https:\/\//)
})

test('a category tile toggles the type filter on and off', async ({ page }) => {
  await page.goto('/resources')
  await tiles(page).getByRole('link', { name: /Investor/ }).click()
  await expect(page).toHaveURL(/type=investor/)
  await expect(tiles(page).getByRole('link', { name: /Investor/ })).toHaveAttribute('aria-current', 'true')
  await expect.poll(async () => (await cards(page).allTextContents()).every((text) => text.includes('Investor'))).toBe(true)
  await expect(cards(page).first()).toBeVisible()
  await tiles(page).getByRole('link', { name: /Investor/ }).click()
  await expect(page).not.toHaveURL(/type=/)
  await expect(tiles(page).getByRole('link', { name: /Investor/ })).not.toHaveAttribute('aria-current', 'true')
  await expect.poll(async () => (await cards(page).allTextContents()).some((text) => !text.includes('Investor'))).toBe(true)
})

test('Verified Only shows verified resources only', async ({ page, javaScriptEnabled }) => {
  await page.goto('/resources')
  await filters(page).getByLabel('Verified Only', { exact: true }).check()
  if (!javaScriptEnabled) await filters(page).getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/verified=true/)
  await expect(cards(page).first()).toBeVisible()
  await expect.poll(async () => (await cards(page).allTextContents()).every((text) => text.includes('Verified'))).toBe(true)
  await expect(filters(page).getByLabel('Verified Only', { exact: true })).toBeChecked()
})

test('a visitor opens a resource, signs in from Contact and comes back to its e-mail', async ({ page }) => {
  await page.goto('/resources?type=mentor')
  const card = cards(page).filter({ has: page.getByRole('link', { name: /^Contact / }) }).first()
  const name = (await card.getByRole('heading').textContent())!.replace('Verified', '').trim()
  await card.getByRole('link', { name: /^View Profile of / }).click()
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name)
  await expect(page.getByRole('link', { name: /^mailto:/ })).toHaveCount(0)
  expect(await page.content()).not.toContain('@')
  await page.getByRole('link', { name: `Contact ${name}` }).click()
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fresources%2F\d+%3Fcontact%3Dreveal/)
  await page.locator('input[name=email]').fill(MEMBER.email)
  await page.locator('input[name=password]').fill(MEMBER.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/resources\/\d+\?contact=reveal/)
  const email = page.locator('a[href^="mailto:"]')
  await expect(email).toBeVisible()
  await expect(email).toHaveText(/@/)
})

test('a member contacts a resource from its card', async ({ page, signIn }) => {
  await signIn(MEMBER)
  await page.goto('/resources?type=investor')
  const card = cards(page).filter({ has: page.getByRole('link', { name: /^Contact / }) }).first()
  await card.getByRole('link', { name: /^Contact / }).click()
  await expect(page).toHaveURL(/\/resources\/\d+\?contact=reveal/)
  await expect(page.locator('a[href^="mailto:"]')).toBeVisible()
})

test('a member applies to join and sees the listing pending review', async ({ page, signIn }) => {
  await signIn(MEMBER)
  await page.goto('/resources')
  await page.getByRole('link', { name: 'Apply to Join' }).click()
  await expect(page).toHaveURL('/resources/apply')
  const name = `E2E Advisor ${Date.now()}-${Math.floor(Math.random() * 1e6)}`
  await page.getByLabel('Name').fill(name)
  await page.getByLabel('Type').selectOption('legal')
  await page.getByLabel('Location').selectOption('Seoul')
  await page.getByLabel('Description').fill('Incorporation and first contracts for seed-stage founders.')
  await page.getByLabel('E-mail').fill('advisor@e2e.example')
  await page.getByLabel('Website').fill('https://advisor.example')
  await page.getByLabel('Add a specialty').fill('Incorporation')
  await page.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Remove Incorporation' })).toBeVisible()
  await page.getByRole('button', { name: 'Submit for review' }).click()
  const listings = page.getByRole('region', { name: 'Your listings' })
  await expect(listings.getByRole('listitem').filter({ hasText: name })).toContainText('Pending review')
  // Not in the directory until an admin approves it.
  await page.goto(`/resources?searchQuery=${encodeURIComponent(name)}`)
  await expect(page.getByText('No resources found')).toBeVisible()
})

test('an unknown resource is a 404', async ({ page }) => {
  const response = await page.goto('/resources/999999')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Resource not found' })).toBeVisible()
})
