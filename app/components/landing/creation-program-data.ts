/**
 * Creation Program (000 §2, §4, §9): the modules' durations are the spec's; the titles and topics are ours (the spec
 * does not list them). A module's state is the member's own (issue 46 item 2, docs/decisions/0128): completed when
 * they marked it so, current for the first one they have not, locked after it — the spec's sample (1–2 completed, 3
 * current) is the demo member's progress, not everyone's. Progress and total length are computed, never hard-coded.
 */
import type profile from '~/locales/en/profile'

export type ModuleStatus = 'completed' | 'current' | 'locked'

/** A key of the page's copy in the profile catalogue ('creation.…'). */
export type CreationKey = Extract<keyof typeof profile, `creation.${string}`>

export interface ProgramModuleContent {
  number: number
  /** Catalogue keys: the page shows them in the reader's language. */
  title: CreationKey
  description: CreationKey
  weeks: number
  topics: CreationKey[]
}

export interface ProgramModule extends ProgramModuleContent {
  status: ModuleStatus
}

export const PROGRAM_MODULES: readonly ProgramModuleContent[] = [
  {
    number: 1,
    title: 'creation.module.ideaValidation.title',
    description: 'creation.module.ideaValidation.description',
    weeks: 2,
    topics: [
      'creation.topic.problemDiscovery',
      'creation.topic.customerInterviews',
      'creation.topic.marketSizing',
      'creation.topic.competitorMapping',
    ],
  },
  {
    number: 2,
    title: 'creation.module.businessModel.title',
    description: 'creation.module.businessModel.description',
    weeks: 3,
    topics: ['creation.topic.valueProposition', 'creation.topic.revenueModels', 'creation.topic.unitEconomics'],
  },
  {
    number: 3,
    title: 'creation.module.productDevelopment.title',
    description: 'creation.module.productDevelopment.description',
    weeks: 4,
    topics: [
      'creation.topic.mvpScoping',
      'creation.topic.designSprints',
      'creation.topic.techStack',
      'creation.topic.userTesting',
      'creation.topic.productAnalytics',
    ],
  },
  {
    number: 4,
    title: 'creation.module.goToMarket.title',
    description: 'creation.module.goToMarket.description',
    weeks: 3,
    topics: [
      'creation.topic.positioning',
      'creation.topic.growthChannels',
      'creation.topic.pricing',
      'creation.topic.regionalExpansion',
    ],
  },
  {
    number: 5,
    title: 'creation.module.fundraising.title',
    description: 'creation.module.fundraising.description',
    weeks: 2,
    topics: ['creation.topic.pitchDeck', 'creation.topic.financialModel', 'creation.topic.investorOutreach'],
  },
  {
    number: 6,
    title: 'creation.module.scaling.title',
    description: 'creation.module.scaling.description',
    weeks: 3,
    topics: [
      'creation.topic.hiring',
      'creation.topic.operations',
      'creation.topic.partnerships',
      'creation.topic.demoDay',
    ],
  },
]

/** The number of modules; a member's completed count is between 0 and this. */
export const MODULE_COUNT = PROGRAM_MODULES.length

/** The modules as a member sees them, who has completed the first `completed` (modules are completed in order). */
export function modulesFor(completed: number): ProgramModule[] {
  return PROGRAM_MODULES.map((module) => ({
    ...module,
    status: module.number <= completed ? 'completed' : module.number === completed + 1 ? 'current' : 'locked',
  }))
}

/** Cards show this many topics, then '+N more' (000 §9). */
const VISIBLE_TOPICS = 3

export function visibleTopics<T>(topics: readonly T[]): { shown: T[]; more: number } {
  return { shown: topics.slice(0, VISIBLE_TOPICS), more: Math.max(0, topics.length - VISIBLE_TOPICS) }
}

export interface ProgramProgress {
  completed: number
  total: number
  /** Whole percent, rounded: 2 of 6 → 33. */
  percent: number
  totalWeeks: number
  current: ProgramModule | undefined
}

/** 000 §4: overall progress = completed count / number of modules. */
export function programProgress(modules: readonly ProgramModule[]): ProgramProgress {
  const completed = modules.filter((module) => module.status === 'completed').length
  const total = modules.length
  return {
    completed,
    total,
    percent: total === 0 ? 0 : Math.round((completed / total) * 100),
    totalWeeks: modules.reduce((sum, module) => sum + module.weeks, 0),
    current: modules.find((module) => module.status === 'current'),
  }
}

/** The program's calendar is kept in Singapore time (its office hours are held there). */
export const PROGRAM_TIME_ZONE = 'Asia/Singapore'

/** A day of the program's calendar: year, month (1-12) and day. */
export interface ProgramDay {
  year: number
  month: number
  day: number
}

export interface ProgramSchedule {
  applicationsClose: ProgramDay
  /** The upcoming sessions of the page's events card, in the card's order, with their wall-clock start. */
  sessions: { key: 'pitchPractice' | 'officeHours'; day: ProgramDay; time: string }[]
  /** The month the next cohort starts (its first day). */
  nextCohort: ProgramDay
}

/**
 * 000 §9's calendar — applications close on the 15th, the pitch practice is on the 20th at 2:00 PM and the investor
 * office hours on the 25th at 10:00 AM, and the cohort starts the next month (the spec's January 15th, 20th, 25th and
 * February 2025) — placed in the first month whose 15th is still ahead of `today` (a day in the program's zone), so
 * every date the page shows as upcoming is in the future whenever it is read.
 */
export function programSchedule(today: ProgramDay): ProgramSchedule {
  const [year, month] = today.day < 15 ? [today.year, today.month] : today.month === 12 ? [today.year + 1, 1] : [today.year, today.month + 1]
  const on = (day: number): ProgramDay => ({ year, month, day })
  return {
    applicationsClose: on(15),
    sessions: [
      { key: 'pitchPractice', day: on(20), time: '14:00' },
      { key: 'officeHours', day: on(25), time: '10:00' },
    ],
    nextCohort: month === 12 ? { year: year + 1, month: 1, day: 1 } : { year, month: month + 1, day: 1 },
  }
}

/** 000 §9 static figures. The words around them ('25 startups') are the catalogue's ('creation.cohortSize'). */
export const PROGRAM_FIGURES = {
  cohortSize: 25,
  completionRate: '89%',
  successRate: '78%',
  fundingRaised: '$2.5B+',
  alumni: '500+',
  cloudCredits: '$50K',
} as const
