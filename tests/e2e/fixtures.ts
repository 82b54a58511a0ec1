import { expect, test as base } from '@playwright/test'

/**
 * The browser tests' `test`: every page a test opens with JavaScript on is watched for Content-Security-Policy
 * violations (a `securitypolicyviolation` event, or Chromium's console report), and the test fails if any occurred.
 */
declare global {
  interface Window {
    __cspViolations?: string[]
  }
}

export const test = base.extend<{ cspViolations: string[]; signIn: (account: Account) => Promise<void> }>({
  cspViolations: [
    async ({ page, javaScriptEnabled }, use) => {
      const violations: string[] = []
      if (javaScriptEnabled) {
        await page.addInitScript(() => {
          window.__cspViolations = []
          document.addEventListener('securitypolicyviolation', (event) => {
            window.__cspViolations?.push(`${event.violatedDirective} ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`)
          })
        })
        page.on('console', (message) => {
          if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text())
        })
      }
      await use(violations)
      if (javaScriptEnabled && !page.isClosed()) {
        const seen = await page.evaluate(() => window.__cspViolations ?? []).catch(() => [] as string[])
        violations.push(...seen)
      }
      expect(violations, 'Content-Security-Policy violations').toEqual([])
    },
    { auto: true },
  ],
  /** Signs in through the /auth form (works with JavaScript on and off) and waits to leave the page. */
  signIn: async ({ page }, provide) => {
    await provide(async (account) => {
      await page.goto('/auth')
      await page.locator('input[name=email]').fill(account.email)
      await page.locator('input[name=password]').fill(account.password)
      await page.getByRole('button', { name: 'Sign In' }).click()
      await expect(page).not.toHaveURL(/\/auth/)
    })
  },
})

export { expect }

export const DEMO_PASSWORD = 'demo-password-123'
export const FOUNDER = { email: 'founder@demo.startup.asia', password: DEMO_PASSWORD }
export const MEMBER = { email: 'member@demo.startup.asia', password: DEMO_PASSWORD }
export const ADMIN = { email: 'admin@e2e.startup.asia', password: 'e2e-admin-password' }
export const PHONE = { width: 390, height: 844 }

export interface Account {
  email: string
  password: string
}


export type { APIRequestContext, Locator, Page } from '@playwright/test'
