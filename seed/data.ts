import type { EventCategory, EventLocation } from '../app/domain/events'
import type { Currency } from '../app/domain/money'
import type { ResourceType } from '../app/domain/resources'
import {
  DISCOVER_LOCATIONS,
  DISCOVER_SECTORS,
  type Sector,
  type Stage as StartupStage,
} from '../app/domain/startups'

// Sample data for the seed (seed/). Vocabularies come from app/domain; the lists here are the seed's own choices,
// in an order the seed's determinism depends on.

/** 001 §5's create-form list, in the spec's order: where the seed's sector cycle starts (its determinism). */
const CREATE_SECTORS = [
  'fintech',
  'healthtech',
  'edtech',
  'ecommerce',
  'saas',
  'mobile',
  'ai',
  'blockchain',
  'cleantech',
  'foodtech',
  'proptech',
  'logistics',
  'gaming',
  'other',
] as const satisfies readonly Sector[]

/** Both spec vocabularies: the create-startup enum (001 §5) plus the discover list's extra sectors (000 §9). */
export const SECTORS: readonly Sector[] = [
  ...CREATE_SECTORS,
  ...DISCOVER_SECTORS.filter((sector) => !(CREATE_SECTORS as readonly Sector[]).includes(sector)),
]
export type { Sector }

export const STAGES = [
  'idea',
  'pre-seed',
  'mvp',
  'seed',
  'series-a',
  'series-b',
  'series-c',
  'growth',
  'mature',
  'pre-ipo',
  'ipo',
  'early-stage',
] as const satisfies readonly StartupStage[]
export type Stage = (typeof STAGES)[number]

export const LOCATIONS = DISCOVER_LOCATIONS
/** How each place is written locally: descriptions carry it, so searches in Chinese, Japanese, Korean, Thai,
 * Vietnamese or Hindi find startups too. */
export const LOCAL_NAMES: Partial<Record<(typeof DISCOVER_LOCATIONS)[number], string>> = {
  Singapore: '新加坡',
  'Hong Kong': '香港',
  Tokyo: '東京',
  Mumbai: 'मुंबई',
  Bangalore: 'ಬೆಂಗಳೂರು',
  Seoul: '서울',
  Thailand: 'ประเทศไทย',
  Vietnam: 'Việt Nam',
}

export type Location = (typeof LOCATIONS)[number]

/** Local currency per location, for funding rounds that were not raised in USD. */
export const CURRENCY_BY_LOCATION: Partial<Record<Location, Currency>> = {
  Singapore: 'SGD',
  'Hong Kong': 'HKD',
  Tokyo: 'JPY',
  Mumbai: 'INR',
  Bangalore: 'INR',
}

/**
 * First words of the demo's brand names that belong to no place: a startup, provider or space anywhere may carry one.
 * Long enough that the default demo (72 startups over 23 sectors) gives no two startups the same first word.
 */
export const NAME_PREFIXES = [
  'Lumen', 'Orbit', 'Pixel', 'Nimbus', 'Atlas', 'Summit', 'Pulse', 'Ember', 'Indigo', 'Tempo',
  'Vista', 'Aurora', 'Cobalt', 'Delta', 'Echo', 'Halo', 'Iris', 'Juno', 'Lantern', 'Onyx',
  'Harbor', 'Kite', 'Coral', 'Banyan', 'Neon', 'Quanta', 'Lotus', 'Jade', 'Monsoon', 'Bamboo',
  'Mango', 'Ginkgo', 'Beacon', 'Cedar', 'Compass', 'Drift', 'Falcon', 'Fern', 'Flint', 'Glow',
  'Granite', 'Heron', 'Hive', 'Ivory', 'Keystone', 'Kindle', 'Lark', 'Maple', 'Meridian', 'Mosaic',
  'Nova', 'Oak', 'Opal', 'Parallel', 'Pebble', 'Pine', 'Prism', 'Quill', 'Raven', 'Relay',
  'Ripple', 'Sable', 'Sail', 'Signal', 'Sparrow', 'Spruce', 'Stride', 'Sundial', 'Tandem', 'Tide',
  'Topaz', 'Torch', 'Trellis', 'Tundra', 'Vector', 'Verve', 'Willow', 'Wren', 'Zephyr', 'Amber',
  'Anchor', 'Arbor', 'Bloom', 'Brook', 'Canopy', 'Cinder', 'Crest', 'Dune', 'Fable', 'Grove',
]

/**
 * First words that belong to a place (a Korean hanok, Tokyo's sakura, Jakarta's Garuda): only a startup, provider or
 * space in that place carries one, so the demo has no "Hanok Counsel" in Mumbai. Each group's words are its own.
 */
const LOCAL_PREFIXES: readonly { places: readonly string[]; prefixes: readonly string[] }[] = [
  { places: ['Tokyo'], prefixes: ['Sakura', 'Kaizen', 'Fuji', 'Matcha', 'Nori', 'Kumo', 'Hoshi'] },
  { places: ['Seoul'], prefixes: ['Hanok', 'Hangang', 'Namsan', 'Dalbit', 'Bom'] },
  { places: ['Singapore'], prefixes: ['Merlion', 'Kopi', 'Changi', 'Tembusu'] },
  { places: ['Hong Kong'], prefixes: ['Victoria', 'Kowloon', 'Sampan', 'Lantau'] },
  { places: ['Mumbai', 'Bangalore'], prefixes: ['Saffron', 'Rickshaw', 'Chai', 'Tulsi', 'Diya', 'Kesari', 'Ganga', 'Masala'] },
  { places: ['Jakarta', 'Indonesia'], prefixes: ['Nusa', 'Garuda', 'Komodo', 'Pandan', 'Batik', 'Rinjani', 'Merapi', 'Wayang'] },
  { places: ['Manila', 'Philippines'], prefixes: ['Jeepney', 'Bayani', 'Sampaguita', 'Luzon', 'Mabuhay', 'Tala', 'Dagat'] },
  { places: ['Malaysia'], prefixes: ['Harimau', 'Borneo', 'Rimba', 'Pelita'] },
  { places: ['Thailand'], prefixes: ['Siam', 'Chao', 'Lanna', 'Phraya', 'Dok'] },
  { places: ['Vietnam'], prefixes: ['Mekong', 'Saigon', 'Sen', 'Hoa', 'Lua'] },
]

/** The place words of a location (empty for a place without any). */
export function localPrefixes(place: string): readonly string[] {
  return LOCAL_PREFIXES.find((group) => group.places.includes(place))?.prefixes ?? []
}

