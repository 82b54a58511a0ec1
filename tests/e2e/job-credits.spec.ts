import { ADMIN, expect, test, type APIRequestContext } from './fixtures'

// Issue 44 (decision 0138), in both projects: a Starter startup's third job post of the month is refused with the way
// to upgrade; an admin grants a credit on Jobs Credit Management, and the next post goes through.

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`

async function starterWithTwoJobs(request: APIRequestContext): Promise<{ startupId: number; name: string }> {
  const email = `credits-${Date.now()}-${Math.floor(Math.random() * 1e9)}@example.com`
  expect((await request.post('/api/auth/signup', { data: { email, password: 'password-123', firstName: 'Cred', lastName: 'Tester', userType: 'startup' } })).status()).toBe(201)
  const name = unique('Starter Hiring Co')
  const startup = await request.post('/api/startups', {
    data: { name, description: 'A startup the browser tests made.', sector: 'saas', location: 'Singapore', stage: 'seed' },
  })
  expect(startup.status()).toBe(201)
  const startupId = ((await startup.json()) as { id: number }).id
  for (const title of ['First role', 'Second role']) {
    const job = await request.post('/api/jobs', { data: { startupId, title: unique(title), description: 'A job the browser tests posted.', location: 'Tokyo' } })
    expect(job.status()).toBe(201)
  }
  return { startupId, name }
}

test("Starter's third job post this month shows the upgrade path; an admin's credit lets the next one through", async ({ page, browser, javaScriptEnabled }) => {
  const { startupId, name } = await starterWithTwoJobs(page.request)
  const title = unique('Third role')
  await page.goto('/talent-hub?dialog=post-job')
  const form = page.getByRole('dialog', { name: 'Post a Job' })
  await form.getByLabel('Job title').fill(title)
  await form.getByLabel('Description').fill('A third job this month on the Starter plan.')
  await form.getByLabel('Location').selectOption('Seoul')
  await form.getByRole('button', { name: 'Post Job' }).click()
  await expect(form.getByText("Your plan's job posts for this month are used up.")).toBeVisible()
  await expect(form.getByRole('link', { name: 'See plans and upgrade' })).toHaveAttribute('href', '/#pricing')
  // The values stay.
  await expect(form.getByLabel('Job title')).toHaveValue(title)

  // An admin grants one credit.
  const admin = await browser.newContext({ javaScriptEnabled, baseURL: new URL(page.url()).origin })
  const adminPage = await admin.newPage()
  await adminPage.goto('/auth')
  await adminPage.locator('input[name=email]').fill(ADMIN.email)
  await adminPage.locator('input[name=password]').fill(ADMIN.password)
  await adminPage.getByRole('button', { name: 'Sign In' }).click()
  await expect(adminPage).not.toHaveURL(/\/auth/)
  await adminPage.goto('/admin/jobs-credit')
  await adminPage.getByRole('spinbutton', { name: 'Startup ID' }).fill(String(startupId))
  await adminPage.getByRole('spinbutton', { name: 'Credits' }).fill('1')
  await adminPage.getByRole('textbox', { name: 'Reason' }).fill('Hiring fair partner')
  await adminPage.getByRole('button', { name: 'Grant credits' }).click()
  await expect(adminPage.getByText('The startup now has 1 credit left.').first()).toBeVisible()
  await expect(adminPage.getByRole('row', { name: new RegExp(name) })).toContainText('Hiring fair partner')
  await admin.close()

  // The same post now goes through (sent from the keyboard: with JavaScript the refusal's toast may still cover the
  // dialog's button).
  await form.getByLabel('Job title').press('Enter')
  await expect(page.getByText('Job posted successfully!').first()).toBeVisible()
  await page.goto(`/talent-hub?searchQuery=${encodeURIComponent(title)}`)
  await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible()
})
