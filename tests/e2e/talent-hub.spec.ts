import { expect, test, type APIRequestContext, type Page } from './fixtures'

// The Talent Hub journeys, in both Playwright projects: `js` (filters apply on change, the dialog opens in place, the
// tech stack grows in place) and `no-js` (the same by plain links and form posts). Each test makes its own members,
// startups and jobs with unique names, so parallel runs never share rows.

const filters = (page: Page) => page.getByRole('search', { name: 'Search and filter jobs' })
const cards = (page: Page) => page.getByRole('region', { name: 'Jobs' }).getByRole('listitem').filter({ has: page.getByRole('article') })
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Post a Job' })

let counter = 0
const unique = (label: string) => `${label} ${Date.now().toString(36)}${(counter++).toString(36)}`

/** A new member, signed in in this page's browser context (the API sets the session cookie). */
async function signUp(request: APIRequestContext, firstName: string): Promise<string> {
  const email = `${firstName.toLowerCase()}-${Date.now()}-${Math.floor(Math.random() * 1e9)}@example.com`
  const response = await request.post('/api/auth/signup', {
    data: { email, password: 'password-123', firstName, lastName: 'Tester', userType: 'startup' },
  })
  expect(response.status()).toBe(201)
  return email
}

async function createStartup(request: APIRequestContext, name: string): Promise<number> {
  const response = await request.post('/api/startups', {
    data: { name, description: 'A startup the browser tests made.', sector: 'saas', location: 'Singapore', stage: 'seed' },
  })
  expect(response.status()).toBe(201)
  return ((await response.json()) as { id: number }).id
}

async function createJob(request: APIRequestContext, startupId: number, title: string): Promise<number> {
  const response = await request.post('/api/jobs', {
    data: { startupId, title, description: 'A job the browser tests posted.', location: 'Tokyo', techStack: ['Go'] },
  })
  expect(response.status()).toBe(201)
  return ((await response.json()) as { id: number }).id
}

test('a visitor sees the page, the filters, the count and the cards', async ({ page }) => {
  await page.goto('/talent-hub')
  await expect(page).toHaveTitle(/Talent Hub/)
  await expect(page.getByRole('heading', { level: 1, name: 'Talent Hub' })).toBeVisible()
  for (const label of ['Search', 'Location', 'Job type', 'Experience level']) {
    await expect(filters(page).getByLabel(label, { exact: true })).toBeVisible()
  }
  await expect(filters(page).getByLabel('Location', { exact: true }).locator('option')).toContainText(['All Locations', 'Remote'])
  await expect(page.getByText(/^\d+ jobs? found$/)).toBeVisible()
  const first = cards(page).first()
  await expect(first.getByRole('link', { name: /^View Details & Apply/ })).toHaveAttribute('href', /^\/jobs\/\d+$/)
  await expect(first).toContainText(/Posted \w{3} \d{1,2}, \d{4}/)
  await expect(first).toContainText(/(Junior|Mid|Senior|Lead) level/)
})

test('filter by job type, then search by title, on the server', async ({ page, javaScriptEnabled }) => {
  await page.goto('/talent-hub')
  const all = Number((await page.getByText(/^\d+ jobs? found$/).textContent())!.split(' ')[0])
  await filters(page).getByLabel('Job type', { exact: true }).selectOption({ label: 'Internship' })
  if (!javaScriptEnabled) await filters(page).getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/type=internship/)
  await expect.poll(async () => Number((await page.getByText(/^\d+ jobs? found$/).textContent())!.split(' ')[0])).toBeLessThan(all)
  await expect(cards(page).first()).toBeVisible()
  for (const card of await cards(page).all()) await expect(card).toContainText('Internship')

  await filters(page).getByLabel('Search', { exact: true }).fill('engineer')
  if (javaScriptEnabled) await expect(page).toHaveURL(/searchQuery=engineer/)
  else await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/searchQuery=engineer/)
  await expect(page).toHaveURL(/type=internship/)
  await expect(cards(page).first()).toBeVisible()
  // Title or description: with JavaScript the URL changes first, then the searched list replaces the old one.
  await expect.poll(async () => {
    const texts = await cards(page).allTextContents()
    return texts.length > 0 && texts.every((text) => /engineer/i.test(text))
  }).toBe(true)
  for (const card of await cards(page).all()) await expect(card).toContainText('Internship')
  await expect(filters(page).getByLabel('Search', { exact: true })).toHaveValue('engineer')
})

