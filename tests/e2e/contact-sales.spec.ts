import { ADMIN, expect, test } from './fixtures'

/**
 * Issue 44 item 4 (docs/decisions/0142), JavaScript on and off: a visitor presses Enterprise's 'Contact Sales' on the
 * landing page, is told what is missing with every value kept, sends the request; an admin finds it in Enterprise
 * Requests and marks it contacted.
 */
test('Contact Sales → a request with a mistake kept → sent → an admin marks it contacted', async ({ page, signIn }) => {
  const company = `Keiretsu ${Date.now()}-${Math.random().toString(36).slice(2, 6)}`
  const message = 'We want API access for our recruiters and private events for our portfolio companies.'
  await page.goto('/')
  const enterprise = page.locator('section[aria-labelledby="pricing-heading"] li').filter({ has: page.getByRole('heading', { name: 'Enterprise' }) })
  await enterprise.getByRole('link', { name: 'Contact Sales' }).click()
  await expect(page).toHaveURL(/\/contact-sales$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Talk to us about Enterprise' })).toBeVisible()

  await page.getByLabel('Your name').fill('Aiko Sato')
  await page.getByLabel('Work e-mail address').fill('aiko@keiretsu.example')
  await page.getByRole('textbox', { name: /^Company/ }).fill(company)
  await page.getByLabel('What would you like to do with Enterprise?').fill(message)
  await page.getByRole('button', { name: 'Contact sales' }).click()
  await expect(page.getByText('Please choose the size of your team')).toBeVisible()
  await expect(page.getByRole('textbox', { name: /^Company/ })).toHaveValue(company)
  await expect(page.getByLabel('What would you like to do with Enterprise?')).toHaveValue(message)

  await page.getByLabel('Team size').selectOption('51-200')
  await page.getByRole('button', { name: 'Contact sales' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'our team will contact you within one business day' })).toBeVisible()

  await signIn(ADMIN)
  await page.goto('/admin/sales-inquiries?status=new')
  const request = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `${company}: Aiko Sato` }) })
  await expect(request).toContainText(message)
  await request.getByLabel('Status').selectOption('contacted')
  await request.getByRole('button', { name: 'Save status' }).click()
  await expect(page.getByRole('heading', { name: `${company}: Aiko Sato` })).toHaveCount(0)
  await page.goto('/admin/sales-inquiries?status=contacted')
  await expect(page.getByRole('heading', { name: `${company}: Aiko Sato` })).toBeVisible()
})
