import { describe, expect, it } from 'vitest'
import {
  APPLICATION_STATUSES,
  canMoveApplication,
  statusesLeadingTo,
  toExperienceLevel,
  toJobLocation,
  toJobType,
} from '~/domain/jobs'
import { countryOf, jobPostingJsonLd, type JobPostingSource } from '~/shared/job-posting'
import { applySchema, jobQuerySchema, postJobSchema } from '~/schemas/job'

const errorsOf = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]))

describe('job vocabulary', () => {
  it('reads job types, levels and locations by slug or label, any case', () => {
    expect(toJobType('Full Time')).toBe('full-time')
    expect(toJobType('INTERNSHIP')).toBe('internship')
    expect(toJobType('other')).toBe('other')
    expect(toJobType('freelance')).toBeNull()
    expect(toExperienceLevel('Senior')).toBe('senior')
    expect(toJobLocation('hong kong')).toBe('Hong Kong')
    expect(toJobLocation('REMOTE')).toBe('Remote')
    expect(toJobLocation('Paris')).toBeNull()
    expect(toJobLocation('')).toBeNull()
  })

  it('moves applications new → reviewing → rejected / hired, a new one may be turned down, the ends are final', () => {
    const allowed = APPLICATION_STATUSES.flatMap((from) =>
      APPLICATION_STATUSES.filter((to) => canMoveApplication(from, to)).map((to) => `${from}→${to}`),
    )
    expect(allowed).toEqual(['new→reviewing', 'new→rejected', 'reviewing→rejected', 'reviewing→hired'])
    expect(statusesLeadingTo('rejected')).toEqual(['new', 'reviewing'])
    expect(statusesLeadingTo('new')).toEqual([])
  })
})

describe('postJobSchema (the Post Job dialog and POST /api/jobs)', () => {
  const base = { startupId: 3, title: 'Engineer', description: 'Build things.', location: 'Tokyo' }

  it('applies 000 §5 defaults and keeps a salary only when min or max is given', () => {
    expect(postJobSchema.parse(base)).toEqual({
      ...base,
      type: 'full-time',
      experienceLevel: 'mid',
      techStack: [],
      isRemote: false,
      salary: undefined,
    })
    expect(postJobSchema.parse({ ...base, salary: { currency: 'SGD' } }).salary).toBeUndefined()
    expect(postJobSchema.parse({ ...base, salary: { max: 9 } }).salary).toEqual({ max: 9, currency: 'USD' })
  })

  it('reads the form’s text: startup id, checkbox, nested salary fields, blank meaning absent', () => {
    const parsed = postJobSchema.parse({
      ...base,
      startupId: '3',
      isRemote: 'on',
      type: '',
      experienceLevel: 'Lead',
      salary: { min: '72000', max: '', currency: 'sgd' },
      requirements: '  ',
    })
    expect(parsed).toMatchObject({ startupId: 3, isRemote: true, type: 'full-time', experienceLevel: 'lead' })
    expect(parsed.salary).toEqual({ min: 72000, currency: 'SGD' })
    expect(parsed.requirements).toBeUndefined()
  })

  it('words every refusal for people and puts it on its field', () => {
    const result = postJobSchema.safeParse({
      startupId: 'x',
      title: 'x'.repeat(256),
      description: '',
      location: 'Mars',
      type: 'gig',
      experienceLevel: 'guru',
      isRemote: 'perhaps',
      salary: { min: -5, max: 1.5, currency: 'EUR' },
    })
    expect(errorsOf(result)).toEqual({
      startupId: 'Please choose one of your startups',
      title: 'Job title must be at most 255 characters',
      description: 'Job description is required',
      location: 'Please select a location',
      type: 'Please select a job type',
      experienceLevel: 'Please select an experience level',
      isRemote: 'isRemote must be true or false',
      'salary.min': 'Minimum salary must be a whole number, 0 or more',
      'salary.max': 'Maximum salary must be a whole number, 0 or more',
      'salary.currency': 'Currency must be one of USD, SGD, HKD, JPY, INR',
    })
    expect(errorsOf(postJobSchema.safeParse({ ...base, salary: { min: 10, max: 5 } }))).toEqual({
      'salary.max': 'Maximum salary must not be below the minimum',
    })
  })

  it('trims tech stack entries and drops blanks and repeats', () => {
    expect(postJobSchema.parse({ ...base, techStack: [' Go', 'go ', '', 'Rust'] }).techStack).toEqual(['Go', 'Rust'])
  })
})

