import { beforeAll, describe, expect, it } from 'vitest'
import type { PublicUser } from '~/shared/user'
import { startupMatches } from '~/models/matches.server'
import { createStartup, createUser } from '../support/factories'
import { addOpenRound, cityId, createInvestor } from '../support/matching'

// The case set of smart matching (issue 42 item 3, "Must show"; docs/decisions/0116-matching.md): five startups and
// twenty investors written out here, and for each startup the investors a person doing this by hand would pick, with
// why. Each pick must be in the startup's top five. The other investors are there to be passed over: right city but
// wrong sector, right sector but far too late, generalists, and so on.

const USD = (major: number) => major * 100

type InvestorSpec = Parameters<typeof createInvestor>[0] & { name: string; city: string }

const INVESTORS: InvestorSpec[] = [
  // ── for Ledgerly (fintech, seed, Singapore, raising USD 2M) ──
  { name: 'Merlion Ventures', type: 'vc', sectors: ['fintech', 'saas'], stages: ['seed', 'series-a'], checkSizeMinMinor: USD(1_000_000), checkSizeMaxMinor: USD(5_000_000), geographies: ['SG', 'MY', 'ID'], city: 'singapore' },
  { name: 'Straits Fintech Fund', type: 'vc', sectors: ['fintech'], stages: ['mvp', 'seed'], checkSizeMinMinor: USD(500_000), checkSizeMaxMinor: USD(3_000_000), geographies: ['SG', 'MY'], city: 'kuala-lumpur' },
  { name: 'Asia Payments Capital', type: 'cvc', sectors: ['fintech'], stages: ['seed'], checkSizeMinMinor: USD(1_000_000), checkSizeMaxMinor: USD(10_000_000), geographies: ['SG', 'HK', 'ID'], city: 'hong-kong' },
  // ── for Han Health (healthtech, series A, Seoul, raising USD 8M) ──
  { name: 'Han River Health', type: 'vc', sectors: ['healthtech'], stages: ['series-a', 'series-b'], checkSizeMinMinor: USD(5_000_000), checkSizeMaxMinor: USD(20_000_000), geographies: ['KR', 'JP'], city: 'seoul' },
  { name: 'Tokyo Medical Ventures', type: 'cvc', sectors: ['healthtech'], stages: ['series-a'], checkSizeMinMinor: USD(3_000_000), checkSizeMaxMinor: USD(15_000_000), geographies: ['JP', 'KR'], city: 'tokyo' },
  { name: 'Pan-Asia Life Sciences', type: 'vc', sectors: ['healthtech', 'deep-tech'], stages: ['early-stage', 'series-a'], checkSizeMinMinor: USD(5_000_000), checkSizeMaxMinor: USD(30_000_000), geographies: ['KR', 'SG', 'HK'], city: 'singapore' },
  // ── for Pasar Segar (foodtech, MVP, Jakarta, raising USD 300k) ──
  { name: 'Nusantara Seed', type: 'accelerator', sectors: ['foodtech', 'agritech'], stages: ['idea', 'mvp'], checkSizeMinMinor: USD(100_000), checkSizeMaxMinor: USD(500_000), geographies: ['ID'], city: 'jakarta' },
  { name: 'Impact Farm Angels', type: 'angel', sectors: ['foodtech', 'agritech'], stages: ['mvp', 'seed'], checkSizeMinMinor: USD(50_000), checkSizeMaxMinor: USD(400_000), geographies: ['ID', 'VN', 'PH'], city: 'singapore' },
  { name: 'Jakarta Founders Program', type: 'accelerator', sectors: [], stages: ['idea', 'mvp'], checkSizeMinMinor: USD(100_000), checkSizeMaxMinor: USD(300_000), geographies: ['ID'], city: 'jakarta' },
  // ── for Deskflow (SaaS, series B, Bangalore, raising USD 25M) ──
  { name: 'Deccan Growth', type: 'vc', sectors: ['saas', 'enterprise-software'], stages: ['series-b', 'series-c'], checkSizeMinMinor: USD(10_000_000), checkSizeMaxMinor: USD(50_000_000), geographies: ['IN'], city: 'bangalore' },
  { name: 'Mumbai Enterprise Partners', type: 'vc', sectors: ['saas'], stages: ['series-b'], checkSizeMinMinor: USD(15_000_000), checkSizeMaxMinor: USD(40_000_000), geographies: ['IN'], city: 'mumbai' },
  { name: 'Global SaaS Crossover', type: 'vc', sectors: ['saas'], stages: ['series-b', 'growth'], checkSizeMinMinor: USD(20_000_000), checkSizeMaxMinor: USD(100_000_000), geographies: ['IN', 'SG'], city: 'singapore' },
  // ── for Mekong Solar (cleantech, seed, Ho Chi Minh City, no round stated) ──
  { name: 'Mekong Climate Fund', type: 'vc', sectors: ['cleantech'], stages: ['seed', 'series-a'], checkSizeMinMinor: USD(1_000_000), checkSizeMaxMinor: USD(5_000_000), geographies: ['VN', 'TH'], city: 'ho-chi-minh-city' },
  { name: 'Green Asia Seed', type: 'vc', sectors: ['cleantech', 'agritech'], stages: ['mvp', 'seed'], checkSizeMinMinor: USD(250_000), checkSizeMaxMinor: USD(2_000_000), geographies: ['VN', 'ID', 'SG'], city: 'singapore' },
  { name: 'Bangkok Clean Energy', type: 'cvc', sectors: ['cleantech'], stages: ['seed'], checkSizeMinMinor: USD(500_000), checkSizeMaxMinor: USD(5_000_000), geographies: ['TH', 'VN'], city: 'bangkok' },
  // ── to be passed over ──
  { name: 'Generalist Growth Fund', type: 'vc', sectors: [], stages: ['growth', 'pre-ipo'], checkSizeMinMinor: USD(50_000_000), checkSizeMaxMinor: USD(200_000_000), geographies: [], city: 'hong-kong' },
  { name: 'Shanghai Consumer Capital', type: 'vc', sectors: ['ecommerce'], stages: ['series-a', 'series-b'], checkSizeMinMinor: USD(5_000_000), checkSizeMaxMinor: USD(20_000_000), geographies: ['CN'], city: 'shanghai' },
  { name: 'Crypto Frontier', type: 'vc', sectors: ['blockchain'], stages: ['seed'], checkSizeMinMinor: USD(500_000), checkSizeMaxMinor: USD(3_000_000), geographies: ['SG'], city: 'singapore' },
  { name: 'Tokyo Gaming Angels', type: 'angel', sectors: ['gaming'], stages: ['seed'], checkSizeMinMinor: USD(50_000), checkSizeMaxMinor: USD(300_000), geographies: ['JP'], city: 'tokyo' },
  { name: 'Dubai Fintech Late Stage', type: 'vc', sectors: ['fintech'], stages: ['series-c', 'growth'], checkSizeMinMinor: USD(30_000_000), checkSizeMaxMinor: USD(100_000_000), geographies: ['AE'], city: 'dubai' },
]

