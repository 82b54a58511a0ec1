import type { SubmissionResult } from '@conform-to/react'
import { useTranslation } from '~/browser/i18n-react'
import { buttonClasses } from '~/components/ui/button'
import { Dialog, DialogClose, DialogForm, DialogSubmitButton } from '~/components/ui/dialog'
import { FormErrors } from '~/components/ui/field'
import { EventForm, type EventFormShape } from './create-event-dialog'
import { CANCEL_EVENT_DIALOG, CANCEL_EVENT_INTENT, EDIT_EVENT_DIALOG, EDIT_EVENT_INTENT } from './messages'

/**
 * The organizer's Edit Event dialog, `?dialog=edit-event` (docs/decisions/0110-after-posting.md): the Create Event
 * form filled with the event as it is, the same rules, except that a start that has passed may stay.
 */
export function EditEventDialog({
  values,
  currentStart,
  lastResult,
  minStart,
}: {
  values: EventFormShape
  /** The event's start now (ISO): the edit schema lets it stay once passed. */
  currentStart: string
  lastResult: SubmissionResult<string[]> | undefined
  minStart: string
}) {
  const { t } = useTranslation('events')
  return (
    <Dialog name={EDIT_EVENT_DIALOG} title={t('edit.title')} description={t('edit.description')} size="lg">
      <EventForm
        formId="edit-event"
        lastResult={lastResult}
        minStart={minStart}
        defaultValue={values}
        schema={() => import('~/schemas/event').then((m) => m.editEventSchema(new Date(currentStart)))}
        intent={EDIT_EVENT_INTENT}
        labels={{ submit: t('edit.submit'), pending: t('edit.pending'), errorTitle: t('create.errorTitle'), failed: t('edit.failed') }}
      />
    </Dialog>
  )
}

/** `?dialog=cancel-event`: the organizer confirms; attendees and the waitlist are told. */
export function CancelEventDialog({ errors }: { errors: string[] | undefined }) {
  const { t } = useTranslation('events')
  return (
    <Dialog name={CANCEL_EVENT_DIALOG} title={t('cancelEvent.title')} description={t('cancelEvent.description')}>
      <DialogForm className="space-y-4">
        <FormErrors errors={errors} id="cancel-event-errors" />
        <div className="flex flex-wrap justify-end gap-3">
          <DialogClose className={buttonClasses({ variant: 'ghost' })}>{t('cancelEvent.keep')}</DialogClose>
          <DialogSubmitButton intent={CANCEL_EVENT_INTENT} pendingLabel={t('cancelEvent.pending')}>
            {t('cancelEvent.submit')}
          </DialogSubmitButton>
        </div>
      </DialogForm>
    </Dialog>
  )
}
