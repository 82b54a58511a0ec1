import { describe, expect, it } from 'vitest'
import { medianRun, runOrder } from '../../bench/lighthouse'

const report = (score: number, id: string) => ({ id, categories: { performance: { score } } })

describe('bench lighthouse: runs in interleaved rounds, median run reported', () => {
  it('measures every page once per round, rounds one after another', () => {
    expect(runOrder(['/', '/discover', '/events'], 2)).toEqual([
      { page: '/', run: 0 },
      { page: '/discover', run: 0 },
      { page: '/events', run: 0 },
      { page: '/', run: 1 },
      { page: '/discover', run: 1 },
      { page: '/events', run: 1 },
    ])
    expect(runOrder(['/'], 5).map(({ run }) => run)).toEqual([0, 1, 2, 3, 4])
  })

  it('reports the run with the median Performance score and every score, lowest first', () => {
    const { median, performance } = medianRun([report(0.99, 'a'), report(0.96, 'b'), report(1, 'c'), report(0.98, 'd'), report(0.84, 'e')])
    expect(median.id).toBe('d')
    expect(performance).toEqual([84, 96, 98, 99, 100])
  })

  it('takes the lower of the middle two of an even count, and a single run as it is', () => {
    expect(medianRun([report(1, 'a'), report(0.97, 'b'), report(0.99, 'c'), report(0.9, 'd')]).median.id).toBe('b')
    expect(medianRun([report(0.97, 'only')]).median.id).toBe('only')
  })

  it('counts a run without a Performance score as 0 and refuses an empty set', () => {
    const missing = { id: 'x', categories: {} as Record<string, { score: number | null } | undefined> }
    expect(medianRun([missing, report(0.99, 'a'), report(0.98, 'b')]).performance).toEqual([0, 98, 99])
    expect(() => medianRun([])).toThrow('no Lighthouse report')
  })
})
