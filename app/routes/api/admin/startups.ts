import { apiRoute, endpoint } from '~/services/api.server'
import { listStartupsForAdmin } from '~/models/admin.server'
import { adminListQuerySchema } from '~/schemas/admin'

/**
 * GET /api/admin/startups (001 §7): every startup, active or not, 10 a page (`?page=`), searched by name (`?q=`):
 * `{ startups, total, page, pageCount, pageSize }`.
 */
const handle = apiRoute({
  GET: endpoint({
    summary: 'Every startup, 10 a page, searched by name',
    user: 'admin',
    query: adminListQuerySchema,
    handler: async ({ user, query }) => {
      const { items, ...page } = await listStartupsForAdmin(user, query)
      return { startups: items, ...page }
    },
  }),
})

export { handle as loader, handle as action }
