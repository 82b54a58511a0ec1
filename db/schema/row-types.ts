import type { emailOutbox, notifications } from './notifications'
import type { sessions, users } from './accounts'
import type { cohortApplications, cohortParticipants, cohortSessions, cohorts, sessionAttendance } from './cohorts'
import type { blogPosts, comments, contentCategories, mediaLibrary, newsletters } from './content'
import type { eventRsvps, events } from './events'
import type { jobApplications } from './jobs'
import type { resourceReviews, resources, workspaceBookings, workspaces } from './resources'
import type {
  companyMilestones,
  fundingRounds,
  jobs,
  profileClaims,
  startupGallery,
  startupInvestors,
  startupPosts,
  startupReviews,
  startups,
  startupTeam,
} from './startups'

export type User = typeof users.$inferSelect
export type NewUser = typeof users.$inferInsert
export type Session = typeof sessions.$inferSelect
export type NewSession = typeof sessions.$inferInsert
export type Startup = typeof startups.$inferSelect
export type NewStartup = typeof startups.$inferInsert
export type StartupTeamMember = typeof startupTeam.$inferSelect
export type NewStartupTeamMember = typeof startupTeam.$inferInsert
export type FundingRound = typeof fundingRounds.$inferSelect
export type NewFundingRound = typeof fundingRounds.$inferInsert
export type Job = typeof jobs.$inferSelect
export type NewJob = typeof jobs.$inferInsert
export type JobApplication = typeof jobApplications.$inferSelect
export type NewJobApplication = typeof jobApplications.$inferInsert
export type CompanyMilestone = typeof companyMilestones.$inferSelect
export type NewCompanyMilestone = typeof companyMilestones.$inferInsert
export type StartupInvestor = typeof startupInvestors.$inferSelect
export type NewStartupInvestor = typeof startupInvestors.$inferInsert
export type StartupReview = typeof startupReviews.$inferSelect
export type NewStartupReview = typeof startupReviews.$inferInsert
export type StartupGalleryItem = typeof startupGallery.$inferSelect
export type NewStartupGalleryItem = typeof startupGallery.$inferInsert
export type StartupPost = typeof startupPosts.$inferSelect
export type NewStartupPost = typeof startupPosts.$inferInsert
export type ProfileClaim = typeof profileClaims.$inferSelect
export type NewProfileClaim = typeof profileClaims.$inferInsert
export type Event = typeof events.$inferSelect
export type NewEvent = typeof events.$inferInsert
export type EventRsvp = typeof eventRsvps.$inferSelect
export type NewEventRsvp = typeof eventRsvps.$inferInsert
export type Resource = typeof resources.$inferSelect
export type NewResource = typeof resources.$inferInsert
export type ResourceReview = typeof resourceReviews.$inferSelect
export type NewResourceReview = typeof resourceReviews.$inferInsert
export type Workspace = typeof workspaces.$inferSelect
export type NewWorkspace = typeof workspaces.$inferInsert
export type WorkspaceBooking = typeof workspaceBookings.$inferSelect
export type NewWorkspaceBooking = typeof workspaceBookings.$inferInsert
export type Cohort = typeof cohorts.$inferSelect
export type NewCohort = typeof cohorts.$inferInsert
export type CohortApplication = typeof cohortApplications.$inferSelect
export type NewCohortApplication = typeof cohortApplications.$inferInsert
export type CohortParticipant = typeof cohortParticipants.$inferSelect
export type NewCohortParticipant = typeof cohortParticipants.$inferInsert
export type CohortSession = typeof cohortSessions.$inferSelect
export type NewCohortSession = typeof cohortSessions.$inferInsert
export type SessionAttendance = typeof sessionAttendance.$inferSelect
export type NewSessionAttendance = typeof sessionAttendance.$inferInsert
export type BlogPost = typeof blogPosts.$inferSelect
export type NewBlogPost = typeof blogPosts.$inferInsert
export type Comment = typeof comments.$inferSelect
export type NewComment = typeof comments.$inferInsert
export type MediaLibraryItem = typeof mediaLibrary.$inferSelect
export type NewMediaLibraryItem = typeof mediaLibrary.$inferInsert
export type Newsletter = typeof newsletters.$inferSelect
export type NewNewsletter = typeof newsletters.$inferInsert
export type ContentCategory = typeof contentCategories.$inferSelect
export type NewContentCategory = typeof contentCategories.$inferInsert

export type Notification = typeof notifications.$inferSelect
export type OutboxMessage = typeof emailOutbox.$inferSelect
