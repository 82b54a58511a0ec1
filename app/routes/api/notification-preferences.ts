import { apiRoute, endpoint } from '~/services/api.server'
import { emailPreferencesOf, setEmailPreferences } from '~/models/notifications.server'
import { emailPreferencesResponse, emailPreferencesSchema } from '~/schemas/notifications'

/**
 * GET /api/notifications/preferences → your e-mail choice per category; PUT with the same four booleans sets them
 * (one left out is off). The profile's form calls the same model and schema. Security e-mails are always sent.
 */
const handle = apiRoute({
  GET: endpoint({
    summary: 'Your e-mail choices per category (activity, bookings, applications, news)',
    response: emailPreferencesResponse,
    user: true,
    handler: ({ user }) => emailPreferencesOf(user.id),
  }),
  PUT: endpoint({
    summary: 'Set your e-mail choices per category; a category left out is off',
    response: emailPreferencesResponse,
    user: true,
    body: emailPreferencesSchema,
    handler: ({ user, body }) => setEmailPreferences(user.id, body),
  }),
})

export { handle as loader, handle as action }
