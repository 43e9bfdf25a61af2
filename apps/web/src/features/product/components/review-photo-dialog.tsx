// A review photo shown large. Loaded when a shopper opens one, so the product page's first script holds no dialog.
import { buttonClasses } from '../../../components/ui/button.tsx';
import { ControlledDialog, DialogClose } from '../../../components/ui/dialog.tsx';

export function ReviewPhotoDialog({ url, onClose }: { url: string; onClose: () => void }) {
  return (
    <ControlledDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Review photo"
      description="A shopper's photo of the product."
      labelsHidden
      width="xl"
    >
      <img src={url} alt="Review photo, enlarged" className="max-h-[75vh] w-full rounded-xl object-contain" />
      <DialogClose className={buttonClasses({ variant: 'secondary', size: 'block', className: 'mt-2' })}>
        Close
      </DialogClose>
    </ControlledDialog>
  );
}
