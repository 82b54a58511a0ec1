import { describe, expect, it } from 'vitest'
import {
  DISCOVER_SECTORS,
  STARTUP_SECTORS,
  STARTUP_STAGES,
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
    for (const sector of DISCOVER_SECTORS) expect(SECTORS[sector]).toBeTruthy()
    // 001 §5's create-form sectors are among the platform's.
    for (const sector of ['mobile', 'logistics', 'other']) expect(STARTUP_SECTORS).toContain(sector)
    for (const label of ['Seed', 'Series A', 'Series B', 'Series C', 'Pre-IPO', 'IPO', 'Growth', 'Early Stage', 'pre-seed']) {
      expect(DISCOVER_STAGES).toContain(toStage(label))
    }
  })
})

describe('the one list of sectors and stages (forms and filters)', () => {
  it('holds every sector and stage a startup can have, the 000 §9 sectors first', () => {
    expect(STARTUP_SECTORS.slice(0, DISCOVER_SECTORS.length)).toEqual(DISCOVER_SECTORS)
    expect([...STARTUP_SECTORS].sort()).toEqual(Object.keys(SECTORS).sort())
    expect([...STARTUP_STAGES].sort()).toEqual(Object.keys(STAGES).sort())
  })
})
