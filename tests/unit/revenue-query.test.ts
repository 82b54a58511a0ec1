import { describe, expect, it } from 'vitest'
import { revenueQuerySchema } from '~/schemas/revenue'

// The Revenue Report's query (docs/decisions/0140-revenue-report.md): one schema for /admin/revenue and its /api twin.
describe('revenueQuerySchema', () => {
  it('defaults to twelve months ending this month, in US dollars; blank fields are the defaults', () => {
    expect(revenueQuerySchema.parse({})).toEqual({ months: 12, currency: 'usd' })
    expect(revenueQuerySchema.parse({ months: '', to: '', currency: '' })).toEqual({ months: 12, currency: 'usd' })
    expect(revenueQuerySchema.parse({ months: '36', to: '2031-02', currency: 'SGD' })).toEqual({ months: 36, to: '2031-02', currency: 'sgd' })
  })

  it('refuses a period it cannot show, with the message the page and the API send', () => {
    const message = (input: Record<string, string>) => revenueQuerySchema.safeParse(input).error?.issues[0]?.message
    for (const months of ['0', '37', '1.5', 'abc']) expect(message({ months })).toBe('Months must be a whole number from 1 to 36')
    for (const to of ['2031-13', '2031-1', 'May 2031', '2031-00']) expect(message({ to })).toBe('The last month must be a month like 2026-11')
    for (const currency of ['us', 'dollars', '$$$']) expect(message({ currency })).toBe('The currency must be a three-letter code')
  })
})