interface Case {
  startup: { name: string; sector: string; stage: string; location: string }
  /** The round being raised, in USD (null: none stated). */
  raising: number | null
  /** The investors a person would pick, and why. */
  picks: { name: string; why: string }[]
}

const CASES: Case[] = [
  {
    startup: { name: 'Ledgerly', sector: 'fintech', stage: 'seed', location: 'Singapore' },
    raising: 2_000_000,
    picks: [
      { name: 'Merlion Ventures', why: 'fintech, seed, a USD 1–5M cheque, in Singapore, invests in SG: fits on every factor' },
      { name: 'Straits Fintech Fund', why: 'a fintech seed fund writing up to USD 3M, 309 km away in Kuala Lumpur, invests in SG' },
      { name: 'Asia Payments Capital', why: 'a payments CVC doing seed rounds of USD 1–10M with SG in its countries, though based in Hong Kong' },
    ],
    // Passed over: Dubai Fintech Late Stage (fintech, but series C+ with USD 30M+ cheques), Crypto Frontier (right
    // city and stage, wrong sector).
  },
  {
    startup: { name: 'Han Health', sector: 'healthtech', stage: 'series-a', location: 'Seoul' },
    raising: 8_000_000,
    picks: [
      { name: 'Han River Health', why: 'a Seoul healthtech fund for series A and B, USD 5–20M, invests in KR' },
      { name: 'Tokyo Medical Ventures', why: 'healthtech series A, USD 3–15M, invests in KR, 1,160 km away' },
      { name: 'Pan-Asia Life Sciences', why: 'healthtech series A, USD 5–30M, invests in KR, though in Singapore' },
    ],
    // Passed over: Shanghai Consumer Capital (series A and the cheque fit, but e-commerce).
  },
  {
    startup: { name: 'Pasar Segar', sector: 'foodtech', stage: 'mvp', location: 'Jakarta' },
    raising: 300_000,
    picks: [
      { name: 'Nusantara Seed', why: 'a Jakarta foodtech accelerator for idea and MVP stage, USD 100–500k, invests in ID' },
      { name: 'Impact Farm Angels', why: 'foodtech angels at MVP and seed, up to USD 400k, invest in ID' },
      { name: 'Jakarta Founders Program', why: 'a generalist Jakarta accelerator for MVP-stage companies, USD 100–300k' },
    ],
  },
  {
    startup: { name: 'Deskflow', sector: 'saas', stage: 'series-b', location: 'Bangalore' },
    raising: 25_000_000,
    picks: [
      { name: 'Deccan Growth', why: 'a Bangalore SaaS fund for series B and C, USD 10–50M, invests in IN' },
      { name: 'Mumbai Enterprise Partners', why: 'SaaS series B, USD 15–40M, invests in IN, 845 km away' },
      { name: 'Global SaaS Crossover', why: 'SaaS series B, USD 20–100M, invests in IN, from Singapore' },
    ],
    // Passed over: Generalist Growth Fund (any sector, but growth and pre-IPO with USD 50M+ cheques).
  },
  {
    startup: { name: 'Mekong Solar', sector: 'cleantech', stage: 'seed', location: 'Ho Chi Minh City' },
    raising: null,
    picks: [
      { name: 'Mekong Climate Fund', why: 'a cleantech seed fund in Ho Chi Minh City that invests in VN' },
      { name: 'Green Asia Seed', why: 'cleantech at MVP and seed, invests in VN' },
      { name: 'Bangkok Clean Energy', why: 'a cleantech CVC doing seed rounds in TH and VN, 750 km away' },
    ],
  },
]