/** The n-th first word for a brand in `place`: every other one from the place's own words while it has some. */
export function brandPrefix(place: string, n: number): string {
  const local = localPrefixes(place)
  return local.length > 0 && n % 2 === 0
    ? local[(n >> 1) % local.length]!
    : NAME_PREFIXES[(local.length > 0 ? n >> 1 : n) % NAME_PREFIXES.length]!
}

/**
 * What each sector's startups make and for whom. Descriptions, missions and visions are composed from these with
 * the startup's own name and city, so no two startups read the same (a name is unique, and it is in every text).
 */
export interface SectorProfile {
  suffixes: string[]
  /** Noun phrases that read after "builds …". */
  products: string[]
  /** Plural noun phrases that read after "for …". */
  customers: string[]
  /** What a traction figure counts ("1,200 merchants"). */
  unit: string
  vision: string
  tech: string[]
  verticals: string[]
}

const SECTOR_PROFILES: Record<Sector, SectorProfile> = {
  fintech: {
    suffixes: ['Pay', 'Ledger', 'Capital'],
    products: ['cross-border payment rails', 'working-capital loans', 'a multi-currency business account'],
    customers: ['small merchants', 'online sellers', 'importers and exporters'],
    unit: 'merchants',
    vision: 'Every merchant in Asia paid on time, in any currency.',
    tech: ['Kotlin', 'PostgreSQL', 'Kafka', 'Go', 'AWS', 'React'],
    verticals: ['payments', 'lending', 'sme'],
  },
  healthtech: {
    suffixes: ['Health', 'Care', 'Clinic'],
    products: ['video consultations with licensed doctors', 'e-prescriptions and medicine delivery', 'clinic booking software'],
    customers: ['patients in smaller towns', 'family clinics', 'working parents'],
    unit: 'patients',
    vision: 'A good doctor one tap away for every family in Asia.',
    tech: ['React Native', 'Node.js', 'PostgreSQL', 'FHIR', 'GCP'],
    verticals: ['telemedicine', 'pharmacy'],
  },
  edtech: {
    suffixes: ['Learn', 'Academy', 'Tutor'],
    products: ['live small-group classes', 'adaptive maths practice', 'exam preparation courses'],
    customers: ['secondary-school students', 'first-generation university applicants', 'teachers in public schools'],
    unit: 'students',
    vision: 'A great teacher for every student, whatever their postcode.',
    tech: ['Next.js', 'Python', 'Django', 'WebRTC', 'PostgreSQL'],
    verticals: ['k-12', 'test-prep'],
  },
  ecommerce: {
    suffixes: ['Cart', 'Shop', 'Bazaar'],
    products: ['chat-app storefronts', 'livestream shopping tools', 'next-day fulfilment'],
    customers: ['independent brands', 'home-based sellers', 'creators with a following'],
    unit: 'sellers',
    vision: 'Any seller in Asia able to reach buyers across the region.',
    tech: ['Shopify', 'React', 'Node.js', 'Redis', 'Elasticsearch'],
    verticals: ['social-commerce', 'd2c'],
  },
  saas: {
    suffixes: ['Cloud', 'Desk', 'Flow'],
    products: ['automated invoicing and tax filing', 'payroll software', 'a shared inbox for customer support'],
    customers: ['growing SMEs', 'accounting firms', 'franchise operators'],
    unit: 'companies',
    vision: 'Back-office work that runs itself, so teams can build.',
    tech: ['TypeScript', 'React', 'PostgreSQL', 'Terraform', 'AWS'],
    verticals: ['back-office', 'hr-tech'],
  },
  mobile: {
    suffixes: ['App', 'Go', 'Mobile'],
    products: ['a super-app for bill payments and parcel pickup', 'prepaid mobile top-ups', 'a neighbourhood errands app'],
    customers: ['commuters', 'students on prepaid plans', 'busy households'],
    unit: 'people',
    vision: 'Daily errands done from one app, on any phone.',
    tech: ['Swift', 'Kotlin', 'Flutter', 'Firebase', 'Go'],
    verticals: ['consumer', 'super-app'],
  },
  ai: {
    suffixes: ['AI', 'Mind', 'Vision'],
    products: ['language models tuned for Southeast Asian languages', 'AI agents for customer support', 'document extraction'],
    customers: ['contact centres', 'banks and insurers', 'government agencies'],
    unit: 'enterprise customers',
    vision: 'AI that speaks every language of Asia.',
    tech: ['Python', 'PyTorch', 'Kubernetes', 'Ray', 'CUDA'],
    verticals: ['nlp', 'customer-support'],
  },
  blockchain: {
    suffixes: ['Chain', 'Block', 'Protocol'],
    products: ['tokenised trade-finance documents', 'on-chain settlement for remittances', 'verifiable supply-chain records'],
    customers: ['trade banks', 'freight forwarders', 'commodity traders'],
    unit: 'institutions',
    vision: 'Trade paperwork that is verified in seconds, not weeks.',
    tech: ['Solidity', 'Rust', 'TypeScript', 'IPFS', 'Ethereum'],
    verticals: ['trade-finance', 'web3'],
  },
  cleantech: {
    suffixes: ['Energy', 'Solar', 'Green'],
    products: ['rooftop solar leasing', 'battery storage as a service', 'energy monitoring sensors'],
    customers: ['factories', 'shopping malls', 'industrial parks'],
    unit: 'sites',
    vision: 'Clean power cheaper than the grid for every business in Asia.',
    tech: ['Python', 'IoT', 'TimescaleDB', 'React', 'Azure'],
    verticals: ['solar', 'storage'],
  },
  foodtech: {
    suffixes: ['Foods', 'Kitchen', 'Eats'],
    products: ['shared cloud kitchens', 'wholesale ingredient ordering', 'plant-based ready meals'],
    customers: ['neighbourhood hawkers', 'restaurant chains', 'office canteens'],
    unit: 'restaurants',
    vision: 'Good local food, delivered without the waste.',
    tech: ['Ruby on Rails', 'PostgreSQL', 'React Native', 'Redis'],
    verticals: ['cloud-kitchen', 'f&b'],
  },
  proptech: {
    suffixes: ['Homes', 'Space', 'Nest'],
    products: ['rent-to-own financing', 'digital tenancy agreements', 'property management software'],
    customers: ['first-time buyers', 'young renters', 'small landlords'],
    unit: 'tenants',
    vision: 'A fair, paperless path from renting to owning a home.',
    tech: ['Java', 'Spring Boot', 'PostgreSQL', 'React', 'AWS'],
    verticals: ['rental', 'mortgage'],
  },
  logistics: {
    suffixes: ['Logistics', 'Express', 'Freight'],
    products: ['same-day delivery', 'route optimisation software', 'cold-chain trucking'],
    customers: ['regional couriers', 'online retailers', 'fresh-produce distributors'],
    unit: 'shippers',
    vision: 'Any parcel anywhere in the region by tomorrow.',
    tech: ['Go', 'PostgreSQL', 'Kafka', 'OR-Tools', 'GCP'],
    verticals: ['last-mile', 'freight'],
  },
  gaming: {
    suffixes: ['Games', 'Play', 'Studios'],
    products: ['mobile esports titles', 'tournament software', 'casual puzzle games'],
    customers: ['players on mid-range phones', 'esports organisers', 'campus gaming clubs'],
    unit: 'players',
    vision: 'World-class games made in Asia, for everyone.',
    tech: ['Unity', 'C#', 'Go', 'Redis', 'Agones'],
    verticals: ['esports', 'mobile-games'],
  },
  other: {
    suffixes: ['Collective', 'Co', 'Hub'],
    products: ['a marketplace for verified home services', 'on-demand aircon servicing', 'booking software for salons'],
    customers: ['busy households', 'property managers', 'independent tradespeople'],
    unit: 'households',
    vision: 'Every home service booked, priced and guaranteed online.',
    tech: ['PHP', 'Laravel', 'MySQL', 'Vue.js'],
    verticals: ['services'],
  },
  mobility: {
    suffixes: ['Mobility', 'Ride', 'Move'],
    products: ['electric motorbike taxis', 'battery-swap stations', 'fleet software for EV operators'],
    customers: ['daily commuters', 'delivery riders', 'ride-hailing fleets'],
    unit: 'riders',
    vision: 'Cities in Asia that move on clean, affordable electric transport.',
    tech: ['Kotlin', 'Go', 'PostGIS', 'MQTT', 'AWS'],
    verticals: ['ev', 'ride-hailing'],
  },
  marketplace: {
    suffixes: ['Market', 'Trade', 'Exchange'],
    products: ['a B2B wholesale marketplace', 'buy-now-pay-later for trade orders', 'inventory restocking'],
    customers: ['independent retailers', 'minimarts', 'regional distributors'],
    unit: 'retailers',
    vision: 'Every corner shop stocked at big-chain prices.',
    tech: ['TypeScript', 'NestJS', 'PostgreSQL', 'Elasticsearch'],
    verticals: ['b2b', 'retail'],
  },
  insurtech: {
    suffixes: ['Insure', 'Cover', 'Shield'],
    products: ['micro-insurance priced per shift', 'health cover sold through apps', 'instant claims payouts'],
    customers: ['gig workers', 'small employers', 'motorbike owners'],
    unit: 'policyholders',
    vision: 'Insurance for the people traditional insurers left out.',
    tech: ['Python', 'FastAPI', 'PostgreSQL', 'React', 'AWS'],
    verticals: ['micro-insurance', 'gig-economy'],
  },
  'enterprise-software': {
    suffixes: ['Works', 'Systems', 'Suite'],
    products: ['procurement software', 'vendor risk management', 'a compliance workflow suite'],
    customers: ['multinational subsidiaries', 'listed manufacturers', 'regional banks'],
    unit: 'enterprises',
    vision: 'Enterprise software that fits how Asian companies actually work.',
    tech: ['Java', 'Kotlin', 'Oracle', 'Angular', 'Kubernetes'],
    verticals: ['procurement', 'erp'],
  },
  'deep-tech': {
    suffixes: ['Labs', 'Quantum', 'Photonics'],
    products: ['silicon photonics chips', 'low-power edge AI accelerators', 'quantum-safe encryption hardware'],
    customers: ['data-centre operators', 'telecom carriers', 'device makers'],
    unit: 'design partners',
    vision: 'The next generation of chips, designed in Asia.',
    tech: ['C++', 'Verilog', 'Python', 'MATLAB'],
    verticals: ['semiconductors', 'hardware'],
  },
  automotive: {
    suffixes: ['Motors', 'Auto', 'Drive'],
    products: ['used-car inspection and financing', 'connected-car diagnostics', 'an online car-parts marketplace'],
    customers: ['used-car buyers', 'independent workshops', 'dealership groups'],
    unit: 'car buyers',
    vision: 'Buying and running a car without the guesswork.',
    tech: ['React', 'Node.js', 'PostgreSQL', 'Computer Vision'],
    verticals: ['used-cars', 'auto-finance'],
  },
  'real-estate': {
    suffixes: ['Estates', 'Realty', 'Properties'],
    products: ['fractional ownership of commercial property', 'co-living operations', 'valuation data'],
    customers: ['retail investors', 'young professionals', 'property developers'],
    unit: 'investors',
    vision: 'Property ownership open to everyone, one share at a time.',
    tech: ['TypeScript', 'React', 'PostgreSQL', 'Stripe'],
    verticals: ['fractional', 'commercial'],
  },
  cybersecurity: {
    suffixes: ['Secure', 'Guard', 'Sentinel'],
    products: ['managed threat detection', 'phishing simulation and training', 'cloud security posture checks'],
    customers: ['mid-sized banks', 'hospitals', 'e-commerce platforms'],
    unit: 'organisations',
    vision: 'Enterprise-grade security for companies without a security team.',
    tech: ['Rust', 'Go', 'ClickHouse', 'eBPF', 'Kubernetes'],
    verticals: ['threat-detection', 'compliance'],
  },
  agritech: {
    suffixes: ['Farms', 'Harvest', 'Agro'],
    products: ['soil sensors', 'crop-price forecasts by SMS', 'input financing'],
    customers: ['smallholder farmers', 'farming cooperatives', 'rice mills'],
    unit: 'farmers',
    vision: 'Smallholder farmers earning more from every harvest.',
    tech: ['Python', 'IoT', 'LoRaWAN', 'PostgreSQL', 'Android'],
    verticals: ['smallholders', 'supply-chain'],
  },
}

