import { expect, test, type APIRequestContext, type Page } from './fixtures'

// The public startup profile (001 §2) against the seeded demo data. Which startup shows what is read from the /api
// twins first, so the assertions follow the data rather than guessed ids.

interface Startup {
  id: number
  name: string
  heroBanners: Array<{ title?: string }>
  subscriptionActive: boolean
  techStack: string[]
  operationAreas: string[]
}
type Row = Record<string, unknown>
interface Profile {
  startup: Startup
  tabs: Record<string, Row[]>
}

const TABS = ['team', 'jobs', 'funding', 'milestones', 'news', 'reviews', 'gallery'] as const

async function profile(request: APIRequestContext, id: number): Promise<Profile | null> {
  const response = await request.get(`/api/startups/${id}`)
  if (response.status() !== 200) return null
  const startup = (await response.json()) as Startup
  const tabs: Record<string, Row[]> = {}
  for (const tab of TABS) {
    const body = (await (await request.get(`/api/startups/${id}/${tab}`)).json()) as Row[] | { reviews: Row[] }
    // The reviews answer a page with its summary (decision 0119); the other tabs a list.
    tabs[tab] = Array.isArray(body) ? body : body.reviews
  }
  return { startup, tabs }
}

/** The first seeded startup (by id) that matches. */
async function findProfile(request: APIRequestContext, matches: (profile: Profile) => boolean): Promise<Profile> {
  for (let id = 1; id <= 40; id++) {
    const found = await profile(request, id)
    if (found && matches(found)) return found
  }
  throw new Error('no seeded startup matches')
}

const sections = (page: Page) => page.getByRole('navigation', { name: 'Profile sections' })
const panel = (page: Page) => page.locator('section[aria-labelledby="profile-tab-heading"]')

const EMPTY: Record<(typeof TABS)[number], string> = {
  team: 'No team members listed yet',
  jobs: 'No open positions right now',
  funding: 'No funding rounds announced yet',
  milestones: 'No milestones shared yet',
  news: 'No news published yet',
  reviews: 'No reviews yet',
  gallery: 'No photos or videos yet',
}

/** The text a tab's first row shows. */
function firstRowText(tab: (typeof TABS)[number], row: Row): string {
  switch (tab) {
    case 'team':
      return String(row.name)
    case 'funding':
      return String(row.series)
    case 'gallery':
      return String(row.caption)
    default:
      return String(row.title)
  }
}

test('a profile shows its header, five facts and the overview', async ({ page, request }) => {
  const { startup } = await findProfile(request, (p) => p.startup.techStack.length > 0 && p.tabs.funding!.length > 0)
  const response = await page.goto(`/startup/${startup.id}`)
  expect(response?.status()).toBe(200)

  await expect(page.getByRole('heading', { level: 1, name: startup.name })).toBeVisible()
  await expect(page).toHaveTitle(`${startup.name} | Startup Asia`)
  const facts = page.getByRole('heading', { level: 2, name: 'Key facts' }).locator('xpath=following-sibling::dl[1]')
  const fact = (label: string) =>
    facts.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]')
  for (const label of ['Location', 'Founded', 'Team', 'Stage', 'Sector']) await expect(fact(label)).toBeVisible()
  await expect(fact('Team')).toHaveText(/^\d+\+$/)
  await expect(fact('Founded')).toHaveText(/^\d{4}$/)
  const website = page.getByRole('link', { name: /^Website/ })
  await expect(website).toHaveAttribute('rel', 'noopener noreferrer')

  await expect(sections(page).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page')
  await expect(page.locator('dt', { hasText: 'Total Funding' }).locator('xpath=following-sibling::dd[1]')).toHaveText(/^(\S+\d(\.\d)?[KMBT]?)( \+ .+)?$/)
  await expect(page.getByRole('heading', { name: 'Technology Stack' })).toBeVisible()
  await expect(page.getByRole('list', { name: 'Technologies' }).getByRole('listitem')).toHaveCount(
    startup.techStack.length,
  )
  await expect(page.getByRole('heading', { name: 'Areas of Operation' })).toBeVisible()
})

test('every tab is a link the server renders, with its rows or its empty state', async ({ page, request }) => {
  const { startup, tabs } = await findProfile(
    request,
    (p) => p.tabs.team!.length > 0 && p.tabs.jobs!.length > 0 && p.tabs.reviews!.length > 0,
  )
  const withJs = test.info().project.name === 'js'
  await page.goto(`/startup/${startup.id}`)
  // With JavaScript the tabs switch in place: a value set on the window survives every switch.
  if (withJs) await page.evaluate(() => Object.assign(window, { __sameDocument: true }))

  for (const tab of TABS) {
    const link = sections(page).getByRole('link', { name: new RegExp(`^${tab}$`, 'i') })
    await expect(link).toHaveAttribute('href', `/startup/${startup.id}?tab=${tab}`)
    await link.click()
    await expect(page).toHaveURL(`/startup/${startup.id}?tab=${tab}`)
    await expect(link).toHaveAttribute('aria-current', 'page')
    const rows = tabs[tab]!
    if (rows.length > 0) await expect(panel(page).getByText(firstRowText(tab, rows[0]!)).first()).toBeVisible()
    else await expect(panel(page).getByText(EMPTY[tab])).toBeVisible()
  }
  if (withJs) expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true)

  await sections(page).getByRole('link', { name: 'Overview' }).click()
  await expect(page).toHaveURL(`/startup/${startup.id}`)
  await expect(page.getByText('Key Metrics')).toBeVisible()
})

