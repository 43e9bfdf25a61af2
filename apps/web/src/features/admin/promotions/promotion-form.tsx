// The promotion form (create and edit, docs/decisions/038-promotions.md): the shared schema checks it in the
// browser with the server's own messages; a 400 puts each issue by its field, a 409 (the code is taken, or the
// promotion changed meanwhile) is an alert over the form, with a reload for the latter (docs/decisions/019). The
// badge shoppers will read is previewed as the admin types.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  PROMOTION_MESSAGES,
  type PromotionInput,
  promotionInputSchema,
} from '@shop/shared/promotion.schemas';
import { PROMOTION_STATUSES } from '@shop/shared/promotions';
import { useState } from 'react';
import { type FieldErrors, type Resolver, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { FormField, SelectField } from '../../../components/ui/form-field.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { AdminButton, adminButtonClasses, rupeeInputProps } from '../shell/admin-ui.tsx';
import { type SaveRefusal, SaveRefusalAlert } from '../shell/save-refusal-alert.tsx';
import { PromotionActionFields } from './promotion-action-fields.tsx';
import { CheckboxField } from './promotion-fields.tsx';
import { formFieldOf, type PromotionFormValues, previewBadge, toInput } from './promotion-form-values.ts';
import { PromotionTargetFields } from './promotion-target-fields.tsx';

const STATUS_LABELS = { active: 'Active', paused: 'Paused', ended: 'Ended' } as const;

const checkInput = zodResolver(promotionInputSchema);

/** The message of an error node, or of the first error under it (a list's item). */
function firstMessage(node: unknown): string | undefined {
  if (typeof node !== 'object' || node === null) return undefined;
  if ('message' in node && typeof node.message === 'string' && node.message) return node.message;
  for (const [key, child] of Object.entries(node)) {
    if (key === 'ref') continue;
    const message = firstMessage(child);
    if (message) return message;
  }
  return undefined;
}

/** The shared schema's check of what the form will send, its errors put on the controls that show them. */
const resolver: Resolver<PromotionFormValues> = async (values, context, options) => {
  const checked = await checkInput(toInput(values), context, options as never);
  const errors: FieldErrors<PromotionFormValues> = {};
  for (const [path, node] of Object.entries(checked.errors)) {
    const field = formFieldOf(path, values.target);
    const message = firstMessage(node);
    if (field && message && !errors[field]) errors[field] = { type: 'validate', message };
  }
  return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors };
};

