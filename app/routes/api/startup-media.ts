import { z } from 'zod'
import { apiRoute, endpoint } from '~/services/api.server'
import { requireId } from '~/server/http.server'
import { readUploadForm } from '~/server/uploads.server'
import { STARTUP_NOT_FOUND } from '~/domain/startup-profile'
import { CHOOSE_AN_IMAGE, GALLERY_IMAGE_MAX_BYTES } from '~/domain/startup-showcase'
import { addGalleryImage, addPressLink, listStartupMedia } from '~/models/startup-showcase.server'
import { parseWith } from '~/services/api.server'
import { badRequest } from '~/shared/errors'
import { galleryImageSchema, mediaItemResponse, pressLinkBodySchema } from '~/schemas/showcase'

/**
 * /api/startups/{id}/media (issue 41 item 3, decision 0109): GET lists the gallery (images and videos in display
 * order) and then the press links (newest first), one plain list with a `type` each. POST adds an image as
 * multipart/form-data (field `image`, with `caption` and `order`: PNG, JPG or SVG by its bytes, up to 5 MB, SVG
 * sanitised; 413/415 otherwise) or a press link as JSON (`type: "press"`).
 */
const handle = apiRoute({
  GET: endpoint({
    summary: "A startup's gallery and press links",
    response: z.array(mediaItemResponse),
    handler: ({ params }) => listStartupMedia(requireId(params.id, STARTUP_NOT_FOUND)),
  }),
  POST: endpoint({
    summary: 'Add a gallery image (multipart: image, caption, order) or a press link (JSON with type "press")',
    errors: [403, 409],
    user: true,
    body: pressLinkBodySchema,
    multipart: { schema: galleryImageSchema, files: ['image'] },
    status: 201,
    response: mediaItemResponse,
    handler: async ({ request, params, user, body }) => {
      const id = requireId(params.id, STARTUP_NOT_FOUND)
      if (body) {
        const { type: _press, ...link } = body
        return addPressLink(user, id, link)
      }
      const form = await readUploadForm(request, { maxFileSize: GALLERY_IMAGE_MAX_BYTES, fileFields: ['image'] })
      const fields = parseWith(galleryImageSchema, { caption: form.get('caption') ?? undefined, order: form.get('order') ?? undefined })
      const file = form.get('image')
      if (!(file instanceof File) || file.size === 0) throw badRequest(CHOOSE_AN_IMAGE, { image: [CHOOSE_AN_IMAGE] })
      return addGalleryImage(user, id, file, fields)
    },
  }),
})

export { handle as loader, handle as action }
