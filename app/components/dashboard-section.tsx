import { Link } from 'react-router'

/** A titled panel of the dashboard and the member home, with an optional view-all link. */
export function DashboardSection({
  id,
  title,
  viewAll,
  action,
  children,
}: {
  /** Names the heading (`section-${id}`): the title is translated, the id stays the same in every language. */
  id: string
  title: string
  viewAll?: { to: string; label: string }
  action?: React.ReactNode
  children: React.ReactNode
}) {
  const headingId = `section-${id}`
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-gray-200 bg-white p-5 shadow-sm">
      <div className="mb-4 flex items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        {viewAll ? (
          <Link to={viewAll.to} className="text-sm font-medium text-brand-700 hover:underline">
            {viewAll.label}
          </Link>
        ) : (
          action
        )}
      </div>
      {children}
    </section>
  )
}

/** The spec's empty-state text (000 §8), with an optional call to action. */
export function EmptyState({ message, children }: { message: string; children?: React.ReactNode }) {
  return (
    <div className="rounded-lg border border-dashed border-gray-300 bg-white p-6 text-center">
      <p className="text-sm text-gray-600">{message}</p>
      {children ? <div className="mt-3">{children}</div> : null}
    </div>
  )
}
