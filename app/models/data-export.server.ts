import { and, asc, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm'
import {
  calendarFeeds,
  cohortApplications,
  cohortParticipants,
  cohorts,
  emailOutbox,
  eventRsvps,
  events,
  investors,
  jobApplications,
  jobs,
  jobViews,
  memberPreferences,
  mentors,
  notifications,
  profileClaims,
  resources,
  reviewReports,
  reviewVerifications,
  sessions,
  startupGallery,
  startupReviews,
  startups,
  startupTeam,
  startupViews,
  users,
  workspaceBookings,
  workspaces,
  follows,
  savedSearches,
  alertItems,
} from '../../db/schema'
import { getDb } from '~/server/db.server'
import { consume } from '~/server/rate-limit.server'
import { notFoundError, tooManyRequests } from '~/shared/errors'
import { emailPreferencesOf, USER_NOT_FOUND } from './notifications.server'

/**
 * "Download my data" (issue 46 item 8, docs/decisions/0124-legal-pages-contact-and-data-export.md): everything the
 * platform keeps that is the member's own, as one JSON document — the answer to an access request under the PDPA,
 * APPI and PIPA. Only rows the member wrote or that are about them, each with its own fields; never another person's
 * private data (no co-worker's or applicant's e-mail, no invitee's address), never a secret (no password hash, no
 * session id, no token or its hash, no Stripe ids), and no admin's internal notes.
 */

export const EXPORT_FORMAT = 'startup-asia-member-export/1'
export const EXPORTS_PER_HOUR = 10
export const TOO_MANY_EXPORTS = 'You have downloaded your data several times this hour. Please try again later.'
const HOUR = 3_600_000
const DAY_MS = 86_400_000

/** A UTC day number (the view tables' `day`) as YYYY-MM-DD. */
const dayOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10)

/** Counts one download against the member's hourly allowance (an export reads every table the member is in). */
export async function guardExportRate(userId: number, now = Date.now()): Promise<void> {
  const result = await consume({ key: `data-export:${userId}`, max: EXPORTS_PER_HOUR, windowMs: HOUR }, now)
  if (!result.allowed) throw tooManyRequests(TOO_MANY_EXPORTS, result.retryAfter)
}

