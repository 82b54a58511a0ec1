/**
 * The Revenue Report's periods (issue 44 item 5, docs/decisions/0140-revenue-report.md): calendar months (UTC), twelve
 * by default, at most 36; the page offers these choices.
 */
export const REVENUE_MONTHS_DEFAULT = 12
export const REVENUE_MONTHS_MAX = 36
export const REVENUE_MONTH_CHOICES = [3, 6, 12, 24, 36] as const
