import { Dialog as RadixDialog } from 'radix-ui'
import type { ReactNode } from 'react'

export interface DialogFrameProps {
  open: boolean
  onClose: () => void
  onCloseAutoFocus: (event: Event) => void
  titleId: string
  descriptionId: string
  title: string
  description?: ReactNode
  className: string
  /** The corner's Close link (a `DialogClose`). */
  closeButton: ReactNode
  children: ReactNode
}

/**
 * The Radix part of `<Dialog>` (app/components/ui/dialog.tsx), in its own module so that pages load Radix Dialog
 * only when a dialog opens or the browser is idle, not before the page is interactive
 * (docs/decisions/0057-javascript-per-route.md). Rendered inline, never through a portal (decision 0016).
 */
export function DialogFrame({
  open,
  onClose,
  onCloseAutoFocus,
  titleId,
  descriptionId,
  title,
  description,
  className,
  closeButton,
  children,
}: DialogFrameProps) {
  return (
    <RadixDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose()
      }}
    >
      <RadixDialog.Overlay className="fixed inset-0 z-50 bg-gray-900/50" />
      <RadixDialog.Content
        // Radix links the title only after its effects run; naming it here labels the server's HTML too.
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        // Without JavaScript the browser focuses the dialog on load, so Tab continues inside it.
        autoFocus
        onCloseAutoFocus={onCloseAutoFocus}
        className={className}
      >
        <div className="pr-8">
          <RadixDialog.Title id={titleId} className="text-lg font-semibold break-words text-gray-900">
            {title}
          </RadixDialog.Title>
          {/* Not Radix's Description: it would add its own id to aria-describedby once hydrated. */}
          {description ? (
            <p id={descriptionId} className="mt-1 text-sm text-gray-600">
              {description}
            </p>
          ) : null}
        </div>
        <div className="mt-4 min-w-0">{children}</div>
        {closeButton}
      </RadixDialog.Content>
    </RadixDialog.Root>
  )
}
