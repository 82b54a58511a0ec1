import type { RouterContextProvider } from 'react-router'
import { CULTURE_VALUE_LABELS, type CultureValue, type JobFitView } from '~/domain/culture'
import type { JobFit } from '~/models/job-fit.server'
import { getT } from '~/server/i18n.server'

/**
 * A job's culture fit in the request's language, as cards and the job page show it (docs/decisions/0118): the score,
 * then the shared culture values' labels, the matched skills as the job spells them, and 'remote' or 'your city'.
 * Written by the loader so the pages' scripts carry neither the culture labels nor the talent catalogue.
 */
export function fitViewer(context: Readonly<RouterContextProvider>): (fit: JobFit) => JobFitView {
  const talentT = getT(context, 'talent')
  const labels = cultureLabeller(context)
  return (fit) => ({
    score: fit.score,
    reasons: fit.reasons.flatMap((reason) => {
      if (reason.factor === 'culture') return reason.values.map(labels)
      if (reason.factor === 'location') return [talentT(reason.values[0] === 'remote' ? 'hub.fitRemote' : 'hub.fitCity')]
      return reason.values
    }),
  })
}

/** A culture value's label in the request's language (its English label is the talent catalogue's key). */
export function cultureLabeller(context: Readonly<RouterContextProvider>): (value: string) => string {
  const talentT = getT(context, 'talent') as unknown as (key: string) => string
  return (value) => {
    const label = CULTURE_VALUE_LABELS[value as CultureValue] as string | undefined
    return label ? talentT(label) : value
  }
}
