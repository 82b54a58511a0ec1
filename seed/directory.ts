import { sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import * as schema from '../db/schema'
import { cityIdForPlace } from '../app/models/cities.server'

/**
 * The investor and mentor directories' demo records (issue 42 item 1; docs/decisions/0117-investors-and-mentors.md):
 * the 24 fictional funds the seeded funding rounds already name (seed/data.ts EARLY_INVESTORS, GROWTH_INVESTORS),
 * 16 more (angels, corporate VCs, accelerators), and 25 mentors, across Asia's startup cities. Cheque sizes in USD.
 * The seeded rounds link to the directory through the names their backers carry (startup_investors), so each fund's
 * page lists its portfolio. Three records are members' applications waiting for verification.
 */

type Type = (typeof schema.investors.$inferInsert)['type']
// name, type, location, cheque min–max in thousands of USD, stages, sectors, countries
type InvestorSeed = [string, Type, string, number | null, number | null, string[], string[], string[]]

const EARLY = ['pre-seed', 'seed']
const SEED_A = ['seed', 'series-a']
const GROWTH = ['series-a', 'series-b', 'series-c']

const INVESTORS: readonly InvestorSeed[] = [
  // The funds the seeded rounds name.
  ['Kopi Angels', 'angel', 'Singapore', 25, 150, EARLY, ['fintech', 'saas', 'ecommerce'], ['SG', 'MY', 'ID']],
  ['Bandra Angel Collective', 'angel', 'Mumbai', 20, 100, EARLY, ['fintech', 'edtech', 'healthtech'], ['IN']],
  ['Shibuya Seed Partners', 'vc', 'Tokyo', 200, 1_000, SEED_A, ['ai', 'saas', 'gaming'], ['JP', 'KR']],
  ['Archipelago Seed Fund', 'vc', 'Manila', 100, 750, EARLY, ['fintech', 'logistics', 'ecommerce'], ['PH', 'ID']],
  ['Nusantara First Capital', 'vc', 'Jakarta', 150, 1_000, SEED_A, ['fintech', 'agritech', 'logistics'], ['ID']],
  ['Gangnam Angel Club', 'angel', 'Seoul', 30, 200, EARLY, ['gaming', 'ai', 'ecommerce'], ['KR']],
  ['Peak Road Seed', 'vc', 'Hong Kong', 250, 1_500, SEED_A, ['fintech', 'proptech', 'insurtech'], ['HK', 'SG', 'TW']],
  ['Kampong Ventures', 'vc', 'Kuala Lumpur, Malaysia', 100, 800, EARLY, ['fintech', 'ecommerce', 'edtech'], ['MY', 'SG']],
  ['Lotus Launch Fund', 'vc', 'Bangkok, Thailand', 100, 600, EARLY, ['foodtech', 'ecommerce', 'healthtech'], ['TH', 'VN']],
  ['Red River Seed', 'vc', 'Hanoi, Vietnam', 50, 500, EARLY, ['edtech', 'fintech', 'saas'], ['VN']],
  ['Koramangala Founders Fund', 'vc', 'Bangalore', 250, 2_000, SEED_A, ['saas', 'ai', 'fintech'], ['IN']],
  ['Startup Asia Launchpad', 'accelerator', 'Singapore', 50, 150, ['idea', 'pre-seed'], ['saas', 'cleantech', 'healthtech'], ['SG', 'MY', 'ID', 'PH', 'TH', 'VN']],
  ['Straits Harbour Ventures', 'vc', 'Singapore', 2_000, 15_000, GROWTH, ['fintech', 'saas', 'logistics'], ['SG', 'ID', 'VN']],
  ['Victoria Harbour Capital', 'vc', 'Hong Kong', 3_000, 20_000, GROWTH, ['fintech', 'insurtech', 'proptech'], ['HK', 'CN', 'SG']],
  ['Han River Partners', 'vc', 'Seoul', 2_000, 12_000, GROWTH, ['ai', 'gaming', 'mobility'], ['KR', 'JP']],
  ['Mekong River Growth Fund', 'vc', 'Ho Chi Minh City, Vietnam', 5_000, 30_000, ['series-b', 'series-c', 'growth'], ['ecommerce', 'logistics', 'fintech'], ['VN', 'TH']],
  ['Lion City Corporate Ventures', 'cvc', 'Singapore', 1_000, 8_000, GROWTH, ['mobility', 'logistics', 'cleantech'], ['SG', 'MY', 'ID']],
  ['Deccan Climate Fund', 'vc', 'Bangalore', 1_500, 10_000, GROWTH, ['cleantech', 'agritech', 'mobility'], ['IN']],
  ['Sakura Bridge Capital', 'vc', 'Tokyo', 2_000, 15_000, GROWTH, ['ai', 'healthtech', 'saas'], ['JP', 'SG']],
  ['Java Sea Partners', 'vc', 'Jakarta', 1_500, 10_000, GROWTH, ['fintech', 'ecommerce', 'logistics'], ['ID', 'PH']],
  ['Andaman Growth Equity', 'vc', 'Bangkok, Thailand', 5_000, 25_000, ['series-c', 'growth'], ['foodtech', 'healthtech', 'ecommerce'], ['TH', 'MY']],
  ['Marina Crest Capital', 'vc', 'Singapore', 2_000, 12_000, GROWTH, ['saas', 'ai', 'healthtech'], ['SG', 'AU', 'IN']],
  ['Pacific Rim Growth Partners', 'vc', 'Hong Kong', 10_000, 50_000, ['series-c', 'growth', 'pre-ipo'], ['fintech', 'ecommerce', 'mobility'], ['HK', 'SG', 'JP', 'KR']],
  ['Indus Valley Growth', 'vc', 'Mumbai', 3_000, 20_000, GROWTH, ['fintech', 'ecommerce', 'edtech'], ['IN']],
  // More of the region's kinds of investor.
  ['Taipei Hardware Angels', 'angel', 'Taipei', 25, 150, EARLY, ['ai', 'cleantech', 'mobility'], ['TW']],
  ['Lantau Syndicate', 'angel', 'Hong Kong', 50, 300, EARLY, ['fintech', 'proptech'], ['HK', 'SG']],
  ['Saigon Operator Angels', 'angel', 'Ho Chi Minh City', 10, 75, ['idea', 'pre-seed', 'seed'], ['ecommerce', 'foodtech', 'edtech'], ['VN']],
  ['Cebu Tech Angels', 'angel', 'Cebu', 10, 50, ['idea', 'pre-seed'], ['saas', 'edtech'], ['PH']],
  ['Hyderabad Health Angels', 'angel', 'Hyderabad', 25, 200, EARLY, ['healthtech', 'ai'], ['IN']],
  ['Osaka Robotics CVC', 'cvc', 'Osaka', 500, 5_000, SEED_A, ['ai', 'mobility', 'logistics'], ['JP']],
  ['Busan Port Ventures', 'cvc', 'Busan', 300, 3_000, SEED_A, ['logistics', 'mobility'], ['KR']],
  ['Shenzhen Supply Chain Capital', 'cvc', 'Shenzhen', 1_000, 10_000, GROWTH, ['logistics', 'ecommerce', 'ai'], ['CN', 'VN']],
  ['Bangsar Insurance Labs', 'cvc', 'Kuala Lumpur', 250, 2_000, SEED_A, ['insurtech', 'fintech', 'healthtech'], ['MY', 'ID']],
  ['Delhi Retail Ventures', 'cvc', 'New Delhi', 500, 4_000, SEED_A, ['ecommerce', 'foodtech'], ['IN']],
  ['Pune Founders Accelerator', 'accelerator', 'Pune', 25, 100, ['idea', 'pre-seed'], ['saas', 'edtech', 'agritech'], ['IN']],
  ['Seoul Forest Accelerator', 'accelerator', 'Seoul', 50, 150, ['idea', 'pre-seed'], ['ai', 'gaming', 'healthtech'], ['KR']],
  ['Manila Bay Accelerator', 'accelerator', 'Manila', 20, 100, ['idea', 'pre-seed'], ['fintech', 'logistics'], ['PH']],
  // Members' applications, waiting for an admin.
  ['Chiang Mai Nomad Angels', 'angel', 'Chiang Mai', 10, 50, ['idea', 'pre-seed'], ['saas', 'ecommerce'], ['TH']],
  ['Penang Deep Tech Fund', 'vc', 'Penang', 200, 1_500, SEED_A, ['ai', 'cleantech'], ['MY']],
  ['Fukuoka Startup Studio', 'accelerator', 'Fukuoka', null, null, ['idea'], ['gaming', 'saas'], ['JP']],
]
const APPLICATIONS = 3

// name, headline, location, expertise, sectors, languages, availability
type MentorSeed = [string, string, string, string[], string[], string[], (typeof schema.mentors.$inferInsert)['availability']]

const MENTORS: readonly MentorSeed[] = [
  ['Mei Lin Tan', 'Two-time fintech founder, now helping teams raise their seed', 'Singapore', ['fundraising', 'go-to-market'], ['fintech', 'saas'], ['english', 'mandarin'], 'open'],
  ['Arjun Mehta', 'Former VP Engineering at a payments unicorn', 'Bangalore', ['engineering', 'hiring'], ['fintech', 'saas'], ['english', 'hindi'], 'limited'],
  ['Yuki Sato', 'Product lead who scaled a consumer app to 10M users', 'Tokyo', ['product', 'growth'], ['ecommerce', 'gaming'], ['japanese', 'english'], 'open'],
  ['Ji-woo Park', 'Games studio founder and publisher', 'Seoul', ['product', 'fundraising'], ['gaming', 'ai'], ['korean', 'english'], 'open'],
  ['Siti Rahmawati', 'Marketplace operator across Indonesia', 'Jakarta', ['operations', 'go-to-market'], ['ecommerce', 'logistics'], ['indonesian', 'english'], 'open'],
  ['Carlos Reyes', 'CFO for three Series B startups', 'Manila', ['finance', 'fundraising'], ['fintech', 'insurtech'], ['english', 'filipino'], 'limited'],
  ['Nguyen Thi Lan', 'Edtech founder, exited to a regional group', 'Ho Chi Minh City', ['go-to-market', 'product'], ['edtech'], ['vietnamese', 'english'], 'open'],
  ['Somchai Wongsakul', 'Food delivery operations at scale', 'Bangkok', ['operations', 'logistics'], ['foodtech', 'logistics'], ['thai', 'english'], 'unavailable'],
  ['Priya Raman', 'Healthtech regulatory and clinical partnerships', 'Chennai', ['regulatory', 'partnerships'], ['healthtech'], ['english', 'tamil'], 'open'],
  ['Wei Chen', 'Hardware supply chains from Shenzhen', 'Shenzhen', ['supply-chain', 'manufacturing'], ['ai', 'mobility'], ['mandarin', 'english'], 'limited'],
  ['Aisha Rahman', 'B2B SaaS sales leader for Southeast Asia', 'Kuala Lumpur', ['sales', 'go-to-market'], ['saas'], ['english', 'malay'], 'open'],
  ['Kenji Watanabe', 'Corporate venture partner, Japan market entry', 'Osaka', ['market-entry', 'partnerships'], ['mobility', 'cleantech'], ['japanese', 'english'], 'open'],
  ['Hannah Lee', 'Design director for fintech products', 'Hong Kong', ['design', 'product'], ['fintech', 'insurtech'], ['english', 'cantonese'], 'open'],
  ['Rahul Kapoor', 'Growth marketer, D2C brands', 'Mumbai', ['growth', 'marketing'], ['ecommerce'], ['english', 'hindi'], 'limited'],
  ['Lin Wei-ting', 'Semiconductor engineer turned angel', 'Taipei', ['engineering', 'fundraising'], ['ai', 'cleantech'], ['mandarin', 'english'], 'open'],
  ['Maria Santos', 'People and culture for fast-growing teams', 'Cebu', ['hiring', 'culture'], ['saas', 'edtech'], ['english', 'filipino'], 'open'],
  ['Daniel Goh', 'Lawyer for term sheets and cap tables', 'Singapore', ['legal', 'fundraising'], ['fintech', 'saas', 'proptech'], ['english', 'mandarin'], 'limited'],
  ['Tran Minh Duc', 'CTO who built a logistics platform', 'Hanoi', ['engineering', 'data'], ['logistics', 'ai'], ['vietnamese', 'english'], 'open'],
  ['Ananya Iyer', 'Climate founder, carbon markets', 'Pune', ['impact', 'fundraising'], ['cleantech', 'agritech'], ['english', 'marathi'], 'open'],
  ['Seo-yeon Kim', 'Medical AI researcher and founder', 'Seoul', ['data', 'regulatory'], ['healthtech', 'ai'], ['korean', 'english'], 'unavailable'],
  ['Budi Santoso', 'Payments partnerships with banks', 'Surabaya', ['partnerships', 'finance'], ['fintech'], ['indonesian', 'english'], 'open'],
  ['Emily Wong', 'Community and brand for consumer apps', 'Hong Kong', ['marketing', 'community'], ['ecommerce', 'gaming'], ['english', 'cantonese', 'mandarin'], 'open'],
  ['Vikram Singh', 'Enterprise sales into Indian banks', 'New Delhi', ['sales', 'partnerships'], ['fintech', 'saas'], ['english', 'hindi'], 'limited'],
  // Members' applications, waiting for an admin.
  ['Takeshi Mori', 'Indie game producer', 'Fukuoka', ['product', 'community'], ['gaming'], ['japanese'], 'open'],
  ['Nur Aisyah', 'Islamic finance product lead', 'Kuala Lumpur', ['product', 'regulatory'], ['fintech'], ['malay', 'english'], 'open'],
]

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')

export async function seedDirectory(tx: Db, memberIds: readonly number[], now: Date): Promise<void> {
  const applicant = (index: number) => memberIds[index % Math.max(1, memberIds.length)] ?? null
  const investorRows = []
  for (const [index, [name, type, location, min, max, stages, sectors, geographies]] of INVESTORS.entries()) {
    const application = index >= INVESTORS.length - APPLICATIONS
    investorRows.push({
      name,
      type,
      description: `${name} backs ${sectors.join(', ')} companies at ${stages.join(', ')} from ${location}.`,
      website: `https://${slug(name)}.example.com`,
      location,
      cityId: await cityIdForPlace(tx, location),
      checkSizeMinMinor: min === null ? null : min * 100_000,
      checkSizeMaxMinor: max === null ? null : max * 100_000,
      currency: 'USD',
      stages,
      sectors,
      geographies,
      userId: application ? applicant(index) : null,
      isVerified: !application,
      verifiedAt: application ? null : now,
    })
  }
  await tx.insert(schema.investors).values(investorRows)
  const mentorRows = []
  for (const [index, [name, headline, location, expertise, sectors, languages, availability]] of MENTORS.entries()) {
    const application = index >= MENTORS.length - 2
    mentorRows.push({
      name,
      headline,
      bio: `${headline}. Mentors founders in ${languages.join(', ')} on ${expertise.join(', ')}.`,
      photo: `/images/avatars/avatar-${(index % 4) + 1}.svg`,
      location,
      cityId: await cityIdForPlace(tx, location),
      expertise,
      sectors,
      // The stages a mentor's expertise serves: raising and going to market early, hiring and engineering later.
      stages: mentorStages(expertise),
      languages,
      availability,
      userId: application ? applicant(index + 7) : null,
      isVerified: !application,
      verifiedAt: application ? null : now,
    })
  }
  await tx.insert(schema.mentors).values(mentorRows)
  // The seeded rounds name their backers (startup_investors): each becomes a link to the directory's record.
  await tx.run(sql`
    insert or ignore into ${schema.fundingRoundInvestors} (funding_round_id, investor_id, is_lead)
    select si.funding_round_id, i.id, max(si.is_lead)
    from ${schema.startupInvestors} si join ${schema.investors} i on i.name = si.investor_name
    where si.funding_round_id is not null
    group by si.funding_round_id, i.id
  `)
}

/** The startup stages a mentor with this expertise takes on (demo data: early for fundraising and product, later for scale). */
function mentorStages(expertise: readonly string[]): string[] {
  const stages = new Set<string>()
  for (const area of expertise) {
    if (['fundraising', 'product', 'go-to-market'].includes(area)) ['idea', 'pre-seed', 'seed'].forEach((stage) => stages.add(stage))
    else ['seed', 'series-a', 'series-b'].forEach((stage) => stages.add(stage))
  }
  return [...stages]
}
