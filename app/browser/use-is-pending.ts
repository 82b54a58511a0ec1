import { useFormAction, useNavigation } from 'react-router'

export interface PendingOptions {
  /** The form's action; by default the action a `<Form>` without one posts to (this route, with the current query). */
  formAction?: string
  /** Upper-case, as React Router reports it. */
  formMethod?: 'POST' | 'GET' | 'PUT' | 'PATCH' | 'DELETE'
  /** Only a submission whose `intent` field has this value counts (pages whose forms share one action). */
  intent?: string
  /**
   * 'non-idle' (default) stays true through the loads that follow the submission, such as the redirect after a
   * successful post, so a button does not flash back to its idle label before the page changes.
   */
  state?: 'submitting' | 'loading' | 'non-idle'
}

/**
 * Whether this page's form submission is in flight, for the spec's pending labels ('Posting...', 'Creating...',
 * 'Booking...') and for disabling the submit button. Without JavaScript the browser shows its own progress instead.
 */
export function useIsPending({
  formAction,
  formMethod = 'POST',
  intent,
  state = 'non-idle',
}: PendingOptions = {}): boolean {
  const contextualFormAction = useFormAction()
  const navigation = useNavigation()
  const inState = state === 'non-idle' ? navigation.state !== 'idle' : navigation.state === state
  return (
    inState &&
    navigation.formAction === (formAction ?? contextualFormAction) &&
    navigation.formMethod === formMethod &&
    (intent === undefined || navigation.formData?.get('intent') === intent)
  )
}
