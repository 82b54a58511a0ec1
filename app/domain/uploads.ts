/** 001 §5/§9: a startup logo is PNG, JPG or SVG up to 5 MB; anything else is 'Please upload an image file'. */
export const LOGO_MAX_BYTES = 5 * 1024 * 1024
export const LOGO_HINT = 'PNG, JPG, SVG up to 5MB'
export const NOT_AN_IMAGE = 'Please upload an image file'
export const LOGO_TOO_LARGE = 'The file is too large: the limit is 5 MB'
/** 001 §8: the failure toast's fallback, and the words before the reason under the logo field. */
export const LOGO_UPLOAD_FAILED = 'Failed to upload logo'