describe('jobQuerySchema and applySchema', () => {
  it('defaults the page to 50 from 0, caps the limit at 100, and reads empty values as absent', () => {
    expect(jobQuerySchema.parse({ type: '', limit: '' })).toEqual({ limit: 50, offset: 0, sort: 'newest' })
    expect(jobQuerySchema.parse({ limit: '500' }).limit).toBe(100)
    expect(errorsOf(jobQuerySchema.safeParse({ type: 'gig' }))).toEqual({ type: 'Unknown type "gig"' })
  })

  it('needs a note and takes an optional http(s) link of at most 500 characters', () => {
    expect(applySchema.parse({ note: ' Hello ', link: ' ' })).toEqual({ note: 'Hello', link: undefined })
    expect(errorsOf(applySchema.safeParse({ note: '', link: 'ftp://x' }))).toEqual({
      note: 'Please add a short note',
      link: 'Link must be a web address (https://…)',
    })
  })
})

describe('JobPosting structured data', () => {
  const job: JobPostingSource = {
    id: 7,
    title: 'Data Engineer',
    description: 'Pipelines.',
    requirements: 'SQL.',
    location: 'Bangalore',
    type: 'internship',
    techStack: ['Python', 'SQL'],
    isRemote: false,
    salary: { min: 600000, currency: 'INR' },
    createdAt: new Date(Date.UTC(2026, 10, 3, 12)),
    startup: { name: 'Chai Data', website: 'https://chai.example', logo: 'data:image/svg+xml;base64,xx', location: 'Mumbai' },
  }

  it('names the job, its date, employer, place, employment type and pay', () => {
    expect(jobPostingJsonLd(job, 'https://startup.asia/jobs/7')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Data Engineer',
      description: 'Pipelines.\n\nRequirements: SQL.',
      datePosted: '2026-11-03',
      employmentType: 'INTERN',
      url: 'https://startup.asia/jobs/7',
      directApply: true,
      identifier: { '@type': 'PropertyValue', name: 'Chai Data', value: '7' },
      hiringOrganization: { '@type': 'Organization', name: 'Chai Data', sameAs: 'https://chai.example' },
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Bangalore', addressCountry: 'IN' } },
      baseSalary: { '@type': 'MonetaryAmount', currency: 'INR', value: { '@type': 'QuantitativeValue', minValue: 600000, unitText: 'YEAR' } },
      skills: 'Python, SQL',
    })
  })

  it('says where a remote job may be done from: the startup’s country, else the countries the platform serves', () => {
    const remote = jobPostingJsonLd({ ...job, location: 'Remote', isRemote: true, salary: null }, 'u')
    expect(remote).not.toHaveProperty('jobLocation')
    expect(remote).not.toHaveProperty('baseSalary')
    expect(remote).toMatchObject({ jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: 'India' } })
    const anywhere = jobPostingJsonLd({ ...job, location: 'Remote', isRemote: true, startup: { ...job.startup, location: 'Earth' } }, 'u')
    expect((anywhere.applicantLocationRequirements as unknown[]).length).toBe(10)
    const hybrid = jobPostingJsonLd({ ...job, isRemote: true }, 'u')
    expect(hybrid).toMatchObject({ jobLocation: { address: { addressLocality: 'Bangalore' } }, jobLocationType: 'TELECOMMUTE' })
    expect(countryOf('Kuala Lumpur, Malaysia')).toEqual({ code: 'MY', name: 'Malaysia' })
  })
})
