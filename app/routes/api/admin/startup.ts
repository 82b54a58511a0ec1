import { STARTUP_NOT_FOUND } from '~/domain/startup-profile'
import { apiRoute, endpoint } from '~/services/api.server'
import { requireId } from '~/server/http.server'
import { getStartupForAdmin } from '~/models/admin.server'

/** GET /api/admin/startups/{id}: the startup detail dialog's data, with the audit log of admin changes. */
const handle = apiRoute({
  GET: endpoint({
    summary: 'One startup with its audit log',
    user: 'admin',
    handler: ({ user, params }) => getStartupForAdmin(user, requireId(params.id, STARTUP_NOT_FOUND)),
  }),
})

export { handle as loader, handle as action }