export function sectorProfile(sector: Sector) {
  return SECTOR_PROFILES[sector]
}

/**
 * Names startups (issue 46 item 10, docs/decisions/0136): "<first word> <sector word>" ("Lumen Pay"), where the first
 * word is the place's own for every other startup of a place that has some (`localPrefixes`), else one that belongs
 * nowhere. Each list of first words is walked in order across all sectors, so no two startups share a first word until
 * the list comes round; two names from one list differ in the word, or in the sector's word and number that each turn
 * of the list moves on (sectors' words are their own, and the lists share no word), so every name is unique. Counters
 * only: a million-startup seed keeps nothing per startup.
 */
export class StartupNamer {
  private readonly counts = new Map<string, number>()

  next(sector: Sector, location: string): string {
    const local = localPrefixes(location)
    const words = local.length > 0 && this.bump(`place:${location}`) % 2 === 0 ? local : NAME_PREFIXES
    // One counter per word list, whatever the sector: the c-th name from a list takes its word c mod the list's length
    // and, each time the list comes round, the sector's next word, then a number.
    const c = this.bump(`words:${words[0]}`)
    const suffixes = SECTOR_PROFILES[sector].suffixes
    const turn = Math.floor(c / words.length)
    const round = Math.floor(turn / suffixes.length)
    return `${words[c % words.length]!} ${suffixes[turn % suffixes.length]!}${round > 0 ? ` ${round + 1}` : ''}`
  }

