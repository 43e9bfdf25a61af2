// The list's quick actions on a promotion: Pause, Resume and End, each a PUT of its status alone from the version
// the list loaded (a change made meanwhile is refused and the list reloads). End asks first.
import type { AdminPromotion } from '@shop/shared/promotion.schemas';
import { useState } from 'react';
import { FormAlert } from '../../../components/form-alert.tsx';
import { ControlledDialog, DialogClose } from '../../../components/ui/dialog.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { toast } from '../../../lib/toast.ts';
import { AdminButton, rowActionClass } from '../shell/admin-ui.tsx';
import { useSavePromotion } from './api/save-promotion.ts';
import { inputOf } from './promotion-form-values.ts';
import { type StatusChange, statusChanges } from './promotion-state.ts';

/** How the list names a promotion in a button's label and a message: its code, else its title. */
export function promotionName(promotion: Pick<AdminPromotion, 'code' | 'title'>): string {
  return promotion.code ?? promotion.title;
}

const DONE: Record<StatusChange['label'], string> = { Pause: 'paused', Resume: 'resumed', End: 'ended' };

export function PromotionStatusActions({
  promotion,
  roomy = false,
}: {
  promotion: AdminPromotion;
  /** Buttons a finger can hit (the phone's cards) rather than a table row's small ones. */
  roomy?: boolean;
}) {
  const save = useSavePromotion();
  const [ending, setEnding] = useState(false);
  const name = promotionName(promotion);

  const change = (next: StatusChange) =>
    save.mutate(
      { base: promotion, input: { ...inputOf(promotion), status: next.status } },
      {
        onSuccess: () => {
          setEnding(false);
          toast.success(`${name} ${DONE[next.label]}`);
        },
        onError: (error) => {
          if (next.label !== 'End') toast.error(errorMessage(error, `Could not change ${name}`));
        },
      },
    );

  return (
    <div className="flex flex-wrap gap-2">
      {statusChanges(promotion.status).map((next) => (
        <button
          key={next.label}
          type="button"
          aria-label={`${next.label} ${name}`}
          disabled={save.isPending}
          onClick={() => {
            if (next.label !== 'End') return change(next);
            save.reset();
            setEnding(true);
          }}
          className={cn(
            rowActionClass,
            roomy && 'min-h-10 px-4 text-sm',
            next.label === 'End' && 'text-red-700',
          )}
        >
          {next.label}
        </button>
      ))}
      <ControlledDialog
        open={ending}
        onOpenChange={setEnding}
        role="alertdialog"
        title={`End ${name}?`}
        description="Shoppers can no longer use it, and its code is free for a new promotion. Orders that used it keep their discount."
      >
        {save.isError && (
          <div className="mt-4">
            <FormAlert>{errorMessage(save.error, `Could not end ${name}`)}</FormAlert>
          </div>
        )}
        <div className="mt-6 flex justify-end gap-3">
          <DialogClose asChild>
            <AdminButton variant="secondary">Cancel</AdminButton>
          </DialogClose>
          <AdminButton
            variant="danger"
            disabled={save.isPending}
            onClick={() => change({ label: 'End', status: 'ended' })}
          >
            {save.isPending ? 'Ending…' : 'End promotion'}
          </AdminButton>
        </div>
      </ControlledDialog>
    </div>
  );
}
