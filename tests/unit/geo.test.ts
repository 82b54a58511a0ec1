import { describe, expect, it } from 'vitest'
import { cityForPlace, haversineKm } from '~/domain/geo'

const cities = [
  { id: 1, name: 'Delhi', aliases: '' },
  { id: 2, name: 'New Delhi', aliases: 'delhi ncr' },
  { id: 3, name: 'Bangalore', aliases: 'bengaluru' },
  { id: 4, name: 'Pune', aliases: '' },
  { id: 5, name: 'Ho Chi Minh City', aliases: 'saigon|hcmc' },
]

describe('cityForPlace', () => {
  it('finds a city by name or alias, whole words only, case-insensitively', () => {
    expect(cityForPlace('Block 71, Singapore', cities)).toBeNull()
    expect(cityForPlace('Koramangala, BENGALURU', cities)?.id).toBe(3)
    expect(cityForPlace('Pune, India', cities)?.id).toBe(4)
    expect(cityForPlace('Punggol', cities)).toBeNull()
    expect(cityForPlace('District 1, Saigon', cities)?.id).toBe(5)
    expect(cityForPlace('Remote', cities)).toBeNull()
    expect(cityForPlace('', cities)).toBeNull()
  })

  it('prefers the longest matching name', () => {
    expect(cityForPlace('Connaught Place, New Delhi', cities)?.id).toBe(2)
    expect(cityForPlace('Delhi', cities)?.id).toBe(1)
  })
})

describe('haversineKm', () => {
  it('is zero for one point, symmetric, and about 310 km from Singapore to Kuala Lumpur', () => {
    const singapore = { latitude: 1.3521, longitude: 103.8198 }
    const kualaLumpur = { latitude: 3.139, longitude: 101.6869 }
    expect(haversineKm(singapore, singapore)).toBe(0)
    expect(haversineKm(singapore, kualaLumpur)).toBeCloseTo(haversineKm(kualaLumpur, singapore), 9)
    expect(haversineKm(singapore, kualaLumpur)).toBeGreaterThan(300)
    expect(haversineKm(singapore, kualaLumpur)).toBeLessThan(320)
  })
})