  private bump(key: string): number {
    const n = this.counts.get(key) ?? 0
    this.counts.set(key, n + 1)
    return n
  }
}

/** Plausible full names per location: [first name, last name]. */
const PEOPLE: Record<Location, Array<[string, string]>> = {
  Singapore: [
    ['Wei Ming', 'Tan'],
    ['Siti', 'Rahman'],
    ['Arjun', 'Pillai'],
    ['Rachel', 'Lim'],
    ['Marcus', 'Goh'],
    ['Nurul', 'Aziz'],
  ],
  'Hong Kong': [
    ['Ka Wai', 'Chan'],
    ['Hoi Yan', 'Wong'],
    ['Michael', 'Leung'],
    ['Cheuk Man', 'Lau'],
    ['Vivian', 'Cheung'],
  ],
  Tokyo: [
    ['Haruto', 'Sato'],
    ['Yui', 'Tanaka'],
    ['Kenji', 'Watanabe'],
    ['Aiko', 'Suzuki'],
    ['Ren', 'Kobayashi'],
  ],
  Mumbai: [
    ['Aarav', 'Shah'],
    ['Priya', 'Mehta'],
    ['Rohan', 'Desai'],
    ['Ananya', 'Iyer'],
    ['Kabir', 'Kapoor'],
  ],
  Bangalore: [
    ['Vikram', 'Rao'],
    ['Divya', 'Nair'],
    ['Karthik', 'Reddy'],
    ['Meera', 'Krishnan'],
    ['Aditya', 'Hegde'],
  ],
  Seoul: [
    ['Min-jun', 'Kim'],
    ['Ji-woo', 'Park'],
    ['Seo-yeon', 'Lee'],
    ['Do-yoon', 'Choi'],
    ['Ha-eun', 'Jung'],
  ],
  Jakarta: [
    ['Budi', 'Santoso'],
    ['Dewi', 'Lestari'],
    ['Rizky', 'Pratama'],
    ['Putri', 'Wulandari'],
    ['Agus', 'Setiawan'],
  ],
  Manila: [
    ['Juan', 'Dela Cruz'],
    ['Maria', 'Santos'],
    ['Paolo', 'Reyes'],
    ['Bea', 'Garcia'],
    ['Miguel', 'Bautista'],
  ],
  Malaysia: [
    ['Ahmad', 'Ismail'],
    ['Mei Ling', 'Ong'],
    ['Ravi', 'Subramaniam'],
    ['Farah', 'Hassan'],
    ['Jason', 'Teoh'],
  ],
  Thailand: [
    ['Somchai', 'Srisuk'],
    ['Nattaya', 'Wongsakul'],
    ['Anan', 'Chaiyaporn'],
    ['Kanya', 'Boonmee'],
    ['Pim', 'Rattanakosin'],
  ],
  Vietnam: [
    ['Minh', 'Nguyen'],
    ['Linh', 'Tran'],
    ['Duc', 'Pham'],
    ['Thao', 'Le'],
    ['Quang', 'Hoang'],
  ],
  Philippines: [
    ['Carlo', 'Mendoza'],
    ['Angela', 'Villanueva'],
    ['Rafael', 'Aquino'],
    ['Isabel', 'Ramos'],
    ['Jose', 'Castillo'],
  ],
  Indonesia: [
    ['Andi', 'Wijaya'],
    ['Sari', 'Kusuma'],
    ['Dimas', 'Saputra'],
    ['Ayu', 'Permata'],
    ['Hendra', 'Gunawan'],
  ],
}

export function peopleOf(location: Location): Array<[string, string]> {
  return PEOPLE[location]
}

export const TEAM_ROLES = ['CTO', 'COO', 'Head of Product', 'Head of Growth', 'Lead Engineer', 'Head of Design', 'CFO']

export interface Investor {
  name: string
  type: 'angel-network' | 'accelerator' | 'vc' | 'corporate' | 'pe'
  location: Location
}

// Fictional funds with names in the style of the region's investors: real firm names would claim investments they
// never made. Early rounds are led from the first list, Series A onwards from the second.
export const EARLY_INVESTORS: readonly Investor[] = [
  { name: 'Kopi Angels', type: 'angel-network', location: 'Singapore' },
  { name: 'Bandra Angel Collective', type: 'angel-network', location: 'Mumbai' },
  { name: 'Shibuya Seed Partners', type: 'vc', location: 'Tokyo' },
  { name: 'Archipelago Seed Fund', type: 'vc', location: 'Manila' },
  { name: 'Nusantara First Capital', type: 'vc', location: 'Jakarta' },
  { name: 'Gangnam Angel Club', type: 'angel-network', location: 'Seoul' },
  { name: 'Peak Road Seed', type: 'vc', location: 'Hong Kong' },
  { name: 'Kampong Ventures', type: 'vc', location: 'Malaysia' },
  { name: 'Lotus Launch Fund', type: 'vc', location: 'Thailand' },
  { name: 'Red River Seed', type: 'vc', location: 'Vietnam' },
  { name: 'Koramangala Founders Fund', type: 'vc', location: 'Bangalore' },
  { name: 'Startup Asia Launchpad', type: 'accelerator', location: 'Singapore' },
]

export const GROWTH_INVESTORS: readonly Investor[] = [
  { name: 'Straits Harbour Ventures', type: 'vc', location: 'Singapore' },
  { name: 'Victoria Harbour Capital', type: 'vc', location: 'Hong Kong' },
  { name: 'Han River Partners', type: 'vc', location: 'Seoul' },
  { name: 'Mekong River Growth Fund', type: 'pe', location: 'Vietnam' },
  { name: 'Lion City Corporate Ventures', type: 'corporate', location: 'Singapore' },
  { name: 'Deccan Climate Fund', type: 'vc', location: 'Bangalore' },
  { name: 'Sakura Bridge Capital', type: 'vc', location: 'Tokyo' },
  { name: 'Java Sea Partners', type: 'vc', location: 'Jakarta' },
  { name: 'Andaman Growth Equity', type: 'pe', location: 'Thailand' },
  { name: 'Marina Crest Capital', type: 'vc', location: 'Singapore' },
  { name: 'Pacific Rim Growth Partners', type: 'pe', location: 'Hong Kong' },
  { name: 'Indus Valley Growth', type: 'vc', location: 'Mumbai' },
]

