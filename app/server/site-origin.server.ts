import { getEnv } from './env.server'

/**
 * The site's public origin for absolute links (feeds, structured data, Open Graph): APP_ORIGIN when set, else the
 * origin the request was addressed to (the edge has already applied TRUST_PROXY's forwarded host and protocol).
 */
export function siteOrigin(request: Request): string {
  return getEnv().APP_ORIGIN ?? new URL(request.url).origin
}
