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
  '/discover',
  '/discover?foundingYearFrom=2024&foundingYearTo=2016&sector=nope',
  '/startup/1',
  '/startup/1?tab=team',
  '/startup/1?tab=funding',
  '/startup/1?tab=reviews',
  '/startup/1?tab=gallery',
  '/create-startup',
  '/talent-hub',
  '/resources',
  '/events',
  '/workspace',
  '/programs',
  '/programs?program=bootcamp',
  '/programs?program=hackathon',
  '/programs/1',
  '/programs/3',
  '/programs/99999999',
  '/media',
  '/admin',
  '/no-such-page',
] as const

export const MEMBER_PAGES = [
  '/',
  '/dashboard',
  '/discover',
  '/create-startup',
  '/creation-program',
  '/creation-program?module=3',
  '/profile',
  '/profile?edit=profile',
  '/profile?edit=password',
  '/programs',
  '/programs/1',
  '/programs/2?dialog=apply',
  '/startup/2',
  '/admin',
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
  return ((await response.json()) as { id: number }).id
}
