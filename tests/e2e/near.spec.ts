import { expect, MEMBER, test, type Page } from './fixtures'

// "Near a city, within N km" on /discover (docs/decisions/0115-near-filters.md), in both Playwright projects: `js`
// (the filter bar submits on change) and `no-js` (the visitor presses Search; a plain GET form).

const filters = (page: Page) => page.getByRole('search', { name: 'Search and filter startups' })
const results = (page: Page) => page.getByRole('region', { name: 'Startups' }).getByRole('listitem')

test('filter /discover to within 100 km of Kuala Lumpur, then 500 km', async ({ page, javaScriptEnabled }) => {
  await page.goto('/discover')
  const near = filters(page).getByLabel('Near', { exact: true })
  const within = filters(page).getByLabel('Within', { exact: true })
  await near.selectOption({ label: 'Kuala Lumpur' })
  await within.selectOption({ label: '100 km' })
  if (!javaScriptEnabled) await filters(page).getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/near=kuala-lumpur/)
  await expect(page).toHaveURL(/km=100/)
  await expect(near).toHaveValue('kuala-lumpur')
  await expect(within).toHaveValue('100')
  // Nothing 100 km or more away: every card left is in or around Kuala Lumpur and says how far it is.
  for (const card of await results(page).all()) await expect(card).toContainText(/(?<![\d.])\d{1,2} km\b/)
  // Singapore is ~316 km away: within 500 km its startups appear, each with its distance.
  await within.selectOption({ label: '500 km' })
  if (!javaScriptEnabled) await filters(page).getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/km=500/)
  await expect(results(page).first()).toBeVisible()
  for (const card of (await results(page).all()).slice(0, 5)) await expect(card).toContainText(/(?<![\d.])\d+ km\b/)
})

test("a member's preferred city is offered as a link, never applied by a search", async ({ page, signIn, javaScriptEnabled }) => {
  // The demo member's preferred city is Singapore (demo data: member_preferences).
  await signIn(MEMBER)
  await page.goto('/events')
  const bar = page.getByRole('search', { name: 'Search and filter events' })
  await expect(bar.getByLabel('Near', { exact: true })).toHaveValue('')
  await bar.getByLabel('Search', { exact: true }).fill('Summit')
  if (!javaScriptEnabled) await bar.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/searchQuery=Summit/)
  await expect(page).not.toHaveURL(/near=singapore/)
  await bar.getByRole('link', { name: 'Only near Singapore' }).click()
  await expect(page).toHaveURL(/near=singapore/)
  await expect(page).toHaveURL(/searchQuery=Summit/)
  await expect(bar.getByLabel('Near', { exact: true })).toHaveValue('singapore')
  await expect(bar.getByRole('link', { name: 'Only near Singapore' })).toHaveCount(0)
})

test('“Use my location” asks the browser where it is and the server for the nearest city (JavaScript only)', async ({ page, context, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, 'the button needs the browser’s geolocation')
  // A point in Kuala Lumpur's suburbs: the page carries no coordinates, GET /api/cities answers the nearest city.
  await context.grantPermissions(['geolocation'])
  await context.setGeolocation({ latitude: 3.1, longitude: 101.65 })
  await page.goto('/talent-hub')
  const bar = page.getByRole('search', { name: 'Search and filter jobs' })
  await bar.getByRole('button', { name: 'Use my location' }).click()
  await expect(page).toHaveURL(/near=kuala-lumpur/)
  await expect(bar.getByLabel('Near', { exact: true })).toHaveValue('kuala-lumpur')
})
