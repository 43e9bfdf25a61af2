// /admin/promotions/new and /admin/promotions/:id: the promotion form, filled from the promotion when editing, with
// its report above it. A save refused because the promotion changed meanwhile offers to reload its current values
// (docs/decisions/019).
import type { AdminPromotion, PromotionInput } from '@shop/shared/promotion.schemas';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import { AdminHeading, LoadFailure, Loading } from '../shell/admin-ui.tsx';
import { usePromotion } from './api/get-promotion.ts';
import { useSavePromotion } from './api/save-promotion.ts';
import { PromotionForm } from './promotion-form.tsx';
import { emptyPromotion, toFormValues } from './promotion-form-values.ts';
import { PromotionReportSection } from './promotion-report.tsx';
import { promotionName } from './promotion-status-actions.tsx';

function PromotionEditor({
  promotion,
  onReload,
  generation = 0,
}: {
  promotion: AdminPromotion | undefined;
  onReload?: () => Promise<void>;
  /** Counts reloads, so a reload refills the form even when nothing changed. */
  generation?: number;
}) {
  const saver = useSavePromotion();
  const navigate = useNavigate();
  const save = async (input: PromotionInput) => {
    const saved = await saver.mutateAsync({ base: promotion, input });
    toast.success(`${promotionName(saved)} saved`);
    await navigate('/admin/promotions');
  };
  return (
    <PromotionForm
      // Filled from the promotion it edits: a reload that moves the version refills it.
      key={promotion ? `${promotion.id}-${promotion.version}-${generation}` : 'new'}
      defaultValues={promotion ? toFormValues(promotion) : emptyPromotion()}
      saving={saver.isPending}
      onSave={save}
      {...(onReload && { onReload })}
    />
  );
}

export function PromotionFormPage() {
  const { id } = useParams();
  const promotion = usePromotion(id);
  const [generation, setGeneration] = useState(0);
  const reload = async () => {
    const fresh = await promotion.refetch();
    if (fresh.isError) {
      toast.error('Could not load the current values. Please try again.');
      return;
    }
    setGeneration((count) => count + 1);
    toast.success('The form now shows the current values');
  };
  return (
    <div>
      <p className="mb-2 text-sm">
        <Link to="/admin/promotions" className="font-semibold text-brand-700 hover:underline">
          ← Promotions
        </Link>
      </p>
      <AdminHeading title={id ? (promotion.data?.title ?? 'Edit promotion') : 'New promotion'} />
      {id === undefined ? (
        <PromotionEditor promotion={undefined} />
      ) : promotion.data ? (
        <>
          <PromotionReportSection id={id} />
          {/* Kept on screen when a reload fails: the admin's unsaved edits stay. */}
          <PromotionEditor promotion={promotion.data} onReload={reload} generation={generation} />
        </>
      ) : promotion.isError ? (
        <LoadFailure error={promotion.error} />
      ) : (
        <Loading />
      )}
    </div>
  );
}
