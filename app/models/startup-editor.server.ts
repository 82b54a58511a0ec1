import { eq } from 'drizzle-orm'
import { startups, startupTeam } from '../../db/schema'
import { getDatabase } from '~/lib/db.server'
import { forbidden, notFoundError } from '~/lib/errors'
import type { PublicUser } from '~/lib/user'
import type { CreateStartupInput, UpdateStartupInput } from '~/schemas/startup'

/**
 * Creating and editing startup profiles: the create page and POST /api/startups, the admin edit and
 * PATCH /api/startups/{id} all come through here.
 */

/** Creates the startup with the user as its founder (founderId and a startup_team row with isFounder). */
export async function createStartup(user: PublicUser, input: CreateStartupInput): Promise<{ id: number }> {
  const database = await getDatabase()
  return database.transaction(async (tx) => {
    const [startup] = await tx
      .insert(startups)
      .values({
        name: input.name,
        description: input.description,
        sector: input.sector,
        location: input.location,
        stage: input.stage,
        teamSize: input.teamSize ?? null,
        foundingDate: input.foundingDate ?? null,
        website: input.website ?? null,
        mission: input.mission ?? null,
        vision: input.vision ?? null,
        techStack: input.techStack,
        socialLinks: input.socialLinks ?? {},
        founderId: user.id,
        lastUpdatedBy: user.id,
      })
      .returning({ id: startups.id })
    await tx.insert(startupTeam).values({ startupId: startup!.id, userId: user.id, role: 'Founder', isFounder: true })
    return { id: startup!.id }
  })
}

/** Who may edit: an admin, the founder, or the owner who claimed the profile. */
export function canEditStartup(
  user: Pick<PublicUser, 'id' | 'userType'>,
  startup: { founderId: number | null; claimedByUserId: number | null },
): boolean {
  return user.userType === 'admin' || startup.founderId === user.id || startup.claimedByUserId === user.id
}

/** PATCH /api/startups/{id}: 404 when absent or inactive, 403 unless the user may edit it. */
export async function updateStartup(user: PublicUser, id: number, input: UpdateStartupInput): Promise<{ id: number }> {
  const database = await getDatabase()
  const [startup] = await database.db
    .select({ founderId: startups.founderId, claimedByUserId: startups.claimedByUserId, isActive: startups.isActive })
    .from(startups)
    .where(eq(startups.id, id))
  if (!startup || !startup.isActive) throw notFoundError('Startup Not Found')
  if (!canEditStartup(user, startup)) throw forbidden('You do not have permission to edit this startup')
  await database.db
    .update(startups)
    .set({
      ...(input.name !== undefined && { name: input.name }),
      ...(input.industry !== undefined && { sector: input.industry }),
      ...(input.stage !== undefined && { stage: input.stage }),
      ...(input.description !== undefined && { description: input.description }),
      ...(input.logoUrl !== undefined && { logo: input.logoUrl }),
      lastUpdatedBy: user.id,
      ...(user.userType === 'admin' && { managingAdminId: user.id }),
    })
    .where(eq(startups.id, id))
  return { id }
}
