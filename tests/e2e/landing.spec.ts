import { expect, test } from './fixtures'

test.beforeEach(async ({ page }) => {
  const response = await page.goto('/')
  expect(response?.status()).toBe(200)
})

test('sections in the spec order', async ({ page }) => {
  const headings = page.locator('main').getByRole('heading', { level: 2 })
  await expect(headings).toHaveText([
    'Everything You Need to Grow',
    'Featured Startups',
    'Upcoming Events',
    'Premium Workspaces',
    'Loved by Founders',
    'Simple, Transparent Pricing',
    'Ready to Launch Your Startup?',
  ])
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('hero: marketing claims and both buttons', async ({ page }) => {
  const hero = page.locator('main section').first()
  for (const claim of ['5,000+', '15', '$2B+']) await expect(hero.getByText(claim, { exact: true })).toBeVisible()
  await expect(hero.getByRole('link', { name: 'Start Your Journey' })).toHaveAttribute('href', '/auth')
  await expect(hero.getByRole('link', { name: 'View Programs' })).toHaveAttribute('href', '/programs')
})

test('Explore All Startups opens the public list; the plans lead to subscribing and sales; every other login button sends the browser to /api/login', async ({ page }) => {
  // docs/decisions/0121-first-impressions.md: a button whose destination is public goes there, not to sign-in.
  await expect(page.locator('main').getByRole('link', { name: 'Explore All Startups', exact: true })).toHaveAttribute('href', '/discover')
  // docs/decisions/0135-plans-and-subscriptions.md: the trial starts at the subscribe step; Enterprise talks to us.
  await expect(page.locator('main').getByRole('link', { name: 'Start Free Trial', exact: true })).toHaveAttribute('href', '/subscribe?plan=professional')
  await expect(page.locator('main').getByRole('link', { name: 'Contact Sales', exact: true })).toHaveAttribute('href', '/contact-sales')
  for (const name of [
    'Get Started',
    'Create Startup Profile',
    'Schedule Demo',
  ]) {
    const link = page.locator('main').getByRole('link', { name, exact: true })
    await expect(link, name).toHaveCount(1)
    await expect(link, name).toHaveAttribute('href', '/api/login')
  }
})

test('feature grid: six cards', async ({ page }) => {
  const features = page.locator('section[aria-labelledby="features-heading"] li')
  await expect(features.getByRole('heading', { level: 3 })).toHaveText([
    'Startup Profiles',
    'Resource Hub',
    'Talent Hub',
    'Creation Program',
    'Smart Matching',
    'Workspace & Events',
  ])
})

test('featured startups and upcoming events come from the seeded database', async ({ page }) => {
  // The server seeded the demo data on start: the spec's samples are real rows, dated relative to today.
  const startups = page.locator('section[aria-labelledby="startups-heading"]')
  await expect(startups.getByRole('heading', { level: 3 })).toHaveText(['PayBridge', 'GreenGrid', 'MediLink'])
  for (const text of ['Series A', 'Seed', 'Series B', 'Fintech', 'CleanTech', 'HealthTech', '$5M', '$1.2M', '$25M', '+2']) {
    await expect(startups.getByText(text, { exact: false }).first(), text).toBeVisible()
  }
  await expect(startups.getByRole('list', { name: 'Team of 5' })).toContainText('Wei Lin')
  // Each startup's generated logo is drawn by /startup/{id}/logo (decision 0145) under the page's CSP, and it loads
  // once it nears the viewport (the section below the fold is laid out, and its lazy images fetched, only then: 0072).
  const logos = startups.locator('img')
  await expect(logos).toHaveCount(3)
  for (const logo of await logos.all()) {
    await expect(logo).toHaveAttribute('src', /^\/startup\/\d+\/logo\?v=m1[0-9a-z]+$/)
    await logo.scrollIntoViewIfNeeded()
    await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
  }

  const events = page.locator('section[aria-labelledby="events-heading"]')
  await expect(events.locator('li h3')).toHaveText(['Asia Tech Summit', 'Fintech Founders Meetup'])
  await expect(events.getByText('Bayfront Convention Centre, Hall A, Singapore')).toBeVisible()
  await expect(events.getByText('Harbourfront Innovation Hub, Hong Kong')).toBeVisible()
  await expect(events.getByText(/^\d+\+ attending$/)).toHaveCount(2)
  const starts = await events.locator('time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime')))
  expect(starts).toHaveLength(2)
  for (const start of starts) expect(Date.parse(start!)).toBeGreaterThan(Date.now())
  await expect(events.getByRole('link', { name: 'View All Events' })).toHaveAttribute('href', '/events')
})

