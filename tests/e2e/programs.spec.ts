import { expect, test, type APIRequestContext, type Page } from './fixtures'

// Programs (001 §2), with JavaScript on and off: filter, open one, apply with a letter, the blank letter, and a
// visitor sent to sign in and back. Each test applies as a member of its own, so parallel runs never share a row.

const PASSWORD = 'programs-pass-123'

interface Account {
  email: string
  password: string
}

/** A fresh member, made through the API in a request context of its own (the page stays signed out). */
async function newMember(request: APIRequestContext, firstName: string): Promise<Account> {
  const email = `programs-${Date.now()}-${Math.floor(Math.random() * 1e9)}@example.com`
  const response = await request.post('/api/auth/signup', {
    data: { email, password: PASSWORD, firstName, lastName: 'Tester', userType: 'startup' },
  })
  expect(response.status()).toBe(201)
  return { email, password: PASSWORD }
}

/** A seeded program that takes applications. */
async function openProgram(request: APIRequestContext): Promise<{ id: number; name: string }> {
  const response = await request.get('/api/cohorts?program=accelerator')
  const cohorts = (await response.json()) as { id: number; name: string; status: string; applicationDeadline: string }[]
  const open = cohorts.find((cohort) => cohort.status === 'upcoming' && cohort.applicationDeadline > new Date().toISOString())
  if (!open) throw new Error('no open accelerator in the demo data')
  return open
}

async function signInHere(page: Page, account: Account) {
  await page.locator('input[name=email]').fill(account.email)
  await page.locator('input[name=password]').fill(account.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
}

test('filters programs by type with the filter buttons', async ({ page }) => {
  await page.goto('/programs')
  await expect(page.getByRole('heading', { level: 1, name: 'Programs' })).toBeVisible()
  const filters = page.getByRole('navigation', { name: 'Program type' })
  await expect(filters.getByRole('link')).toHaveText(['All Programs', 'Accelerator', 'Incubator', 'Bootcamp'])
  const cards = page.getByRole('list', { name: 'Programs' }).getByRole('article')
  const all = await cards.count()
  expect(all).toBeGreaterThan(2)

  await filters.getByRole('link', { name: 'Bootcamp' }).click()
  await expect(page).toHaveURL('/programs?program=bootcamp')
  await expect(filters.getByRole('link', { name: 'Bootcamp' })).toHaveAttribute('aria-current', 'true')
  await expect(cards.first()).toBeVisible()
  const bootcamps = await cards.count()
  expect(bootcamps).toBeLessThan(all)
  for (let i = 0; i < bootcamps; i++) await expect(cards.nth(i).getByText('Bootcamp', { exact: true })).toBeVisible()

  await filters.getByRole('link', { name: 'All Programs' }).click()
  await expect(page).toHaveURL('/programs')
  await expect(cards).toHaveCount(all)
})

test('a member opens a program, a blank letter is refused, a letter applies, and the page says Applied', async ({
  page,
  request,
  signIn,
}) => {
  const program = await openProgram(request)
  await signIn(await newMember(request, 'Applicant'))
  await page.goto('/programs?program=accelerator')
  await page.getByRole('link', { name: program.name, exact: true }).click()
  await expect(page).toHaveURL(`/programs/${program.id}`)
  await expect(page.getByRole('heading', { level: 1, name: program.name })).toBeVisible()
  for (const section of ['Overview', 'Curriculum', 'Sessions', 'Benefits', 'Participants', 'Program Details']) {
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible()
  }
  await expect(page.getByRole('link', { name: /calendar/i }).first()).toHaveAttribute('href', /\.ics$/)

  await page.getByRole('link', { name: 'Apply Now' }).click()
  const dialog = page.getByRole('dialog', { name: `Apply to ${program.name}` })
  await expect(dialog).toBeVisible()
  const letter = dialog.getByLabel('Motivation letter')
  await letter.fill('   ')
  await dialog.getByRole('button', { name: 'Submit Application' }).click()
  await expect(page.getByText('Motivation Letter Required').first()).toBeVisible()

  await page.getByRole('dialog').getByLabel('Motivation letter').fill('We run cold-chain logistics in Jakarta and want to expand.')
  await page.getByRole('dialog').getByRole('button', { name: 'Submit Application' }).click()
  await expect(page).toHaveURL(`/programs/${program.id}`)
  await expect(page.getByText('Application Submitted', { exact: true })).toBeVisible()
  const details = page.getByRole('complementary', { name: 'Program details' })
  await expect(details.getByRole('button', { name: 'Applied' })).toBeDisabled()
  await expect(details.getByText('Pending')).toBeVisible()

  // The list agrees, and the profile lists the application.
  await page.goto('/programs?program=accelerator')
  const card = page.getByRole('article', { name: program.name })
  await expect(card.getByRole('button', { name: 'Applied' })).toBeDisabled()
  await page.goto('/profile')
  await expect(page.getByRole('link', { name: new RegExp(program.name) })).toHaveAttribute('href', `/programs/${program.id}`)
})

test('quick apply from the list sends the generated letter and turns into Applied', async ({ page, request, signIn }) => {
  const program = await openProgram(request)
  await signIn(await newMember(request, 'Quick'))
  await page.goto('/programs?program=accelerator')
  const card = page.getByRole('article', { name: program.name })
  await card.getByRole('button', { name: `Quick Apply to ${program.name}` }).click()
  await expect(page.getByText('Application Submitted', { exact: true })).toBeVisible()
  await expect(page).toHaveURL('/programs?program=accelerator')
  await expect(page.getByRole('article', { name: program.name }).getByRole('button', { name: 'Applied' })).toBeDisabled()
})

test('a visitor who presses apply is sent to sign in and comes back to the program', async ({ page, request, javaScriptEnabled }) => {
  const program = await openProgram(request)
  const account = await newMember(request, 'Visitor')
  await page.goto(`/programs/${program.id}`)
  await page
    .getByRole('complementary', { name: 'Program details' })
    .getByRole('button', { name: 'Apply Now' })
    .click()
  if (javaScriptEnabled) await expect(page.getByText('Please log in to apply for programs.', { exact: true })).toBeVisible()
  await expect(page).toHaveURL(`/auth?redirectTo=${encodeURIComponent(`/programs/${program.id}`)}`)
  await expect(page.getByText('Login Required', { exact: true })).toBeVisible()
  await signInHere(page, account)
  await expect(page).toHaveURL(`/programs/${program.id}`)
  await expect(page.getByRole('heading', { level: 1, name: program.name })).toBeVisible()
})

test('an unknown program is "Program Not Found" with a 404', async ({ page }) => {
  const response = await page.goto('/programs/99999999')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Program Not Found' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to Programs' })).toHaveAttribute('href', '/programs')
})
