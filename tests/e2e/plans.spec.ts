import { test, expect } from './fixtures'

/**
 * Issue 44 item 2 (docs/decisions/0135): a visitor presses the landing page's 'Start Free Trial', signs in, starts
 * Professional's trial through the keyless test checkout, and sees it on /profile/plan — with JavaScript on and off.
 */
test('Start Free Trial → sign in → test checkout → Professional in its trial on /profile/plan', async ({ page, playwright }, testInfo) => {
  const baseURL = String(testInfo.project.use.baseURL)
  const email = `plans-${testInfo.project.name}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`
  const api = await playwright.request.newContext({ baseURL })
  const created = await api.post('/api/auth/signup', {
    data: { email, password: 'password-123', firstName: 'Tia', lastName: 'Trial', userType: 'startup' },
  })
  expect(created.status()).toBe(201)
  await api.dispose()

  await page.goto('/')
  const professional = page.locator('section[aria-labelledby="pricing-heading"] li').filter({ has: page.getByRole('heading', { name: 'Professional' }) })
  await expect(professional).toContainText('$99/month')
  await professional.getByRole('link', { name: 'Start Free Trial' }).click()

  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fsubscribe/)
  await page.locator('input[name=email]').fill(email)
  await page.locator('input[name=password]').fill('password-123')
  await page.getByRole('button', { name: 'Sign In' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'Start your Professional plan' })).toBeVisible()
  await expect(page.getByText('Your first 14 days are free.')).toBeVisible()
  await page.getByRole('button', { name: 'Start Free Trial' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible()
  await expect(page.getByText('Test mode: no card is charged')).toBeVisible()
  await page.getByRole('button', { name: 'Subscribe' }).click()

  await expect(page).toHaveURL(/\/profile\/plan$/)
  await expect(page.getByTestId('current-plan')).toContainText('Professional')
  await expect(page.getByText('In trial')).toBeVisible()
  await expect(page.getByText('Trial ends')).toBeVisible()
})
