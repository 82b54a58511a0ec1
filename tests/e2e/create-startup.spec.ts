import { expect, test } from './fixtures'

test('visitors see Login Required with a button to /api/login', async ({ page }) => {
  await page.goto('/create-startup')
  await expect(page.getByRole('heading', { name: 'Login Required' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', /^\/api\/login/)
})

test('create a startup with two tech stack entries, then see it on its profile and in My Startups', async ({ page }, testInfo) => {
  const email = `creator-${testInfo.project.name}-${Date.now()}@example.com`
  await page.goto('/signup-startup')
  const signup = page.locator('form#sign-up')
  await signup.locator('input[name=firstName]').fill('Rina')
  await signup.locator('input[name=lastName]').fill('Kurosawa')
  await signup.locator('input[name=email]').fill(email)
  await signup.locator('input[name=password]').fill('password-123')
  await signup.locator('input[name=confirmPassword]').fill('password-123')
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(page).toHaveURL(/\/$/)

  await page.goto('/create-startup')
  const name = `Tanuki Robotics ${testInfo.project.name} ${Date.now()}`
  await page.getByLabel('Startup name').fill(name)

  // Add two entries: the first with the Add button, the second with Enter (a form round trip without JavaScript).
  await page.getByLabel('Add a technology').fill('TypeScript')
  await page.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(page.getByRole('list', { name: 'Tech stack entries' }).getByText('TypeScript')).toBeVisible()
  await expect(page.getByLabel('Startup name')).toHaveValue(name)
  // Enter in the box adds the entry, with and without JavaScript (without it, a round trip that creates nothing).
  await page.getByLabel('Add a technology').fill('ROS')
  await page.getByLabel('Add a technology').press('Enter')
  await expect(page.getByRole('list', { name: 'Tech stack entries' }).getByText('ROS')).toBeVisible()
  await expect(page).toHaveURL(/\/create-startup$/)
  await expect(page.getByLabel('Startup name')).toHaveValue(name)

  // An entry added by mistake is removed again (a form round trip without JavaScript, in place with it).
  await page.getByLabel('Add a technology').fill('COBOL')
  await page.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(page.getByRole('list', { name: 'Tech stack entries' }).getByText('COBOL')).toBeVisible()
  await page.getByRole('button', { name: 'Remove COBOL' }).click()
  await expect(page.getByRole('list', { name: 'Tech stack entries' }).getByText('COBOL')).toHaveCount(0)
  await expect(page.getByRole('list', { name: 'Tech stack entries' }).getByText('TypeScript')).toBeVisible()
  await expect(page.getByLabel('Startup name')).toHaveValue(name)

  // Leave a required field empty first: errors come back with every value kept.
  await page.getByRole('button', { name: 'Create Startup' }).click()
  await expect(page.getByText('Description is required')).toBeVisible()
  await expect(page.getByText('Please select a sector')).toBeVisible()
  await expect(page.getByLabel('Startup name')).toHaveValue(name)
  await expect(page.getByRole('list', { name: 'Tech stack entries' }).getByText('ROS')).toBeVisible()

  await page.getByLabel('Description').fill('Warehouse robots for Japanese logistics.')
  await page.getByLabel('Sector').selectOption('other')
  await page.getByLabel('Stage').selectOption('mvp')
  await page.getByLabel('Location').fill('Tokyo')
  await page.getByLabel('Team size').fill('12')
  await page.getByRole('button', { name: 'Create Startup' }).click()

  await expect(page).toHaveURL(/\/startup\/\d+$/)
  await expect(page.getByText('Success!').first()).toBeVisible()
  await expect(page.getByRole('heading', { name })).toBeVisible()
  await expect(page.getByText('TypeScript').first()).toBeVisible()
  await expect(page.getByText('ROS').first()).toBeVisible()
  // Its founder is not asked to claim it: they run it, and can edit it.
  await expect(page.getByText('Unclaimed')).toHaveCount(0)
  await expect(page.getByRole('complementary', { name: 'Claim this profile' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Edit profile' })).toBeVisible()

  const id = page.url().split('/').pop()
  const mine = await page.request.get('/api/my-startups')
  expect(await mine.json()).toEqual(expect.arrayContaining([expect.objectContaining({ id: Number(id), name })]))
  await page.goto('/dashboard')
  await expect(page.getByText(name).first()).toBeVisible()
})

test('the founder edits their startup and adds a hero banner', async ({ page }, testInfo) => {
  await page.goto('/signup-startup')
  const signup = page.locator('form#sign-up')
  await signup.locator('input[name=firstName]').fill('Dewi')
  await signup.locator('input[name=lastName]').fill('Lestari')
  await signup.locator('input[name=email]').fill(`editor-${testInfo.project.name}-${Date.now()}@example.com`)
  await signup.locator('input[name=password]').fill('password-123')
  await signup.locator('input[name=confirmPassword]').fill('password-123')
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(page).toHaveURL(/\/$/)
  const created = await page.request.post('/api/startups', {
    data: { name: `Sawah Data ${testInfo.project.name} ${Date.now()}`, description: 'Rice yield forecasts.', sector: 'ai', location: 'Jakarta', stage: 'seed' },
  })
  const { id } = (await created.json()) as { id: number }

  // The empty banner area offers the way to add one; Edit profile opens the edit page.
  await page.goto(`/startup/${id}`)
  await expect(page.getByText('No Hero Banners')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Add a banner' })).toHaveAttribute('href', `/startup/${id}/edit#banners`)
  await page.getByRole('link', { name: 'Edit profile' }).click()
  await expect(page).toHaveURL(`/startup/${id}/edit`)

  await page.getByLabel('Description').fill('Rice yield forecasts for Indonesian cooperatives.')
  await page.getByLabel('Team size').fill('7')
  await page.getByLabel('Add an area of operation').fill('Java')
  await page.getByLabel('Add an area of operation').press('Enter')
  await expect(page.getByRole('list', { name: 'Areas of operation entries' }).getByText('Java')).toBeVisible()
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page).toHaveURL(`/startup/${id}`)
  await expect(page.getByText('Startup updated successfully').first()).toBeVisible()
  await expect(page.getByText('Rice yield forecasts for Indonesian cooperatives.').first()).toBeVisible()
  await expect(page.getByText('Java').first()).toBeVisible()

  await page.goto(`/startup/${id}/edit#banners`)
  const banners = page.getByRole('region', { name: 'Hero banners' })
  await banners.getByLabel('Image URL').fill('/images/banners/banner-3.svg')
  await banners.getByLabel('Title', { exact: true }).fill('Harvest season forecasts are live')
  await banners.getByRole('button', { name: 'Add banner' }).click()
  await expect(page.getByRole('list', { name: 'Current banners' }).getByText('Harvest season forecasts are live')).toBeVisible()
  await page.goto(`/startup/${id}`)
  await expect(page.getByText('Harvest season forecasts are live')).toBeVisible()
})
