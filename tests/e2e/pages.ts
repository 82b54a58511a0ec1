import type { Page } from '@playwright/test'

/**
 * Every page of the product, for the sweeps that must hold everywhere (no sideways scroll on a phone, no serious
 * accessibility violation, no CSP violation). A new page is added here.
 */
export const PUBLIC_PAGES = [
  '/',
  '/auth',
  '/signup-startup',
  '/signup-public',
  '/forgot-password',
  '/reset-password?token=not-a-live-link',
  '/verify-email?token=not-a-live-link',
  '/unsubscribe?token=not-a-token',
  '/discover',
  '/investors',
  '/investors?stage=seed&checkSizeMin=100000&checkSizeMax=300000',
  '/investors?type=hedge&near=atlantis',
  '/investors/1',
  '/mentors',
  '/mentors?expertise=fundraising&near=singapore&km=100',
  '/mentors/1',
  '/discover?foundingYearFrom=2024&foundingYearTo=2016&sector=nope',
  '/discover?sector=fintech&near=singapore&km=100&dialog=near',
  '/talent-hub?near=atlantis',
  '/startup/1',
  '/startup/1?tab=team',
  '/startup/1?tab=funding',
  '/startup/1?tab=reviews',
  '/startup/1?tab=gallery',
  '/create-startup',
  '/talent-hub',
  '/talent-hub?type=gig&searchQuery=engineer',
  '/jobs/1',
  '/resources',
  '/resources?type=mentor&verified=true',
  '/resources?type=wizard&searchQuery=zzzz-nothing',
  '/resources/1',
  '/resources/999999',
  '/events',
  '/events?upcoming=false',
  '/events?category=party&location=Paris&searchQuery=zzqxv-nothing',
  '/events?dialog=create-event',
  '/events/6',
  '/events/10',
  '/events/999999',
  '/workspace',
  '/workspace?type=meeting-room&location=Tokyo',
  '/workspace?type=castle&searchQuery=zzqxv-nothing-matches',
  '/programs',
  '/programs?program=bootcamp',
  '/programs?program=hackathon',
  '/programs/1',
  '/programs/3',
  '/programs/99999999',
  '/media',
  '/media?type=story&topic=founders',
  '/media/what-tokyo-investors-look-for-in-a-seed-pitch',
  '/media/no-such-article',
  '/claim-profile/1',
  '/admin',
  '/api/docs',
  '/no-such-page',
  // The work-address link of a would-be reviewer (decision 0119).
  '/review-verification?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
  // Issue 42 item 4 (decision 0118): the tech-stack filter.
  '/talent-hub?techStack=django,react',
  // The site's own pages (issue 46 item 8, decision 0124).
  '/about',
  '/contact',
  '/contact?topic=privacy',
  '/contact?sent=1',
  '/contact-sales',
  '/contact-sales?sent=1',
  '/privacy',
  '/terms',
] as const

export const MEMBER_PAGES = [
  '/',
  '/dashboard',
  '/discover',
  '/create-startup',
  '/creation-program',
  '/creation-program?module=3',
  '/profile',
  '/notifications',
  '/alerts',
  '/resources/apply',
  '/resources/apply?as=investor',
  '/resources/apply?as=mentor',
  '/resources/1?contact=reveal',
  '/profile?edit=profile',
  '/profile?edit=password',
  '/programs',
  '/programs/1',
  '/programs/2?dialog=apply',
  '/startup/2',
  '/events',
  '/events?dialog=create-event',
  '/events/6',
  '/events/10',
  '/workspace',
  // The seed's first meeting room (ids follow WORKSPACE_TYPES: four hot desk areas, then four meeting rooms).
  '/workspace?dialog=book-workspace&workspaceId=5',
  '/workspace?dialog=book-workspace',
  // The cancel confirmation (docs/decisions/0126): the member's own booking, or 'cannot be cancelled any more'.
  '/workspace?dialog=cancel-booking&booking=1',
  '/talent-hub',
  '/talent-hub?dialog=post-job',
  // The demo member has not applied to job 3 (the apply form) and has applied to job 31 (Applied, reviewing).
  '/jobs/3',
  '/jobs/31',
  '/claim-profile/2',
  '/claim-profile/99999999',
  '/admin',
  // Issue 42 item 4 (decision 0118): what the member wants, and jobs by culture fit.
  '/profile/preferences',
  '/profile/saved-searches',
  // Personal API tokens (issue 44, decision 0137): a member without Enterprise reads where to get API access.
  '/profile/api-tokens',
  '/profile/saved-searches?url=%2Ftalent-hub%3Flocation%3DSingapore%26type%3Dfull-time',
  '/talent-hub?sort=fit',
  // Smart matching (issue 42 item 3, decision 0116).
  '/for-you',
  // Plans (issue 44, decision 0135): the subscribe step, the Plan page and its confirm step.
  '/subscribe?plan=professional',
  '/subscribe?plan=enterprise',
  '/profile/plan',
  '/profile/plan?dialog=cancel',
] as const

