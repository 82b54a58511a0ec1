import { describe, expect, it } from 'vitest'
import { action as healthAction } from '~/routes/api/health'
import { action as discoverAction } from '~/routes/discover/route'
import { action as homeAction } from '~/routes/home'
import { action as startupsAction } from '~/routes/startups-redirect'
import { routeArgs } from '../support/factories'
import { settle } from '../support/http'

describe('routes without form posts', () => {
  it('answer a POST with 405 (pages) or 405 JSON (api), never a 500', async () => {
    for (const action of [homeAction, discoverAction]) {
      let status = 0
      try {
        action()
      } catch (error) {
        status = (error as { init?: { status?: number } }).init?.status ?? 0
      }
      expect(status).toBe(405)
    }
    const health = await healthAction(routeArgs(new Request('http://localhost/api/health', { method: 'POST' })))
    expect(health.status).toBe(405)
    expect(await health.json()).toEqual({ message: 'Method not allowed' })
  })

  it('sends a post to /startups on to /discover', async () => {
    const response = await settle(() => startupsAction())
    expect(response.status).toBe(303)
    expect(response.headers.get('Location')).toBe('/discover')
  })
})
