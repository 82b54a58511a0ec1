/**
 * Creation Program (000 §2, §4, §9): static sample content. Module states and durations are the spec's; the titles
 * and topics are ours (the spec does not list them). Progress and total length are computed, never hard-coded.
 */
export type ModuleStatus = 'completed' | 'current' | 'locked'

export interface ProgramModule {
  number: number
  title: string
  description: string
  weeks: number
  status: ModuleStatus
  topics: string[]
}

export const PROGRAM_MODULES: readonly ProgramModule[] = [
  {
    number: 1,
    title: 'Idea Validation',
    description: 'Test the problem, the customer and the market before building.',
    weeks: 2,
    status: 'completed',
    topics: ['Problem discovery', 'Customer interviews', 'Market sizing', 'Competitor mapping'],
  },
  {
    number: 2,
    title: 'Business Model Design',
    description: 'Turn the validated idea into a business that can make money.',
    weeks: 3,
    status: 'completed',
    topics: ['Value proposition', 'Revenue models', 'Unit economics'],
  },
  {
    number: 3,
    title: 'Product Development',
    description: 'Ship a minimum viable product and learn from real users.',
    weeks: 4,
    status: 'current',
    topics: ['MVP scoping', 'Design sprints', 'Tech stack choices', 'User testing', 'Product analytics'],
  },
  {
    number: 4,
    title: 'Go-to-Market Strategy',
    description: 'Find the channels that bring customers in across Asian markets.',
    weeks: 3,
    status: 'locked',
    topics: ['Positioning', 'Growth channels', 'Pricing', 'Regional expansion'],
  },
  {
    number: 5,
    title: 'Fundraising',
    description: 'Prepare the story, the numbers and the process for investors.',
    weeks: 2,
    status: 'locked',
    topics: ['Pitch deck', 'Financial model', 'Investor outreach'],
  },
  {
    number: 6,
    title: 'Scaling & Growth',
    description: 'Build the team and operations to grow beyond the first market.',
    weeks: 3,
    status: 'locked',
    topics: ['Hiring', 'Operations', 'Partnerships', 'Demo Day'],
  },
]

/** Cards show this many topics, then '+N more' (000 §9). */
export const VISIBLE_TOPICS = 3

export function visibleTopics(topics: readonly string[]): { shown: string[]; more: number } {
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
export function programProgress(modules: readonly ProgramModule[] = PROGRAM_MODULES): ProgramProgress {
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

/** 000 §9 static figures. */
export const PROGRAM_FIGURES = {
  cohortSize: '25 startups',
  completionRate: '89%',
  successRate: '78%',
  fundingRaised: '$2.5B+',
  alumni: '500+',
  cloudCredits: '$50K',
  nextCohort: 'February 2025',
  applicationsClose: 'January 15th',
} as const
