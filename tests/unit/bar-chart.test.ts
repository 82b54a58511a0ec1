import { describe, expect, it } from 'vitest'
import { barChart, niceMax } from '~/shared/bar-chart'

describe('barChart', () => {
  it('rounds the scale up to a count whose middle is whole', () => {
    expect([0, 1, 2, 3, 5, 7, 9, 10, 11, 25, 50, 150].map(niceMax)).toEqual([1, 1, 2, 4, 6, 8, 10, 10, 20, 40, 60, 200])
  })

  it('draws one bar per day, as tall as its count on the scale, inside the plot', () => {
    const chart = barChart({ values: [0, 2, 4, 1], width: 228, height: 126 })
    // plot: left 28, right 224, top 8, bottom 108 → 100 units high, 49 units a slot.
    expect(chart.plot).toEqual({ left: 28, right: 224, top: 8, bottom: 108 })
    expect(chart.max).toBe(4)
    expect(chart.bars.map((bar) => bar.height)).toEqual([0, 50, 100, 25])
    expect(chart.bars.map((bar) => bar.y)).toEqual([108, 58, 8, 83])
    expect(chart.bars.map((bar) => bar.x)).toEqual([35.35, 84.35, 133.35, 182.35])
    expect(chart.bars.every((bar) => bar.width === 34.3)).toBe(true)
    expect(chart.ticks).toEqual([
      { value: 0, y: 108 },
      { value: 2, y: 58 },
      { value: 4, y: 8 },
    ])
  })

  it('keeps an empty series on a 0–1 scale with no bar above the baseline', () => {
    const chart = barChart({ values: Array.from({ length: 30 }, () => 0) })
    expect(chart.max).toBe(1)
    expect(chart.bars).toHaveLength(30)
    expect(chart.bars.every((bar) => bar.height === 0 && bar.y === chart.plot.bottom)).toBe(true)
    expect(chart.ticks.map((tick) => tick.value)).toEqual([0, 1])
    expect(barChart({ values: [] }).bars).toEqual([])
  })

  it('never draws a negative bar', () => {
    expect(barChart({ values: [-3, 2] }).bars[0]).toMatchObject({ value: 0, height: 0 })
  })

  it('reaches a second series drawn on the same scale (the revenue line over the MRR bars)', () => {
    const chart = barChart({ values: [0, 2, 4, 1], width: 228, height: 126, scaleAtLeast: 7 })
    expect(chart.max).toBe(8)
    expect(chart.bars.map((bar) => bar.height)).toEqual([0, 25, 50, 12.5])
    expect(barChart({ values: [0, 2, 4, 1], scaleAtLeast: 3 }).max).toBe(4)
  })
})
