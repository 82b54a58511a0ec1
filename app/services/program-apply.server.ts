import type { SubmissionResult } from '@conform-to/react'
import { data, type RouterContextProvider } from 'react-router'
import { APPLICATION_FAILED, LOGIN_REQUIRED, LOGIN_TO_APPLY } from '~/domain/cohorts'
import { applyToCohort } from '~/models/cohorts.server'
import { applySchema } from '~/schemas/cohorts'
import { DomainError } from '~/shared/errors'
import { parseSubmission } from '~/server/forms.server'
import { getT } from '~/server/i18n.server'
import { redirectWithToast } from '~/server/toast.server'
import type { PublicUser } from '~/shared/user'

/** What a failed application gives the page back: the form's values and errors, and for which program. */
export interface ApplyFailure {
  cohortId: number
  result: SubmissionResult<string[]>
}

/** 001 §2: a visitor who presses apply goes to /auth with the 'Login Required' toast, and back to `returnTo` after. */
export function loginToApply(request: Request, returnTo: string, context?: Readonly<RouterContextProvider>): Promise<Response> {
  const t = context ? getT(context, 'programs') : null
  return redirectWithToast(request, `/auth?redirectTo=${encodeURIComponent(returnTo)}`, {
    title: t ? t(LOGIN_REQUIRED) : LOGIN_REQUIRED,
    description: t ? t(LOGIN_TO_APPLY) : LOGIN_TO_APPLY,
    type: 'info',
  })
}

/**
 * The programs pages' apply (the list's quick apply and the program page's form): the same schema and model as
 * POST /api/cohorts/{id}/apply. Success goes to `successTo` with 'Application Submitted'; a conflict (409: already
 * applied, closed) goes there too with the 'Application Failed' toast; another refusal comes back with its status
 * (400 blank letter, 403, 404) and the member's values.
 */
export async function applyFromPage(
  request: Request,
  user: PublicUser,
  formData: FormData,
  { cohortId, successTo, context }: { cohortId: number; successTo: string; context?: Readonly<RouterContextProvider> },
) {
  const submission = parseSubmission(formData, applySchema)
  if (submission.status !== 'success') {
    return data({ cohortId, result: submission.reply() } satisfies ApplyFailure, { status: 400 })
  }
  try {
    const application = await applyToCohort(user, cohortId, submission.value)
    // The toast is in the request's language (English when no context is given).
    const t = context ? getT(context, 'programs') : null
    const name = application.cohort.name
    return redirectWithToast(request, successTo, {
      title: t ? t('toast.submitted') : 'Application Submitted',
      description: t
        ? t('toast.submittedText', { name })
        : `Your application to ${name} has been submitted. We will let you know once it has been reviewed.`,
    })
  } catch (error) {
    if (!(error instanceof DomainError)) throw error
    const description = error.message || APPLICATION_FAILED.fallback
    if (error.status === 409) {
      // Already applied, or closed meanwhile: the form is no longer offered, so there is nothing to correct. The
      // spec's failure toast (001 §8, 'Application Failed') comes with the page as it now is, with JavaScript or without.
      const t = context ? getT(context, 'programs') : null
      return redirectWithToast(request, successTo, {
        title: t ? t(APPLICATION_FAILED.title) : APPLICATION_FAILED.title,
        description: t ? t(description, { defaultValue: description }) : description,
        type: 'error',
      })
    }
    const result = submission.reply({ formErrors: [description] })
    return data({ cohortId, result } satisfies ApplyFailure, { status: error.status })
  }
}
