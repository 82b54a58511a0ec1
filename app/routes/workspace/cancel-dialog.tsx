import { useTranslation } from '~/browser/i18n-react'
import { buttonClasses } from '~/components/ui/button'
import { Dialog, DialogClose, DialogForm, DialogSubmitButton } from '~/components/ui/dialog'
import { FormErrors } from '~/components/ui/form-errors'
import { useIntlLocale, useMessage } from '~/browser/i18n-react'
import { formatTimeRange } from '~/shared/time-zones'
import type { Booking } from '~/models/bookings.server'
import { CANCEL_DIALOG, CANCEL_DIALOG_PARAMS } from './messages'

/**
 * 'Cancel this booking?' (issue 46 item 7, docs/decisions/0126): the Cancel button in My Bookings opens this page's
 * URL with `?dialog=cancel-booking&booking=N`; the server renders it open, so without JavaScript it is a page with a
 * POST form, and with JavaScript a dialog. Only the confirm button cancels; 'Keep booking' closes it.
 */
export function CancelBookingDialog({ booking, error }: { booking: Booking | null; error: string | undefined }) {
  const { t } = useTranslation('forms')
  const message = useMessage()
  const locale = useIntlLocale()
  return (
    <Dialog name={CANCEL_DIALOG} title={t('cancelBooking.title')} params={CANCEL_DIALOG_PARAMS}>
      {booking?.cancellable ? (
        <DialogForm className="space-y-4">
          <FormErrors errors={error ? [message(error)] : undefined} />
          <p className="text-sm break-words text-gray-700">
            {t('cancelBooking.text', {
              name: booking.workspaceName,
              when: formatTimeRange(new Date(booking.startTime), new Date(booking.endTime), booking.timeZone, locale),
            })}
          </p>
          <input type="hidden" name="bookingId" value={booking.id} />
          <input type="hidden" name="status" value="cancelled" />
          <div className="flex flex-wrap justify-end gap-2">
            <DialogClose className={buttonClasses({ variant: 'ghost' })}>{t('cancelBooking.keep')}</DialogClose>
            <DialogSubmitButton intent="cancel" pendingLabel={t('cancelBooking.confirming')} className="bg-red-600 hover:bg-red-700">
              {t('cancelBooking.confirm')}
            </DialogSubmitButton>
          </div>
        </DialogForm>
      ) : (
        <div className="space-y-4">
          <p className="text-sm text-gray-700">{error ? message(error) : t('cancelBooking.gone')}</p>
          <DialogClose className={buttonClasses({ variant: 'outline' })}>{t('actions.close', { ns: 'common' })}</DialogClose>
        </div>
      )}
    </Dialog>
  )
}