/** What a milestone's text may mention about its startup. */
export interface MilestoneSubject {
  name: string
  location: string
  product: string
  customers: string
  /** The next market it operates in, when it has one. */
  secondMarket: string | null
}

/** In the order they usually happen; a startup's milestones keep this order and get increasing dates. */
export const MILESTONES: ReadonlyArray<{
  title: string
  category: string
  /** Young companies (idea to MVP) have not reached it yet. */
  later?: boolean
  text: (s: MilestoneSubject) => string
}> = [
  { title: 'Product launch', category: 'product', text: (s) => `${s.name} launched ${s.product} in ${s.location}.` },
  {
    title: 'Regulatory licence granted',
    category: 'regulatory',
    text: (s) => `${s.name} received the licence it needs to serve ${s.customers} in ${s.location}.`,
  },
  {
    title: 'Strategic partnership signed',
    category: 'partnership',
    text: (s) => `${s.name} signed a distribution partnership to reach more ${s.customers}.`,
  },
  {
    title: 'First 1,000 paying customers',
    category: 'growth',
    later: true,
    text: (s) => `${s.name} signed its thousandth paying customer.`,
  },
  {
    title: 'Expanded to a second market',
    category: 'expansion',
    later: true,
    text: (s) => `${s.name} opened in ${s.secondMarket ?? 'a second market'}.`,
  },
  {
    title: 'Reached break-even',
    category: 'financial',
    later: true,
    text: (s) => `${s.name} covered its costs from revenue for the first time.`,
  },
]

export const NEWS = [
  { type: 'news', title: (name: string) => `${name} named one of Asia's startups to watch` },
  { type: 'update', title: (name: string) => `What we shipped this quarter at ${name}` },
  { type: 'news', title: (name: string) => `${name} opens a new office` },
]

export const REVIEWS = [
  {
    title: 'Fast-paced and full of ownership',
    pros: 'You own real problems from day one and ship every week.',
    cons: 'Processes are still catching up with growth.',
    advice: 'Write more things down as the team scales.',
  },
  {
    title: 'Great mentors, long hours',
    pros: 'Founders are generous with their time and context.',
    cons: 'Crunch before launches can be intense.',
    advice: 'Protect weekends after each release.',
  },
  {
    title: 'Mission-driven team',
    pros: 'Customers love the product and you can see the impact.',
    cons: 'Pay is below big-tech levels.',
    advice: 'Benchmark salaries yearly.',
  },
  {
    title: 'Good learning curve',
    pros: 'Broad scope and supportive colleagues across offices.',
    cons: 'Priorities shift often between quarters.',
    advice: 'Share the roadmap earlier.',
  },
]

export const REVIEW_POSITIONS = ['Software Engineer', 'Product Manager', 'Designer', 'Sales Executive', 'Data Analyst']

export const JOB_TITLES = [
  'Backend Engineer',
  'Frontend Engineer',
  'Mobile Engineer',
  'Data Scientist',
  'Product Designer',
  'Product Manager',
  'Growth Marketer',
  'DevOps Engineer',
  'Business Development Manager',
  'Customer Success Lead',
] as const

/** What each demo job does, after "You will …": a posting reads as the role, not as a template (issue 46 item 10). */
export const JOB_DUTIES: Record<(typeof JOB_TITLES)[number], string> = {
  'Backend Engineer': 'design and run the services and data model behind the product, and keep them fast and reliable as usage grows',
  'Frontend Engineer': 'build the web app our customers use every day, with designers and backend engineers, from first sketch to release',
  'Mobile Engineer': 'ship our Android and iOS apps, tuned for mid-range phones and patchy connections',
  'Data Scientist': 'turn our product and market data into models and decisions: pricing, risk, forecasting and experiments',
  'Product Designer': 'research with customers, then design flows that are simple in every language we serve',
  'Product Manager': 'own a part of the product end to end: talk to customers, decide what to build, and see it through launch',
  'Growth Marketer': 'find and test the channels that bring customers in each market, and measure what works',
  'DevOps Engineer': 'run our cloud, CI and monitoring, and make deploying several times a day boring',
  'Business Development Manager': 'open partnerships and new accounts across the region, from first meeting to signed contract',
  'Customer Success Lead': 'onboard our largest customers, keep them successful, and bring what they need back to the product team',
}

export interface SeedEvent {
  title: string
  category: EventCategory
  /** A city, or 'Online'. */
  location: EventLocation
  /** The place within the city; the city itself is `location`, so cards print "venue, city" once. */
  venue: string | null
  description: string
  /** Days from today, and the local hour it starts at. */
  day: number
  localHour: number
  hours: number
  maxAttendees: number
  /** Attending RSVPs the seed writes (the seat count is theirs: docs/decisions/0032). */
  currentAttendees: number
  /** Members waiting for a seat of a full event. */
  waitlisted?: number
  price: string
  currency: Currency
}

/**
 * Five past events, then the upcoming ones soonest first. The first two upcoming are the spec's landing samples
 * (000 §2 and §9: Asia Tech Summit in Singapore for 500, Fintech Founders Meetup in Hong Kong for 200), so the
 * landing page, which shows the two soonest, shows them on a freshly seeded database.
 */
