import type jobs from '~/locales/en/jobs'

type JobsKey = keyof typeof jobs

/**
 * A filter the URL got wrong, in plain words, next to its field (the rest of the filters still apply): keys of the
 * jobs catalogue, translated by the page.
 */
export const FILTER_PROBLEMS: Record<string, JobsKey> = {
  searchQuery: 'problem.searchQuery',
  location: 'problem.location',
  type: 'problem.type',
  experienceLevel: 'problem.experienceLevel',
  startupId: 'problem.startupId',
}

/**
 * Issue 42's filters (decision 0118): their explanations live in the talent catalogue, which the page's scripts do
 * not load (the loader writes them).
 */
export const TALENT_FILTER_PROBLEMS: Record<string, 'hub.problem.techStack' | 'hub.problem.sort'> = {
  techStack: 'hub.problem.techStack',
  sort: 'hub.problem.sort',
}
export const OTHER_FILTER_PROBLEM: JobsKey = 'problem.other'

/** The loader's 503 message (the page shows the catalogue's 'hub.fetchFailed'). */
export const FETCH_FAILED = 'Failed to fetch jobs'

export const POST_JOB_DIALOG = 'post-job'
/** The lists of the job form, built entry by entry (app/shared/list-field.ts). */
export const JOB_LISTS = ['techStack'] as const
export const POST_JOB_INTENT = 'post-job'
