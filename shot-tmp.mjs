import { chromium } from '@playwright/test'
const [,, url, out, width = '1280', js = 'true', login = ''] = process.argv
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
const context = await browser.newContext({ viewport: { width: Number(width), height: 900 }, javaScriptEnabled: js === 'true' })
const page = await context.newPage()
if (login) {
  await page.goto('http://127.0.0.1:3917/auth')
  await page.fill('input[name=email]', login)
  await page.fill('input[name=password]', 'demo-password-123')
  await page.click('button:has-text("Sign In")')
  await page.waitForURL((u) => !u.pathname.startsWith('/auth'))
}
await page.goto(url)
await page.waitForTimeout(500)
await page.screenshot({ path: out, fullPage: process.env.FULL === '1' })
console.log(await page.evaluate(() => document.documentElement.scrollWidth))
await browser.close()
