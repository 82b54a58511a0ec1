import { describe, expect, it } from 'vitest'
import { fairFillOf } from '../../bench/fair'

/** What the fair small database is filled with for a page scenario (bench/fair.ts, docs/decisions/0101 and 0106). */
describe('fairFillOf', () => {
  it('reads equalities, a search, a founding-year range and a team-size minimum; a sort filters nothing', () => {
    expect(fairFillOf('/discover?sector=fintech&minTeamSize=20&foundingYearFrom=2016&foundingYearTo=2016&sortBy=oldest')).toEqual({
      table: 'startups',
      where: { sector: 'fintech' },
      years: [2016, 2016],
      minTeamSize: 20,
    })
    expect(fairFillOf('/discover?searchQuery=pay&sortBy=largest-team')).toEqual({ table: 'startups', where: {}, search: 'pay' })
  })

  it('an open end of a year range stands for the form’s first or last year', () => {
    expect(fairFillOf('/discover?foundingYearFrom=2021')?.years).toEqual([2021, 2100])
    expect(fairFillOf('/discover?foundingYearTo=2018')?.years).toEqual([1900, 2018])
  })

  it('makes nothing for a filter a relabel cannot make, for the plain list, and for the Talent Hub’s years', () => {
    expect(fairFillOf('/discover?maxTeamSize=10')).toBeNull()
    expect(fairFillOf('/discover')).toBeNull()
    expect(fairFillOf('/api/startups?sector=fintech')).toBeNull()
    expect(fairFillOf('/talent-hub?foundingYearFrom=2016')).toBeNull()
    expect(fairFillOf('/talent-hub?type=contract&location=Remote')).toEqual({ table: 'jobs', where: { type: 'contract', is_remote: 1 } })
  })
})
