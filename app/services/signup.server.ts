import { data, type RouterContextProvider } from 'react-router'
import { guardSignupRate, signUp } from './auth.server'
import { getT } from '~/server/i18n.server'
import { clientIp } from '~/server/context'
import { DomainError } from '~/shared/errors'
import { parseSubmission } from '~/server/forms.server'
import { safeRedirect } from '~/shared/safe-redirect'
import { redirectWithToast } from '~/server/toast.server'
import type { SignupUserType } from '~/domain/users'
import { signupFormSchema } from '~/schemas/auth'

const HIDDEN = ['password', 'confirmPassword']

/** The action behind both sign-up pages; the page, never the visitor, decides the account type. */
export async function signupAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
  userType: SignupUserType,
) {
  const formData = await request.formData()
  const submission = parseSubmission(formData, signupFormSchema)
  try {
    await guardSignupRate(clientIp(context))
    if (submission.status !== 'success') {
      return data({ result: submission.reply({ hideFields: HIDDEN }) }, { status: 400 })
    }
    const { user, headers } = await signUp(request, { ...submission.value, userType })
    return redirectWithToast(
      request,
      safeRedirect(submission.value.redirectTo),
      {
        title: getT(context, 'auth')('signUp.toastTitle'),
        description: getT(context, 'auth')('signUp.toastDescription', { name: user.firstName }),
      },
      { headers },
    )
  } catch (error) {
    if (!(error instanceof DomainError)) throw error
    return data(
      {
        result: submission.reply({
          formErrors: error.fieldErrors ? [] : [error.message],
          fieldErrors: error.fieldErrors,
          hideFields: HIDDEN,
        }),
      },
      { status: error.status, headers: error.retryAfter ? { 'Retry-After': String(error.retryAfter) } : undefined },
    )
  }
}
