/** The admin panel's messages and windows (001 §2, §8; docs/decisions/0047-admin-panel.md). */
export const USER_NOT_FOUND = 'User not found'
export const CANNOT_DELETE_ADMIN = 'Admin users cannot be deleted'
export const CANNOT_DELETE_SELF = 'You cannot delete your own account'
export const CANNOT_DEMOTE_SELF = 'You cannot remove your own admin access'
export const LAST_ADMIN = 'The last admin cannot be demoted'
/** Dashboard trends compare what was created in the last 30 days with the 30 days before. */
export const TREND_WINDOW_DAYS = 30
