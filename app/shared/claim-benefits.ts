import { href } from 'react-router'
import type claims from '~/locales/en/claims'
import { STARTUP_MANAGE_SECTIONS, type StartupManageSection } from './startup-manage'

/**
 * What a paid claim sells (001 §2 claim page; issue 41 item 7, docs/decisions/0111-owner-analytics.md): each benefit
 * names the place it lives — a section of the manage nav (app/shared/startup-manage.ts) or a page that exists — and
 * the claim page links it there. A benefit keyed to a section that is not in the list is not built yet, so it is not
 * shown: adding the section is what makes the promise. tests/unit/claim-benefits.test.ts checks every shown link
 * against the route table.
 */
type BenefitKey = Extract<keyof typeof claims, `benefits.${string}`>

export type ClaimBenefitPlace = { section: string } | { to: (startupId: number) => string }

export interface ClaimBenefit {
  key: BenefitKey
  place: ClaimBenefitPlace
}

export const CLAIM_BENEFITS: readonly ClaimBenefit[] = [
  { key: 'benefits.update', place: { section: 'profile' } },
  { key: 'benefits.team', place: { section: 'team' } },
  // Post Job is a dialog of the Talent Hub; each posted job's page lists its applicants for the team.
  { key: 'benefits.jobs', place: { to: () => `${href('/talent-hub')}?dialog=post-job` } },
  { key: 'benefits.milestones', place: { section: 'milestones' } },
  { key: 'benefits.media', place: { section: 'media' } },
  // Replies are written under each review on the profile's Reviews tab (docs/decisions/0110-after-posting.md).
  { key: 'benefits.reviews', place: { to: (startupId) => `${href('/startup/:id', { id: String(startupId) })}?tab=reviews` } },
  { key: 'benefits.analytics', place: { section: 'analytics' } },
]

/** The benefits that are built, each with the link to where it lives for this startup. */
export function claimBenefits(
  startupId: number,
  sections: readonly StartupManageSection[] = STARTUP_MANAGE_SECTIONS,
): Array<{ key: BenefitKey; href: string }> {
  return CLAIM_BENEFITS.flatMap(({ key, place }) => {
    if ('to' in place) return [{ key, href: place.to(startupId) }]
    const section = sections.find((candidate) => candidate.id === place.section)
    return section ? [{ key, href: section.to(startupId) }] : []
  })
}
