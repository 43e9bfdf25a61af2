// A sheet that rises from the bottom of a phone's screen (sort and filters of the product lists), on Radix's dialog
// like the shop's other panels (dialog.tsx): focus stays inside while open, Escape and the ✕ close it. Its own file,
// so the pages that show no sheet (the product page) do not load it.
import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { DialogHeader, type useDialogOpener } from './dialog.tsx';

/**
 * The sheet and its opener for a server-rendered page: spread `opener` on a plain button, render `sheet` in the
 * page. The sheet is mounted only while open and focus goes back to the button on close (useDialogOpener in
 * dialog.tsx says why).
 */
export function BottomSheet({
  open,
  onOpenChange,
  title,
  closeLabel,
  description,
  footer,
  children,
  content,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  closeLabel: string;
  /** For screen readers: what the sheet is for. */
  description: string;
  /** Stays at the bottom while the rest scrolls (the sheet's main button). */
  footer?: ReactNode;
  children: ReactNode;
  content: ReturnType<typeof useDialogOpener>['content'];
}) {
  if (!open) return null;
  return (
    <RadixDialog.Root open onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <RadixDialog.Content
          {...content}
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[85vh] flex-col rounded-t-2xl bg-white shadow-xl"
        >
          <div aria-hidden="true" className="mx-auto mt-2 h-1 w-10 rounded-full bg-slate-300" />
          <DialogHeader
            title={title}
            closeLabel={closeLabel}
            description={description}
            className="px-5 pt-2 pb-3"
          />
          <div className="flex-1 overflow-y-auto px-5 pb-5">{children}</div>
          {footer && <div className="border-t border-slate-200 p-4">{footer}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
