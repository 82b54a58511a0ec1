// First: zod is configured before any schema here is built (app/shared/zod-config.ts).
import '~/shared/zod-config'
import { z } from 'zod'
import {
  JOB_CREDIT_AMOUNT_INVALID,
  JOB_CREDIT_GRANT_MAX,
  JOB_CREDIT_REASON_MAX,
  JOB_CREDIT_REASON_REQUIRED,
} from '~/domain/job-credits'
import { requiredText } from './fields'

/** An admin's grant of job-post credits (issue 44, docs/decisions/0138), for the admin page and its /api twin. */
export const grantJobCreditsSchema = z.object({
  startupId: z.coerce.number({ message: 'Startup not found' }).int('Startup not found').positive('Startup not found'),
  amount: z.coerce
    .number({ message: JOB_CREDIT_AMOUNT_INVALID })
    .int(JOB_CREDIT_AMOUNT_INVALID)
    .min(-JOB_CREDIT_GRANT_MAX, JOB_CREDIT_AMOUNT_INVALID)
    .max(JOB_CREDIT_GRANT_MAX, JOB_CREDIT_AMOUNT_INVALID)
    .refine((amount) => amount !== 0, JOB_CREDIT_AMOUNT_INVALID)
    .describe('Credits to add (a negative number takes unused ones back)'),
  reason: requiredText(JOB_CREDIT_REASON_REQUIRED, { max: JOB_CREDIT_REASON_MAX }).describe('Why, for the audit log'),
})
export type GrantJobCreditsInput = z.infer<typeof grantJobCreditsSchema>

export const jobPostAllowanceResponse = z.object({
  perMonth: z.number().int().nullable().describe('Job posts a month on the owner’s plan; null is unlimited'),
  postedThisMonth: z.number().int(),
  creditsLeft: z.number().int(),
})
