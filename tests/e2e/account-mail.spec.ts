import { expect, test, type Page } from './fixtures'
import { linkIn, waitForMail } from './support/mail'

// Issue 40's journeys through a real SMTP server (tests/e2e/support/mail-catcher.ts), JavaScript on and off.

const unique = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`

async function signUp(page: Page, email: string, password: string) {
  await page.goto('/signup-public')
  const form = page.locator('form#sign-up')
  await form.locator('input[name=email]').fill(email)
  await form.locator('input[name=password]').fill(password)
  await form.locator('input[name=confirmPassword]').fill(password)
  await form.locator('input[name=firstName]').fill('Aiko')
  await form.locator('input[name=lastName]').fill('Sato')
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(page).toHaveURL(/\/$/)
}

test('verify the address from the welcome e-mail: the banner goes away', async ({ page }) => {
  const email = unique('verify')
  await signUp(page, email, 'password-123')
  const banner = page.getByRole('status').filter({ hasText: 'Please verify your email address' })
  await expect(banner).toContainText(email)

  const welcome = await waitForMail(email, /Welcome/)
  await page.goto(linkIn(welcome, '/verify-email?token='))
  await expect(page).toHaveURL(/\/profile$/)
  await expect(page.getByText('Email verified').first()).toBeVisible()
  await expect(banner).toHaveCount(0)
})

test('forgot → e-mail → reset → sign in with the new password', async ({ page }) => {
  const email = unique('reset')
  await signUp(page, email, 'password-123')
  await page.context().clearCookies()

  await page.goto('/auth')
  await page.getByRole('link', { name: 'Forgot your password?' }).click()
  await expect(page).toHaveURL(/\/forgot-password$/)
  await page.locator('input[name=email]').fill(email)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByRole('status').filter({ hasText: "we've sent a link to reset its password" })).toBeVisible()

  const mail = await waitForMail(email, /password/i)
  await page.goto(linkIn(mail, '/reset-password?token='))
  await page.locator('input[name=password]').fill('brand-new-pass-9')
  await page.locator('input[name=confirmPassword]').fill('brand-new-pass-9')
  await page.getByRole('button', { name: 'Reset password' }).click()
  await expect(page).toHaveURL(/\/auth$/)
  await expect(page.getByText('Password reset').first()).toBeVisible()

  await page.locator('input[name=email]').fill(email)
  await page.locator('input[name=password]').fill('brand-new-pass-9')
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/$/)
  expect((await page.request.get('/api/auth/user')).status()).toBe(200)

  // The link worked once.
  await page.goto(linkIn(mail, '/reset-password?token='))
  await expect(page.getByText('This reset link is invalid or has expired')).toBeVisible()
})

test('read the notifications from the header and mark them read', async ({ page }) => {
  const email = unique('inbox')
  await signUp(page, email, 'password-123')
  // The welcome is the member's first notification.
  const bell = page.getByRole('link', { name: 'Notifications, 1 unread' })
  await expect(bell).toBeVisible()
  await bell.click()
  await expect(page).toHaveURL(/\/notifications$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible()
  await expect(page.getByText('1 unread')).toBeVisible()
  await expect(page.getByRole('link', { name: /Welcome to Startup Asia/ })).toBeVisible()

  await page.getByRole('button', { name: 'Mark as read' }).click()
  await expect(page.getByText('0 unread')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Mark as read' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible()
})

test("unsubscribe from an e-mail's link without signing in; the profile shows the category off", async ({ page, browser }) => {
  const email = unique('unsub')
  await signUp(page, email, 'password-123')
  const when = (hour: number) => `${new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10)}T${hour}:00`
  const created = await page.request.post('/api/events', {
    data: { title: `Unsubscribe ${Date.now()} Meetup`, location: 'Singapore', venue: 'Marina Hub', startDate: when(18), endDate: when(20) },
  })
  expect(created.status()).toBe(201)
  const { id } = (await created.json()) as { id: number }
  expect((await page.request.post(`/api/events/${id}/rsvp`, { data: { status: 'attending' } })).status()).toBe(200)

  const mail = await waitForMail(email, /You are going to/)
  expect(mail.headers['list-unsubscribe-post']).toContain('List-Unsubscribe=One-Click')
  // A browser that is not signed in, as a mail client's link would open.
  const visitor = await browser.newPage()
  await visitor.goto(linkIn(mail, '/unsubscribe?token='))
  await visitor.getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(visitor.getByText('You will no longer receive e-mails about waitlists and bookings.')).toBeVisible()
  await visitor.close()

  await page.goto('/profile')
  await expect(page.getByLabel('Waitlists, RSVPs and bookings')).not.toBeChecked()
  await expect(page.getByLabel('Product news')).toBeChecked()
})
