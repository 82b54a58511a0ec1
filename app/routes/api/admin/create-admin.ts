import { apiRoute, endpoint } from '~/services/api.server'
import { createUserAsAdmin } from '~/models/admin.server'
import { createAdminSchema } from '~/schemas/admin'

/**
 * POST /api/admin/create-admin (001 §7) { email, password, firstName, lastName, userType }: creates an account of any
 * type (admin by default). 400 'Email and password are required' / password rules; 409 for a taken e-mail.
 */
const handle = apiRoute({
  POST: endpoint({
    summary: 'Create an account of any type (admin by default)',
    errors: [409],
    user: 'admin',
    body: createAdminSchema,
    status: 201,
    handler: ({ user, body }) => createUserAsAdmin(user, body),
  }),
})

export { handle as loader, handle as action }
