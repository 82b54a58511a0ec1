import { and, asc, eq, sql } from 'drizzle-orm'
import { nowMs } from '../../db/columns'
import { creationModuleProgress, users } from '../../db/schema'
import { getDb } from '~/server/db.server'
import { conflict } from '~/shared/errors'
import { CREATION_MODULES, EARLIER_MODULES_FIRST, type CompleteModuleInput, type CreationProgressView } from '~/schemas/creation-program'

/**
 * A member's progress through the Creation Program (issue 46 item 2, docs/decisions/0128): the modules they marked
 * complete. The page and GET/POST /api/creation-program read and write it here.
 */

/** The numbers of the modules the member completed, in order (1, 2, … — never a gap). */
export async function completedModules(userId: number): Promise<number[]> {
  const db = await getDb()
  const rows = await db
    .select({ moduleNumber: creationModuleProgress.moduleNumber })
    .from(creationModuleProgress)
    .where(eq(creationModuleProgress.userId, userId))
    .orderBy(asc(creationModuleProgress.moduleNumber))
  return rows.map((row) => row.moduleNumber)
}

export async function creationProgress(userId: number): Promise<CreationProgressView> {
  return progressView(await completedModules(userId))
}

function progressView(completed: number[]): CreationProgressView {
  return {
    completed,
    current: completed.length < CREATION_MODULES ? completed.length + 1 : null,
    percent: Math.round((completed.length / CREATION_MODULES) * 100),
  }
}

/**
 * Marks a module complete. Only the member's current module can be (every earlier one done): the insert itself
 * checks it, so two posts at once cannot skip a module. Completing a module already completed changes nothing;
 * a later one is a 409.
 */
export async function completeModule(userId: number, input: CompleteModuleInput): Promise<CreationProgressView> {
  const db = await getDb()
  // INSERT … SELECT from the member's own row, only when every earlier module is done.
  await db
    .insert(creationModuleProgress)
    .select(
      db
        .select({ userId: users.id, moduleNumber: sql<number>`${input.module}`.as('module_number'), completedAt: sql<Date>`${nowMs}`.as('completed_at') })
        .from(users)
        .where(
          and(
            eq(users.id, userId),
            sql`(select count(*) from ${creationModuleProgress} where ${creationModuleProgress.userId} = ${userId}) >= ${input.module - 1}`,
          ),
        ),
    )
    .onConflictDoNothing()
  const completed = await completedModules(userId)
  if (!completed.includes(input.module)) throw conflict(EARLIER_MODULES_FIRST)
  return progressView(completed)
}
