import { expect, FOUNDER, test, type Page } from './fixtures'

// Issue 41 items 2–3 (decision 0109): the people who run a startup add a funding round and see the server's total,
// add a milestone and an image — each journey with JavaScript on and off (the two projects).

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

/** A startup of the demo founder's, made for this test alone (parallel runs never share its rows). */
async function ownStartup(page: Page, name: string): Promise<number> {
  const response = await page.request.post('/api/startups', {
    data: { name, description: 'A startup made by the funding and media journeys.', sector: 'saas', location: 'Singapore', stage: 'seed' },
  })
  expect(response.status()).toBe(201)
  return ((await response.json()) as { id: number }).id
}

test('add funding rounds in two currencies and see the total on the manage page and the profile', async ({ page, signIn }, testInfo) => {
  await signIn(FOUNDER)
  const id = await ownStartup(page, `Funding Journey ${testInfo.project.name} ${Date.now()}`)
  await page.goto(`/startup/${id}/edit`)
  await page.getByRole('navigation', { name: 'Manage this startup' }).getByRole('link', { name: 'Funding' }).click()
  await expect(page).toHaveURL(new RegExp(`/startup/${id}/manage/funding$`))
  await expect(page.getByText('No funding rounds announced yet')).toBeVisible()

  const form = page.locator('#round-form')
  await form.getByLabel('Round type').selectOption('seed')
  await form.getByLabel('Date').fill('2024-03-01')
  await form.getByLabel('Amount').fill('1,500,000')
  await form.getByLabel('Currency').selectOption('USD')
  await form.getByLabel('Lead investor').fill('Jungle Ventures')
  await form.getByLabel('Other investors (one per line)').fill('East Ventures\nGolden Gate')
  await form.getByRole('button', { name: 'Add round' }).click()
  await expect(page.getByText('Funding round added').first()).toBeVisible()
  await expect(page.getByTestId('funding-total')).toHaveText('$1.5M')
  // The form starts empty again for the next round (with JavaScript the page is not reloaded).
  await expect(form.getByLabel('Lead investor')).toHaveValue('')
  await expect(form.getByLabel('Amount')).toHaveValue('')

  // A mistake is refused with the values kept.
  await form.getByLabel('Round type').selectOption('series-a')
  await form.getByLabel('Date').fill('2025-01-15')
  await form.getByLabel('Amount').fill('two million')
  await form.getByLabel('Currency').selectOption('SGD')
  await form.getByRole('button', { name: 'Add round' }).click()
  await expect(form.getByText('Amount must be a number such as 1500000 or 1500000.50')).toBeVisible()
  await expect(form.getByLabel('Currency')).toHaveValue('SGD')
  await form.getByLabel('Amount').fill('2000000')
  await form.getByRole('button', { name: 'Add round' }).click()
  await expect(page.getByText('Funding round added').first()).toBeVisible()
  // Two currencies are listed side by side (by code), never added up.
  await expect(page.getByTestId('funding-total')).toHaveText('SGD 2M + $1.5M')

  // A correction through ?edit: the seed round was 1.6 million.
  await page.getByRole('link', { name: 'Edit the Seed round' }).click()
  const edit = page.locator('#round-form')
  await expect(edit.getByLabel('Other investors (one per line)')).toHaveValue('East Ventures\nGolden Gate')
  await edit.getByLabel('Amount').fill('1600000')
  await edit.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('Funding round updated').first()).toBeVisible()
  await expect(page.getByTestId('funding-total')).toHaveText('SGD 2M + $1.6M')

  await page.goto(`/startup/${id}?tab=funding`)
  await expect(page.getByTestId('funding-total')).toHaveText('SGD 2M + $1.6M')
  await expect(page.getByRole('heading', { name: 'Series A' })).toBeVisible()
  await expect(page.getByText('Led by Jungle Ventures')).toHaveCount(1)
  await expect(page.getByText('Investors: Jungle Ventures, East Ventures, Golden Gate')).toBeVisible()
})

test('add a milestone and an image; both show on the profile', async ({ page, signIn }, testInfo) => {
  await signIn(FOUNDER)
  const id = await ownStartup(page, `Media Journey ${testInfo.project.name} ${Date.now()}`)

  await page.goto(`/startup/${id}/manage/milestones`)
  const milestone = page.locator('#milestone-form')
  await milestone.getByLabel('Title').fill('Launched in Jakarta')
  await milestone.getByLabel('Date').fill('2024-06-01')
  await milestone.getByLabel('Category').selectOption('product')
  await milestone.getByLabel('Description').fill('Our first city outside Singapore.')
  await milestone.getByRole('button', { name: 'Add milestone' }).click()
  await expect(page.getByText('Milestone added').first()).toBeVisible()
  await expect(page.getByRole('list').getByText('Launched in Jakarta')).toBeVisible()

  await page.getByRole('navigation', { name: 'Manage this startup' }).getByRole('link', { name: 'Gallery and press' }).click()
  await expect(page).toHaveURL(new RegExp(`/startup/${id}/manage/media$`))
  await page.getByLabel('Image', { exact: true }).setInputFiles({ name: 'office.png', mimeType: 'image/png', buffer: PNG })
  await page.getByLabel('Caption').fill('Our Jakarta office')
  await page.getByRole('button', { name: 'Upload image' }).click()
  await expect(page.getByText('Image added to the gallery').first()).toBeVisible()
  await expect(page.getByText('Our Jakarta office')).toBeVisible()

  const press = page.locator('#press-form')
  await press.getByLabel('Headline').fill('Media Journey opens in Jakarta')
  await press.getByLabel('Web address').fill('https://news.example.com/jakarta')
  await press.getByLabel('Outlet').fill('Tech in Asia')
  await press.getByRole('button', { name: 'Add press link' }).click()
  await expect(page.getByText('Press link added').first()).toBeVisible()

  await page.goto(`/startup/${id}?tab=milestones`)
  await expect(page.getByRole('heading', { name: 'Launched in Jakarta' })).toBeVisible()
  await page.goto(`/startup/${id}?tab=gallery`)
  await expect(page.locator('figure').filter({ hasText: 'Our Jakarta office' }).locator('img')).toHaveAttribute('src', /^\/uploads\/gallery-/)
  await expect(page.getByRole('link', { name: 'Media Journey opens in Jakarta' })).toHaveAttribute('href', 'https://news.example.com/jakarta')
})
