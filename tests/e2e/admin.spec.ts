import path from 'node:path'
import { ADMIN, expect, MEMBER, test, type APIRequestContext } from './fixtures'

// The admin panel's journeys (issue 15), each with JavaScript on and off: the cases are in
// tests/integration/admin*.test.ts.

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

/** A member of this test's own, signed up through the API in a separate cookie jar (the page stays the admin's). */
async function newMember(request: APIRequestContext, tag: string) {
  const email = `admin-e2e-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`
  const response = await request.post('/api/auth/signup', {
    data: { email, password: 'password-123', firstName: 'Pat', lastName: 'Lee', userType: 'startup' },
  })
  expect(response.status()).toBe(201)
  return { email }
}

test('a member who is not an admin sees Admin Access Required, inside the site with their own header', async ({ page, signIn }) => {
  await signIn(MEMBER)
  const response = await page.goto('/admin/users')
  expect(response?.status()).toBe(403)
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Access Required' })).toBeVisible()
  // The screen is the admin layout's: the root's loader ran, so the header still knows the member.
  await expect(page.locator('header form[action="/logout"]').first()).toBeAttached()
  await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible()
})

test('a visitor sees Access Denied with a way to sign in and come back to the section', async ({ page }) => {
  const response = await page.goto('/admin/profile-claims')
  expect(response?.status()).toBe(401)
  await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible()
  await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fadmin%2Fprofile-claims$/)
  await page.locator('input[name=email]').fill(ADMIN.email)
  await page.locator('input[name=password]').fill(ADMIN.password)
  await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/admin\/profile-claims$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Profile Claims' })).toBeVisible()
})

test('the admin finds a user, edits their name and type', async ({ page, signIn, playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL })
  const { email } = await newMember(request, 'edit')
  await signIn(ADMIN)
  await page.goto('/admin')
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  await expect(page.getByText('Overview of platform statistics and activities')).toBeVisible()
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'User Management' }).click()
  await page.getByRole('searchbox', { name: 'Search users' }).fill(email)
  await page.getByRole('button', { name: 'Search' }).click()
  await page.getByRole('link', { name: `View Pat Lee (${email})` }).click()
  const detail = page.getByRole('dialog', { name: 'User Details' })
  await expect(detail.getByText(email)).toBeVisible()
  await expect(detail.getByText('Active')).toBeVisible()
  await detail.getByRole('link', { name: 'Edit User' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit User' })
  await expect(edit.getByText('Email cannot be changed')).toBeVisible()
  await edit.getByLabel('First Name').fill('Patricia')
  await edit.getByLabel('User Type').selectOption('public')
  await edit.getByRole('button', { name: 'Update User' }).click()
  await expect(page.getByText('User updated successfully', { exact: true }).first()).toBeVisible()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  const row = page.getByRole('list', { name: 'Users' }).getByRole('listitem').filter({ hasText: email })
  await expect(row.getByText('Patricia Lee', { exact: true })).toBeVisible()
  await expect(row.getByText('Community Member')).toBeVisible()
  await request.dispose()
})

