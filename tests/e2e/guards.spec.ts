import { ADMIN, expect, MEMBER, test } from './fixtures'

// The signed-in and admin layouts' guards, as a browser meets them (with JavaScript on and off).

test('a visitor at /admin is told to sign in, and comes back to the admin panel as an admin', async ({ page }) => {
  const response = await page.goto('/admin')
  expect(response?.status()).toBe(401)
  await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible()
  await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click()
  await expect(page).toHaveURL('/auth?redirectTo=%2Fadmin')
  await page.locator('input[name=email]').fill(ADMIN.email)
  await page.locator('input[name=password]').fill(ADMIN.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL('/admin')
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
})

test('a member who is not an admin gets Admin Access Required with a way home', async ({ page, signIn }) => {
  await signIn(MEMBER)
  const response = await page.goto('/admin')
  expect(response?.status()).toBe(403)
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Access Required' })).toBeVisible()
  await page.getByRole('link', { name: 'Back to Home' }).click()
  await expect(page).toHaveURL('/')
})

test('/profile sends a visitor to sign in and back', async ({ page }) => {
  await page.goto('/profile')
  await expect(page).toHaveURL('/auth?redirectTo=%2Fprofile')
  await page.locator('input[name=email]').fill(MEMBER.email)
  await page.locator('input[name=password]').fill(MEMBER.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL('/profile')
})
