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
  await page.getByLabel('Add a technology').fill('ROS')
  if (testInfo.project.name === 'js') {
    await page.getByLabel('Add a technology').press('Enter')
  } else {
    await page.getByRole('button', { name: 'Add', exact: true }).click()
  }
  await expect(page.getByRole('list', { name: 'Tech stack entries' }).getByText('ROS')).toBeVisible()

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

  const id = page.url().split('/').pop()
  const mine = await page.request.get('/api/my-startups')
  expect(await mine.json()).toEqual(expect.arrayContaining([expect.objectContaining({ id: Number(id), name })]))
  await page.goto('/dashboard')
  await expect(page.getByText(name).first()).toBeVisible()
})
