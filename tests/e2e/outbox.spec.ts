import { ADMIN, expect, test } from './fixtures'

// The admin panel's Outbox section (issue 40, docs/decisions/0102-mail-outbox.md), JavaScript on and off. The e2e
// server sends through a real SMTP server (tests/e2e/support/mail-catcher.ts), so the "not configured" label is absent;
// that label, the rows and the rendered bodies are covered in tests/integration/outbox.test.ts.
test('the admin opens the Outbox from the sidebar and searches it', async ({ page, signIn }) => {
  await signIn(ADMIN)
  await page.goto('/admin')
  await page.getByRole('link', { name: 'Outbox' }).first().click()
  await expect(page).toHaveURL(/\/admin\/outbox$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible()
  await expect(page.getByText('E-mail is not configured (SMTP_URL): messages stay in the outbox and are not sent.')).toHaveCount(0)
  await page.getByRole('searchbox').fill('nobody-at-all@example.com')
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/\/admin\/outbox\?q=nobody-at-all%40example\.com$/)
  await expect(page.getByText('No e-mails')).toBeVisible()
})
