import { describe, expect, it } from 'vitest'
import {
  CREATE_SECTORS,
  DISCOVER_SECTORS,
  FILTER_SECTORS,
  FILTER_STAGES,
  DISCOVER_STAGES,
  sectorLabel,
  SECTORS,
  STAGES,
  stageLabel,
  toSector,
  toStage,
} from '~/domain/startups'

describe('startup vocabulary', () => {
  it('maps both spec spellings onto one slug', () => {
    expect(toSector('HealthTech')).toBe('healthtech')
    expect(toSector('healthtech')).toBe('healthtech')
    expect(toSector('E-commerce')).toBe('ecommerce')
    expect(toSector('Enterprise Software')).toBe('enterprise-software')
    expect(toSector('enterprise-software')).toBe('enterprise-software')
    expect(toStage('Series A')).toBe('series-a')
    expect(toStage('series-a')).toBe('series-a')
    expect(toStage('Pre-IPO')).toBe('pre-ipo')
    expect(toStage('Early Stage')).toBe('early-stage')
    expect(toSector('space mining')).toBeNull()
    expect(toStage('')).toBeNull()
  })

  it('labels slugs as the discover list spells them', () => {
    expect(sectorLabel('fintech')).toBe('Fintech')
    expect(sectorLabel('cleantech')).toBe('CleanTech')
    expect(sectorLabel('ecommerce')).toBe('E-commerce')
    expect(stageLabel('series-a')).toBe('Series A')
    expect(stageLabel('pre-ipo')).toBe('Pre-IPO')
    expect(stageLabel('series-d')).toBe('Series D')
    expect(stageLabel(null)).toBe('')
  })

  it('covers every sector and stage the spec lists', () => {
    expect(DISCOVER_SECTORS).toHaveLength(20)
    expect(CREATE_SECTORS).toHaveLength(14)
    for (const sector of [...DISCOVER_SECTORS, ...CREATE_SECTORS]) expect(SECTORS[sector]).toBeTruthy()
    for (const label of ['Seed', 'Series A', 'Series B', 'Series C', 'Pre-IPO', 'IPO', 'Growth', 'Early Stage', 'pre-seed']) {
      expect(DISCOVER_STAGES).toContain(toStage(label))
    }
  })
})

describe('the discover filters', () => {
  it('offer every sector and stage a startup can have, the 000 §9 sectors first', () => {
    expect(FILTER_SECTORS.slice(0, DISCOVER_SECTORS.length)).toEqual(DISCOVER_SECTORS)
    expect([...FILTER_SECTORS].sort()).toEqual(Object.keys(SECTORS).sort())
    expect([...FILTER_STAGES].sort()).toEqual(Object.keys(STAGES).sort())
  })
})
