import { describe, it } from 'vitest'
import { withoutMocks } from '../mocks/server'
import {
  runBookingNotifications,
  runCategoryOffKeepsInApp,
  runProgramNotifications,
  runPromotionOnAccountDeletion,
  runRolledBackCauseSendsNothing,
  runRsvpNotifications,
} from '../support/event-notifications'

// Issue 40 item 3, the events, bookings and programs half (docs/decisions/0104), on the embedded file;
// notifications-events-on-libsql.test.ts runs the same on sqld. A real SMTP server: MSW 3 would intercept its sockets.
withoutMocks()

describe('what members are told about events, bookings and programs', () => {
  it('RSVP confirmed, waitlisted and promoted when a seat is given back (page and /api), once each, in the member’s language, with the .ics', async () => {
    await runRsvpNotifications()
  })

  it('the member promoted when an admin deletes an attending member’s account is told', async () => {
    await runPromotionOnAccountDeletion()
  })

  it('booking confirmed and cancelled, by the member (page and /api) and by an admin, with the booking’s .ics', async () => {
    await runBookingNotifications()
  })

  it('program application accepted and rejected by an admin; a refused acceptance tells nobody', async () => {
    await runProgramNotifications()
  })

  it('a member who switched waitlists and bookings off gets the in-app rows but no such e-mail', async () => {
    await runCategoryOffKeepsInApp()
  })

  it('a cause whose transaction fails after its e-mail was queued leaves no RSVP, booking, notification or e-mail', async () => {
    await runRolledBackCauseSendsNothing()
  })
})
