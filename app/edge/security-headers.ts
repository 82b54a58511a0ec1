/**
 * The headers every response carries (docs/decisions/0020-content-security-policy.md). Scripts run only from our
 * origin or with this response's nonce, which React Router puts on its inline scripts (`<ServerRouter nonce>`).
 */
export function contentSecurityPolicy(nonce: string): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      `'nonce-${nonce}'`,
      // Stripe.js for the paid-claims Payment Element (docs/decisions/0048-paid-profile-claims.md).
      'https://js.stripe.com',
    ],
    // React and Radix set style attributes; no script can run from a style, so inline styles are allowed.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Logos and banners may be uploaded (data:, blob: previews) or linked from any https host.
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    // Gallery videos may be hosted anywhere over https.
    'media-src': ["'self'", 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': [
      "'self'",
      'https://api.stripe.com',
    ],
    'frame-src': [
      // Stripe.js's iframes (the Payment Element, 3-D Secure).
      'https://js.stripe.com',
      'https://hooks.stripe.com',
    ],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': [
      "'self'",
      // The claim form's post is redirected to Stripe's hosted Checkout (no JavaScript); form-action covers redirects.
      'https://checkout.stripe.com',
    ],
  }
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ')
}

/**
 * Added to the answers about a signed-in member only (docs/decisions/0073-opener-policy-for-members.md): a window of
 * another origin then holds no reference to a member's page. An anonymous page has nothing of anyone's to leak, and
 * the header made every first visit swap to a fresh browser process (a browsing-context-group switch), whose cold
 * start was the largest main-thread task of a page load on a phone.
 */
export const MEMBER_OPENER_POLICY = { name: 'Cross-Origin-Opener-Policy', value: 'same-origin' } as const

/** The headers every answer carries; with `nonce: null` (a visitor's 304: docs/decisions/0091) all but the CSP. */
export function securityHeaders({ nonce, secure }: { nonce: string | null; secure: boolean }): Record<string, string> {
  return {
    ...(nonce === null ? {} : { 'Content-Security-Policy': contentSecurityPolicy(nonce) }),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    ...(secure ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  }
}
