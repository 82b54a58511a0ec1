// Job-post allowances and credits (issue 44 item 3, docs/decisions/0138-job-post-credits.md).

export const JOB_CREDIT_REASON_MAX = 200
/** The most credits one grant may add or take back. */
export const JOB_CREDIT_GRANT_MAX = 100

/** The 402 of the 3rd job post in a month on Starter without credits: `{ message, upgradeUrl }`. */
export const JOB_POST_LIMIT_REACHED =
  'This startup has used its job posts for this month. Upgrade to Professional for unlimited job posts.'
/** Where a member on Starter upgrades (the landing page's plans). */
export const JOB_POST_UPGRADE_URL = '/#pricing'

export const JOB_CREDIT_AMOUNT_INVALID = 'Enter a whole number of credits between -100 and 100, not 0'
export const JOB_CREDIT_REASON_REQUIRED = 'Say why the credits are granted'
export const JOB_CREDIT_TAKES_TOO_MANY = 'That takes back more credits than the startup has left'
