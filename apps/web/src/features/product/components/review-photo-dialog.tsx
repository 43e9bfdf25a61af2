// A review photo shown large. Loaded when a shopper opens one, so the product page's first script holds no dialog.
import { buttonClasses } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { useReturnFocus } from '../../../lib/use-return-focus.ts';

export function ReviewPhotoDialog({ url, onClose }: { url: string; onClose: () => void }) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent {...returnFocus} width="xl">
        <DialogTitle className="sr-only">Review photo</DialogTitle>
        <DialogDescription hidden>A shopper's photo of the product.</DialogDescription>
        <img
          src={url}
          alt="Review photo, enlarged"
          className="max-h-[75vh] w-full rounded-xl object-contain"
        />
        <DialogClose className={buttonClasses({ variant: 'secondary', size: 'block', className: 'mt-2' })}>
          Close
        </DialogClose>
      </DialogContent>
    </Dialog>
  );
}
