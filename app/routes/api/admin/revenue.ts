import { apiRoute, endpoint } from '~/services/api.server'
import { revenueReport } from '~/models/revenue.server'
import { revenueQuerySchema } from '~/schemas/revenue'

/**
 * GET /api/admin/revenue (issue 44 item 5, docs/decisions/0140-revenue-report.md): the twin of /admin/revenue — per
 * calendar month (UTC) MRR, new and churned subscriptions, charges, refunds, failures and revenue, and the same by
 * plan, all in integer minor units (`?months=1..36`, `?to=YYYY-MM`, `?currency=usd`).
 */
const handle = apiRoute({
  GET: endpoint({
    summary: 'The revenue report: MRR, new and churned, charges, refunds and revenue per month and by plan (minor units)',
    user: 'admin',
    query: revenueQuerySchema,
    handler: ({ query }) => revenueReport(query),
  }),
})

export { handle as loader, handle as action }
