import { expect, MEMBER, test } from './fixtures'

// The fixtures fail any test whose pages report a Content-Security-Policy violation; this journey visits every page,
// signed out and signed in, and checks that React actually ran under the policy (the menus are enhanced).

const PUBLIC_PAGES = [
  '/',
  '/auth',
  '/signup-startup',
  '/signup-public',
  '/discover',
  '/startup/1',
  '/startup/1?tab=team',
  '/resources',
  '/resources/1',
  '/media',
  '/media/what-tokyo-investors-look-for-in-a-seed-pitch',
]
const MEMBER_PAGES = [
  '/',
  '/dashboard',
  '/discover',
  '/create-startup',
  '/creation-program',
  '/startup/2?tab=funding',
  '/resources/apply',
  '/resources/1?contact=reveal',
]
const PLACEHOLDERS = ['/talent-hub', '/events', '/workspace', '/programs']

// Each sweep visits every page of a list (about fifty): more than one journey's time on two busy cores.
test.describe.configure({ timeout: 180_000 })

test('every page runs its scripts under the CSP with no violation', async ({ page, javaScriptEnabled, signIn }) => {
  const visit = async (path: string) => {
    const response = await page.goto(path)
    expect(response?.status(), path).toBeLessThan(400)
    expect(response?.headers()['content-security-policy'], path).toMatch(/script-src 'self' 'nonce-/)
    if (javaScriptEnabled) await expect(page.locator('header details[data-enhanced]').first()).toBeAttached()
  }
  for (const path of [...PUBLIC_PAGES, ...PLACEHOLDERS]) await visit(path)
  await signIn(MEMBER)
  for (const path of MEMBER_PAGES) await visit(path)
})
