import { describe, expect, it } from 'vitest'
import {
  checkSizeFit,
  INVESTOR_WEIGHTS,
  languageFit,
  MENTOR_WEIGHTS,
  scoreInvestor,
  scoreMentor,
  type InvestorForMatching,
  type MentorForMatching,
  type StartupForMatching,
} from '~/domain/investor-matching'
import { distanceFit, stageFit } from '~/domain/match-factors'
import { byScore, type Match } from '~/domain/matching'
import {
  MEMBER_JOB_WEIGHTS,
  MEMBER_STARTUP_WEIGHTS,
  scoreJobForMember,
  scoreStartupForMember,
  type JobCandidate,
  type MemberPreferencesForMatching,
  type StartupCandidate,
} from '~/domain/member-matching'

const SINGAPORE = { latitude: 1.3521, longitude: 103.8198, country: 'SG' }
const KUALA_LUMPUR = { latitude: 3.139, longitude: 101.6869, country: 'MY' }
const JAKARTA = { latitude: -6.2088, longitude: 106.8456, country: 'ID' }
const TOKYO = { latitude: 35.6762, longitude: 139.6503, country: 'JP' }

const startup: StartupForMatching = {
  id: 1,
  sector: 'fintech',
  stage: 'seed',
  city: SINGAPORE,
  raising: { amountMinor: 150_000_000, currency: 'USD' },
}

const investor = (id: number, over: Partial<InvestorForMatching> = {}): InvestorForMatching => ({
  id,
  sectors: ['fintech'],
  stages: ['seed'],
  checkSizeMinMinor: 50_000_000,
  checkSizeMaxMinor: 300_000_000,
  currency: 'USD',
  geographies: ['SG'],
  city: SINGAPORE,
  ...over,
})

const rank = <T extends { id: number }>(matches: Match<T>[]) => [...matches].sort(byScore).map((match) => match.item.id)

describe('the weights', () => {
  it('add up to 100 in every scoring function', () => {
    for (const weights of [INVESTOR_WEIGHTS, MENTOR_WEIGHTS, MEMBER_STARTUP_WEIGHTS, MEMBER_JOB_WEIGHTS]) {
      expect(Object.values(weights).reduce((a, b) => a + b, 0)).toBe(100)
    }
  })
})

describe('the curves', () => {
  it('distance: full within 50 km, none from 3,000 km, falling with the logarithm between', () => {
    expect(distanceFit(0)).toBe(1)
    expect(distanceFit(50)).toBe(1)
    expect(distanceFit(100)).toBeCloseTo(0.831, 3)
    expect(distanceFit(500)).toBeCloseTo(0.438, 3)
    expect(distanceFit(1000)).toBeCloseTo(0.268, 3)
    expect(distanceFit(3000)).toBe(0)
    expect(distanceFit(9000)).toBe(0)
  })

  it('stage: 1 listed, 0.5 one step away on the ladder, 0 further, null when nothing to compare', () => {
    expect(stageFit('seed', ['seed'])).toBe(1)
    expect(stageFit('seed', ['series-a'])).toBe(0)
    expect(stageFit('seed', ['early-stage'])).toBe(0.5)
    expect(stageFit('seed', ['mvp'])).toBe(0.5)
    expect(stageFit('seed', [])).toBeNull()
  })

  it('cheque: inside the range 1, half for each doubling outside, other currencies neutral', () => {
    const range = { checkSizeMinMinor: 100, checkSizeMaxMinor: 400, currency: 'USD' }
    expect(checkSizeFit({ amountMinor: 200, currency: 'USD' }, range)).toBe(1)
    expect(checkSizeFit({ amountMinor: 800, currency: 'USD' }, range)).toBe(0.5)
    expect(checkSizeFit({ amountMinor: 50, currency: 'USD' }, range)).toBe(0.5)
    expect(checkSizeFit({ amountMinor: 25, currency: 'USD' }, range)).toBe(0)
    expect(checkSizeFit({ amountMinor: 200, currency: 'SGD' }, range)).toBe(0.5)
  })

  it('language: a local language 1, English 0.5, neither 0; names are read as codes', () => {
    expect(languageFit('JP', ['Japanese'])).toEqual({ fit: 1, language: 'ja' })
    expect(languageFit('JP', ['en'])).toEqual({ fit: 0.5, language: 'en' })
    expect(languageFit('JP', ['ko'])).toEqual({ fit: 0, language: null })
  })
})