export function PromotionForm({
  defaultValues,
  saving,
  onSave,
  onReload,
}: {
  defaultValues: PromotionFormValues;
  saving: boolean;
  /** Rejects with the server's refusal. */
  onSave: (input: PromotionInput) => Promise<unknown>;
  /** Refills the form with the promotion's current values (offered when a save was refused as stale). */
  onReload?: () => Promise<void>;
}) {
  const form = useForm<PromotionFormValues>({ resolver, defaultValues });
  const values = useWatch({ control: form.control }) as PromotionFormValues;
  const errors = form.formState.errors;
  const [refusal, setRefusal] = useState<SaveRefusal>();

  const save = async (submitted: PromotionFormValues) => {
    setRefusal(undefined);
    try {
      await onSave(toInput(submitted));
    } catch (error) {
      const unplaced: string[] = [];
      for (const issue of error instanceof ApiError ? error.issues : []) {
        const field = formFieldOf(issue.path, submitted.target);
        if (field) form.setError(field, { type: 'server', message: issue.message });
        else unplaced.push(issue.message);
      }
      // A taken code is a 409 too, but reloading would not help it.
      const stale =
        error instanceof ApiError &&
        error.status === 409 &&
        error.message === PROMOTION_MESSAGES.changedMeanwhile &&
        onReload !== undefined;
      // Issues the form has no field for are listed in the alert.
      setRefusal({ message: errorMessage(error, 'Could not save the promotion'), details: unplaced, stale });
    }
  };

  const badge = previewBadge(values);
  const code = values.code.trim().toUpperCase();

  return (
    <form
      noValidate
      aria-label="Promotion"
      onSubmit={form.handleSubmit(save, () => setRefusal(undefined))}
      // On a wide screen the preview sits beside the fields; on a phone it comes after them, before Save.
      className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start"
    >
      <div className="min-w-0 space-y-8 lg:col-start-1 lg:row-start-1">
        {refusal && <SaveRefusalAlert refusal={refusal} onReload={onReload} />}

        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-1 text-lg font-bold">Promotion</legend>
          <FormField
            label="Code"
            className="[&_input]:font-mono [&_input]:uppercase"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={30}
            hint="Empty for an automatic offer, applied without a code. Letters, digits, - or _; saved in capitals."
            error={errors.code?.message}
            {...form.register('code')}
          />
          <SelectField label="Status" error={errors.status?.message} {...form.register('status')}>
            {PROMOTION_STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </SelectField>
          <FormField
            label="Title"
            className="sm:col-span-2"
            maxLength={80}
            placeholder="Diwali sale"
            hint="What shoppers read in the cart and on their order."
            error={errors.title?.message}
            {...form.register('title')}
          />
        </fieldset>

        <PromotionActionFields form={form} />
        <PromotionTargetFields form={form} />

        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-1 text-lg font-bold">Conditions</legend>
          <FormField
            label="Minimum order value (₹)"
            {...rupeeInputProps}
            hint="Of the items it applies to. Empty: none."
            error={errors.minOrderValue?.message}
            {...form.register('minOrderValue')}
          />
          <FormField
            label="Minimum quantity"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            hint="Units of the items it applies to. Empty: none."
            error={errors.minQuantity?.message}
            {...form.register('minQuantity')}
          />
          <div className="sm:col-span-2">
            <CheckboxField
              form={form}
              name="firstOrderOnly"
              label="First order only"
              hint="Only for an account with no order yet (cancelled ones do not count)."
            />
          </div>
        </fieldset>

        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-1 text-lg font-bold">Dates (India time)</legend>
          <FormField
            label="Starts"
            type="datetime-local"
            hint="Empty: as soon as it is saved."
            error={errors.startsAt?.message}
            {...form.register('startsAt', { deps: ['endsAt'] })}
          />
          <FormField
            label="Ends"
            type="datetime-local"
            hint="Empty: until it is ended."
            error={errors.endsAt?.message}
            {...form.register('endsAt')}
          />
        </fieldset>

        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-1 text-lg font-bold">Limits</legend>
          <FormField
            label="Total uses"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            hint="Orders that may use it in all. Empty: no limit."
            error={errors.usageLimit?.message}
            {...form.register('usageLimit')}
          />
          <FormField
            label="Uses per account"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            hint="Empty: no limit."
            error={errors.perAccountLimit?.message}
            {...form.register('perAccountLimit')}
          />
          <div className="sm:col-span-2">
            <CheckboxField
              form={form}
              name="combinable"
              label="Combines with other offers"
              hint="An order takes at most one code. Offers that do not combine apply alone, and the best saving for the shopper wins."
            />
          </div>
        </fieldset>
      </div>

      <aside
        aria-labelledby="promotion-preview-title"
        className="rounded-2xl border border-slate-200 bg-slate-50 p-4 lg:sticky lg:top-4 lg:col-start-2 lg:row-span-2 lg:row-start-1"
      >
        <h2 id="promotion-preview-title" className="text-base font-bold">
          Preview
        </h2>
        <dl className="text-sm">
          <dt className="mt-2 text-slate-600">Badge shoppers read</dt>
          <dd className="mt-1">
            {badge ? (
              <span className="inline-block rounded-full bg-brand-700 px-3 py-1 font-semibold text-white">
                {badge}
              </span>
            ) : (
              <span className="text-slate-600">Fill in what it gives to see it.</span>
            )}
          </dd>
          <dt className="mt-3 text-slate-600">How it applies</dt>
          <dd className="mt-1 font-medium">
            {code ? (
              <>
                With the code <code className="font-mono font-semibold">{code}</code>
              </>
            ) : (
              'Automatically, without a code'
            )}
          </dd>
        </dl>
      </aside>

      <div className="flex flex-wrap gap-3 border-t border-slate-200 pt-5 lg:col-start-1">
        <AdminButton type="submit" disabled={saving}>
          {saving ? 'Saving…' : 'Save promotion'}
        </AdminButton>
        <Link to="/admin/promotions" className={adminButtonClasses('secondary')}>
          Cancel
        </Link>
      </div>
    </form>
  );
}