test('a tab URL opened directly renders that tab', async ({ page, request }) => {
  const { startup, tabs } = await findProfile(request, (p) => p.tabs.gallery!.length === 0)
  await page.goto(`/startup/${startup.id}?tab=gallery`)
  await expect(sections(page).getByRole('link', { name: 'Gallery' })).toHaveAttribute('aria-current', 'page')
  await expect(panel(page).getByText(EMPTY.gallery)).toBeVisible()
  expect(tabs.gallery).toEqual([])
})

test('the hero carousel has controls with more than one banner', async ({ page, request }) => {
  const { startup } = await findProfile(request, (p) => p.startup.heroBanners.length > 1)
  const count = startup.heroBanners.length
  await page.goto(`/startup/${startup.id}`)
  const carousel = page.getByRole('region', { name: `${startup.name} banners` })
  await expect(carousel).toBeVisible()
  expect((await carousel.boundingBox())?.height).toBe(320)

  const dots = carousel.getByRole('navigation', { name: 'Choose a banner' }).getByRole('link')
  await expect(dots).toHaveCount(count)
  for (let n = 1; n <= count; n++) await expect(dots.nth(n - 1)).toHaveAttribute('href', `#banner-${n}`)
  await expect(carousel.locator('#banner-1')).toBeInViewport()

  if (test.info().project.name === 'js') {
    await expect(carousel.getByRole('button', { name: 'Previous banner' })).toBeVisible()
    const pause = carousel.getByRole('button', { name: 'Pause autoplay' })
    await expect(pause).toBeVisible()
    await pause.click()
    await expect(carousel.getByRole('button', { name: 'Play autoplay' })).toBeVisible()
    await carousel.getByRole('button', { name: 'Next banner' }).click()
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true')
    await expect(carousel.locator('#banner-2')).toBeInViewport({ ratio: 0.9 })
    // Previous from the first banner wraps round to the last.
    await carousel.getByRole('button', { name: 'Previous banner' }).click()
    await carousel.getByRole('button', { name: 'Previous banner' }).click()
    await expect(dots.nth(count - 1)).toHaveAttribute('aria-current', 'true')
  } else {
    // Without JavaScript there is nothing to autoplay: no buttons, the dots are in-page anchors into the scroll-snap.
    await expect(carousel.getByRole('button')).toHaveCount(0)
    await dots.nth(1).click()
    await expect(page).toHaveURL(new RegExp(`/startup/${startup.id}#banner-2$`))
    await expect(carousel.locator('#banner-2')).toBeInViewport({ ratio: 0.9 })
  }
})

test('the hero carousel autoplays on the profile', async ({ page, request }) => {
  test.skip(test.info().project.name !== 'js', 'autoplay needs JavaScript')
  const { startup } = await findProfile(request, (p) => p.startup.heroBanners.length > 1)
  await page.goto(`/startup/${startup.id}`)
  const carousel = page.getByRole('region', { name: `${startup.name} banners` })
  const dots = carousel.getByRole('navigation', { name: 'Choose a banner' }).getByRole('link')
  await expect(dots.first()).toHaveAttribute('aria-current', 'true')
  await page.mouse.move(0, 0)
  await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true', { timeout: 12_000 })
})

test('a startup without banners says so', async ({ page, request }) => {
  const { startup } = await findProfile(request, (p) => p.startup.heroBanners.length === 0)
  await page.goto(`/startup/${startup.id}`)
  await expect(page.getByText('No Hero Banners', { exact: true })).toBeVisible()
  await expect(page.getByText('Upload banners to showcase your startup')).toBeVisible()
})

test('an unclaimed profile links to the claim form; a claimed one shows the check', async ({ page, request }) => {
  const unclaimed = await findProfile(request, (p) => !p.startup.subscriptionActive)
  await page.goto(`/startup/${unclaimed.startup.id}`)
  await expect(page.getByText('Unclaimed', { exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Claim this profile' })).toHaveAttribute(
    'href',
    `/claim-profile/${unclaimed.startup.id}`,
  )
  await expect(page.getByRole('img', { name: 'Claimed profile' })).toHaveCount(0)

  const claimed = await findProfile(request, (p) => p.startup.subscriptionActive)
  await page.goto(`/startup/${claimed.startup.id}`)
  await expect(page.getByRole('img', { name: 'Claimed profile' })).toBeVisible()
  await expect(page.getByText('Unclaimed', { exact: true })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Claim this profile' })).toHaveCount(0)
})

for (const path of ['/startup/999999', '/startup/abc']) {
  test(`${path} is a 404 "Startup Not Found" page`, async ({ page }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Startup Not Found' })).toBeVisible()
    const back = page.getByRole('link', { name: 'Back to Startups' })
    await expect(back).toHaveAttribute('href', '/startups')
    await back.click()
    await expect(page).toHaveURL('/discover')
  })
}

test('/startups leads to /discover', async ({ page }) => {
  await page.goto('/startups')
  await expect(page).toHaveURL('/discover')
})
