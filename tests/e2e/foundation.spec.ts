import { expect, test } from './fixtures'

test('an unknown page answers 404 with the spec text', async ({ page }) => {
  const response = await page.goto('/this/page/does-not-exist')
  expect(response?.status()).toBe(404)
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible()
})

test('an unknown /api path answers 404 JSON', async ({ request }) => {
  for (const method of ['get', 'post'] as const) {
    const response = await request[method]('/api/does-not-exist')
    expect(response.status()).toBe(404)
    expect(response.headers()['content-type']).toContain('application/json')
    const body = (await response.json()) as { message?: unknown }
    expect(typeof body.message).toBe('string')
  }
})

test('/api/health answers 200 when the database answers', async ({ request }) => {
  const response = await request.get('/api/health')
  expect(response.status()).toBe(200)
  expect(await response.json()).toEqual({ status: 'ok' })
})

test('the home page renders from the production build', async ({ page }) => {
  const response = await page.goto('/')
  expect(response?.status()).toBe(200)
  await expect(page).toHaveTitle(/Startup Asia/)
})
