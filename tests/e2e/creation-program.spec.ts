import { expect, MEMBER, type Page, test } from './fixtures'

const moduleCard = (page: Page, number: number) => page.locator(`li#module-${number}`)

test('visitors are sent to sign in, and back afterwards', async ({ page }) => {
  await page.goto('/creation-program')
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fcreation-program$/)
})

test('members see progress, modules and the static figures', async ({ page, signIn }) => {
  await signIn(MEMBER)
  const response = await page.goto('/creation-program')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'Creation Program' })).toBeVisible()
  await expect(page.locator('header summary[data-menu="Account menu"]')).toBeVisible()

  const progress = page.getByRole('progressbar', { name: 'Overall Progress' })
  await expect(progress).toHaveAttribute('value', '33')
  await expect(page.getByText('33%', { exact: true })).toBeVisible()
  await expect(page.getByText('6 modules · 17 weeks in total')).toBeVisible()

  for (const number of [1, 2]) {
    await expect(moduleCard(page, number)).toContainText('Completed')
    await expect(moduleCard(page, number).getByRole('link', { name: 'Review' })).toBeVisible()
  }
  await expect(moduleCard(page, 3)).toContainText('In Progress')
  await expect(moduleCard(page, 3).getByRole('link', { name: 'Continue' })).toBeVisible()
  for (const number of [4, 5, 6]) {
    await expect(moduleCard(page, number).getByRole('button', { name: 'Locked' })).toBeDisabled()
  }
  for (const [number, weeks] of [2, 3, 4, 3, 2, 3].entries()) {
    await expect(moduleCard(page, number + 1)).toContainText(`${weeks} weeks`)
  }
  // Module 3 has five topics: three shown, then '+2 more'.
  await expect(moduleCard(page, 3).getByText('+2 more')).toBeVisible()

  for (const heading of [
    'Program Benefits',
    'Program Modules',
    'Upcoming Events',
    'Your Mentor',
    'Program Impact',
    'Quick Actions',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible()
  }
  for (const figure of ['$50K in cloud credits', '25 startups', '89%', '78%', '$2.5B+', '500+']) {
    await expect(page.locator('main').getByText(figure, { exact: true }).first(), figure).toBeVisible()
  }
  // The spec's calendar (January 15th, February 2025), moved to the next month it is all ahead in.
  await expect(page.getByRole('heading', { name: /^Next cohort starts [A-Z][a-z]+ \d{4}$/ })).toBeVisible()
  await expect(page.getByText(/Applications close [A-Z][a-z]{2} 15, \d{4}/)).toBeVisible()
})

test('Continue opens the current module with every topic', async ({ page, signIn }) => {
  await signIn(MEMBER)
  await page.goto('/creation-program')
  await moduleCard(page, 3).getByRole('link', { name: 'Continue' }).click()
  await expect(page).toHaveURL(/\/creation-program\?module=3#module-3$/)
  await expect(moduleCard(page, 3).getByText('Product analytics')).toBeVisible()
  await expect(moduleCard(page, 3).getByText('+2 more')).toHaveCount(0)
})

test('a new member starts at the first module, marks it complete and moves on', async ({ page, request, signIn }) => {
  const email = `creation-${Date.now()}-${Math.floor(Math.random() * 1e9)}@example.com`
  const password = 'creation-password-123'
  const signup = await request.post('/api/auth/signup', {
    data: { email, password, firstName: 'Cora', lastName: 'Tester', userType: 'startup' },
  })
  expect(signup.status()).toBe(201)
  await signIn({ email, password })
  await page.goto('/creation-program')
  // No borrowed figures: an account made a moment ago has completed nothing.
  const progress = page.getByRole('progressbar', { name: 'Overall Progress' })
  await expect(progress).toHaveAttribute('value', '0')
  await expect(moduleCard(page, 1)).toContainText('In Progress')
  await expect(moduleCard(page, 2).getByRole('button', { name: 'Locked' })).toBeDisabled()

  await moduleCard(page, 1).getByRole('button', { name: 'Mark as complete' }).click()
  await expect(page.getByText('Module 1 completed').first()).toBeVisible()
  await expect(page).toHaveURL(/\/creation-program\?module=2#module-2$/)
  await expect(progress).toHaveAttribute('value', '17')
  await expect(moduleCard(page, 1)).toContainText('Completed')
  await expect(moduleCard(page, 2)).toContainText('In Progress')
  await expect(moduleCard(page, 2).getByRole('button', { name: 'Mark as complete' })).toBeVisible()
  // A later module cannot be skipped to, whatever is posted.
  const skip = await page.request.post('/api/creation-program', { data: { module: 4 } })
  expect(skip.status()).toBe(409)
})
