import { expect, it } from 'vitest'

/**
 * The investor and mentor directories' filter SQL (docs/decisions/0117-investors-and-mentors.md), shared by the
 * embedded run and the libSQL run so both drivers answer the same. Imports the app's modules when the test runs
 * (after bootOnSqld). Every fixture's name holds TAG, so each search is confined to these rows.
 */
export const TAG = 'quokkafund'

export async function insertDirectoryFixtures() {
  const { getDb } = await import('~/server/db.server')
  const { investors, mentors } = await import('../../db/schema')
  const { cityIdForPlace } = await import('~/models/cities.server')
  const db = await getDb()
  const city = (place: string) => cityIdForPlace(db, place)
  const usd = (major: number) => major * 100
  const rows = [
    // Seed cheques in Singapore: 25K–250K.
    { name: `Alpha ${TAG} Angels`, type: 'angel' as const, location: 'Singapore', cityId: await city('Singapore'), checkSizeMinMinor: usd(25_000), checkSizeMaxMinor: usd(250_000), stages: ['pre-seed', 'seed'], sectors: ['fintech', 'saas'], isVerified: true },
    // Series A–B in Kuala Lumpur (about 310 km from Singapore): 1M–10M.
    { name: `Beta ${TAG} Ventures`, type: 'vc' as const, location: 'Kuala Lumpur', cityId: await city('Kuala Lumpur'), checkSizeMinMinor: usd(1_000_000), checkSizeMaxMinor: usd(10_000_000), stages: ['series-a', 'series-b'], sectors: ['fintech'], isVerified: true },
    // Tokyo CVC with no maximum: from 500K.
    { name: `Gamma ${TAG} Corporate`, type: 'cvc' as const, location: 'Tokyo', cityId: await city('Tokyo'), checkSizeMinMinor: usd(500_000), checkSizeMaxMinor: null, stages: ['seed', 'series-a'], sectors: ['ai'], isVerified: true, description: `Deep learning and robotics` },
    // Not verified yet: never listed.
    { name: `Delta ${TAG} Pending`, type: 'vc' as const, location: 'Singapore', cityId: await city('Singapore'), checkSizeMinMinor: usd(100_000), checkSizeMaxMinor: usd(1_000_000), stages: ['seed'], sectors: ['fintech'], isVerified: false },
    // Verified but deactivated: never listed.
    { name: `Epsilon ${TAG} Closed`, type: 'angel' as const, location: 'Singapore', cityId: await city('Singapore'), checkSizeMinMinor: usd(10_000), checkSizeMaxMinor: usd(50_000), stages: ['seed'], sectors: ['fintech'], isVerified: true, isActive: false },
    // States no cheque size: listed, but never matches a cheque filter.
    { name: `Zeta ${TAG} Accelerator`, type: 'accelerator' as const, location: 'Jakarta', cityId: await city('Jakarta'), checkSizeMinMinor: null, checkSizeMaxMinor: null, stages: ['pre-seed'], sectors: ['edtech'], isVerified: true },
  ]
  const ids: Record<string, number> = {}
  for (const row of rows) {
    const [inserted] = await db.insert(investors).values(row).returning({ id: investors.id })
    ids[row.name.split(' ')[0]!] = inserted!.id
  }
  const mentorRows = [
    { name: `Mia ${TAG} Mentor`, headline: 'Go-to-market for B2B SaaS', location: 'Singapore', cityId: await city('Singapore'), expertise: ['go-to-market', 'fundraising'], sectors: ['saas'], stages: ['pre-seed', 'seed'], languages: ['english', 'mandarin'], availability: 'open' as const, isVerified: true },
    { name: `Noa ${TAG} Mentor`, headline: 'Product and design', location: 'Seoul', cityId: await city('Seoul'), expertise: ['product'], sectors: ['ecommerce'], stages: ['series-a'], languages: ['korean', 'english'], availability: 'limited' as const, isVerified: true },
    { name: `Oli ${TAG} Mentor`, headline: 'Waiting for review', location: 'Singapore', cityId: await city('Singapore'), expertise: ['fundraising'], sectors: ['saas'], languages: ['english'], availability: 'open' as const, isVerified: false },
  ]
  for (const row of mentorRows) {
    const [inserted] = await db.insert(mentors).values(row).returning({ id: mentors.id })
    ids[row.name.split(' ')[0]!] = inserted!.id
  }
  return ids
}

