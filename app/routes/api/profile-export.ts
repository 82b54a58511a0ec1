import { exportMemberData, guardExportRate } from '~/models/data-export.server'
import { memberDataExportResponse } from '~/schemas/data-export'
import { apiRoute, endpoint } from '~/services/api.server'

/**
 * GET /api/profile/export → the signed-in member's own data as a JSON file download (`Content-Disposition:
 * attachment`): /profile's "Download my data" is a plain link here, so it works without JavaScript
 * (docs/decisions/0124-legal-pages-contact-and-data-export.md).
 */
const handle = apiRoute({
  GET: endpoint({
    summary: 'Download your own data (account, preferences, startups, applications, bookings, claims, reviews, notifications) as a JSON file',
    response: memberDataExportResponse,
    user: true,
    errors: [429],
    handler: async ({ user }) => {
      await guardExportRate(user.id)
      const data = await exportMemberData(user.id)
      const day = data.exportedAt.slice(0, 10)
      return new Response(`${JSON.stringify(data, null, 2)}\n`, {
        headers: {
          'Content-Type': 'application/json; charset=utf-8',
          'Content-Disposition': `attachment; filename="startup-asia-data-${day}.json"`,
          'Cache-Control': 'private, no-store',
          'X-Content-Type-Options': 'nosniff',
        },
      })
    },
  }),
})

export { handle as loader, handle as action }
