// First: zod is configured before any schema here is built (app/shared/zod-config.ts).
import '~/shared/zod-config'
import { z } from 'zod'

/**
 * GET /api/profile/export's JSON (docs/decisions/0124), as /api/openapi.json documents it: the member's account and
 * one list per area, each entry the member's own row with its own fields (app/models/data-export.server.ts).
 */
const rows = () => z.array(z.record(z.string(), z.unknown()))

export const memberDataExportResponse = z.object({
  format: z.literal('startup-asia-member-export/1'),
  exportedAt: z.iso.datetime({ offset: true }),
  account: z.object({
    id: z.number().int(),
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    profileImageUrl: z.string().nullable(),
    userType: z.string(),
    isEmailVerified: z.boolean(),
    language: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
  preferences: z.record(z.string(), z.unknown()).nullable().describe('What the member wants (sectors, stages, skills, culture, city, remote)'),
  emailPreferences: z.record(z.string(), z.union([z.boolean(), z.string()])).describe('E-mail on or off per category, and digestFrequency'),
  calendarFeed: z.object({ active: z.boolean(), createdAt: z.string().optional() }),
  sessions: z.object({ signedIn: z.number().int(), expires: z.array(z.string()) }).describe('Live sessions: how many and when each expires (never their ids)'),
  startups: rows().describe('Startups the member founded, owns by a claim, or is on the team of'),
  teamMemberships: rows().describe("The member's own team entries"),
  jobsPosted: rows().describe("Jobs of the member's startups"),
  jobApplications: rows().describe("The member's applications, with their note and link"),
  eventRsvps: rows().describe('RSVPs'),
  eventsOrganized: rows().describe('Events the member organises'),
  workspaceBookings: rows().describe('Workspace bookings'),
  programApplications: rows().describe('Program applications (without the admins’ internal notes)'),
  programParticipation: rows().describe('Programs the member takes part in'),
  profileClaims: rows().describe('Profile claims the member made (without Stripe ids)'),
  reviewsWritten: rows().describe('Reviews the member wrote, with the reply'),
  reviewReports: rows().describe('Reports the member made'),
  workAddressVerifications: rows().describe('Work addresses confirmed to review (without tokens)'),
  investorApplications: rows().describe("The member's investor directory records"),
  mentorApplications: rows().describe("The member's mentor directory records"),
  resourcesSubmitted: rows().describe('Listings the member submitted'),
  uploads: rows().describe('Gallery files and press links the member uploaded'),
  follows: rows().describe('Startups, investors and organisers the member follows'),
  savedSearches: rows().describe('Saved searches: name, list and query'),
  alerts: rows().describe('What the alerts found for the member, and the digest that carried each'),
  notifications: rows().describe('In-app notifications'),
  emails: rows().describe('E-mails sent to the member: address, subject, state, dates (not their links)'),
  pagesViewed: z.object({ startups: rows().describe('Startup pages viewed, one a day'), jobs: rows().describe('Job pages viewed, one a day') }),
})