describe('scoreInvestor: each factor moves the rank', () => {
  it('a perfect fit scores 100 and says why', () => {
    const match = scoreInvestor(startup, investor(1))
    expect(match.score).toBe(100)
    expect(match.reasons.map((reason) => [reason.factor, reason.values])).toEqual([
      ['sector', ['fintech']],
      ['stage', ['seed']],
      ['checkSize', ['USD', '1500000']],
      ['distance', ['0']],
      ['geography', ['SG']],
    ])
  })

  it('sector', () => {
    expect(rank([scoreInvestor(startup, investor(1, { sectors: ['healthtech'] })), scoreInvestor(startup, investor(2))])).toEqual([2, 1])
  })
  it('stage, an adjacent stage between', () => {
    const matches = [
      scoreInvestor(startup, investor(1, { stages: ['series-b'] })),
      scoreInvestor(startup, investor(2, { stages: ['early-stage'] })),
      scoreInvestor(startup, investor(3)),
    ]
    expect(rank(matches)).toEqual([3, 2, 1])
  })
  it('cheque size', () => {
    const matches = [
      scoreInvestor(startup, investor(1, { checkSizeMinMinor: 1_000_000_000, checkSizeMaxMinor: 5_000_000_000 })),
      scoreInvestor(startup, investor(2)),
    ]
    expect(rank(matches)).toEqual([2, 1])
  })
  it('distance', () => {
    const matches = [
      scoreInvestor(startup, investor(1, { city: TOKYO })),
      scoreInvestor(startup, investor(2, { city: JAKARTA })),
      scoreInvestor(startup, investor(3, { city: KUALA_LUMPUR })),
    ]
    expect(rank(matches)).toEqual([3, 2, 1])
    expect(matches[2]!.reasons.find((reason) => reason.factor === 'distance')?.values).toEqual(['309'])
  })
  it('geographies', () => {
    expect(rank([scoreInvestor(startup, investor(1, { geographies: ['IN'] })), scoreInvestor(startup, investor(2))])).toEqual([2, 1])
  })
  it('a startup not raising is neutral on the cheque for everyone', () => {
    const quiet = { ...startup, raising: null }
    expect(scoreInvestor(quiet, investor(1)).score).toBe(90)
  })
  it('ties keep the order of ids, whatever the input order', () => {
    expect(rank([scoreInvestor(startup, investor(9)), scoreInvestor(startup, investor(4)), scoreInvestor(startup, investor(7))])).toEqual([4, 7, 9])
  })
  it('is deterministic', () => {
    expect(scoreInvestor(startup, investor(5, { city: TOKYO }))).toEqual(scoreInvestor(startup, investor(5, { city: TOKYO })))
  })
})

describe('scoreMentor', () => {
  const mentor = (id: number, over: Partial<MentorForMatching> = {}): MentorForMatching => ({
    id,
    sectors: ['fintech'],
    expertise: ['product', 'fundraising'],
    languages: ['en', 'zh'],
    availability: 'open',
    city: SINGAPORE,
    ...over,
  })
  it('each factor moves the rank: sector, expertise for the stage, language, distance, availability', () => {
    expect(scoreMentor(startup, mentor(1)).score).toBe(100)
    for (const over of [
      { sectors: ['gaming'] },
      { expertise: ['operations'] },
      { languages: ['ja'] },
      { city: TOKYO },
      { availability: 'limited' as const },
    ]) {
      expect(rank([scoreMentor(startup, mentor(1, over)), scoreMentor(startup, mentor(2))])).toEqual([2, 1])
    }
  })
  it('later stages need other expertise', () => {
    const later = { ...startup, stage: 'series-b' }
    expect(rank([scoreMentor(later, mentor(1)), scoreMentor(later, mentor(2, { expertise: ['leadership', 'operations'] }))])).toEqual([2, 1])
  })
})

describe('member matching', () => {
  const member: MemberPreferencesForMatching = {
    sectors: ['fintech'],
    stages: ['seed'],
    skills: ['react', 'typescript', 'go'],
    cultureValues: ['remote-first', 'learning-budget'],
    city: SINGAPORE,
    remoteOk: true,
  }
  const company = (id: number, over: Partial<StartupCandidate> = {}): StartupCandidate => ({
    id,
    sector: 'fintech',
    stage: 'seed',
    techStack: ['React', 'TypeScript', 'Go'],
    cultureValues: ['remote-first', 'learning-budget'],
    city: SINGAPORE,
    ...over,
  })
  it('startups: a perfect fit scores 100; each factor moves the rank', () => {
    expect(scoreStartupForMember(member, company(1)).score).toBe(100)
    for (const over of [
      { sector: 'gaming' },
      { stage: 'series-c' },
      { cultureValues: ['fast-paced'] },
      { techStack: ['PHP'] },
      { city: TOKYO },
    ]) {
      expect(rank([scoreStartupForMember(member, company(1, over)), scoreStartupForMember(member, company(2))])).toEqual([2, 1])
    }
  })
  const job = (id: number, over: Partial<JobCandidate> = {}): JobCandidate => ({
    id,
    techStack: ['React', 'TypeScript'],
    isRemote: false,
    city: SINGAPORE,
    sector: 'fintech',
    cultureValues: ['remote-first', 'learning-budget'],
    ...over,
  })
  it('jobs: skills, location (remote counts for members open to it), culture, sector', () => {
    expect(scoreJobForMember(member, job(1)).score).toBe(100)
    for (const over of [{ techStack: ['Java', 'Spring'] }, { city: TOKYO }, { cultureValues: [] }, { sector: 'gaming' }]) {
      expect(rank([scoreJobForMember(member, job(1, over)), scoreJobForMember(member, job(2))])).toEqual([2, 1])
    }
    const remote = scoreJobForMember(member, job(3, { isRemote: true, city: TOKYO }))
    expect(remote.reasons.find((reason) => reason.factor === 'location')?.values).toEqual(['remote'])
    expect(scoreJobForMember({ ...member, remoteOk: false }, job(3, { isRemote: true, city: TOKYO })).score).toBeLessThan(remote.score)
  })
  it('reasons list only the factors that fit', () => {
    const match = scoreStartupForMember(member, company(1, { sector: 'gaming', techStack: [] }))
    expect(match.reasons.map((reason) => reason.factor)).toEqual(['stage', 'culture', 'distance'])
  })
})
