// The shop's dialogs on Radix (STYLE 14): a centred panel for a question or a short choice, or a sheet from a
// side of the screen for a phone's menu and filters. Radix keeps focus inside and returns it on close.
import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { useReturnFocus } from '../../lib/use-return-focus.ts';

export const Dialog = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;
export const DialogClose = RadixDialog.Close;

/** The props of a dialog its page opens and closes (Radix's controlled `open`). */
export interface ControlledDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const PLACEMENTS = {
  center:
    'left-1/2 top-1/2 max-h-[90vh] w-[92vw] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl p-6',
  left: 'inset-y-0 left-0 flex w-[85vw] max-w-sm flex-col',
  right: 'inset-y-0 right-0 flex w-[85vw] max-w-sm flex-col',
} as const;

const WIDTHS = { md: 'max-w-md', lg: 'max-w-lg', xl: 'max-w-2xl' } as const;

/** A light veil for navigation (menu, filters, category picker), a darker one where a decision is asked. */
const OVERLAYS = { light: 'bg-slate-900/40', dark: 'bg-slate-900/60' } as const;

interface DialogContentProps extends ComponentPropsWithoutRef<typeof RadixDialog.Content> {
  /** Where the panel sits: centred, or a full-height sheet from the left or right edge. */
  placement?: keyof typeof PLACEMENTS;
  /** How wide a centred panel grows (sheets are always a phone's width). */
  width?: keyof typeof WIDTHS;
  overlay?: keyof typeof OVERLAYS;
}

/** The overlay and the panel, portalled to the end of the page. */
export function DialogContent({
  placement = 'center',
  width = 'md',
  overlay = placement === 'center' ? 'dark' : 'light',
  className,
  children,
  ...props
}: DialogContentProps) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className={cn('fixed inset-0 z-50', OVERLAYS[overlay])} />
      <RadixDialog.Content
        className={cn(
          'fixed z-50 bg-white shadow-xl',
          PLACEMENTS[placement],
          placement === 'center' && WIDTHS[width],
          className,
        )}
        {...props}
      >
        {children}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}

/** The panel's name, read out when it opens: large on a centred panel, smaller on a sheet. */
export function DialogTitle({
  size = 'xl',
  className,
  ...props
}: ComponentPropsWithoutRef<typeof RadixDialog.Title> & { size?: 'lg' | 'xl' }) {
  return (
    <RadixDialog.Title
      className={cn('font-bold', size === 'xl' ? 'text-xl' : 'text-lg', className)}
      {...props}
    />
  );
}

/** What the panel is for; `hidden` keeps it for screen readers only where the panel speaks for itself. */
export function DialogDescription({
  hidden = false,
  className,
  ...props
}: ComponentPropsWithoutRef<typeof RadixDialog.Description> & { hidden?: boolean }) {
  return (
    <RadixDialog.Description
      className={cn(hidden ? 'sr-only' : 'mt-1 text-sm text-slate-600', className)}
      {...props}
    />
  );
}

/** The round ✕ in a panel's corner; `label` is its accessible name ("Close menu"). */
function DialogCloseButton({ label, size = 'md' }: { label: string; size?: 'md' | 'lg' }) {
  return (
    <RadixDialog.Close
      aria-label={label}
      className={cn(
        'rounded-full hover:bg-slate-100',
        size === 'lg' ? 'inline-flex h-10 w-10 items-center justify-center' : 'p-2',
      )}
    >
      <X aria-hidden="true" className="h-5 w-5" />
    </RadixDialog.Close>
  );
}

/**
 * How a sheet or a picker opens: its title and the round ✕ (named `closeLabel`) on one line, then its description
 * for screen readers only (the panel's contents speak for themselves on screen).
 */
export function DialogHeader({
  title,
  closeLabel,
  closeSize,
  description,
  className,
}: {
  title: string;
  closeLabel: string;
  closeSize?: 'md' | 'lg';
  description: ReactNode;
  className?: string;
}) {
  return (
    <>
      <div className={cn('flex items-center justify-between', className)}>
        <DialogTitle size="lg">{title}</DialogTitle>
        <DialogCloseButton label={closeLabel} {...(closeSize && { size: closeSize })} />
      </div>
      <DialogDescription hidden>{description}</DialogDescription>
    </>
  );
}

/**
 * A dialog its page opens and closes from state (not from a DialogTrigger), led by its title and description:
 * focus goes back to what opened it on close (useReturnFocus). `labelsHidden` keeps both for screen readers only,
 * where the panel speaks for itself (a photo); other props go to DialogContent (`width`, `role`).
 */
export function ControlledDialog({
  open,
  onOpenChange,
  title,
  description,
  labelsHidden = false,
  children,
  ...content
}: ControlledDialogProps &
  Omit<DialogContentProps, 'title'> & { title: ReactNode; description: ReactNode; labelsHidden?: boolean }) {
  const returnFocus = useReturnFocus();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <DialogContent {...returnFocus} {...content}>
        <DialogTitle className={labelsHidden ? 'sr-only' : undefined}>{title}</DialogTitle>
        <DialogDescription hidden={labelsHidden}>{description}</DialogDescription>
        {children}
      </DialogContent>
    </RadixDialog.Root>
  );
}

/**
 * For a dialog on a server-rendered page, opened by a plain button and mounted only while open (`{open && <Dialog
 * open …>}`): a closed Radix dialog still sets state as the page is first put on screen, which makes React run all
 * of the page's effects in that one task (docs/decisions/024-server-rendering.md). Spread `opener` on the button
 * and `content` on DialogContent; on close, focus goes back to the button (useReturnFocus).
 */
export function useDialogOpener(open: boolean, setOpen: (open: boolean) => void) {
  return {
    opener: {
      type: 'button',
      'aria-haspopup': 'dialog',
      'aria-expanded': open,
      onClick: () => setOpen(true),
    } as const,
    content: useReturnFocus(),
  };
}
