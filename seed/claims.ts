import type { Db } from '../db/client'
import * as schema from '../db/schema'
import { DAY, slugify } from './helpers'
import type { StartupPlan } from './startups'
import { DEMO_ACCOUNTS, type People } from './users'

export async function seedClaims(tx: Db, plans: StartupPlan[], ids: Map<string, number>, people: People, today: number) {
  const unclaimed = plans.filter((plan) => !plan.row.subscriptionActive)
  const claimed = plans.filter((plan) => plan.row.subscriptionActive && plan.row.founderId !== people.founder)
  const claim = (plan: StartupPlan, claimerId: number, name: string, email: string, daysAgo: number) => ({
    startupId: ids.get(plan.row.name)!,
    claimerId,
    companyName: plan.row.name,
    claimerName: name,
    claimerEmail: email,
    claimerTitle: 'Founder & CEO',
    businessRegistration: `2019${String(10_000 + ids.get(plan.row.name)!).padStart(5, '0')}K`,
    taxId: daysAgo % 2 === 0 ? `T19LL${String(ids.get(plan.row.name)!).padStart(4, '0')}` : null,
    proofOfAuthorityUrl: `/uploads/claims/${slugify(plan.row.name)}-registration.pdf`,
    justification: `I co-founded ${plan.row.name} and am its registered director.`,
    // Demo claims are paid in test mode (docs/decisions/0048-paid-profile-claims.md).
    paymentStatus: 'paid' as const,
    paidAt: new Date(today - daysAgo * DAY),
    createdAt: new Date(today - daysAgo * DAY),
    updatedAt: new Date(today - daysAgo * DAY),
  })
  const rows: schema.NewProfileClaim[] = []
  if (unclaimed[0]) rows.push(claim(unclaimed[0], people.member, 'Arjun Pillai', DEMO_ACCOUNTS.member, 2))
  if (unclaimed[1])
    rows.push(claim(unclaimed[1], people.founders[1]!, 'Yui Tanaka', 'yui.tanaka@founders.demo.startup.asia', 1))
  if (claimed[0]) {
    rows.push({
      ...claim(claimed[0], claimed[0].row.founderId!, 'Verified founder', 'founder@claimed.demo.startup.asia', 40),
      status: 'approved',
      adminComments: 'Profile claim approved by admin',
      reviewedBy: people.team,
      reviewedAt: new Date(today - 38 * DAY),
    })
  }
  if (unclaimed[2]) {
    rows.push({
      ...claim(unclaimed[2], people.members[1]!, 'Unverified claimant', 'claimant@members.demo.startup.asia', 20),
      status: 'rejected',
      paymentStatus: 'refunded',
      adminComments: 'Profile claim rejected by admin',
      reviewedBy: people.team,
      reviewedAt: new Date(today - 18 * DAY),
    })
  }
  if (rows.length > 0) await tx.insert(schema.profileClaims).values(rows)
}
