import { expect, test, type Page } from './fixtures'

/**
 * Issue 46 item 3 (docs/decisions/0123): an event's price is written for its currency and the page's language —
 * ₹999, ¥3,000 and SGD 35, not '$999.00 INR', '$3000.00 JPY', '$35.00 SGD' — on the list and the detail page,
 * with JavaScript on and off. The prices are the seed's (seed/data.ts).
 */

const card = (page: Page, title: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) })

const EVENTS = [
  { title: 'AI in Production Workshop', en: '₹999', ja: '₹999' },
  { title: 'Angel Investing Panel', en: '¥3,000', ja: '￥3,000' },
  { title: 'Fintech Regulation Panel', en: 'SGD 35', ja: 'SGD 35' },
] as const

for (const language of ['en', 'ja'] as const) {
  test(`event prices by currency in ${language}`, async ({ page }) => {
    // The workshop in one search, the two panels in another, then the yen event's page: three loads per run.
    for (const search of ['Workshop', 'Panel']) {
      await page.goto(`/events?lng=${language}&searchQuery=${search}`)
      for (const event of EVENTS.filter((item) => item.title.includes(search))) {
        const shown = card(page, event.title)
        await expect(shown).toContainText(event[language])
        await expect(shown).not.toContainText(/\$\d[\d,]*\.00 [A-Z]{3}/)
      }
    }
    const detail = await card(page, 'Angel Investing Panel').getByRole('heading', { level: 3 }).getByRole('link').getAttribute('href')
    await page.goto(`${detail}?lng=${language}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Angel Investing Panel' })).toBeVisible()
    await expect(page.locator('main')).toContainText(EVENTS[1][language])
    await expect(page.locator('main')).not.toContainText('3000.00')
  })
}
