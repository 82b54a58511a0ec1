import { z } from 'zod'

/** The number of Creation Program modules (000 §9: six); the schema, the model and the table's CHECK agree on it. */
export const CREATION_MODULES = 6

export const MODULE_TO_COMPLETE = 'Choose a module of the program'
export const EARLIER_MODULES_FIRST = 'Complete the earlier modules first'

/**
 * /creation-program's "Mark as complete" form and POST /api/creation-program: the module the member has finished
 * (docs/decisions/0128-creation-program-progress.md).
 */
export const completeModuleSchema = z.object({
  module: z.coerce
    .number({ message: MODULE_TO_COMPLETE })
    .int(MODULE_TO_COMPLETE)
    .min(1, MODULE_TO_COMPLETE)
    .max(CREATION_MODULES, MODULE_TO_COMPLETE),
})

export type CompleteModuleInput = z.infer<typeof completeModuleSchema>

export const creationProgressResponse = z
  .object({
    completed: z.array(z.number().int()).describe('The module numbers the member has completed, in order'),
    current: z.number().int().nullable().describe('The module to do next; null when all six are done'),
    percent: z.number().int().describe('Completed modules ÷ 6, as a whole percent'),
  })
  .meta({ id: 'CreationProgress' })

export type CreationProgressView = z.infer<typeof creationProgressResponse>
