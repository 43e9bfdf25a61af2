// /admin/suppliers/new and /admin/suppliers/:id: a supplier's details. The webhook secret is write-only: left
// blank on an edit, the supplier keeps the one it has (docs/decisions/027-purchase-orders.md).
import { zodResolver } from '@hookform/resolvers/zod';
import { type SupplierInputDraft, supplierInputSchema } from '@shop/shared/suppliers.schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { FormAlert } from '../../../components/form-alert.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import {
  AdminButton,
  AdminHeading,
  adminButtonClasses,
  LoadFailure,
  Loading,
  rupeeInputProps,
} from '../shell/admin-ui.tsx';
import { useSupplier } from './api/get-supplier.ts';
import { useSaveSupplier } from './api/save-supplier.ts';

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

function SupplierForm({
  id,
  defaults,
  hasSecret,
}: {
  id?: string;
  defaults: SupplierInputDraft;
  hasSecret: boolean;
}) {
  const navigate = useNavigate();
  const save = useSaveSupplier(id);
  const [refusal, setRefusal] = useState<string>();
  const form = useForm<SupplierInputDraft>({
    resolver: zodResolver(supplierInputSchema) as never,
    defaultValues: defaults,
  });
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit(async (values) => {
    setRefusal(undefined);
    try {
      const saved = await save.mutateAsync(values);
      toast.success(saved.message);
      await navigate('/admin/suppliers');
    } catch (error) {
      setRefusal(errorMessage(error, 'The supplier could not be saved'));
    }
  });
  return (
    <form noValidate aria-label="Supplier" onSubmit={onSubmit} className="max-w-2xl space-y-6">
      {refusal && <FormAlert>{refusal}</FormAlert>}
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-1 text-lg font-bold">Supplier</legend>
        <FormField label="Name" error={errors.name?.message} {...form.register('name')} />
        <FormField
          label="Contact email"
          type="email"
          error={errors.contactEmail?.message}
          {...form.register('contactEmail')}
        />
        <FormField
          label="Processing time (business days)"
          type="number"
          inputMode="numeric"
          min={0}
          max={30}
          error={errors.processingDays?.message}
          {...form.register('processingDays', { valueAsNumber: true })}
        />
        <FormField
          label="Default shipping cost (₹)"
          {...rupeeInputProps}
          error={errors.defaultShippingCost?.message}
          {...form.register('defaultShippingCost', { valueAsNumber: true })}
        />
        <FormField
          label="Ships from PIN code"
          inputMode="numeric"
          maxLength={6}
          error={errors.shipsFromPin?.message}
          {...form.register('shipsFromPin', { setValueAs: blankToNull })}
        />
        <FormField
          label="Ships from country (two letters)"
          maxLength={2}
          error={errors.shipsFromCountry?.message}
          {...form.register('shipsFromCountry')}
        />
      </fieldset>
      <fieldset className="grid gap-4">
        <legend className="mb-1 text-lg font-bold">Webhook (optional)</legend>
        <p className="text-sm text-slate-600">
          With a webhook, purchase orders go to it as JSON signed with the secret (HMAC-SHA256 of{' '}
          <code>timestamp.body</code>, header <code>X-Shop-Signature</code>), and the supplier reports back to
          the shop's webhook signed the same way. Without one, purchase orders go by mail.
        </p>
        <FormField
          label="Webhook URL"
          type="url"
          placeholder="https://"
          error={errors.webhookUrl?.message}
          {...form.register('webhookUrl', { setValueAs: blankToNull })}
        />
        <FormField
          label={hasSecret ? 'New webhook secret (blank keeps the current one)' : 'Webhook secret'}
          type="password"
          autoComplete="new-password"
          error={errors.webhookSecret?.message}
          {...form.register('webhookSecret', { setValueAs: blankToNull })}
        />
        {id && (
          <p className="text-sm text-slate-600">
            Reports go to <code className="break-all">/api/suppliers/v1/webhook/{id}</code>
          </p>
        )}
      </fieldset>
      <div className="flex flex-wrap gap-3 border-t border-slate-200 pt-5">
        <AdminButton type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save supplier'}
        </AdminButton>
        <Link to="/admin/suppliers" className={adminButtonClasses('secondary')}>
          Cancel
        </Link>
      </div>
    </form>
  );
}

const EMPTY: SupplierInputDraft = {
  name: '',
  contactEmail: '',
  webhookUrl: null,
  webhookSecret: null,
  processingDays: 1,
  shipsFromPin: null,
  shipsFromCountry: 'IN',
  defaultShippingCost: 0,
};

export function SupplierFormPage() {
  const { id } = useParams();
  const supplier = useSupplier(id);
  if (!id) {
    return (
      <div>
        <AdminHeading title="Add supplier" />
        <SupplierForm defaults={EMPTY} hasSecret={false} />
      </div>
    );
  }
  if (supplier.isPending) return <Loading />;
  if (supplier.isError) return <LoadFailure error={supplier.error} />;
  const s = supplier.data;
  return (
    <div>
      <AdminHeading title={`Edit ${s.name}`} />
      <SupplierForm
        id={id}
        hasSecret={s.hasWebhookSecret}
        defaults={{
          name: s.name,
          contactEmail: s.contactEmail,
          webhookUrl: s.webhookUrl,
          webhookSecret: null,
          processingDays: s.processingDays,
          shipsFromPin: s.shipsFromPin,
          shipsFromCountry: s.shipsFromCountry,
          defaultShippingCost: s.defaultShippingCost,
        }}
      />
    </div>
  );
}
