import { z } from 'zod'
import { ANALYTICS_LEVELS, MATCHING_DEPTHS, PLAN_INTERVALS, PLAN_KEYS, UNKNOWN_PLAN } from '~/domain/plans'

/** POST /api/subscription/checkout's body: the plan's key (an unknown one is the handler's 400, with its message). */
export const subscriptionCheckoutSchema = z.object({ plan: z.string({ error: UNKNOWN_PLAN }).min(1, UNKNOWN_PLAN).max(50, UNKNOWN_PLAN) })

const entitlements = z.object({
  jobPostsPerMonth: z.number().int().nullable(),
  workspaceDiscountPercent: z.number().int(),
  analyticsLevel: z.enum(ANALYTICS_LEVELS),
  matchingDepth: z.enum(MATCHING_DEPTHS),
  apiAccess: z.boolean(),
  priorityMentorAccess: z.boolean(),
  premiumEvents: z.boolean(),
  privateEvents: z.boolean(),
})

export const planListResponse = z.array(
  z.object({
    key: z.enum(PLAN_KEYS),
    priceMinor: z.number().int(),
    currency: z.string(),
    interval: z.enum(PLAN_INTERVALS),
    trialDays: z.number().int(),
    graceDays: z.number().int(),
    sort: z.number().int(),
    stripeLookupKey: z.string().nullable(),
    entitlements,
  }),
)

export const subscriptionResponse = z.object({
  plan: z.enum(PLAN_KEYS),
  status: z.string().nullable(),
  trialEnd: z.string().nullable(),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  graceEndsAt: z.string().nullable(),
})

export const checkoutResponse = z.object({ url: z.string() })
