import type { JobType } from '~/domain/jobs'

/**
 * schema.org JobPosting structured data for a job page (docs/decisions/0029-job-page.md), so search engines can list
 * the job: rendered by the route's `meta` export as a `<script type="application/ld+json">` data block, which React
 * Router escapes and the CSP does not govern (it is not executable).
 */

/** Countries of the places the product knows (000 §9 cities and discover locations), ISO 3166-1 alpha-2. */
const COUNTRY_OF: Record<string, { code: string; name: string }> = {
  singapore: { code: 'SG', name: 'Singapore' },
  'hong kong': { code: 'HK', name: 'Hong Kong' },
  tokyo: { code: 'JP', name: 'Japan' },
  japan: { code: 'JP', name: 'Japan' },
  mumbai: { code: 'IN', name: 'India' },
  bangalore: { code: 'IN', name: 'India' },
  india: { code: 'IN', name: 'India' },
  seoul: { code: 'KR', name: 'South Korea' },
  'south korea': { code: 'KR', name: 'South Korea' },
  jakarta: { code: 'ID', name: 'Indonesia' },
  indonesia: { code: 'ID', name: 'Indonesia' },
  manila: { code: 'PH', name: 'Philippines' },
  philippines: { code: 'PH', name: 'Philippines' },
  malaysia: { code: 'MY', name: 'Malaysia' },
  'kuala lumpur': { code: 'MY', name: 'Malaysia' },
  thailand: { code: 'TH', name: 'Thailand' },
  bangkok: { code: 'TH', name: 'Thailand' },
  vietnam: { code: 'VN', name: 'Vietnam' },
}

/** Where a remote job with no known home country may be done from: the countries the platform serves. */
const REGION = ['SG', 'HK', 'JP', 'IN', 'KR', 'ID', 'PH', 'MY', 'TH', 'VN']
const REGION_NAMES: Record<string, string> = Object.fromEntries(
  Object.values(COUNTRY_OF).map((country) => [country.code, country.name]),
)

/** The country a place names ('Tokyo' → Japan; 'Singapore' → Singapore), or null. */
export function countryOf(place: string | null | undefined): { code: string; name: string } | null {
  const key = place?.trim().toLowerCase()
  if (!key) return null
  return COUNTRY_OF[key] ?? COUNTRY_OF[key.split(',').pop()!.trim()] ?? null
}

const EMPLOYMENT_TYPES: Record<JobType, string> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  contract: 'CONTRACTOR',
  internship: 'INTERN',
  other: 'OTHER',
}

export interface JobPostingSource {
  id: number
  title: string
  description: string | null
  requirements: string | null
  location: string | null
  type: JobType
  techStack: readonly string[]
  isRemote: boolean
  salary: { min?: number | null; max?: number | null; currency: string } | null
  createdAt: Date | string
  startup: { name: string; website: string | null; logo: string | null; location: string | null }
}

const country = (code: string) => ({ '@type': 'Country', name: REGION_NAMES[code] ?? code })

/** The JobPosting object for `job`, its page at `url`. */
export function jobPostingJsonLd(job: JobPostingSource, url: string): Record<string, unknown> {
  const posted = new Date(job.createdAt).toISOString().slice(0, 10)
  const city = job.location && job.location !== 'Remote' ? job.location : null
  const cityCountry = countryOf(city)
  const remote = job.isRemote || job.location === 'Remote'
  const home = cityCountry ?? countryOf(job.startup.location)
  const logo = job.startup.logo && /^https?:\/\//.test(job.startup.logo) ? job.startup.logo : undefined
  const min = typeof job.salary?.min === 'number' ? job.salary.min : undefined
  const max = typeof job.salary?.max === 'number' ? job.salary.max : undefined

  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: [job.description, job.requirements ? `Requirements: ${job.requirements}` : null]
      .filter(Boolean)
      .join('\n\n'),
    datePosted: posted,
    employmentType: EMPLOYMENT_TYPES[job.type] ?? 'OTHER',
    url,
    directApply: true,
    identifier: { '@type': 'PropertyValue', name: job.startup.name, value: String(job.id) },
    hiringOrganization: {
      '@type': 'Organization',
      name: job.startup.name,
      ...(job.startup.website ? { sameAs: job.startup.website } : {}),
      ...(logo ? { logo } : {}),
    },
    ...(city
      ? {
          jobLocation: {
            '@type': 'Place',
            address: {
              '@type': 'PostalAddress',
              addressLocality: city,
              ...(cityCountry ? { addressCountry: cityCountry.code } : {}),
            },
          },
        }
      : {}),
    ...(remote
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: home ? country(home.code) : REGION.map(country),
        }
      : {}),
    ...(job.salary && (min !== undefined || max !== undefined)
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: job.salary.currency,
            value: {
              '@type': 'QuantitativeValue',
              ...(min !== undefined ? { minValue: min } : {}),
              ...(max !== undefined ? { maxValue: max } : {}),
              unitText: 'YEAR',
            },
          },
        }
      : {}),
    ...(job.techStack.length ? { skills: job.techStack.join(', ') } : {}),
  }
}
