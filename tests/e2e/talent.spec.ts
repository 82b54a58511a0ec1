import { expect, test, type APIRequestContext, type Page } from './fixtures'

// Issue 42 item 4 (docs/decisions/0118): filter jobs by two tech tags, and state what you want to see a job's culture
// fit — in both projects: `js` (filters apply on change) and `no-js` (a GET form and a form post). Each test makes its
// own member, startup and jobs with unique titles.

const filters = (page: Page) => page.getByRole('search', { name: 'Search and filter jobs' })
const cards = (page: Page) => page.getByRole('region', { name: 'Jobs' }).getByRole('article')

let counter = 0
const unique = (label: string) => `${label} ${Date.now().toString(36)}${(counter++).toString(36)}`

async function founderWithJobs(request: APIRequestContext, jobs: { title: string; techStack: string[]; location?: string }[]) {
  const email = `talent-${Date.now()}-${Math.floor(Math.random() * 1e9)}@example.com`
  const signup = await request.post('/api/auth/signup', {
    data: { email, password: 'password-123', firstName: 'Tala', lastName: 'Tester', userType: 'startup' },
  })
  expect(signup.status()).toBe(201)
  const startup = await request.post('/api/startups', {
    data: { name: unique('Culture Lab'), description: 'A startup the browser tests made.', sector: 'saas', location: 'Singapore', stage: 'seed' },
  })
  expect(startup.status()).toBe(201)
  const { id } = (await startup.json()) as { id: number }
  const patched = await request.patch(`/api/startups/${id}`, { data: { cultureValues: ['remote-first', 'flat-hierarchy'] } })
  expect(patched.status()).toBe(200)
  for (const job of jobs) {
    const posted = await request.post('/api/jobs', {
      data: { startupId: id, description: 'A job the browser tests posted.', location: job.location ?? 'Remote', ...job },
    })
    expect(posted.status()).toBe(201)
  }
}

test('filter jobs by two tech tags; the URL keeps both', async ({ page, javaScriptEnabled }) => {
  const both = unique('Django Kotlin engineer')
  const one = unique('Django only engineer')
  await founderWithJobs(page.request, [
    { title: one, techStack: ['Django'] },
    { title: both, techStack: ['django', 'Kotlin'] },
  ])
  await page.goto('/talent-hub')
  const techStack = filters(page).getByRole('group', { name: 'Tech stack' })
  await techStack.getByLabel('Django', { exact: true }).check()
  if (javaScriptEnabled) await expect(page).toHaveURL(/techStack=Django/)
  await techStack.getByLabel('Kotlin', { exact: true }).check()
  if (!javaScriptEnabled) await filters(page).getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/techStack=Django(%2C|,|&techStack=)Kotlin/)
  await expect(cards(page).filter({ hasText: both })).toHaveCount(1)
  await expect(cards(page).filter({ hasText: one })).toHaveCount(0)
  await expect(techStack.getByLabel('Django', { exact: true })).toBeChecked()
  await expect(techStack.getByLabel('Kotlin', { exact: true })).toBeChecked()
})

test('state what you want, then see a job’s culture fit and sort by it', async ({ page }) => {
  const title = unique('Remote React role')
  await founderWithJobs(page.request, [{ title, techStack: ['React', 'TypeScript'] }])
  await page.goto('/profile/preferences')
  await expect(page.getByRole('heading', { level: 1, name: 'What you want' })).toBeVisible()
  await page.getByRole('group', { name: 'Culture values you want' }).getByLabel('Remote-first').check()
  await page.getByRole('group', { name: 'Culture values you want' }).getByLabel('Flat hierarchy').check()
  await page.getByLabel('Your skills (technologies, comma-separated)').fill('React, TypeScript')
  await page.getByLabel('Open to remote work').check()
  await page.getByRole('button', { name: 'Save what you want' }).click()
  await expect(page.getByText('Your preferences are saved')).toBeVisible()
  await expect(page.getByRole('group', { name: 'Culture values you want' }).getByLabel('Remote-first')).toBeChecked()
  await page.getByRole('link', { name: 'See jobs by culture fit' }).click()
  await expect(page).toHaveURL(/sort=fit/)
  const card = cards(page).filter({ hasText: title })
  await expect(card).toContainText('Culture fit 100 · Remote-first · Flat hierarchy · React · TypeScript · remote')
  await card.getByRole('link', { name: /^View Details & Apply/ }).click()
  await expect(page.getByText(/^Culture fit 100 ·/)).toBeVisible()
})
