import { ADMIN_PAGES, createLongNamedStartup, FOUNDER_PAGES, MEMBER_PAGES, PUBLIC_PAGES } from './pages'
import { ADMIN, expect, FOUNDER, MEMBER, PHONE, test, type Page } from './fixtures'

// 000/001 on a phone: no page may scroll sideways at 390 px, signed out or in, with long names in the data.

async function expectNoSidewaysScroll(page: Page, path: string) {
  await page.goto(path)
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    viewport: document.documentElement.clientWidth,
    widest: [...document.querySelectorAll('body *')]
      .map((element) => ({ element, right: element.getBoundingClientRect().right }))
      .filter(({ right }) => right > document.documentElement.clientWidth + 1)
      .slice(0, 3)
      .map(({ element }) => `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 60)}`),
  }))
  expect(widths.scroll, `${path} is ${widths.scroll}px wide: ${widths.widest.join(', ')}`).toBeLessThanOrEqual(widths.viewport)
}

test.use({ viewport: PHONE })

// Each sweep visits every page of a list (about fifty): more than one journey's time on two busy cores.
test.describe.configure({ timeout: 180_000 })

test('no page scrolls sideways on a 390 px phone, signed out', async ({ page }) => {
  for (const path of PUBLIC_PAGES) await expectNoSidewaysScroll(page, path)
})

test('no page scrolls sideways on a 390 px phone, signed in, with a long-named startup', async ({ page, signIn }) => {
  await signIn(MEMBER)
  const id = await createLongNamedStartup(page)
  for (const path of [...MEMBER_PAGES, `/startup/${id}`, `/startup/${id}?tab=jobs`, `/startup/${id}/edit`]) {
    await expectNoSidewaysScroll(page, path)
  }
  await expectNoSidewaysScroll(page, `/discover?searchQuery=${encodeURIComponent('Supercalifragilistic')}`)
})

test('no page scrolls sideways on a 390 px phone, as the founder (applicants, hiring)', async ({ page, signIn }) => {
  await signIn(FOUNDER)
  for (const path of FOUNDER_PAGES) await expectNoSidewaysScroll(page, path)
})

test('no admin page scrolls sideways on a 390 px phone, as an admin (sidebar, tables, dialogs)', async ({ page, signIn }) => {
  await signIn(ADMIN)
  for (const path of ADMIN_PAGES) await expectNoSidewaysScroll(page, path)
})

// React Router's ScrollRestoration: a reload, a back navigation in the app and a back navigation to another document.
test.describe('scroll positions', () => {
  const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY))
  async function scrollTo(page: Page, y: number) {
    await page.evaluate((to) => window.scrollTo(0, to), y)
    await expect.poll(() => scrollY(page)).toBe(y)
  }

  test('a reload keeps the place on the page (with JavaScript and without)', async ({ page, javaScriptEnabled }) => {
    await page.goto('/discover')
    await scrollTo(page, 1200)
    await page.reload()
    await expect.poll(() => scrollY(page)).toBe(1200)
    if (javaScriptEnabled) {
      // The entry kept the key it got on its first load, and React Router's index with it.
      const state = await page.evaluate(() => window.history.state as { key?: unknown; idx?: unknown })
      expect(typeof state.key).toBe('string')
      expect(state.idx).toBe(0)
    }
  })

  test('back to a list after a client-side navigation is back at the same place; the new page starts at the top', async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, 'a client-side navigation needs JavaScript')
    await page.goto('/discover')
    const firstKey = await page.evaluate(() => (window.history.state as { key: string }).key)
    await scrollTo(page, 1000)
    const documentId = await page.evaluate(() => ((window as unknown as { __doc: number }).__doc = Math.random()))
    await page.evaluate(() => (document.querySelector('#content a[href^="/startup/"]') as HTMLAnchorElement).click())
    await expect(page).toHaveURL(/\/startup\/\d+$/)
    await expect.poll(() => scrollY(page)).toBe(0)
    const secondKey = await page.evaluate(() => (window.history.state as { key: string }).key)
    expect(secondKey).not.toBe(firstKey)
    await page.goBack()
    await expect(page).toHaveURL(/\/discover$/)
    await expect.poll(() => scrollY(page)).toBe(1000)
    // The same document all along: the router restored the position it saved, not the browser.
    expect(await page.evaluate(() => (window as unknown as { __doc?: number }).__doc)).toBe(documentId)
  })

  test('back to a list from another document is back at the same place', async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "without JavaScript this is the browser's own restoration")
    await page.goto('/discover')
    await scrollTo(page, 900)
    await page.evaluate(() => ((window as unknown as { __doc: number }).__doc = 1))
    await page.goto('/events')
    expect(await scrollY(page)).toBe(0)
    // Saved when /discover was left: the item was read then (to keep other entries' positions) and written.
    const stored = await page.evaluate(() => JSON.parse(sessionStorage.getItem('react-router-scroll-positions') ?? '{}') as Record<string, number>)
    expect(Object.values(stored)).toContain(900)
    await page.goBack()
    await expect(page).toHaveURL(/\/discover$/)
    await expect.poll(() => scrollY(page)).toBe(900)
    // A new document (Playwright's Chromium keeps no back/forward cache): React Router's inline script restored it.
    expect(await page.evaluate(() => (window as unknown as { __doc?: number }).__doc)).toBeUndefined()
  })
})