test('a featured startup leads to its profile', async ({ page }) => {
  await page.locator('section[aria-labelledby="startups-heading"]').getByRole('link', { name: 'GreenGrid' }).click()
  await expect(page).toHaveURL(/\/startup\/\d+$/)
  await expect(page.getByRole('heading', { level: 1, name: 'GreenGrid' })).toBeVisible()
})

test('on a 390 px phone the team initials stand apart and clear of the funding figure', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  type Box = { x: number; y: number; width: number; height: number }
  const overlap = (a: Box, b: Box) =>
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
  const cards = page.locator('section[aria-labelledby="startups-heading"] article')
  await expect(cards).toHaveCount(3)
  for (const card of await cards.all()) {
    const boxes: Box[] = []
    for (const avatar of await card.locator('ul[aria-label^="Team of"] > li').all()) boxes.push((await avatar.boundingBox())!)
    boxes.push((await card.getByText(/raised$/).boundingBox())!)
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) expect(overlap(boxes[i]!, boxes[j]!), `${i} and ${j}`).toBe(false)
    }
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
})

test('workspaces: the starting prices and Book Now', async ({ page }) => {
  const workspaces = page.locator('section[aria-labelledby="workspaces-heading"]')
  for (const [type, price] of [
    ['Hot Desks', '$25/day'],
    ['Meeting Rooms', '$50/hour'],
    ['Podcast Booths', '$35/hour'],
    ['Event Spaces', '$200/day'],
  ] as const) {
    await expect(workspaces.locator('li').filter({ hasText: type }), type).toContainText(price)
  }
  const asia = workspaces.locator('li').filter({ hasText: 'Available Across Asia' })
  await expect(asia).toContainText('Singapore, Hong Kong, Tokyo, Mumbai and 12 more')
  await expect(asia.getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/workspace')
})

test('testimonials: three quotes with five-star rows', async ({ page }) => {
  const testimonials = page.locator('section[aria-labelledby="testimonials-heading"]')
  await expect(testimonials.locator('blockquote')).toHaveCount(3)
  await expect(testimonials.getByRole('img', { name: '5 out of 5 stars' })).toHaveCount(3)
})

test('pricing: three plans with their prices', async ({ page }) => {
  const plans = page
    .locator('section[aria-labelledby="pricing-heading"] li')
    .filter({ has: page.getByRole('heading', { level: 3 }) })
  await expect(plans).toHaveCount(3)
  await expect(plans.nth(0)).toContainText('Starter')
  await expect(plans.nth(0)).toContainText('Free')
  await expect(plans.nth(0)).toContainText('2 job postings per month')
  await expect(plans.nth(0).getByRole('link')).toHaveText('Get Started')
  await expect(plans.nth(1)).toContainText('Professional')
  await expect(plans.nth(1)).toContainText('$99/month')
  await expect(plans.nth(1)).toContainText('Popular')
  await expect(plans.nth(1).getByRole('link')).toHaveText('Start Free Trial')
  await expect(plans.nth(2)).toContainText('Enterprise')
  await expect(plans.nth(2)).toContainText('$299/month')
  await expect(plans.nth(2)).toContainText('24/7 priority support')
  await expect(plans.nth(2).getByRole('link')).toHaveText('Contact Sales')
  await expect(page.getByText('Free to start · No setup fees · Cancel anytime')).toBeVisible()
})

test('Start Your Journey leads to sign-in', async ({ page }) => {
  await page.getByRole('link', { name: 'Start Your Journey' }).click()
  await expect(page).toHaveURL(/\/auth$/)
})

test('hydrates without mismatches', async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, 'nothing hydrates without JavaScript')
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  expect(errors).toEqual([])
})
