import { apiRoute, endpoint } from '~/services/api.server'
import { listUsers } from '~/models/admin.server'
import { adminListQuerySchema } from '~/schemas/admin'

/**
 * GET /api/admin/users (001 §7): the user list, 10 a page (`?page=`), searched by name or e-mail (`?q=`):
 * `{ users, total, page, pageCount, pageSize }`.
 */
const handle = apiRoute({
  GET: endpoint({
    summary: 'Users, 10 a page, searched by name or e-mail',
    user: 'admin',
    query: adminListQuerySchema,
    handler: async ({ user, query }) => {
      const { items, ...page } = await listUsers(user, query)
      return { users: items, ...page }
    },
  }),
})

export { handle as loader, handle as action }