test('no matches shows the empty state', async ({ page }) => {
  await page.goto('/talent-hub?searchQuery=zzqxv-nothing-matches')
  await expect(page.getByText('0 jobs found')).toBeVisible()
  await expect(page.getByText('No jobs found', { exact: true })).toBeVisible()
  await expect(page.getByText('Try adjusting your search criteria or check back later')).toBeVisible()
})

test('a visitor who presses Post Job signs in and comes back to the open dialog', async ({ page }) => {
  await page.goto('/talent-hub?type=contract')
  await page.getByRole('link', { name: 'Post Job' }).click()
  await expect(page).toHaveURL(/\/auth\?redirectTo=/)
  const email = `visitor-${Date.now()}-${Math.floor(Math.random() * 1e9)}@example.com`
  const created = await page.request.post('/api/auth/signup', {
    data: { email, password: 'password-123', firstName: 'Vee', lastName: 'Tester', userType: 'startup' },
  })
  expect(created.status()).toBe(201)
  await page.request.post('/api/auth/logout')
  await page.locator('input[name=email]').fill(email)
  await page.locator('input[name=password]').fill('password-123')
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/talent-hub\?type=contract&dialog=post-job$/)
  // A member without a startup is led to create one.
  await expect(dialog(page)).toBeVisible()
  await expect(dialog(page).getByRole('link', { name: 'Create Startup' })).toHaveAttribute('href', '/create-startup')
})

test('post a job with two tech tags through the dialog and see it at the top', async ({ page }) => {
  await signUp(page.request, 'Poster')
  await createStartup(page.request, unique('Lantern Labs'))
  const title = unique('Firmware Engineer')
  await page.goto('/talent-hub')
  await page.getByRole('link', { name: 'Post Job' }).click()
  await expect(dialog(page)).toBeVisible()
  await expect(page).toHaveURL(/dialog=post-job/)

  const form = dialog(page)
  await form.getByLabel('Job title').fill(title)
  await form.getByLabel('Description').fill('Write the firmware of our smart lanterns.')
  await form.getByLabel('Location').selectOption('Seoul')
  await form.getByLabel('Job type').selectOption('contract')
  // One entry with Add, one with Enter: each a round trip without JavaScript that keeps every value.
  await form.getByLabel('Add a technology').fill('Rust')
  await form.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(form.getByRole('list', { name: 'Tech stack entries' }).getByText('Rust')).toBeVisible()
  await form.getByLabel('Add a technology').fill('Embedded C')
  await form.getByLabel('Add a technology').press('Enter')
  await expect(form.getByRole('list', { name: 'Tech stack entries' }).getByText('Embedded C')).toBeVisible()
  await expect(form.getByLabel('Job title')).toHaveValue(title)
  await expect(form.getByLabel('Location')).toHaveValue('Seoul')
  await form.getByLabel('Minimum').fill('60000')
  await form.getByRole('button', { name: 'Post Job' }).click()

  await expect(page.getByText('Job posted successfully!').first()).toBeVisible()
  await expect(dialog(page)).toHaveCount(0)
  await expect(page).not.toHaveURL(/dialog=/)
  const top = cards(page).first()
  await expect(top.getByRole('heading', { level: 3 })).toHaveText(title)
  // The card's one list is its technologies (unnamed since decision 0144: its heading says whose they are).
  await expect(top.getByRole('list').getByRole('listitem')).toHaveText(['Rust', 'Embedded C'])
  await expect(top).toContainText('Contract')
  await expect(top).toContainText('From $60,000')
})

test('a validation error keeps the dialog open with the values', async ({ page }) => {
  await signUp(page.request, 'Careful')
  await createStartup(page.request, unique('Careful Co'))
  const title = unique('Night Baker')
  await page.goto('/talent-hub?dialog=post-job')
  const form = dialog(page)
  await expect(form).toBeVisible()
  await form.getByLabel('Job title').fill(title)
  await form.getByLabel('Location').selectOption('Manila')
  await form.getByLabel('Minimum').fill('900')
  await form.getByLabel('Maximum').fill('100')
  await form.getByRole('button', { name: 'Post Job' }).click()
  await expect(form.getByText('Job description is required')).toBeVisible()
  await expect(form.getByText('Maximum salary must not be below the minimum')).toBeVisible()
  await expect(dialog(page)).toBeVisible()
  await expect(form.getByLabel('Job title')).toHaveValue(title)
  await expect(form.getByLabel('Location')).toHaveValue('Manila')
  await expect(form.getByLabel('Minimum')).toHaveValue('900')
  await page.goto(`/talent-hub?searchQuery=${encodeURIComponent(title)}`)
  await expect(page.getByText('0 jobs found')).toBeVisible()
})

