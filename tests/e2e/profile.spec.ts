import { expect, test, type APIRequestContext } from './fixtures'

// My Profile (001 §2), with JavaScript on and off: edit and cancel (values restored), edit and save, change the
// password and sign in with the new one. Each test uses a member of its own.

const PASSWORD = 'profile-pass-123'

async function newMember(request: APIRequestContext, firstName: string) {
  const email = `profile-${Date.now()}-${Math.floor(Math.random() * 1e9)}@example.com`
  const response = await request.post('/api/auth/signup', {
    data: { email, password: PASSWORD, firstName, lastName: 'Original', userType: 'public' },
  })
  expect(response.status()).toBe(201)
  return { email, password: PASSWORD, firstName }
}

test('edit the profile and cancel: the values are restored; edit again and save', async ({ page, request, signIn }) => {
  const member = await newMember(request, 'Hana')
  await signIn(member)
  await page.goto('/profile')
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible()
  await expect(page.getByText('Community Member').first()).toBeVisible()
  const view = page.getByRole('definition').filter({ hasText: /^Hana$/ })
  await expect(view).toBeVisible()

  await page.getByRole('link', { name: 'Edit Profile' }).click()
  await expect(page).toHaveURL('/profile?edit=profile')
  const first = page.getByLabel('First name')
  await expect(first).toHaveValue('Hana')
  await first.fill('Changed')
  await page.getByLabel('Last name').fill('Name')
  await page.getByRole('link', { name: 'Cancel' }).click()
  await expect(page).toHaveURL('/profile')
  await expect(view).toBeVisible()
  await expect(page.getByText('Changed')).toHaveCount(0)

  await page.getByRole('link', { name: 'Edit Profile' }).click()
  await expect(page.getByLabel('First name')).toHaveValue('Hana')
  await expect(page.getByLabel('Last name')).toHaveValue('Original')
  await page.getByLabel('First name').fill('Hanako')
  await page.getByLabel('Last name').fill('Saved')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page).toHaveURL('/profile')
  await expect(page.getByText('Profile Updated', { exact: true })).toBeVisible()
  await expect(page.getByRole('definition').filter({ hasText: /^Hanako$/ })).toBeVisible()
  await expect(page.getByRole('definition').filter({ hasText: /^Saved$/ })).toBeVisible()
})

test('an e-mail already taken is a field error and the form keeps the values', async ({ page, request, signIn }) => {
  const member = await newMember(request, 'Taken')
  const other = await newMember(request, 'Owner')
  await signIn(member)
  await page.goto('/profile?edit=profile')
  await page.getByLabel('First name').fill('Kept')
  await page.getByLabel('Email').fill(other.email)
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText('An account with this email already exists').first()).toBeVisible()
  await expect(page.getByLabel('First name')).toHaveValue('Kept')
})

test('change the password, then sign in with the new one', async ({ page, request, signIn }) => {
  const member = await newMember(request, 'Riku')
  await signIn(member)
  await page.goto('/profile')
  await page.getByRole('link', { name: 'Change Password' }).click()
  await expect(page).toHaveURL('/profile?edit=password')
  await page.locator('input[name=currentPassword]').fill('not-my-password')
  await page.locator('input[name=newPassword]').fill('brand-new-pass-9')
  await page.locator('input[name=confirmPassword]').fill('brand-new-pass-9')
  await page.getByRole('button', { name: 'Change Password' }).click()
  await expect(page.getByText('Current password is incorrect').first()).toBeVisible()

  await page.locator('input[name=currentPassword]').fill(member.password)
  await page.locator('input[name=newPassword]').fill('brand-new-pass-9')
  await page.locator('input[name=confirmPassword]').fill('brand-new-pass-9')
  await page.getByRole('button', { name: 'Change Password' }).click()
  await expect(page).toHaveURL('/profile')
  await expect(page.getByText('Password Changed', { exact: true })).toBeVisible()

  // A fresh browser: the old password no longer works, the new one does.
  await page.context().clearCookies()
  await page.goto('/auth')
  await page.locator('input[name=email]').fill(member.email)
  await page.locator('input[name=password]').fill(member.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByText('Invalid email or password').first()).toBeVisible()
  await signIn({ email: member.email, password: 'brand-new-pass-9' })
  await page.goto('/profile')
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible()
})

test('the danger zone says the feature is coming soon', async ({ page, request, signIn }) => {
  await signIn(await newMember(request, 'Danger'))
  await page.goto('/profile')
  await page.getByRole('button', { name: 'Delete Account' }).click()
  await expect(page.getByText('Feature Coming Soon', { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible()
})
