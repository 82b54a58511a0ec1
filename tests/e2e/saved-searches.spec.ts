import { randomUUID } from 'node:crypto'
import { expect, test } from './fixtures'

// Saved searches (issue 43 item 2, docs/decisions/0131-saved-searches.md), with JavaScript on and off: a visitor is
// sent to sign in; a member saves a filtered /talent-hub from its "Save this search" step, finds it on /profile, opens
// it (same filters), renames and deletes it. Each run uses a member of its own.

const PASSWORD = 'saved-search-pass-123'
const FILTERED = '/talent-hub?type=full-time&location=Singapore'

test('save a search from /talent-hub, open it from /profile, rename it, delete it', async ({ page, request, signIn }) => {
  // A visitor's "Save this search" leads to sign in, and back to the save step of the same list.
  await page.goto(FILTERED)
  await page.getByRole('link', { name: 'Save this search' }).click()
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fprofile%2Fsaved-searches%3Furl%3D%252Ftalent-hub%253Flocation%253DSingapore%2526type%253Dfull-time/)

  const email = `saved-${randomUUID()}@example.com`
  const signup = await request.post('/api/auth/signup', {
    data: { email, password: PASSWORD, firstName: 'Sam', lastName: 'Search', userType: 'public' },
  })
  expect(signup.status()).toBe(201)
  await signIn({ email, password: PASSWORD })

  await page.goto(FILTERED)
  await page.getByRole('link', { name: 'Save this search' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Save this search' })).toBeVisible()
  const name = page.getByLabel('Name', { exact: true })
  await expect(name).toHaveValue('Full time in Singapore')
  await name.fill('Singapore full-time')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText('Search saved', { exact: true })).toBeVisible()
  await expect(page).toHaveURL(/\/talent-hub\?location=Singapore&type=full-time$/)

  await page.goto('/profile')
  const section = page.getByRole('region', { name: 'Saved searches' })
  await section.getByRole('link', { name: 'Singapore full-time' }).click()
  await expect(page).toHaveURL(/\/talent-hub\?location=Singapore&type=full-time$/)

  await page.goto('/profile')
  await section.getByText('Rename', { exact: true }).click()
  await section.getByLabel('New name').fill('Full-time in Singapore')
  await section.getByRole('button', { name: 'Save name' }).click()
  await expect(page.getByText('Search renamed', { exact: true })).toBeVisible()
  await expect(section.getByRole('link', { name: 'Full-time in Singapore' })).toBeVisible()

  await section.getByText('Delete', { exact: true }).click()
  await expect(section.getByText('Delete "Full-time in Singapore"? This cannot be undone.')).toBeVisible()
  await section.getByRole('button', { name: 'Yes, delete' }).click()
  await expect(page.getByText('Search deleted', { exact: true })).toBeVisible()
  await expect(section.getByText(/No saved searches yet/)).toBeVisible()
})
