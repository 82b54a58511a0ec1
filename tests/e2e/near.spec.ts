import { expect, MEMBER, test, type Page } from './fixtures'

// "Near a city, within N km" on the lists (docs/decisions/0115-near-filters.md, 0144-near-city-chooser.md), in both
// Playwright projects: `js` (a dialog) and `no-js` (`?dialog=near` is a page with a GET form). The filter bar shows the
// city applied and a link that opens the chooser.

const filters = (page: Page) => page.getByRole('search', { name: 'Search and filter startups' })
const results = (page: Page) => page.getByRole('region', { name: 'Startups' }).getByRole('listitem')
const chooser = (page: Page) => page.getByRole('dialog', { name: 'Near a city' })

async function chooseNear(page: Page, bar: ReturnType<typeof filters>, city: string, km: string) {
  await bar.getByRole('link', { name: /^Near / }).click()
  await expect(page).toHaveURL(/dialog=near/)
  await chooser(page).getByLabel('Near', { exact: true }).selectOption({ label: city })
  await chooser(page).getByLabel('Within', { exact: true }).selectOption({ label: km })
  await chooser(page).getByRole('button', { name: 'Apply' }).click()
  await expect(page).not.toHaveURL(/dialog=near/)
}

test('filter /discover to within 100 km of Kuala Lumpur, then 500 km, keeping the other filters', async ({ page, javaScriptEnabled }) => {
  await page.goto('/discover?sortBy=oldest')
  await expect(filters(page).getByRole('link', { name: 'Near Anywhere' })).toBeVisible()
  await chooseNear(page, filters(page), 'Kuala Lumpur', '100 km')
  await expect(page).toHaveURL(/near=kuala-lumpur/)
  await expect(page).toHaveURL(/km=100/)
  await expect(page).toHaveURL(/sortBy=oldest/)
  await expect(filters(page).getByRole('link', { name: 'Near Kuala Lumpur, 100 km' })).toBeVisible()
  // Nothing 100 km or more away: every card left is in or around Kuala Lumpur and says how far it is.
  for (const card of await results(page).all()) await expect(card).toContainText(/(?<![\d.])\d{1,2} km\b/)
  // Another filter keeps the city (the bar carries it); the chooser opens on the city applied.
  await filters(page).getByLabel('Sort by', { exact: true }).selectOption({ label: 'Newest' })
  if (!javaScriptEnabled) await filters(page).getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/sortBy=newest/)
  await expect(page).toHaveURL(/near=kuala-lumpur/)
  // Singapore is ~316 km away: within 500 km its startups appear, each with its distance.
  await filters(page).getByRole('link', { name: 'Near Kuala Lumpur, 100 km' }).click()
  await expect(chooser(page).getByLabel('Near', { exact: true })).toHaveValue('kuala-lumpur')
  await chooser(page).getByLabel('Within', { exact: true }).selectOption({ label: '500 km' })
  await chooser(page).getByRole('button', { name: 'Apply' }).click()
  await expect(page).toHaveURL(/km=500/)
  await expect(page).toHaveURL(/sortBy=newest/)
  await expect(results(page).first()).toBeVisible()
  for (const card of (await results(page).all()).slice(0, 5)) await expect(card).toContainText(/(?<![\d.])\d+ km\b/)
  // Anywhere again: the filter is gone, the sort stays.
  await chooseNear(page, filters(page), 'Anywhere', '50 km')
  await expect(page).not.toHaveURL(/near=[a-z]/)
  await expect(page).toHaveURL(/sortBy=newest/)
  await expect(filters(page).getByRole('link', { name: 'Near Anywhere' })).toBeVisible()
})

test("a member's preferred city is offered as a link, never applied by a search", async ({ page, signIn, javaScriptEnabled }) => {
  // The demo member's preferred city is Singapore (demo data: member_preferences).
  await signIn(MEMBER)
  await page.goto('/events')
  const bar = page.getByRole('search', { name: 'Search and filter events' })
  await expect(bar.getByRole('link', { name: 'Near Anywhere' })).toBeVisible()
  await bar.getByLabel('Search', { exact: true }).fill('Summit')
  if (!javaScriptEnabled) await bar.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/searchQuery=Summit/)
  await expect(page).not.toHaveURL(/near=singapore/)
  await bar.getByRole('link', { name: 'Only near Singapore' }).click()
  await expect(page).toHaveURL(/near=singapore/)
  await expect(page).toHaveURL(/searchQuery=Summit/)
  await expect(bar.getByRole('link', { name: 'Near Singapore, 50 km' })).toBeVisible()
  await expect(bar.getByRole('link', { name: 'Only near Singapore' })).toHaveCount(0)
})

test('“Use my location” asks the browser where it is and the server for the nearest city (JavaScript only)', async ({ page, context, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, 'the button needs the browser’s geolocation')
  // A point in Kuala Lumpur's suburbs: the page carries no coordinates, GET /api/cities answers the nearest city.
  await context.grantPermissions(['geolocation'])
  await context.setGeolocation({ latitude: 3.1, longitude: 101.65 })
  await page.goto('/talent-hub?type=full-time')
  const bar = page.getByRole('search', { name: 'Search and filter jobs' })
  await bar.getByRole('button', { name: 'Use my location' }).click()
  await expect(page).toHaveURL(/near=kuala-lumpur/)
  await expect(page).toHaveURL(/type=full-time/)
  await expect(bar.getByRole('link', { name: 'Near Kuala Lumpur, 50 km' })).toBeVisible()
})