let founder: PublicUser
const startupIds = new Map<string, number>()

beforeAll(async () => {
  founder = await createUser({ userType: 'startup' })
  for (const { city, ...investor } of INVESTORS) await createInvestor({ ...investor, currency: 'USD', cityId: await cityId(city) })
  for (const { startup, raising } of CASES) {
    const { id } = await createStartup(founder, startup)
    if (raising !== null) await addOpenRound(id, `${raising}.00`)
    startupIds.set(startup.name, id)
  }
})

describe('the case set: the investors a person would pick are in the top five', () => {
  for (const { startup, picks } of CASES) {
    it(`${startup.name} (${startup.sector}, ${startup.stage}, ${startup.location})`, async () => {
      const { investors } = await startupMatches(founder, startupIds.get(startup.name)!, 5)
      const top = investors.map((match) => `${match.item.name} (${match.score})`)
      for (const pick of picks) {
        expect(
          investors.some((match) => match.item.name === pick.name),
          `${pick.name} — ${pick.why} — is not in the top five: ${top.join(', ')}`,
        ).toBe(true)
      }
      // Every pick shows why: its sector among its reasons.
      for (const match of investors.filter((m) => picks.some((pick) => pick.name === m.item.name))) {
        expect(match.reasons.some((reason) => reason.factor === 'sector' || reason.factor === 'stage')).toBe(true)
      }
    })
  }
})
