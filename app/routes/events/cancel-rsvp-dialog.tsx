import { useTranslation } from '~/browser/i18n-react'
import { buttonClasses } from '~/components/ui/button'
import { Dialog, DialogClose, DialogForm, DialogSubmitButton } from '~/components/ui/dialog'
import { CANCEL_RSVP_DIALOG } from './messages'

/**
 * 'Cancel your RSVP?' (issue 46 item 11, docs/decisions/0132): the event page's Attending / On waitlist control opens
 * `?dialog=cancel-rsvp`; the server renders it open, so without JavaScript it is a page with a POST form, and with
 * JavaScript a dialog. Only the confirm button sends the RSVP's `not_attending`; the other closes it. On a full event
 * a given-up seat goes to the waitlist at once, which is why it asks.
 */
export function CancelRsvpDialog({ title, waitlisted }: { title: string; waitlisted: boolean }) {
  const { t } = useTranslation('events')
  return (
    <Dialog
      name={CANCEL_RSVP_DIALOG}
      title={t(waitlisted ? 'cancelRsvp.leaveTitle' : 'cancelRsvp.title')}
      description={t(waitlisted ? 'cancelRsvp.leaveText' : 'cancelRsvp.text', { title })}
    >
      <DialogForm className="flex flex-wrap justify-end gap-3">
        <input type="hidden" name="status" value="not_attending" />
        <DialogClose className={buttonClasses({ variant: 'ghost' })}>
          {t(waitlisted ? 'cancelRsvp.leaveKeep' : 'cancelRsvp.keep')}
        </DialogClose>
        <DialogSubmitButton intent="rsvp" pendingLabel={t('rsvp.updating')} className="bg-red-600 hover:bg-red-700">
          {t(waitlisted ? 'cancelRsvp.leaveConfirm' : 'cancelRsvp.confirm')}
        </DialogSubmitButton>
      </DialogForm>
    </Dialog>
  )
}