/**
 * Pages as the demo founder sees them (the sweeps sign in as FOUNDER for these): a job of their startup with its
 * applicants and the moves each allows, the dashboard's Hiring list, the Post Job dialog with their startups.
 */
export const FOUNDER_PAGES = [
  '/jobs/35',
  '/dashboard',
  '/talent-hub?dialog=post-job',
  // The owner's analytics of their startup Merlion Pay (issue 41 item 6).
  '/startup/1/manage',
  // The team of their startup Merlion Pay (issue 41 item 1), an entry's edit form open.
  '/startup/1/manage/team',
  '/startup/1/manage/team?edit=1',
  // Issue 41 items 2–3 (decision 0109): the demo founder's startup is 1.
  '/startup/1/manage/funding',
  '/startup/1/manage/funding?edit=1',
  '/startup/1/manage/milestones',
  '/startup/1/manage/media',
  // Issue 41 item 5 (decision 0110): the founder's Edit Job dialog.
  '/jobs/35?dialog=edit-job',
  // Issue 42 item 5 (decision 0119): the write page (the demo founder runs startup 1, so it says why not; startup 2
  // offers the work-address form) and reporting a review.
  '/startup/1/review',
  '/startup/2/review',
  '/startup/2/reviews/1/report',
  // Issue 42 item 4 (decision 0118): the edit page's Culture form.
  '/startup/1/edit',
  // Smart matching (issue 42 item 3, decision 0116): "For you" with the founder's startups, and their matches.
  '/for-you',
  '/startup/1/manage/matches',
] as const

/** The admin panel as an admin sees it (the sweeps sign in as ADMIN for these), dialogs open included. */
export const ADMIN_PAGES = [
  '/admin',
  '/admin/users',
  '/admin/investors',
  '/admin/mentors',
  // Subscription Management (issue 44 item 5, decision 0135).
  '/admin/subscriptions',
  '/admin/users?dialog=user&user=2',
  '/admin/users?dialog=edit-user&user=2',
  '/admin/users?dialog=delete-user&user=2',
  '/admin/admins?dialog=add-admin',
  '/admin/startups',
  '/admin/startups?dialog=startup&startup=1',
  '/admin/startups?dialog=edit-startup&startup=1',
  '/admin/jobs',
  '/admin/events',
  '/admin/bookings',
  '/admin/programs',
  '/admin/profile-claims',
  '/admin/outbox',
  '/admin/background-jobs',
  // Jobs Credit Management (issue 44, decision 0138).
  '/admin/jobs-credit',
  // User Transactions and Payment Management (issue 44 item 5, decision 0139).
  '/admin/transactions',
  '/admin/transactions?kind=charge&product=plan',
  '/admin/payments',
  '/admin/sales-inquiries',
  // Booking Transactions (issue 44 item 5, decision 0141), filtered too.
  '/admin/booking-transactions',
  '/admin/booking-transactions?status=confirmed',
  '/admin/reviews',
  // The Revenue Report (issue 44 item 5, decision 0140).
  '/admin/revenue',
] as const

/** Creates, through the API as a member, a startup whose name and place are long, so layouts meet long text. */
export async function createLongNamedStartup(page: Page): Promise<number> {
  const response = await page.request.post('/api/startups', {
    data: {
      name: 'Supercalifragilistic Sustainable Logistics & Cold-Chain Intelligence Platform Pte Ltd',
      description: `${'Cross-border refrigerated freight marketplace with real-time telemetry '.repeat(6)}end.`,
      sector: 'logistics',
      location: 'University innovation lab, Kuala Lumpur Sentral, Federal Territory of Kuala Lumpur, Malaysia',
      stage: 'seed',
      techStack: ['TypeScript', 'PostgreSQL', 'Kubernetes', 'Apache Kafka', 'TensorFlow Extended'],
      website: 'https://a-very-long-domain-name-for-a-cold-chain-logistics-startup.example.com',
    },
  })
  if (response.status() !== 201) throw new Error(`creating the long-named startup failed: ${response.status()}`)
  const id = ((await response.json()) as { id: number }).id
  // And a job with a long title and long tags: the newest on /talent-hub, on the profile's Jobs tab, on its page.
  const job = await page.request.post('/api/jobs', {
    data: {
      startupId: id,
      title: 'Principal Refrigerated-Freight Telemetry & Cold-Chain Reliability Engineering Lead (Southeast Asia)',
      description: `${'Own the telemetry pipeline from reefer container sensors to the dispatch dashboard. '.repeat(5)}end.`,
      location: 'Remote',
      techStack: ['TensorFlow Extended', 'Apache Kafka Streams', 'Kubernetes Operators', 'PostgreSQL'],
      salary: { min: 1_800_000_000, max: 2_400_000_000, currency: 'JPY' },
    },
  })
  if (job.status() !== 201) throw new Error(`posting the long-titled job failed: ${job.status()}`)
  return id
}
