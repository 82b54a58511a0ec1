import type { SubmissionResult } from '@conform-to/react'
import { useTranslation } from '~/browser/i18n-react'
import { Dialog } from '~/components/ui/dialog'
import { JobForm, type JobFormDefaults } from '~/routes/talent-hub/post-job-dialog'

export const EDIT_JOB_DIALOG = 'edit-job'
export const EDIT_JOB_INTENT = 'edit-job'

/**
 * The team's Edit Job dialog on the job page, `?dialog=edit-job` (docs/decisions/0110-after-posting.md): the Post Job
 * form filled with the job as it is, without the startup choice; the same rules.
 */
export function EditJobDialog({ values, lastResult }: { values: JobFormDefaults; lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation('jobs')
  return (
    <Dialog name={EDIT_JOB_DIALOG} title={t('edit.title')} description={t('post.description')} size="lg">
      <JobForm
        formId="edit-job"
        lastResult={lastResult}
        defaultValue={values}
        schema={() => import('~/schemas/job').then((m) => m.editJobSchema)}
        intent={EDIT_JOB_INTENT}
        labels={{ submit: t('edit.submit'), pending: t('edit.pending'), errorTitle: t('post.errorTitle'), failed: t('edit.failed') }}
      />
    </Dialog>
  )
}