export function directoryFilterCases(): void {
  const investorNames = async (query: Record<string, unknown>) => {
    const { listInvestors } = await import('~/models/investors.server')
    return (await listInvestors({ q: TAG, limit: 50, ...query })).map((card) => card.name.split(' ')[0])
  }
  const mentorNames = async (query: Record<string, unknown>) => {
    const { listMentors } = await import('~/models/mentors.server')
    return (await listMentors({ q: TAG, limit: 50, ...query })).map((card) => card.name.split(' ')[0])
  }

  it('lists verified, active investors by name, filtered by type, sector and stage', async () => {
    expect(await investorNames({})).toEqual(['Alpha', 'Beta', 'Gamma', 'Zeta'])
    expect(await investorNames({ type: 'vc' })).toEqual(['Beta'])
    expect(await investorNames({ sector: 'fintech' })).toEqual(['Alpha', 'Beta'])
    expect(await investorNames({ stage: 'seed' })).toEqual(['Alpha', 'Gamma'])
    expect(await investorNames({ stage: 'seed', sector: 'ai' })).toEqual(['Gamma'])
  })

  it('matches cheque sizes by overlap; an open bound is open, no range never matches', async () => {
    // Asked 100K–300K: Alpha (25K–250K) overlaps; Beta (from 1M) does not; Gamma (from 500K) does not.
    expect(await investorNames({ checkSizeMin: 100_000, checkSizeMax: 300_000 })).toEqual(['Alpha'])
    // Asked at least 2M: Beta (up to 10M) and Gamma (no maximum).
    expect(await investorNames({ checkSizeMin: 2_000_000 })).toEqual(['Beta', 'Gamma'])
    // Asked at most 600K: Alpha and Gamma (from 500K).
    expect(await investorNames({ checkSizeMax: 600_000 })).toEqual(['Alpha', 'Gamma'])
    // The edges touch: Alpha's maximum is exactly 250K.
    expect(await investorNames({ checkSizeMin: 250_000, checkSizeMax: 250_000 })).toEqual(['Alpha'])
  })

  it('filters by a city and by the cities within km of one', async () => {
    expect(await investorNames({ location: 'singapore' })).toEqual(['Alpha'])
    expect(await investorNames({ location: 'Kuala Lumpur' })).toEqual(['Beta'])
    expect(await investorNames({ near: 'singapore', km: 100 })).toEqual(['Alpha'])
    expect(await investorNames({ near: 'singapore', km: 400 })).toEqual(['Alpha', 'Beta'])
    expect(await investorNames({ near: 'singapore', km: 1000 })).toEqual(['Alpha', 'Beta', 'Zeta'])
    const { listInvestors } = await import('~/models/investors.server')
    await expect(listInvestors({ near: 'atlantis', limit: 10 })).rejects.toMatchObject({ status: 400 })
    await expect(listInvestors({ location: 'Atlantis', limit: 10 })).rejects.toMatchObject({ status: 400 })
  })

  it('searches the directory with FTS (substring and short words), kept in step on update', async () => {
    expect(await investorNames({ q: 'robotics' })).toEqual(['Gamma'])
    expect(await investorNames({ q: `Beta ${TAG}` })).toEqual(['Beta'])
    const { getDb } = await import('~/server/db.server')
    const { investors } = await import('../../db/schema')
    const { eq } = await import('drizzle-orm')
    const db = await getDb()
    await db.update(investors).set({ description: 'Climate hardware' }).where(eq(investors.name, `Gamma ${TAG} Corporate`))
    expect(await investorNames({ q: 'robotics' })).toEqual([])
    expect(await investorNames({ q: 'climate hardware' })).toEqual(['Gamma'])
  })

  it('lists verified, active mentors, filtered by expertise, language, availability, sector, stage and place', async () => {
    expect(await mentorNames({})).toEqual(['Mia', 'Noa'])
    expect(await mentorNames({ expertise: 'fundraising' })).toEqual(['Mia'])
    expect(await mentorNames({ language: 'korean' })).toEqual(['Noa'])
    expect(await mentorNames({ availability: 'limited' })).toEqual(['Noa'])
    expect(await mentorNames({ sector: 'saas' })).toEqual(['Mia'])
    // The stage of the startups a mentor takes on (issue 42's contract: GET /api/mentors?stage=).
    expect(await mentorNames({ stage: 'seed' })).toEqual(['Mia'])
    expect(await mentorNames({ stage: 'series-a' })).toEqual(['Noa'])
    expect(await mentorNames({ stage: 'series-c' })).toEqual([])
    expect(await mentorNames({ near: 'singapore', km: 50 })).toEqual(['Mia'])
    expect(await mentorNames({ q: 'go-to-market' })).toEqual(['Mia'])
  })
}
