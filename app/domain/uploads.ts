/** 001 §5/§9: a startup logo is PNG, JPG or SVG up to 5 MB; anything else is 'Please upload an image file'. */
export const LOGO_MAX_BYTES = 5 * 1024 * 1024
export const LOGO_HINT = 'PNG, JPG, SVG up to 5MB'
export const NOT_AN_IMAGE = 'Please upload an image file'
export const LOGO_TOO_LARGE = 'The file is too large: the limit is 5 MB'
/** 001 §8: the failure toast's fallback, and the words before the reason under the logo field. */
export const LOGO_UPLOAD_FAILED = 'Failed to upload logo'

/**
 * A multipart body that cannot be read (docs/decisions/0081-malformed-bodies.md): 400 with one of these. The parser
 * cannot tell a part header over 8 KB from a body whose lines end in LF alone (it never finds the blank CRLF line that
 * ends a part's headers), so one message names both.
 */
export const MALFORMED_FORM = 'Malformed form data'
export const MALFORMED_FORM_NO_BOUNDARY = 'Malformed form data: the Content-Type names no boundary'
export const MALFORMED_FORM_PART_HEADER =
  'Malformed form data: the headers of a part are over 8 KB or do not end with a blank line (CRLF CRLF)'
