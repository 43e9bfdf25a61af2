// A review photo shown large. Loaded when a shopper opens one, so the product page's first script holds no dialog.
import * as Dialog from '@radix-ui/react-dialog';
import { useReturnFocus } from '../../../lib/use-return-focus.ts';

export function ReviewPhotoDialog({ url, onClose }: { url: string; onClose: () => void }) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/70" />
        <Dialog.Content
          {...returnFocus}
          className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[92vw] max-w-3xl -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-3"
        >
          <Dialog.Title className="sr-only">Review photo</Dialog.Title>
          <Dialog.Description className="sr-only">A shopper's photo of the product.</Dialog.Description>
          <img
            src={url}
            alt="Review photo, enlarged"
            className="max-h-[80vh] w-full rounded-xl object-contain"
          />
          <Dialog.Close className="mt-2 w-full rounded-lg border border-slate-300 py-2 font-semibold">
            Close
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
