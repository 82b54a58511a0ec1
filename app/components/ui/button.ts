/**
 * Class names for the button look, shared by <button>, <a> and <Link> so a link styled as a button stays a link.
 * The looks are component classes in app/app.css (`btn`, `btn-<variant>`, `btn-<size>`, built with @apply from the
 * utilities they stand for), so a list page's 50 buttons name them in a few bytes each
 * (docs/decisions/0050-what-list-pages-send.md). Utilities passed in `className` win over them (utilities layer).
 */
export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'inverse'
export type ButtonSize = 'sm' | 'md' | 'lg'

export function buttonClasses({
  variant = 'primary',
  size = 'md',
  className = '',
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return ['btn', `btn-${variant}`, `btn-${size}`, className].filter(Boolean).join(' ')
}
