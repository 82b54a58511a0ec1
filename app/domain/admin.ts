/** The admin panel's messages and windows (001 §2, §8; docs/decisions/0047-admin-panel.md). */
export const USER_NOT_FOUND = 'User not found'
/** 001 §2 Edit User: the e-mail is read-only. */
export const EMAIL_CANNOT_BE_CHANGED = 'Email cannot be changed'
export const CANNOT_DELETE_ADMIN = 'Admin users cannot be deleted'
export const CANNOT_DELETE_SELF = 'You cannot delete your own account'
export const CANNOT_DEMOTE_SELF = 'You cannot remove your own admin access'
export const LAST_ADMIN = 'The last admin cannot be demoted'
/** Dashboard trends compare what was created in the last 30 days with the 30 days before. */
export const TREND_WINDOW_DAYS = 30

export const APPLICATION_NOT_FOUND = 'Application not found'
export const ALREADY_REVIEWED = 'This application has already been reviewed'
export const COHORT_FULL = 'This cohort is full'
export const JOB_NOT_FOUND_ADMIN = 'Job not found'
export const EVENT_NOT_FOUND_ADMIN = 'Event not found'
export const BOOKING_NOT_FOUND_ADMIN = 'Booking not found'
export const BOOKING_NOT_ACTIVE = 'Only a confirmed booking can be cancelled'
export const LISTING_NOT_FOUND = 'Listing not found'
export const LISTING_ALREADY_REVIEWED = 'This listing has already been reviewed'
