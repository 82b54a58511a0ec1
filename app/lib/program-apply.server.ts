import type { SubmissionResult } from '@conform-to/react'
import { data } from 'react-router'
import { APPLICATION_FAILED, LOGIN_REQUIRED, LOGIN_TO_APPLY } from '~/domain/cohorts'
import { applyToCohort } from '~/models/cohorts.server'
import { applySchema } from '~/schemas/cohorts'
import { DomainError } from './errors'
import { parseSubmission } from './forms.server'
import { redirectWithToast } from './toast.server'
import type { PublicUser } from './user'

/** What a failed application gives the page back: the form's values and errors, and for which program. */
export interface ApplyFailure {
  cohortId: number
  result: SubmissionResult<string[]>
}

/** 001 §2: a visitor who presses apply goes to /auth with the 'Login Required' toast, and back to `returnTo` after. */
export function loginToApply(request: Request, returnTo: string): Promise<Response> {
  return redirectWithToast(request, `/auth?redirectTo=${encodeURIComponent(returnTo)}`, {
    title: LOGIN_REQUIRED,
    description: LOGIN_TO_APPLY,
    type: 'info',
  })
}

/**
 * The programs pages' apply (the list's quick apply and the program page's form): the same schema and model as
 * POST /api/cohorts/{id}/apply. Success goes to `successTo` with 'Application Submitted'; a refusal comes back with
 * its status (400 blank letter, 403, 404, 409) and the member's values.
 */
export async function applyFromPage(
  request: Request,
  user: PublicUser,
  formData: FormData,
  { cohortId, successTo }: { cohortId: number; successTo: string },
) {
  const submission = parseSubmission(formData, applySchema)
  if (submission.status !== 'success') {
    return data({ cohortId, result: submission.reply() } satisfies ApplyFailure, { status: 400 })
  }
  try {
    const application = await applyToCohort(user, cohortId, submission.value)
    return redirectWithToast(request, successTo, {
      title: 'Application Submitted',
      description: `Your application to ${application.cohort.name} has been submitted. We will let you know once it has been reviewed.`,
    })
  } catch (error) {
    if (!(error instanceof DomainError)) throw error
    const result = submission.reply({ formErrors: [error.message || APPLICATION_FAILED.fallback] })
    return data({ cohortId, result } satisfies ApplyFailure, { status: error.status })
  }
}
