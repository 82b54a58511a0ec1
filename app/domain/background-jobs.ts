/**
 * The background work of the app, by name (docs/decisions/0134-backups-and-background-jobs.md): the names are the
 * `job` of schedule_runs and the keys of the admin page's labels (admin catalogue `backgroundJobs.job.<name>`).
 */
export const BACKGROUND_JOB_NAMES = ['outbox', 'alerts', 'clean-up', 'claim-grace', 'search-maintenance', 'backup'] as const
export type BackgroundJobName = (typeof BACKGROUND_JOB_NAMES)[number]

/**
 * `scheduled`: one run a period on the cluster, through the scheduler's lease (app/server/scheduler.server.ts);
 * `worker`: polls on every instance and claims rows one by one under its own leases (the outbox).
 */
export type BackgroundJobKind = 'scheduled' | 'worker'

/**
 * A scheduled run of one period: taken under a lease, then done for good, or failed (run again next period). Kept
 * here, not with the alerts' words, which list pages' scripts carry.
 */
export const SCHEDULE_RUN_STATES = ['running', 'done', 'failed'] as const
export type ScheduleRunState = (typeof SCHEDULE_RUN_STATES)[number]
