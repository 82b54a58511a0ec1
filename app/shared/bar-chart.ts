/**
 * The geometry of a small bar chart, drawn on the server as SVG (docs/decisions/0111-owner-analytics.md): one bar per
 * value, a scale that starts at zero and ends at a round number, and a few ticks. Pure, so the chart the owner sees
 * is the one the unit test checks. Coordinates are in the SVG's own units (its viewBox); the SVG scales to its box.
 */
export interface BarChartInput {
  values: readonly number[]
  width?: number
  height?: number
  /** The scale reaches at least this (a second series drawn on the same scale, e.g. a line over the bars). */
  scaleAtLeast?: number
}

export interface Bar {
  index: number
  value: number
  x: number
  y: number
  width: number
  height: number
}

export interface BarChartGeometry {
  width: number
  height: number
  /** The plot area: bars stand on `plot.bottom`, the scale's top is `plot.top`. */
  plot: { left: number; right: number; top: number; bottom: number }
  /** The value at the top of the scale (a round number, at least 1). */
  max: number
  bars: Bar[]
  /** Horizontal grid lines with their values: 0, the middle and the top. */
  ticks: Array<{ value: number; y: number }>
}

/** Room for the tick labels on the left and the date labels below. */
const PADDING = { left: 28, right: 4, top: 8, bottom: 18 }
/** A bar takes this share of its slot; the rest is the gap. */
const BAR_SHARE = 0.7

/**
 * The top of the scale: 1 for counts up to 1, else the smallest of 2, 4, 6, 8, 10, 20, 40… that is at least `value`
 * (each even, so the middle tick is a whole count too).
 */
export function niceMax(value: number): number {
  if (!(value > 1)) return 1
  const magnitude = 10 ** Math.floor(Math.log10(value))
  for (const step of [1, 2, 4, 6, 8, 10]) {
    const top = step * magnitude
    if (top >= value && top > 1) return top
  }
  return 10 * magnitude
}

const round = (value: number) => Math.round(value * 100) / 100

export function barChart({ values, width = 600, height = 160, scaleAtLeast = 0 }: BarChartInput): BarChartGeometry {
  const plot = { left: PADDING.left, right: width - PADDING.right, top: PADDING.top, bottom: height - PADDING.bottom }
  const max = niceMax(Math.max(0, scaleAtLeast, ...values))
  const plotHeight = plot.bottom - plot.top
  const slot = values.length > 0 ? (plot.right - plot.left) / values.length : 0
  const barWidth = round(slot * BAR_SHARE)
  const bars = values.map((raw, index) => {
    const value = Math.max(0, raw)
    const barHeight = round((value / max) * plotHeight)
    return {
      index,
      value,
      x: round(plot.left + index * slot + (slot - barWidth) / 2),
      y: round(plot.bottom - barHeight),
      width: barWidth,
      height: barHeight,
    }
  })
  const ticks = (max === 1 ? [0, 1] : [0, max / 2, max]).map((value) => ({ value, y: round(plot.bottom - (value / max) * plotHeight) }))
  return { width, height, plot, max, bars, ticks }
}