test('the admin creates another admin, who appears in the admins list', async ({ page, signIn }, testInfo) => {
  await signIn(ADMIN)
  await page.goto('/admin/admins')
  await page.getByRole('link', { name: 'Add New Admin' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add New Admin' })
  await expect(dialog.getByLabel('User Type')).toHaveValue('admin')
  // Missing password: the form comes back with the e-mail kept.
  const email = `new-admin-${testInfo.project.name}-${Date.now()}@example.com`
  await dialog.getByLabel('Email').fill(email)
  await dialog.getByRole('button', { name: 'Create Admin' }).click()
  await expect(dialog.getByText('Email and password are required')).toBeVisible()
  await expect(dialog.getByLabel('Email')).toHaveValue(email)
  await dialog.getByLabel('Password').fill('password-123')
  await dialog.getByLabel('First Name').fill('Nadia')
  await dialog.getByRole('button', { name: 'Create Admin' }).click()
  await expect(page.getByText('Admin user created successfully', { exact: true }).first()).toBeVisible()
  await expect(page.getByText(email)).toBeVisible()
})

test('the admin edits a startup and uploads its logo, then sees the logo on the profile', async ({ page, signIn, playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL })
  await newMember(request, 'startup')
  const name = `Logo Works ${testInfo.project.name} ${Date.now()}`
  const created = await request.post('/api/startups', {
    data: { name, description: 'Needs a logo.', sector: 'fintech', location: 'Singapore', stage: 'seed' },
  })
  expect(created.status()).toBe(201)
  const { id } = (await created.json()) as { id: number }
  await request.dispose()

  await signIn(ADMIN)
  await page.goto(`/admin/startups?q=${encodeURIComponent(name)}`)
  await page.getByRole('link', { name: `Edit ${name}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit Startup' })
  await expect(dialog.getByText('Admin Management Mode')).toBeVisible()
  await expect(dialog.getByText('PNG, JPG, SVG up to 5MB')).toBeVisible()
  await dialog.getByLabel('Company Name').fill(`${name} Ltd`)
  await dialog.getByLabel('Stage').selectOption('series-a')
  await dialog.getByLabel('Logo', { exact: true }).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG })
  if (testInfo.project.name === 'js') await expect(dialog.getByRole('img', { name: 'Chosen logo preview' })).toBeVisible()
  await dialog.getByRole('button', { name: 'Update Startup' }).click()
  await expect(page.getByText('Startup updated successfully', { exact: true }).first()).toBeVisible()

  // The detail dialog shows the audit log of the change.
  await page.goto(`/admin/startups?dialog=startup&startup=${id}`)
  const detail = page.getByRole('dialog', { name: 'Startup Details' })
  await expect(detail.getByText('Managed by Admin')).toBeVisible()
  await expect(detail.getByText(`name: ${name} → ${name} Ltd`)).toBeVisible()

  await page.goto(`/startup/${id}`)
  const logo = page.getByRole('img', { name: `${name} Ltd logo` })
  await expect(logo).toHaveAttribute('src', /^\/uploads\/logo-[0-9a-f]+\.png$/)
  expect(await logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true)
})

test('a file that is not an image is refused with the spec message and the values kept', async ({ page, signIn }, testInfo) => {
  await signIn(ADMIN)
  await page.goto('/admin/startups')
  await page.getByRole('link', { name: /^Edit / }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Edit Startup' })
  await dialog.getByLabel('Description').fill(`Kept after a refusal ${testInfo.project.name}`)
  await dialog.getByLabel('Logo', { exact: true }).setInputFiles(path.join(process.cwd(), 'package.json'))
  if (testInfo.project.name === 'js') {
    // With JavaScript the picker refuses it at once and clears the field.
    await expect(dialog.getByText('Please upload an image file')).toBeVisible()
    return
  }
  await dialog.getByRole('button', { name: 'Update Startup' }).click()
  await expect(page.getByRole('dialog', { name: 'Edit Startup' }).getByText('Please upload an image file').first()).toBeVisible()
  await expect(page.getByRole('dialog', { name: 'Edit Startup' }).getByText('Failed to upload logo: Please upload an image file')).toBeVisible()
  await expect(page.getByRole('dialog', { name: 'Edit Startup' }).getByLabel('Description')).toHaveValue(
    `Kept after a refusal ${testInfo.project.name}`,
  )
})

test('the admin accepts a program application, and the member is in the cohort', async ({ page, signIn, playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL })
  const { email } = await newMember(request, 'apply')
  const cohorts = (await (await request.get('/api/cohorts')).json()) as {
    id: number
    name: string
    program: string
    status: string
    applicationDeadline: string | null
    currentParticipants: number
    maxParticipants: number
  }[]
  const today = new Date().toISOString().slice(0, 10)
  const open = cohorts.find(
    (cohort) =>
      cohort.status === 'upcoming' &&
      (cohort.applicationDeadline ?? '9999') >= today &&
      cohort.currentParticipants + 2 < cohort.maxParticipants,
  )!
  const applied = await request.post(`/api/cohorts/${open.id}/apply`, {
    data: { motivationLetter: 'We build cold-chain logistics.', applicationData: { program: open.program, cohortName: open.name } },
  })
  expect(applied.status()).toBe(201)
  await request.dispose()

  await signIn(ADMIN)
  await page.goto(`/admin/programs?q=${encodeURIComponent(email)}`)
  const row = page.getByRole('listitem').filter({ hasText: email })
  await expect(row.getByText('pending')).toBeVisible()
  await row.getByRole('button', { name: 'Accept' }).click()
  await expect(page.getByText('Application accepted', { exact: true }).first()).toBeVisible()
  await expect(page.getByRole('listitem').filter({ hasText: email }).getByText('approved')).toBeVisible()
  const participants = (await (await page.request.get(`/api/cohorts/${open.id}/participants`)).json()) as unknown[]
  expect(participants.length).toBeGreaterThan(0)
})