test('open a job page, apply, and see Applied (also on the dashboard)', async ({ page }) => {
  const founder = await page.context().browser()!.newContext()
  await signUp(founder.request, 'Hirer')
  const company = unique('Apply Co')
  const title = unique('Support Engineer')
  const jobId = await createJob(founder.request, await createStartup(founder.request, company), title)
  await founder.close()

  await page.goto(`/talent-hub?searchQuery=${encodeURIComponent(title)}`)
  await cards(page).first().getByRole('link', { name: /^View Details & Apply/ }).click()
  await expect(page).toHaveURL(`/jobs/${jobId}`)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page.getByRole('link', { name: company }).first()).toHaveAttribute('href', /^\/startup\/\d+$/)
  await expect(page.getByRole('link', { name: 'Sign in to apply' })).toHaveAttribute('href', `/auth?redirectTo=%2Fjobs%2F${jobId}`)

  await signUp(page.request, 'Seeker')
  await page.reload()
  await page.getByLabel('A short note').fill('I have run support desks in three languages.')
  await page.getByLabel('CV or portfolio link').fill('https://cv.example.com/seeker')
  await page.getByRole('button', { name: 'Apply', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Applied' })).toBeVisible()
  await expect(page.getByText('Application sent').first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Apply', exact: true })).toHaveCount(0)

  await page.goto('/dashboard')
  const mine = page.getByRole('region', { name: 'My Job Applications' })
  await expect(mine.getByRole('link', { name: title })).toBeVisible()
  await expect(mine.getByText('New', { exact: true })).toBeVisible()
})

test('the founder sees the applicant and marks the application reviewing', async ({ page }) => {
  await signUp(page.request, 'Founder')
  const title = unique('Growth Lead')
  const jobId = await createJob(page.request, await createStartup(page.request, unique('Review Co')), title)

  const applicant = await page.context().browser()!.newContext()
  await signUp(applicant.request, 'Applicant')
  const applied = await applicant.request.post(`/api/jobs/${jobId}/apply`, {
    data: { note: 'I grew a marketplace from 0 to 50,000 sellers.', link: 'https://cv.example.com/grower' },
  })
  expect(applied.status()).toBe(201)
  await applicant.close()

  await page.goto(`/jobs/${jobId}`)
  const applicants = page.getByRole('region', { name: 'Applicants' })
  const row = applicants.getByRole('article', { name: 'Application from Applicant Tester' })
  await expect(row).toContainText('I grew a marketplace from 0 to 50,000 sellers.')
  await expect(row.getByText('New', { exact: true })).toBeVisible()
  await row.getByRole('button', { name: 'Mark reviewing: Applicant Tester' }).click()
  await expect(row.getByText('Reviewing', { exact: true })).toBeVisible()
  await expect(page.getByText('Application updated').first()).toBeVisible()
  // Reviewing leads on to a decision.
  await expect(row.getByRole('button', { name: 'Mark hired: Applicant Tester' })).toBeVisible()
  await expect(row.getByRole('button', { name: 'Mark reviewing: Applicant Tester' })).toHaveCount(0)

  await page.goto('/dashboard')
  await expect(page.getByRole('region', { name: 'Hiring' }).getByRole('link', { name: new RegExp(title) })).toContainText('1 applicant')
})

test('nine skeleton cards stand in while a filtered list loads (JavaScript)', async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, 'without JavaScript the browser shows its own progress')
  await page.goto('/talent-hub')
  await expect(cards(page).first()).toBeVisible()
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/talent-hub\.data/, async (route) => {
    await held
    await route.continue()
  })
  await filters(page).getByLabel('Experience level', { exact: true }).selectOption({ label: 'Senior' })
  const skeleton = page.getByRole('status', { name: 'Loading jobs' })
  await expect(skeleton.getByRole('listitem')).toHaveCount(9)
  release()
  await expect(skeleton).toHaveCount(0)
  await expect(cards(page).first()).toContainText('Senior level')
})