export async function exportMemberData(userId: number, now: Date = new Date()) {
  const db = await getDb()
  const [account] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      profileImageUrl: users.profileImageUrl,
      userType: users.userType,
      isEmailVerified: users.isEmailVerified,
      language: users.language,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(eq(users.id, userId))
  if (!account) throw notFoundError(USER_NOT_FOUND)

  const onTeam = db.select({ id: startupTeam.startupId }).from(startupTeam).where(eq(startupTeam.userId, userId))
  const involved = or(eq(startups.founderId, userId), eq(startups.claimedByUserId, userId), inArray(startups.id, onTeam))
  const visitor = `u${userId}`

  const [
    preferences,
    emailPreferences,
    calendarFeed,
    activeSessions,
    myStartups,
    teamEntries,
    postedJobs,
    applications,
    rsvps,
    organizedEvents,
    bookings,
    programApplications,
    programs,
    claims,
    reviews,
    reports,
    workAddresses,
    directoryInvestors,
    directoryMentors,
    submittedResources,
    uploads,
    inbox,
    emails,
    startupPagesViewed,
    jobPagesViewed,
    followed,
    searches,
    alerts,
  ] = await Promise.all([
    db
      .select({
        sectors: memberPreferences.sectors,
        stages: memberPreferences.stages,
        skills: memberPreferences.skills,
        cultureValues: memberPreferences.cultureValues,
        cityId: memberPreferences.cityId,
        remoteOk: memberPreferences.remoteOk,
        updatedAt: memberPreferences.updatedAt,
      })
      .from(memberPreferences)
      .where(eq(memberPreferences.userId, userId)),
    emailPreferencesOf(userId),
    // Whether a personal calendar feed exists; its address is a secret (only its hash is kept anyway).
    db.select({ createdAt: calendarFeeds.createdAt }).from(calendarFeeds).where(eq(calendarFeeds.userId, userId)),
    db
      .select({ expires: sessions.expire })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), sql`${sessions.expire} > ${now.getTime()}`))
      .orderBy(asc(sessions.expire)),
    db
      .select({
        id: startups.id,
        name: startups.name,
        description: startups.description,
        website: startups.website,
        sector: startups.sector,
        location: startups.location,
        stage: startups.stage,
        teamSize: startups.teamSize,
        foundingDate: startups.foundingDate,
        mission: startups.mission,
        vision: startups.vision,
        techStack: startups.techStack,
        cultureValues: startups.cultureValues,
        isActive: startups.isActive,
        createdAt: startups.createdAt,
        founder: sql<boolean>`${startups.founderId} = ${userId}`.mapWith(Boolean),
        claimedOwner: sql<boolean>`coalesce(${startups.claimedByUserId} = ${userId}, 0)`.mapWith(Boolean),
      })
      .from(startups)
      .where(involved)
      .orderBy(asc(startups.id)),
    db
      .select({
        startupId: startupTeam.startupId,
        name: startupTeam.name,
        email: startupTeam.email,
        bio: startupTeam.bio,
        role: startupTeam.role,
        accessRole: startupTeam.accessRole,
        isFounder: startupTeam.isFounder,
        joinedAt: startupTeam.joinedAt,
      })
      .from(startupTeam)
      .where(eq(startupTeam.userId, userId))
      .orderBy(asc(startupTeam.startupId)),
    db
      .select({
        id: jobs.id,
        startupId: jobs.startupId,
        title: jobs.title,
        type: jobs.type,
        location: jobs.location,
        isRemote: jobs.isRemote,
        isActive: jobs.isActive,
        createdAt: jobs.createdAt,
      })
      .from(jobs)
      .innerJoin(startups, eq(startups.id, jobs.startupId))
      .where(involved)
      .orderBy(desc(jobs.createdAt)),
    db
      .select({
        id: jobApplications.id,
        jobId: jobApplications.jobId,
        job: jobs.title,
        startup: startups.name,
        note: jobApplications.note,
        link: jobApplications.link,
        status: jobApplications.status,
        statusChangedAt: jobApplications.statusChangedAt,
        createdAt: jobApplications.createdAt,
      })
      .from(jobApplications)
      .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
      .innerJoin(startups, eq(startups.id, jobs.startupId))
      .where(eq(jobApplications.userId, userId))
      .orderBy(desc(jobApplications.createdAt)),
    db
      .select({
        id: eventRsvps.id,
        eventId: eventRsvps.eventId,
        event: events.title,
        startDate: events.startDate,
        status: eventRsvps.status,
        waitlistPosition: eventRsvps.waitlistPosition,
        createdAt: eventRsvps.createdAt,
      })
      .from(eventRsvps)
      .innerJoin(events, eq(events.id, eventRsvps.eventId))
      .where(eq(eventRsvps.userId, userId))
      .orderBy(desc(events.startDate)),
    db
      .select({ id: events.id, title: events.title, startDate: events.startDate, location: events.location, createdAt: events.createdAt })
      .from(events)
      .where(eq(events.organizerId, userId))
      .orderBy(desc(events.startDate)),
    db
      .select({
        id: workspaceBookings.id,
        workspaceId: workspaceBookings.workspaceId,
        workspace: workspaces.name,
        startTime: workspaceBookings.startTime,
        endTime: workspaceBookings.endTime,
        totalAmount: workspaceBookings.totalAmount,
        status: workspaceBookings.status,
        paymentStatus: workspaceBookings.paymentStatus,
        createdAt: workspaceBookings.createdAt,
      })
      .from(workspaceBookings)
      .innerJoin(workspaces, eq(workspaces.id, workspaceBookings.workspaceId))
      .where(eq(workspaceBookings.userId, userId))
      .orderBy(desc(workspaceBookings.startTime)),
    // The admins' review notes are internal (docs/decisions/0104): not part of the member's copy.
    db
      .select({
        id: cohortApplications.id,
        cohortId: cohortApplications.cohortId,
        program: cohorts.name,
        startupId: cohortApplications.startupId,
        status: cohortApplications.status,
        applicationData: cohortApplications.applicationData,
        motivationLetter: cohortApplications.motivationLetter,
        businessPlanUrl: cohortApplications.businessPlanUrl,
        pitchDeckUrl: cohortApplications.pitchDeckUrl,
        appliedAt: cohortApplications.appliedAt,
        reviewedAt: cohortApplications.reviewedAt,
      })
      .from(cohortApplications)
      .innerJoin(cohorts, eq(cohorts.id, cohortApplications.cohortId))
      .where(eq(cohortApplications.userId, userId))
      .orderBy(desc(cohortApplications.createdAt)),
    db
      .select({
        cohortId: cohortParticipants.cohortId,
        program: cohorts.name,
        joinedAt: cohortParticipants.joinedAt,
        completionStatus: cohortParticipants.completionStatus,
        progressPercentage: cohortParticipants.progressPercentage,
        attendanceCount: cohortParticipants.attendanceCount,
        finalGrade: cohortParticipants.finalGrade,
        certificateIssued: cohortParticipants.certificateIssued,
        feedback: cohortParticipants.feedback,
      })
      .from(cohortParticipants)
      .innerJoin(cohorts, eq(cohorts.id, cohortParticipants.cohortId))
      .where(eq(cohortParticipants.userId, userId)),
    // What the member submitted and the decision told to them; no Stripe ids, no reviewing admin.
    db
      .select({
        id: profileClaims.id,
        startupId: profileClaims.startupId,
        companyName: profileClaims.companyName,
        claimerName: profileClaims.claimerName,
        claimerEmail: profileClaims.claimerEmail,
        claimerTitle: profileClaims.claimerTitle,
        businessRegistration: profileClaims.businessRegistration,
        taxId: profileClaims.taxId,
        proofOfAuthorityUrl: profileClaims.proofOfAuthorityUrl,
        justification: profileClaims.justification,
        monthlyFee: profileClaims.monthlyFee,
        status: profileClaims.status,
        paymentStatus: profileClaims.paymentStatus,
        paidAt: profileClaims.paidAt,
        paidThrough: profileClaims.paidThrough,
        adminComments: profileClaims.adminComments,
        reviewedAt: profileClaims.reviewedAt,
        createdAt: profileClaims.createdAt,
      })
      .from(profileClaims)
      .where(eq(profileClaims.claimerId, userId))
      .orderBy(desc(profileClaims.createdAt)),
    db
      .select({
        id: startupReviews.id,
        startupId: startupReviews.startupId,
        startup: startups.name,
        rating: startupReviews.rating,
        title: startupReviews.title,
        content: startupReviews.content,
        position: startupReviews.position,
        department: startupReviews.department,
        employmentType: startupReviews.employmentType,
        employmentStatus: startupReviews.employmentStatus,
        workDuration: startupReviews.workDuration,
        workLifeBalance: startupReviews.workLifeBalance,
        compensation: startupReviews.compensation,
        culture: startupReviews.culture,
        management: startupReviews.management,
        careerGrowth: startupReviews.careerGrowth,
        pros: startupReviews.pros,
        cons: startupReviews.cons,
        advice: startupReviews.advice,
        wouldRecommend: startupReviews.wouldRecommend,
        ceoApproval: startupReviews.ceoApproval,
        isVerified: startupReviews.isVerified,
        isActive: startupReviews.isActive,
        hidden: isNotNull(startupReviews.hiddenAt).mapWith(Boolean),
        reply: startupReviews.replyText,
        repliedAt: startupReviews.repliedAt,
        createdAt: startupReviews.createdAt,
        updatedAt: startupReviews.updatedAt,
      })
      .from(startupReviews)
      .innerJoin(startups, eq(startups.id, startupReviews.startupId))
      .where(eq(startupReviews.reviewerId, userId))
      .orderBy(desc(startupReviews.createdAt)),
    db
      .select({
        reviewId: reviewReports.reviewId,
        reason: reviewReports.reason,
        details: reviewReports.details,
        createdAt: reviewReports.createdAt,
        resolvedAt: reviewReports.resolvedAt,
      })
      .from(reviewReports)
      .where(eq(reviewReports.reporterId, userId))
      .orderBy(desc(reviewReports.createdAt)),
    db
      .select({
        startupId: reviewVerifications.startupId,
        email: reviewVerifications.email,
        verifiedAt: reviewVerifications.verifiedAt,
        createdAt: reviewVerifications.createdAt,
      })
      .from(reviewVerifications)
      .where(eq(reviewVerifications.userId, userId))
      .orderBy(desc(reviewVerifications.createdAt)),
    db.select().from(investors).where(eq(investors.userId, userId)).orderBy(asc(investors.id)),
    db.select().from(mentors).where(eq(mentors.userId, userId)).orderBy(asc(mentors.id)),
    db
      .select({
        id: resources.id,
        name: resources.name,
        type: resources.type,
        description: resources.description,
        location: resources.location,
        website: resources.website,
        email: resources.email,
        isVerified: resources.isVerified,
        isActive: resources.isActive,
        submittedAt: resources.submittedAt,
      })
      .from(resources)
      .where(eq(resources.submittedById, userId))
      .orderBy(asc(resources.id)),
    db
      .select({
        id: startupGallery.id,
        startupId: startupGallery.startupId,
        mediaUrl: startupGallery.mediaUrl,
        mediaType: startupGallery.mediaType,
        title: startupGallery.title,
        fileSize: startupGallery.fileSize,
        createdAt: startupGallery.createdAt,
      })
      .from(startupGallery)
      .where(eq(startupGallery.uploadedBy, userId))
      .orderBy(asc(startupGallery.id)),
    db
      .select({ kind: notifications.kind, data: notifications.data, readAt: notifications.readAt, createdAt: notifications.createdAt })
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt)),
    // The e-mails themselves are rendered from data that may hold a one-time link: the copy lists them, not their links.
    db
      .select({
        recipient: emailOutbox.recipient,
        subject: emailOutbox.subject,
        category: emailOutbox.category,
        state: emailOutbox.state,
        sentAt: emailOutbox.sentAt,
        createdAt: emailOutbox.createdAt,
      })
      .from(emailOutbox)
      .where(eq(emailOutbox.userId, userId))
      .orderBy(desc(emailOutbox.createdAt)),
    db
      .select({ startupId: startupViews.startupId, day: startupViews.day })
      .from(startupViews)
      .where(eq(startupViews.visitor, visitor))
      .orderBy(asc(startupViews.day), asc(startupViews.startupId)),
    db
      .select({ jobId: jobViews.jobId, day: jobViews.day })
      .from(jobViews)
      .where(eq(jobViews.visitor, visitor))
      .orderBy(asc(jobViews.day), asc(jobViews.jobId)),
    // Follows, saved searches and alerts (docs/decisions/0129–0131).
    db
      .select({ type: follows.targetType, id: follows.targetId, createdAt: follows.createdAt })
      .from(follows)
      .where(eq(follows.userId, userId))
      .orderBy(asc(follows.createdAt)),
    db
      .select({ id: savedSearches.id, name: savedSearches.name, list: savedSearches.list, query: savedSearches.query, createdAt: savedSearches.createdAt })
      .from(savedSearches)
      .where(eq(savedSearches.userId, userId))
      .orderBy(asc(savedSearches.id)),
    db
      .select({ type: alertItems.itemType, id: alertItems.itemId, source: alertItems.source, digestId: alertItems.digestId, createdAt: alertItems.createdAt })
      .from(alertItems)
      .where(eq(alertItems.userId, userId))
      .orderBy(asc(alertItems.createdAt)),
  ])

  const stripVerifier = <T extends { verifiedBy: number | null }>({ verifiedBy: _, ...rest }: T) => rest
  return {
    format: EXPORT_FORMAT,
    exportedAt: now.toISOString(),
    account,
    preferences: preferences[0] ?? null,
    emailPreferences,
    calendarFeed: calendarFeed[0] ? { active: true, createdAt: calendarFeed[0].createdAt } : { active: false },
    sessions: { signedIn: activeSessions.length, expires: activeSessions.map((session) => session.expires) },
    startups: myStartups,
    teamMemberships: teamEntries,
    jobsPosted: postedJobs,
    jobApplications: applications,
    eventRsvps: rsvps,
    eventsOrganized: organizedEvents,
    workspaceBookings: bookings,
    programApplications,
    programParticipation: programs,
    profileClaims: claims,
    reviewsWritten: reviews,
    reviewReports: reports,
    workAddressVerifications: workAddresses,
    investorApplications: directoryInvestors.map(stripVerifier),
    mentorApplications: directoryMentors.map(stripVerifier),
    resourcesSubmitted: submittedResources,
    uploads: uploads,
    follows: followed,
    savedSearches: searches,
    alerts,
    notifications: inbox,
    emails,
    pagesViewed: {
      startups: startupPagesViewed.map((view) => ({ startupId: view.startupId, day: dayOf(view.day) })),
      jobs: jobPagesViewed.map((view) => ({ jobId: view.jobId, day: dayOf(view.day) })),
    },
  }
}

export type MemberDataExport = Awaited<ReturnType<typeof exportMemberData>>
