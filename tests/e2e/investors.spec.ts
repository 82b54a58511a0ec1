import { expect, test, type Page } from './fixtures'

// The investor directory (issue 42 item 1; docs/decisions/0117). Runs in both projects: `js` (the filter bar applies
// as you change it, client navigations) and `no-js` (the GET form's Search button, full page loads).

const cards = (page: Page) => page.getByRole('region', { name: 'Investors' }).getByRole('article')
const filters = (page: Page) => page.getByRole('search', { name: 'Search and filter investors' })

test('filter investors by stage and cheque size, then open one with its portfolio', async ({ page, javaScriptEnabled }) => {
  await page.goto('/investors')
  await expect(page.getByRole('heading', { level: 1, name: 'Investors' })).toBeVisible()
  await expect(cards(page).filter({ hasText: 'Andaman Growth Equity' })).toHaveCount(1)
  await filters(page).getByLabel('Stage', { exact: true }).selectOption('seed')
  await filters(page).getByLabel('Cheque from (USD)', { exact: true }).fill('100000')
  // With JavaScript the bar applies each change as it is made: let the first one land before typing in the next field.
  if (javaScriptEnabled) await expect(page).toHaveURL(/checkSizeMin=100000/)
  await filters(page).getByLabel('Cheque up to (USD)', { exact: true }).fill('300000')
  await filters(page).getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/stage=seed/)
  await expect(page).toHaveURL(/checkSizeMin=100000/)
  await expect(page).toHaveURL(/checkSizeMax=300000/)
  // Seed investors whose cheques overlap 100K–300K; the growth funds and the 500K-and-up CVC are gone.
  await expect(cards(page).filter({ hasText: 'Kopi Angels' })).toHaveCount(1)
  await expect(cards(page).filter({ hasText: 'Andaman Growth Equity' })).toHaveCount(0)
  await expect(cards(page).filter({ hasText: 'Osaka Robotics CVC' })).toHaveCount(0)
  await expect(filters(page).getByLabel('Stage', { exact: true })).toHaveValue('seed')
  await expect(filters(page).getByLabel('Cheque from (USD)', { exact: true })).toHaveValue('100000')

  await cards(page).filter({ hasText: 'Kopi Angels' }).getByRole('link', { name: 'Kopi Angels' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Kopi Angels' })).toBeVisible()
  await expect(page.getByText('$25K – $150K')).toBeVisible()
  const portfolio = page.getByRole('region', { name: 'Portfolio' })
  await expect(portfolio.getByRole('link').first()).toHaveAttribute('href', /^\/startup\/\d+$/)
})

test('a cheque size the page cannot read is explained, and the rest of the filters stay', async ({ page }) => {
  await page.goto('/investors?stage=seed&checkSizeMin=lots')
  await expect(filters(page).getByText('The cheque size must be a whole number of US dollars.').first()).toBeVisible()
  await expect(cards(page).filter({ hasText: 'Kopi Angels' })).toHaveCount(1)
  await expect(cards(page).filter({ hasText: 'Andaman Growth Equity' })).toHaveCount(0)
})
