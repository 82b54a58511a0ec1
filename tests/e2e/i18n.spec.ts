import { expect, type Page, test } from './fixtures'

/**
 * The language selector (docs/decisions/0056-languages.md), with and without JavaScript: choosing 日本語 in the
 * header turns the page and the next ones Japanese — navigation, forms, validation messages — and EN turns them back.
 */
const mainNav = (page: Page, name: string) => page.getByRole('navigation', { name })

async function chooseLanguage(page: Page, menuLabel: string, language: string) {
  await page.locator(`header summary[data-menu="${menuLabel}"]`).click()
  await page.locator('header').getByRole('button', { name: language, exact: true }).click()
}

test('switching to 日本語 translates the interface, forms and validation, and EN switches back', async ({ page }) => {
  await page.goto('/discover')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(mainNav(page, 'Main').getByRole('link', { name: 'Startups', exact: true })).toBeVisible()

  await chooseLanguage(page, 'Language', '日本語')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja')
  await expect(page).toHaveURL(/\/discover$/)
  await expect(mainNav(page, 'メイン').getByRole('link', { name: 'スタートアップ', exact: true })).toBeVisible()
  await expect(page.locator('footer')).toContainText('利用規約')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('スタートアップを探す')

  // Another page stays Japanese (the choice is a cookie); the sign-in form's validation speaks Japanese too.
  await page.goto('/auth')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('おかえりなさい')
  await page.getByLabel('メールアドレス').fill('somebody@example.com')
  await page.locator('#sign-in').getByRole('button', { name: 'ログイン' }).click()
  // The field's error (with JavaScript the "Login Failed" toast repeats it, decision 0126).
  await expect(page.locator('#sign-in').getByText('パスワードを入力してください')).toBeVisible()
  await expect(page.getByText('Password is required')).toHaveCount(0)

  await page.locator('header').getByRole('link', { name: 'Startup Asia' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja')
  await expect(mainNav(page, 'メイン').getByRole('link', { name: 'イベント', exact: true })).toBeVisible()

  await chooseLanguage(page, '言語', 'EN')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(mainNav(page, 'Main').getByRole('link', { name: 'Events', exact: true })).toBeVisible()
  await expect(page.locator('footer')).toContainText('Terms of Service')
})
