import { expect, test as base, type Page } from '@playwright/test'

/**
 * The browser tests' `test`: every page a test opens with JavaScript on is watched for Content-Security-Policy
 * violations (a `securitypolicyviolation` event, or Chromium's console report), and the test fails if any occurred.
 */
declare global {
  interface Window {
    __cspViolations?: string[]
  }
}

/**
 * With JavaScript on, the load event `page.goto` waits for does not mean the page is hydrated (the entry waits for the
 * page's catalogues, then hydrates in a transition): until it is, a click is a plain link and a select changes
 * nothing. The root element carries `data-hydrated` once it is (app/root.tsx).
 */
async function hydrated(page: Page) {
  await page
    .waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), null, { timeout: 10_000 })
    // Not an HTML page (a download, JSON), or a page that navigated on its own meanwhile: nothing to wait for.
    .catch(() => undefined)
}

export const test = base.extend<{ cspViolations: string[]; signIn: (account: Account) => Promise<void> }>({
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled) {
      const goto = page.goto.bind(page)
      const reload = page.reload.bind(page)
      page.goto = async (...args) => {
        const response = await goto(...args)
        await hydrated(page)
        return response
      }
      page.reload = async (...args) => {
        const response = await reload(...args)
        await hydrated(page)
        return response
      }
    }
    await provide(page)
  },
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
  /**
   * Signs in through the /auth form (works with JavaScript on and off), waits to leave the page and for the page it
   * lands on to be a member's (the header's Sign Out form) and, with JavaScript on, hydrated: a test's next click
   * then never lands on the signed-out header or on markup React has yet to take over (a phone menu opened on the
   * visitor's header was closed again by the member's one).
   */
  signIn: async ({ page, javaScriptEnabled }, provide) => {
    await provide(async (account) => {
      await page.goto('/auth')
      await page.locator('input[name=email]').fill(account.email)
      await page.locator('input[name=password]').fill(account.password)
      await page.getByRole('button', { name: 'Sign In' }).click()
      await expect(page).not.toHaveURL(/\/auth/)
      await expect(page.locator('header form[action="/logout"]').first()).toBeAttached()
      if (javaScriptEnabled) await hydrated(page)
    })
  },
})

export { expect }

const DEMO_PASSWORD = 'demo-password-123'
export const FOUNDER = { email: 'founder@demo.startup.asia', password: DEMO_PASSWORD }
export const MEMBER = { email: 'member@demo.startup.asia', password: DEMO_PASSWORD }
export const ADMIN = { email: 'admin@e2e.startup.asia', password: 'e2e-admin-password' }
export const PHONE = { width: 390, height: 844 }

export interface Account {
  email: string
  password: string
}


export type { APIRequestContext, Locator, Page } from '@playwright/test'
