import { describe, expect, it } from 'vitest'
import type { RouteConfigEntry } from '@react-router/dev/routes'
import routes from '~/routes'
import { CLAIM_BENEFITS, claimBenefits } from '~/shared/claim-benefits'
import { STARTUP_MANAGE_SECTIONS } from '~/shared/startup-manage'

// The claim page promises only what is built (issue 41 item 7): every benefit it shows links to a route of
// app/routes.ts, and a benefit whose manage section is absent is not shown.

function paths(entries: readonly RouteConfigEntry[], parent = ''): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path === undefined ? parent : `${parent}/${entry.path}`.replace(/\/+/g, '/')
    const own = entry.path === undefined && !entry.index ? [] : [path || '/']
    return [...own, ...paths(entry.children ?? [], path)]
  })
}

/** The route a URL reaches, ignoring the catch-all pages (`*`), which any URL would reach. */
function routeOf(url: string): string | undefined {
  const { pathname } = new URL(url, 'http://localhost')
  return paths(routes)
    .filter((path) => !path.includes('*'))
    .find((path) => new RegExp(`^${path.replace(/:[^/]+/g, '[^/]+').replace(/\./g, '\\.')}$`).test(pathname))
}

describe('the claim page’s benefits', () => {
  it('links every benefit it shows to a route in app/routes.ts', () => {
    const shown = claimBenefits(42)
    expect(shown.length).toBeGreaterThan(0)
    for (const benefit of shown) expect(routeOf(benefit.href), `${benefit.key} → ${benefit.href}`).toBeDefined()
    expect(shown).toContainEqual({ key: 'benefits.update', href: '/startup/42/edit' })
    expect(shown).toContainEqual({ key: 'benefits.analytics', href: '/startup/42/manage' })
    expect(shown).toContainEqual({ key: 'benefits.jobs', href: '/talent-hub?dialog=post-job' })
    expect(shown).toContainEqual({ key: 'benefits.reviews', href: '/startup/42?tab=reviews' })
  })

  it('promises every benefit now that each is built (issue 41)', () => {
    expect(claimBenefits(9).map((benefit) => benefit.key)).toEqual(CLAIM_BENEFITS.map((benefit) => benefit.key))
  })

  it('every manage section links to a route (so a benefit keyed to one does too)', () => {
    for (const section of STARTUP_MANAGE_SECTIONS) expect(routeOf(section.to(7)), section.id).toBeDefined()
  })

  it('does not promise a benefit whose section is not built', () => {
    const onlyProfile = STARTUP_MANAGE_SECTIONS.filter((section) => section.id === 'profile')
    expect(claimBenefits(3, onlyProfile).map((benefit) => benefit.key)).toEqual(['benefits.update', 'benefits.jobs', 'benefits.reviews'])
    const built = new Set(STARTUP_MANAGE_SECTIONS.map((section) => section.id))
    const hidden = CLAIM_BENEFITS.filter(({ place }) => 'section' in place && !built.has(place.section)).map((benefit) => benefit.key)
    expect(claimBenefits(3).map((benefit) => benefit.key)).toEqual(
      CLAIM_BENEFITS.map((benefit) => benefit.key).filter((key) => !hidden.includes(key)),
    )
  })

  it('shows a benefit once its section is added, linked there', () => {
    const withTeam = [...STARTUP_MANAGE_SECTIONS.filter((section) => section.id !== 'team'), { id: 'team', label: 'manage.profile' as const, to: (id: number) => `/startup/${id}/manage/team` }]
    expect(claimBenefits(5, withTeam)).toContainEqual({ key: 'benefits.team', href: '/startup/5/manage/team' })
  })
})
