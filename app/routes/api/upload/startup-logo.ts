import { z } from 'zod'
import { LOGO_MAX_BYTES, NOT_AN_IMAGE } from '~/domain/uploads'
import { STARTUP_NOT_FOUND } from '~/domain/startup-profile'
import { apiRoute, endpoint } from '~/services/api.server'
import { badRequest } from '~/shared/errors'
import { requireId } from '~/server/http.server'
import { readUploadForm } from '~/server/uploads.server'
import { setStartupLogo } from '~/models/startups.server'

/**
 * POST /api/upload/startup-logo/{id} (001 §7): multipart with the logo file (field `logo`, or `file`) → `{ logoUrl }`.
 * An admin or those who run the startup; PNG, JPG or SVG by its bytes, up to 5 MB, refused with 413 while it streams.
 */
const handle = apiRoute({
  POST: endpoint({
    summary: "Upload a startup's logo: PNG, JPG or SVG by its bytes, up to 5 MB",
    errors: [403],
    multipart: { schema: z.object({}), files: ['logo'] },
    user: true,
    status: 201,
    response: z.object({ logoUrl: z.string() }),
    handler: async ({ request, params, user }) => {
      const id = requireId(params.id, STARTUP_NOT_FOUND)
      const form = await readUploadForm(request, { maxFileSize: LOGO_MAX_BYTES, fileFields: ['logo', 'file'] })
      const file = form.get('logo') ?? form.get('file')
      if (!(file instanceof File) || file.size === 0) throw badRequest(NOT_AN_IMAGE, { logo: [NOT_AN_IMAGE] })
      return setStartupLogo(user, id, file)
    },
  }),
})

export { handle as loader, handle as action }