export const EVENTS: readonly SeedEvent[] = [
  {
    title: 'Founders & Funders Mixer',
    category: 'networking',
    location: 'Singapore',
    venue: 'Skyline Rooftop Lounge',
    description: 'An evening for founders to meet the investors backing the region’s next companies.',
    day: -75,
    localHour: 18,
    hours: 3,
    maxAttendees: 120,
    currentAttendees: 118,
    price: '25.00',
    currency: 'SGD',
  },
  {
    title: 'Fundraising 101 Workshop',
    category: 'workshop',
    location: 'Online',
    venue: null,
    description: 'How a seed round works, from the first investor list to the signed term sheet.',
    day: -40,
    localHour: 10,
    hours: 2,
    maxAttendees: 500,
    currentAttendees: 463,
    price: '0.00',
    currency: 'USD',
  },
  {
    title: 'Cross-border Expansion Conference',
    category: 'conference',
    location: 'Tokyo',
    venue: 'Harbour Convention Hall, Hall B',
    description: 'Two days on entering a new Asian market: regulation, hiring, partners and pricing.',
    day: -21,
    localHour: 9,
    hours: 32,
    maxAttendees: 400,
    currentAttendees: 396,
    price: '150.00',
    currency: 'USD',
  },
  {
    title: 'Women in Tech Panel',
    category: 'panel',
    location: 'Seoul',
    venue: 'University Innovation Lab',
    description: 'Founders and engineering leaders on building careers and companies in tech.',
    day: -7,
    localHour: 19,
    hours: 2,
    maxAttendees: 80,
    currentAttendees: 80,
    price: '0.00',
    currency: 'USD',
  },
  {
    title: 'Indie Hackers Meetup',
    category: 'meetup',
    location: 'Bangalore',
    venue: 'Makerspace on 12th Main',
    description: 'Five-minute demos of side projects, then pizza and feedback.',
    day: -2,
    localHour: 18,
    hours: 3,
    maxAttendees: 60,
    currentAttendees: 57,
    price: '0.00',
    currency: 'USD',
  },
  {
    title: 'Asia Tech Summit',
    category: 'conference',
    location: 'Singapore',
    venue: 'Bayfront Convention Centre, Hall A',
    description: 'The region’s founders, investors and operators: two days of keynotes, panels and pitches.',
    day: 3,
    localHour: 9,
    hours: 32,
    maxAttendees: 500,
    currentAttendees: 312,
    price: '99.00',
    currency: 'USD',
  },
  {
    title: 'Fintech Founders Meetup',
    category: 'networking',
    location: 'Hong Kong',
    venue: 'Harbourfront Innovation Hub',
    description: 'Payments, lending and wealth-tech founders compare notes on licences, banks and growth.',
    day: 8,
    localHour: 18,
    hours: 3,
    maxAttendees: 200,
    currentAttendees: 148,
    price: '0.00',
    currency: 'USD',
  },
  {
    title: 'Demo Day: Seed Stage',
    category: 'pitch',
    location: 'Mumbai',
    venue: 'Innovation Centre Auditorium',
    description: 'Twelve seed-stage startups pitch to a room of angels and early-stage funds.',
    day: 12,
    localHour: 16,
    hours: 3,
    maxAttendees: 300,
    currentAttendees: 298,
    price: '0.00',
    currency: 'USD',
  },
  {
    title: 'Product Builders Meetup',
    category: 'meetup',
    location: 'Online',
    venue: null,
    description: 'Product managers and designers share what they shipped this month and what they learned.',
    day: 16,
    localHour: 19,
    hours: 2,
    maxAttendees: 300,
    currentAttendees: 87,
    price: '0.00',
    currency: 'USD',
  },
  {
    title: 'AI in Production Workshop',
    category: 'workshop',
    location: 'Bangalore',
    venue: 'Cloud Campus, Training Room 2',
    description: 'Hands-on: evaluating, serving and monitoring language models on a startup budget.',
    day: 20,
    localHour: 10,
    hours: 4,
    maxAttendees: 40,
    currentAttendees: 40,
    waitlisted: 3,
    price: '999.00',
    currency: 'INR',
  },
  {
    title: 'Climate Tech Pitch Night',
    category: 'pitch',
    location: 'Jakarta',
    venue: 'Green Building Atrium',
    description: 'Eight climate startups pitch; investors in renewables and storage give live feedback.',
    day: 27,
    localHour: 18,
    hours: 3,
    maxAttendees: 120,
    currentAttendees: 64,
    price: '0.00',
    currency: 'USD',
  },
  {
    title: 'Fintech Regulation Panel',
    category: 'panel',
    location: 'Singapore',
    venue: 'Financial Centre Tower, Level 40',
    description: 'Regulators and founders on licensing, sandboxes and cross-border payments rules.',
    day: 35,
    localHour: 17,
    hours: 2,
    maxAttendees: 80,
    currentAttendees: 78,
    price: '35.00',
    currency: 'SGD',
  },
  {
    title: 'Startup Hiring Fair',
    category: 'networking',
    location: 'Manila',
    venue: 'Exhibition Hall 3',
    description: 'Forty startups hiring engineers, designers and operators; bring your CV.',
    day: 44,
    localHour: 10,
    hours: 6,
    maxAttendees: 500,
    currentAttendees: 214,
    price: '0.00',
    currency: 'USD',
  },
  {
    title: 'Go-to-Market in Southeast Asia',
    category: 'workshop',
    location: 'Online',
    venue: null,
    description: 'Pricing, channels and first hires for a launch in six markets at once.',
    day: 56,
    localHour: 10,
    hours: 2,
    maxAttendees: 200,
    currentAttendees: 52,
    price: '15.00',
    currency: 'USD',
  },
  {
    title: 'Angel Investing Panel',
    category: 'panel',
    location: 'Tokyo',
    venue: 'Business School Theatre',
    description: 'Angels on their first cheques, how they pick founders and what they wish they knew.',
    day: 70,
    localHour: 19,
    hours: 2,
    maxAttendees: 150,
    currentAttendees: 41,
    price: '3000.00',
    currency: 'JPY',
  },
  {
    title: 'Healthtech Founders Circle',
    category: 'networking',
    location: 'Seoul',
    venue: 'Hospital Innovation Wing',
    description: 'A small-table dinner for healthtech founders, clinicians and hospital buyers.',
    day: 90,
    localHour: 19,
    hours: 3,
    maxAttendees: 40,
    currentAttendees: 12,
    price: '0.00',
    currency: 'USD',
  },
  {
    title: 'Series A Readiness Bootcamp',
    category: 'workshop',
    location: 'Hong Kong',
    venue: 'Startup Asia Hub',
    description: 'Metrics, data room and story: a one-day bootcamp for founders raising their Series A.',
    day: 104,
    localHour: 9,
    hours: 8,
    maxAttendees: 30,
    currentAttendees: 9,
    price: '390.00',
    currency: 'HKD',
  },
]

/** Hours ahead of UTC, to start each event at a local hour. Online events are timed for Singapore. */
export const UTC_OFFSET_HOURS: Record<EventLocation, number> = {
  Singapore: 8,
  'Hong Kong': 8,
  Tokyo: 9,
  Mumbai: 5.5,
  Bangalore: 5.5,
  Seoul: 9,
  Jakarta: 7,
  Manila: 8,
  Online: 8,
}

export const RESOURCE_SPECIALTIES: Record<ResourceType, string[]> = {
  mentor: ['Go-to-market', 'Fundraising', 'Product strategy', 'Engineering leadership', 'B2B sales'],
  investor: ['Pre-seed', 'Seed', 'Series A', 'Climate', 'Fintech'],
  accelerator: ['3-month programme', 'Demo day', 'Cloud credits', 'Corporate pilots'],
  legal: ['Incorporation', 'Employee stock options', 'Term sheets', 'Data protection', 'IP'],
  finance: ['Bookkeeping', 'Tax filing', 'Financial modelling', 'Grants', 'Audit'],
  hr: ['Recruiting', 'Payroll', 'Employer of record', 'Compensation bands', 'Visas'],
}

