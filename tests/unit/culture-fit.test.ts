import { describe, expect, it } from 'vitest'
import { byFit, CULTURE_FIT_WEIGHTS, cultureFit, hasFitPreferences, type FitJob, type FitPreferences } from '~/domain/culture-fit'
import { normalizeTechTag, parseTechTags } from '~/domain/tech-tags'
import { jobQuerySchema } from '~/schemas/job'
import { jobFilterParams } from '~/schemas/filter-params'

// Jobs' culture fit (app/domain/culture-fit.ts) and tech-tag normalisation (docs/decisions/0118).

const member: FitPreferences = {
  cultureValues: ['remote-first', 'flat-hierarchy', 'learning-budget'],
  skills: ['react', 'TypeScript'],
  cityId: 7,
  remoteOk: true,
}
const job = (overrides: Partial<FitJob> = {}): FitJob => ({
  id: 1,
  techStack: [],
  isRemote: false,
  cityId: null,
  cultureValues: [],
  ...overrides,
})

describe('cultureFit', () => {
  it('weights add up to 100, and a job that fits on every factor scores 100', () => {
    expect(Object.values(CULTURE_FIT_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100)
    const match = cultureFit(
      job({ techStack: ['React', 'TypeScript'], isRemote: true, cultureValues: ['flat-hierarchy', 'remote-first', 'learning-budget'] }),
      member,
    )
    expect(match.score).toBe(100)
    expect(match.reasons.map((reason) => reason.factor)).toEqual(['culture', 'skills', 'location'])
  })

  it('a job that fits on nothing scores 0 with no reasons', () => {
    expect(cultureFit(job({ techStack: ['Java'], cultureValues: ['fast-paced'] }), member)).toMatchObject({ score: 0, reasons: [] })
  })

  it('culture: each shared value is a third of its weight, named in the startup’s order', () => {
    const one = cultureFit(job({ cultureValues: ['fast-paced', 'flat-hierarchy'] }), member)
    expect(one.score).toBe(Math.round(50 / 3))
    expect(one.reasons).toEqual([{ factor: 'culture', weight: 50, fit: 1 / 3, values: ['flat-hierarchy'] }])
    const two = cultureFit(job({ cultureValues: ['learning-budget', 'remote-first'] }), member)
    expect(two.reasons[0]!.values).toEqual(['learning-budget', 'remote-first'])
    expect(two.score).toBeGreaterThan(one.score)
  })

  it('a member who wants one value fits fully with a startup that has it', () => {
    expect(cultureFit(job({ cultureValues: ['mentorship'] }), { ...member, cultureValues: ['mentorship'] }).score).toBe(50)
  })

  it('skills: tags compared case-insensitively and named as the job spells them; fewer than three tags need all', () => {
    const match = cultureFit(job({ techStack: ['REACT', 'Go'] }), member)
    expect(match.reasons).toEqual([{ factor: 'skills', weight: 35, fit: 0.5, values: ['REACT'] }])
    expect(cultureFit(job({ techStack: ['React', 'Typescript'] }), member).score).toBe(35)
  })

  it('location: remote only counts for a member open to remote; the same city counts either way', () => {
    expect(cultureFit(job({ isRemote: true }), member).reasons).toEqual([
      { factor: 'location', weight: 15, fit: 1, values: ['remote'] },
    ])
    expect(cultureFit(job({ isRemote: true }), { ...member, remoteOk: false }).score).toBe(0)
    expect(cultureFit(job({ cityId: 7 }), { ...member, remoteOk: false }).reasons[0]!.values).toEqual(['city'])
    expect(cultureFit(job({ cityId: 8 }), member).score).toBe(0)
  })

  it('each factor moves the rank as documented, and equal scores are newest (highest id) first', () => {
    const culture = cultureFit(job({ id: 1, cultureValues: ['remote-first', 'flat-hierarchy', 'learning-budget'] }), member)
    const skills = cultureFit(job({ id: 2, techStack: ['React'] }), member)
    const place = cultureFit(job({ id: 3, isRemote: true }), member)
    const tieOld = cultureFit(job({ id: 4, isRemote: true }), member)
    const ranked = [tieOld, place, skills, culture].sort(byFit).map((match) => match.item.id)
    expect(ranked).toEqual([1, 2, 4, 3])
  })

  it('hasFitPreferences: nothing stated is no preferences', () => {
    expect(hasFitPreferences(null)).toBe(false)
    expect(hasFitPreferences({ cultureValues: [], skills: [], cityId: null, remoteOk: true })).toBe(false)
    expect(hasFitPreferences(member)).toBe(true)
  })
})

describe('tech tags', () => {
  it('normalise: trimmed, ASCII letters lower-cased (as SQLite lower(trim()) does), others as written', () => {
    expect(normalizeTechTag('  Django ')).toBe('django')
    expect(normalizeTechTag('Node.JS')).toBe('node.js')
    expect(normalizeTechTag('Ärger')).toBe('Ärger')
  })

  it('parse comma lists and repeated values, dropping blanks and repeats', () => {
    expect(parseTechTags('Django, react,,DJANGO')).toEqual(['django', 'react'])
    expect(parseTechTags(['Go', 'go,Rust'])).toEqual(['go', 'rust'])
  })

  it('the list query reads techStack and sort; too many tags or an unknown sort is refused', () => {
    const query = jobQuerySchema.parse({ techStack: 'Django,React', sort: 'fit' })
    expect(query).toMatchObject({ techStack: ['django', 'react'], sort: 'fit' })
    expect(jobQuerySchema.parse({ techStack: ' , ' }).techStack).toBeUndefined()
    expect(jobQuerySchema.parse({}).sort).toBe('newest')
    expect(jobQuerySchema.safeParse({ techStack: 'a,b,c,d,e,f' }).success).toBe(false)
    expect(jobQuerySchema.safeParse({ techStack: 'x'.repeat(51) }).success).toBe(false)
    expect(jobQuerySchema.safeParse({ sort: 'salary' }).success).toBe(false)
    expect(jobFilterParams({ ...query, sort: 'newest' }).toString()).toBe('techStack=django%2Creact')
  })
})
