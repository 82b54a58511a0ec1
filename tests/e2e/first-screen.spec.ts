import { randomUUID } from 'node:crypto'
import { expect, MEMBER, PHONE, test, type Locator, type Page } from './fixtures'

/**
 * Issue 46 item 4 on a 390×844 phone (docs/decisions/0132), JavaScript on and off: an event's RSVP and a job's Apply
 * are on the first screen; /discover's filters fold behind a 'Filters' disclosure that opens and filters; /profile's
 * title is one line. Item 11: the claim page does not load Stripe's script in the keyless test mode, signed out or in;
 * cancelling an RSVP asks first (?dialog=cancel-rsvp).
 */

/** 'YYYY-MM-DDTHH:mm', `days` from now. */
function wallTime(days: number, hour: number) {
  const date = new Date(Date.now() + days * 86_400_000)
  return `${date.toISOString().slice(0, 10)}T${String(hour).padStart(2, '0')}:00`
}

test.use({ viewport: PHONE })

/** Wholly inside the first screen, without scrolling. */
async function expectOnFirstScreen(target: Locator) {
  const box = await target.boundingBox()
  expect(box, 'the action is rendered').not.toBeNull()
  expect(box!.y).toBeGreaterThanOrEqual(0)
  expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height)
}

/** No Stripe.js on the page (the script the root @stripe/stripe-js entry adds on import). */
async function expectNoStripeScript(page: Page, stripeRequests: string[]) {
  await expect(page.locator('script[src*="js.stripe.com"]')).toHaveCount(0)
  expect(stripeRequests).toEqual([])
}

test('a visitor: the RSVP on the first screen, the Filters disclosure, no Stripe on the claim page', async ({
  page,
  javaScriptEnabled,
}) => {
  const stripeRequests: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('js.stripe.com')) stripeRequests.push(request.url())
  })

  await page.goto('/events')
  const eventHref = await page.getByRole('article').first().getByRole('heading', { level: 3 }).getByRole('link').getAttribute('href')
  await page.goto(eventHref!)
  await expectOnFirstScreen(page.getByRole('button', { name: 'RSVP', exact: true }))

  // Folded: the search box shows, the sector select does not until 'Filters' is opened.
  await page.goto('/discover')
  const filters = page.getByRole('search', { name: 'Search and filter startups' })
  await expect(filters.getByRole('searchbox')).toBeVisible()
  const sector = filters.getByLabel('Sector', { exact: true })
  await expect(sector).toBeHidden()
  await filters.getByText('Filters', { exact: true }).click()
  await expect(sector).toBeVisible()
  await sector.selectOption('fintech')
  if (!javaScriptEnabled) await filters.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/[?&]sector=fintech/)
  // A page with a filter applied opens with the disclosure open, so what applies is in sight.
  await expect(sector).toBeVisible()
  await expect(sector).toHaveValue('fintech')
  const results = page.getByRole('region', { name: 'Startups' }).getByRole('listitem')
  await expect.poll(() => results.count()).toBeLessThan(50)
  await expect(results.first()).toContainText('Fintech')

  await page.goto('/claim-profile/1')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expectNoStripeScript(page, stripeRequests)
})

test('a member: a job’s Apply on the first screen, /profile’s title on one line, no Stripe, an RSVP cancelled after asking', async ({
  page,
  signIn,
}) => {
  const stripeRequests: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('js.stripe.com')) stripeRequests.push(request.url())
  })
  await signIn(MEMBER)

  await page.goto('/profile')
  const title = page.getByRole('heading', { level: 1, name: 'My Profile' })
  const lines = await title.evaluate((element) => element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight))
  expect(lines).toBeLessThan(1.5)

  // A job the member has not applied to (the seed's member applied to a few): the newest ones are not among them.
  await page.goto('/talent-hub')
  const jobHrefs = await page
    .getByRole('article')
    .getByRole('link', { name: /View Details/ })
    .evaluateAll((links) => links.slice(0, 4).map((link) => link.getAttribute('href')!))
  let apply: Locator | null = null
  for (const jobHref of jobHrefs) {
    await page.goto(jobHref)
    const button = page.getByRole('button', { name: 'Apply', exact: true })
    if (await button.count()) {
      apply = button
      break
    }
  }
  expect(apply, 'a job the member can apply to').not.toBeNull()
  await expectOnFirstScreen(apply!)

  await page.goto('/claim-profile/1')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expectNoStripeScript(page, stripeRequests)

  // An event of the test's own, attended through the API: giving the seat up asks first.
  const eventTitle = `First Screen ${randomUUID().slice(0, 8)}`
  const created = await page.request.post('/api/events', {
    data: { title: eventTitle, location: 'Singapore', venue: 'Marina Hub', startDate: wallTime(20, 18), endDate: wallTime(20, 20), maxAttendees: 10 },
  })
  expect(created.status()).toBe(201)
  const { id } = (await created.json()) as { id: number }
  expect((await page.request.post(`/api/events/${id}/rsvp`, { data: { status: 'attending' } })).status()).toBe(200)
  await page.goto(`/events/${id}`)
  const attending = page.getByRole('link', { name: 'Attending', exact: true })
  await expectOnFirstScreen(attending)
  await attending.click()
  await expect(page).toHaveURL(/[?&]dialog=cancel-rsvp/)
  const dialog = page.getByRole('dialog', { name: 'Cancel your RSVP?' })
  await expect(dialog).toContainText(eventTitle)
  await dialog.getByRole('button', { name: 'Cancel RSVP' }).click()
  await expect(page.getByRole('button', { name: 'RSVP', exact: true })).toBeVisible()
  await expect(page).not.toHaveURL(/dialog=/)
})