/** Organisation name endings per resource type; mentors are people instead. */
export const RESOURCE_BRANDS: Record<Exclude<ResourceType, 'mentor'>, string[]> = {
  investor: ['Ventures', 'Capital', 'Seed Fund', 'Partners', 'Angels'],
  accelerator: ['Accelerator', 'Launchpad', 'Incubator', 'Foundry', 'Venture Studio'],
  legal: ['Legal', 'Law Partners', 'Counsel', 'IP Chambers', 'Legal LLP'],
  finance: ['Accounting', 'CFO Services', 'Tax Advisory', 'Finance Partners', 'Audit'],
  hr: ['Talent', 'People Ops', 'Payroll', 'HR Partners', 'Recruiting'],
}

export const RESOURCE_BLURBS: Record<ResourceType, string> = {
  mentor: 'Former founder who has scaled teams across Asia; weekly office hours for early-stage founders.',
  investor: 'Backs pre-seed to Series A founders building for Asian markets; cheques from USD 100k to 3M.',
  accelerator: 'Three-month programme with mentorship, cloud credits, corporate pilots and a demo day.',
  legal: 'Fixed-fee packages for incorporation, ESOPs, term sheets and data-protection compliance.',
  finance: 'Bookkeeping, tax filing and fractional CFO support priced for startups.',
  hr: 'Recruiting, payroll and employer-of-record services across twelve Asian markets.',
}

export const WORKSPACE_AMENITIES = [
  'Wi-Fi',
  'Coffee',
  'Printing',
  'Lockers',
  'Phone booths',
  'Projector',
  '24/7 access',
  'Showers',
]

/**
 * Media & PR sample items (001 §3 Media item): every contentType, both authorTypes, a topic each (a content category
 * slug), Markdown bodies. Stories are bylined by a startup's founder (startup_admin); articles and press releases by
 * the Startup Asia team (main_admin). Drafts never appear anywhere public.
 */
export interface SampleMediaItem {
  title: string
  category: 'article' | 'story' | 'press_release'
  topic: string
  tags: readonly string[]
  byline?: { name: string; title: string; company: string }
  /** Markdown paragraphs after the lead. */
  body: readonly string[]
  draft?: boolean
}

const TEAM_BYLINE = { name: 'Mei Lin Tan', title: 'Editor', company: 'Startup Asia' }

export const BLOG_POSTS: readonly SampleMediaItem[] = [
  {
    title: 'How Southeast Asian startups raised in a tighter market',
    category: 'article',
    topic: 'funding',
    tags: ['funding', 'southeast-asia'],
    byline: TEAM_BYLINE,
    body: [
      '## Smaller rounds, longer runways',
      'Seed rounds in Singapore, Jakarta and Manila got **smaller but not rarer**: founders raised less, more often from angels and regional micro-funds.',
      '- Runway targets moved from 18 to 24–30 months\n- Bridge rounds from existing investors became the norm\n- Revenue, not user growth, led most pitches',
      'Read the [Startup Asia funding guide](/media) for the questions to ask before a term sheet.',
    ],
  },
  {
    title: 'From hawker stall to cloud kitchen: a founder story',
    category: 'story',
    topic: 'founders',
    tags: ['foodtech', 'founders'],
    byline: { name: 'Arjun Mehta', title: 'Co-founder & CEO', company: 'KitchenGrid' },
    body: [
      'My father ran a hawker stall for thirty years. When rents doubled, we moved his recipes into a shared kitchen and onto three delivery apps.',
      '## What we got wrong',
      'We priced for the dine-in customer. Delivery customers order differently: *fewer dishes, larger portions, later at night*.',
      '> Cook for the customer you have, not the one you remember.',
    ],
  },
  {
    title: 'Startup Asia launches its Batch 7 accelerator',
    category: 'press_release',
    topic: 'programs',
    tags: ['programs'],
    body: [
      '**SINGAPORE** — Startup Asia today opened applications for Batch 7 of its accelerator, a twelve-week programme for pre-seed and seed teams across the region.',
      'Selected teams receive mentoring, workspace credits across eight cities and a demo day with more than 60 investors.',
      'Applications close in six weeks. Founders can apply from the Programs page.',
    ],
  },
  {
    title: 'Hiring your first ten engineers in Bangalore',
    category: 'article',
    topic: 'hiring',
    tags: ['hiring', 'india'],
    byline: TEAM_BYLINE,
    body: [
      'Bangalore has the deepest engineering pool in Asia, and the most competition for it.',
      '1. Write the job around the problem, not the stack\n2. Pay for a fast, respectful process\n3. Offer real ownership: ESOPs with a clear exercise window',
      '`Time to offer` under ten days was the single best predictor of acceptance among the teams we spoke to.',
    ],
  },
  {
    title: 'What Tokyo investors look for in a seed pitch',
    category: 'article',
    topic: 'funding',
    tags: ['funding', 'japan'],
    byline: { name: 'Kenji Watanabe', title: 'Partner', company: 'Sakura Seed Partners' },
    body: [
      'Japanese seed investors take longer to decide and stay longer once they do.',
      '## Three things to prepare',
      '- A Japanese-language one-pager\n- A clear path to a domestic corporate partner\n- Unit economics per prefecture, not just per country',
    ],
  },
  {
    title: 'Building for 200 million smartphone users in Indonesia',
    category: 'story',
    topic: 'founders',
    tags: ['mobile', 'indonesia'],
    byline: { name: 'Putri Wijaya', title: 'Founder', company: 'Warung Pintar Digital' },
    body: [
      'Our first app was 80 MB. Most of our users had 2 GB phones that were already full.',
      'We rebuilt it as a 9 MB app that works offline and syncs over patchy 3G. Daily active users tripled in a quarter.',
    ],
  },
  {
    title: 'Startup Asia partners with regional co-working networks',
    category: 'press_release',
    topic: 'programs',
    tags: ['workspace'],
    body: [
      '**HONG KONG** — Startup Asia members can now book hot desks, meeting rooms and podcast booths in partner spaces across eight cities.',
      'Members on the Professional plan receive workspace discounts from the first booking.',
    ],
  },
  {
    title: 'Climate tech is Asia’s next big bet',
    category: 'article',
    topic: 'funding',
    tags: ['cleantech', 'funding'],
    byline: TEAM_BYLINE,
    body: [
      'Grid storage, agritech and low-carbon materials drew a record share of regional venture funding this year.',
      '| Segment | Deals |\n| --- | --- |\n| Energy storage | 41 |\n| Agritech | 35 |\n| Materials | 18 |',
    ],
  },
  {
    title: 'Lessons from a Seoul gaming studio’s global launch',
    category: 'story',
    topic: 'founders',
    tags: ['gaming', 'korea'],
    byline: { name: 'Ji-woo Park', title: 'CEO', company: 'Hanbit Play' },
    body: [
      'We launched in 14 languages on day one. In hindsight, three would have been enough.',
      'Localisation is not translation: our best-performing market changed the art style, not just the text.',
    ],
  },
  {
    title: 'A founder’s guide to employee stock options in Singapore',
    category: 'article',
    topic: 'hiring',
    tags: ['legal', 'singapore'],
    byline: { name: 'Rachel Lim', title: 'Counsel', company: 'Lim & Partners' },
    body: [
      'An ESOP is a promise; make it one your team understands.',
      '## The basics',
      '- Vesting: four years with a one-year cliff is standard\n- Exercise window: 90 days is common, longer is kinder\n- Tax: gains are taxed on exercise unless a qualifying scheme applies',
    ],
  },
  {
    title: 'Draft: our 2026 ecosystem report',
    category: 'article',
    topic: 'funding',
    tags: ['research'],
    body: ['Unpublished notes for the annual report.'],
    draft: true,
  },
  {
    title: 'Draft: community guidelines refresh',
    category: 'press_release',
    topic: 'programs',
    tags: ['community'],
    body: ['Unpublished draft.'],
    draft: true,
  },
]

