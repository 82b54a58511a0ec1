import { apiRoute, endpoint } from '~/services/api.server'
import { emailPreferencesOf, setEmailPreferences } from '~/models/notifications.server'
import { emailPreferencesResponse, emailPreferencesSchema } from '~/schemas/notifications'

/**
 * GET /api/notifications/preferences → your e-mail choice per category and your digest frequency; PUT with the same
 * booleans sets them (one left out is off), and digestFrequency when given (docs/decisions/0129). The profile's form calls the same model and schema. Security e-mails are always sent.
 */
const handle = apiRoute({
  GET: endpoint({
    summary: 'Your e-mail choices per category (activity, bookings, applications, alerts, news) and how often alert digests come',
    response: emailPreferencesResponse,
    user: true,
    handler: ({ user }) => emailPreferencesOf(user.id),
  }),
  PUT: endpoint({
    summary: 'Set your e-mail choices per category (a category left out is off) and, optionally, digestFrequency (daily or weekly)',
    response: emailPreferencesResponse,
    user: true,
    body: emailPreferencesSchema,
    handler: ({ user, body }) => setEmailPreferences(user.id, body),
  }),
})

export { handle as loader, handle as action }
