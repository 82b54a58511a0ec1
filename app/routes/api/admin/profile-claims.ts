import { apiRoute, endpoint } from '~/services/api.server'
import { listProfileClaims } from '~/models/claims.server'

/** GET /api/admin/profile-claims (001 §7): every claim whose payment is confirmed, newest first. */
const handle = apiRoute({
  GET: endpoint({ summary: 'Paid profile claims, newest first', user: 'admin', handler: ({ user }) => listProfileClaims(user) }),
})

export { handle as loader, handle as action }