/** Media topics (content categories); a child topic is matched by its parent's filter too. */
export const MEDIA_TOPICS = [
  { name: 'Funding', slug: 'funding', description: 'Raising money and the investors behind it', color: '#2563eb', icon: 'banknote' },
  { name: 'Hiring', slug: 'hiring', description: 'Building and keeping a team', color: '#7c3aed', icon: 'users' },
  { name: 'Founder stories', slug: 'founders', description: 'Founders in their own words', color: '#16a34a', icon: 'book-open' },
  { name: 'Programs & news', slug: 'programs', description: 'Startup Asia announcements', color: '#dc2626', icon: 'megaphone' },
] as const

export interface SampleTeamMember {
  name: string
  role: string
  isFounder: boolean
  /** The member who claimed the profile: they get an account (without a password) and own the startup. */
  owner?: boolean
}

export interface SampleRound {
  roundType: (typeof ROUND_TYPES)[number]
  /** Whole US dollars. */
  amount: number
  lead: string
  coInvestors: string[]
}

export interface SampleStartup {
  name: string
  description: string
  sector: Sector
  stage: Stage
  location: Location
  /** Who it serves, for the texts generated around it. */
  customers: string
  teamSize: number
  /** Founded this many days before the seed runs. */
  foundedDaysAgo: number
  team: SampleTeamMember[]
  rounds: SampleRound[]
}

/** Funding round types in the order a company raises them. */
export const ROUND_TYPES = ['pre-seed', 'seed', 'series-a', 'series-b', 'series-c'] as const
export type RoundType = (typeof ROUND_TYPES)[number]

/**
 * The landing page's sample startups (000 §2 and §3: PayBridge, GreenGrid, MediLink with their stages, sectors,
 * totals and teams) as real rows: the landing page features them from the database. Their totals add up to the
 * spec's figures ($5M, $1.2M, $25M) and their founders are the people quoted in the landing's testimonials.
 */
export const SAMPLE_STARTUPS: readonly SampleStartup[] = [
  {
    name: 'MediLink',
    description: 'Telehealth and clinic software connecting patients with specialists.',
    sector: 'healthtech',
    stage: 'series-b',
    location: 'Tokyo',
    customers: 'patients and clinics',
    teamSize: 140,
    foundedDaysAgo: 6 * 365 + 40,
    team: [
      { name: 'Yuki Tanaka', role: 'Co-founder & Chief Medical Officer', isFounder: true },
      { name: 'Priya Nair', role: 'CEO & Co-founder', isFounder: true, owner: true },
      { name: 'Min-jun Kim', role: 'CTO', isFounder: false },
      { name: 'Daniel Wong', role: 'Head of Partnerships', isFounder: false },
    ],
    rounds: [
      { roundType: 'pre-seed', amount: 500_000, lead: 'Shibuya Seed Partners', coInvestors: ['Kopi Angels'] },
      { roundType: 'seed', amount: 1_500_000, lead: 'Peak Road Seed', coInvestors: ['Shibuya Seed Partners'] },
      {
        roundType: 'series-a',
        amount: 6_000_000,
        lead: 'Sakura Bridge Capital',
        coInvestors: ['Peak Road Seed', 'Gangnam Angel Club'],
      },
      {
        roundType: 'series-b',
        amount: 17_000_000,
        lead: 'Pacific Rim Growth Partners',
        coInvestors: ['Sakura Bridge Capital', 'Han River Partners'],
      },
    ],
  },
  {
    name: 'GreenGrid',
    description: 'Solar micro-grids and battery storage for island communities.',
    sector: 'cleantech',
    stage: 'seed',
    location: 'Jakarta',
    customers: 'island communities',
    teamSize: 14,
    foundedDaysAgo: 2 * 365 + 100,
    team: [
      { name: 'Budi Santoso', role: 'Founder & CEO', isFounder: true, owner: true },
      { name: 'Ayu Lestari', role: 'Co-founder & CTO', isFounder: true },
    ],
    rounds: [
      { roundType: 'pre-seed', amount: 300_000, lead: 'Nusantara First Capital', coInvestors: [] },
      {
        roundType: 'seed',
        amount: 900_000,
        lead: 'Archipelago Seed Fund',
        coInvestors: ['Nusantara First Capital', 'Startup Asia Launchpad'],
      },
    ],
  },
  {
    name: 'PayBridge',
    description: 'Cross-border payments for small merchants trading across Southeast Asia.',
    sector: 'fintech',
    stage: 'series-a',
    location: 'Singapore',
    customers: 'small merchants',
    teamSize: 45,
    foundedDaysAgo: 4 * 365 + 200,
    team: [
      { name: 'Wei Lin', role: 'Co-founder & CEO', isFounder: true, owner: true },
      { name: 'Arjun Mehta', role: 'Co-founder & CTO', isFounder: true },
      { name: 'Siti Rahman', role: 'Head of Operations', isFounder: false },
      { name: 'Kenji Sato', role: 'Lead Engineer', isFounder: false },
      { name: 'Maria Santos', role: 'Head of Growth', isFounder: false },
    ],
    rounds: [
      { roundType: 'pre-seed', amount: 400_000, lead: 'Kopi Angels', coInvestors: [] },
      { roundType: 'seed', amount: 1_100_000, lead: 'Startup Asia Launchpad', coInvestors: ['Kopi Angels'] },
      {
        roundType: 'series-a',
        amount: 3_500_000,
        lead: 'Straits Harbour Ventures',
        coInvestors: ['Lion City Corporate Ventures', 'Startup Asia Launchpad'],
      },
    ],
  },
]
