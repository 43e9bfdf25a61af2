// The product form (create and edit): the shared product schema checks it in the browser with the server's own
// messages; a refusal from the server shows its message and puts each issue on its field. A save refused because
// the product changed since the form was loaded (409) offers to reload the current values (docs/decisions/019).

import { zodResolver } from '@hookform/resolvers/zod';
import { type ProductInput, productInputSchema } from '@shop/shared/admin.schemas';
import { CATEGORIES } from '@shop/shared/categories';
import { GST_RATES } from '@shop/shared/gst';
import { useId, useRef, useState } from 'react';
import { type DefaultValues, type FieldPath, type Resolver, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { FormAlert } from '../../../../components/form-alert.tsx';
import { FormField, SelectField } from '../../../../components/ui/form-field.tsx';
import { ApiError, errorMessage } from '../../../../lib/api-client.ts';
import { AdminButton, adminButtonClasses, rupeeInputProps } from '../../shell/admin-ui.tsx';
import { type SaveRefusal, SaveRefusalAlert } from '../../shell/save-refusal-alert.tsx';
import { SupplierFields } from '../../suppliers/supplier-fields.tsx';
import { FeaturesEditor } from './features-editor.tsx';
import { TextAreaField } from './fields.tsx';
import { FiltersEditor } from './filters-editor.tsx';
import { formProblems } from './form-errors.ts';
import { ImagesEditor } from './images-editor.tsx';
import { PricePreviewPanel } from './price-preview-panel.tsx';
import type { ProductFormValues } from './product-form-values.ts';
import { VariantGridEditor } from './variant-grid-editor.tsx';
import { followOptionEdit, gridTotal } from './variant-grid-edits.ts';

interface ProductFormProps {
  defaultValues: DefaultValues<ProductFormValues>;
  saving: boolean;
  /** Saves; `stay` asks to keep editing instead of going back to the list. Rejects with the server's refusal. */
  onSave: (input: ProductInput, stay: boolean) => Promise<unknown>;
  /** Offers "Save and keep editing" (an existing product). */
  canStay: boolean;
  /** The stock the edited product had when loaded: the server adds the admin's change to the live count. */
  stockWhenLoaded?: number | undefined;
  /** Refills the form with the product's current values (offered when a save was refused as stale). */
  onReload?: () => Promise<void>;
}

const emptyToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

const checkProduct = zodResolver(productInputSchema);
/**
 * The shared schema's check. With rows of stock the product's own count is their sum, which the server keeps
 * (docs/decisions/037-variants.md): a new product is not asked for one.
 */
const resolver: Resolver<ProductFormValues, unknown, ProductInput> = (values, context, options) => {
  const rows = values.variants ?? [];
  const missing = typeof values.countInStock !== 'number' || !Number.isFinite(values.countInStock);
  const filled = rows.length > 0 && missing ? { ...values, countInStock: gridTotal(rows) ?? 0 } : values;
  return checkProduct(filled, context, options);
};

export function ProductForm({
  defaultValues,
  saving,
  onSave,
  canStay,
  stockWhenLoaded,
  onReload,
}: ProductFormProps) {
  const form = useForm<ProductFormValues, unknown, ProductInput>({ resolver, defaultValues });
  const gridRows = useWatch({ control: form.control, name: 'variants' }) ?? [];
  const gridStock = gridTotal(gridRows);
  const { errors, submitCount } = form.formState;
  const [refusal, setRefusal] = useState<SaveRefusal>();
  const stay = useRef(false);
  const stockHintId = useId();

  const save = async (input: ProductInput) => {
    setRefusal(undefined);
    try {
      await onSave(input, stay.current);
    } catch (error) {
      const issues = error instanceof ApiError ? error.issues : [];
      for (const issue of issues) {
        if (issue.path) {
          form.setError(issue.path as FieldPath<ProductFormValues>, {
            type: 'server',
            message: issue.message,
          });
        }
      }
      const stale = error instanceof ApiError && error.status === 409;
      // One issue is the message itself; several are listed under it.
      const details = issues.length > 1 ? issues.map((issue) => issue.message) : [];
      setRefusal({ message: errorMessage(error, 'Could not save the product'), details, stale });
    }
  };

  const problems = formProblems(errors);
  const number = (name: 'basePrice' | 'discountPrice' | 'shippingCost' | 'countInStock') =>
    form.register(name, { valueAsNumber: true });

  return (
    <form
      noValidate
      aria-label="Product"
      onSubmit={form.handleSubmit(save, () => setRefusal(undefined))}
      // One column below lg as minmax(0, 1fr), not an auto track: the stock grid's table then scrolls in its own box
      // on a phone instead of widening the whole form past the screen.
      className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start"
    >
      <div className="space-y-8">
        {refusal && <SaveRefusalAlert refusal={refusal} onReload={onReload} />}
        {!refusal && submitCount > 0 && problems.length > 0 && (
          <FormAlert>
            <p className="font-semibold">
              {problems.length === 1
                ? 'One field needs attention:'
                : `${problems.length} fields need attention:`}
            </p>
            <ul className="mt-1 list-disc pl-5">
              {problems.map((problem) => (
                <li key={`${problem.path}-${problem.message}`}>{problem.message}</li>
              ))}
            </ul>
          </FormAlert>
        )}

        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-3 text-lg font-bold">Product</legend>
          <FormField
            label="Name"
            className="sm:col-span-2"
            error={errors.name?.message}
            {...form.register('name')}
          />
          <FormField label="Brand" error={errors.brand?.message} {...form.register('brand')} />
          <SelectField label="Category" error={errors.category?.message} {...form.register('category')}>
            <option value="">Choose a category</option>
            {CATEGORIES.map((category) => (
              <option key={category}>{category}</option>
            ))}
          </SelectField>
          <FormField
            label="Subcategory"
            error={errors.subCategory?.message}
            {...form.register('subCategory')}
          />
          <FormField
            label="Badge (optional)"
            placeholder="New, Bestseller…"
            error={errors.badge?.message}
            {...form.register('badge', { setValueAs: emptyToNull })}
          />
          <TextAreaField
            label="Description"
            rows={5}
            className="sm:col-span-2"
            error={errors.description?.message}
            {...form.register('description')}
          />
        </fieldset>

        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-1 text-lg font-bold">Price and stock</legend>
          <p className="text-sm text-slate-600 sm:col-span-2">
            In rupees. Used when no option has its own prices. A discount price of 0 means no discount.
          </p>
          <FormField
            label="Base price (₹)"
            {...rupeeInputProps}
            error={errors.basePrice?.message}
            {...number('basePrice')}
          />
          <FormField
            label="Discount price (₹)"
            {...rupeeInputProps}
            error={errors.discountPrice?.message}
            {...number('discountPrice')}
          />
          {gridRows.length > 0 ? (
            <div>
              <p className="mb-1 text-sm font-medium text-slate-700">Units in stock</p>
              <p className="text-sm">
                {gridStock === undefined ? '—' : gridStock}: the sum of the stock by size and colour below.
              </p>
            </div>
          ) : (
            <div>
              <FormField
                label="Units in stock"
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                error={errors.countInStock?.message}
                // The hint while the field is fine; FormField links its error message otherwise.
                {...(stockWhenLoaded !== undefined &&
                  !errors.countInStock && { 'aria-describedby': stockHintId })}
                {...number('countInStock')}
              />
              {stockWhenLoaded !== undefined && (
                <p id={stockHintId} className="mt-1 text-xs text-slate-600">
                  {stockWhenLoaded} when you opened this page. Orders placed meanwhile are kept: saving adds
                  your change to the live count.
                </p>
              )}
            </div>
          )}
          <FormField
            label="Shipping cost (₹)"
            {...rupeeInputProps}
            error={errors.shippingCost?.message}
            {...number('shippingCost')}
          />
        </fieldset>

        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-1 text-lg font-bold">Tax (GST)</legend>
          <p className="text-sm text-slate-600 sm:col-span-2">
            Left empty, the product takes its category's default from the GST page. Orders keep the tax they
            were placed with.
          </p>
          <FormField
            label="HSN code"
            inputMode="numeric"
            placeholder="Category default"
            error={errors.hsnCode?.message}
            {...form.register('hsnCode', {
              setValueAs: (value: unknown) =>
                typeof value === 'string' && value.trim() !== '' ? value.trim() : null,
            })}
          />
          <SelectField
            label="GST rate"
            error={errors.gstRate?.message}
            {...form.register('gstRate', {
              setValueAs: (value: unknown) =>
                value === '' || value === null || value === undefined ? null : Number(value),
            })}
          >
            <option value="">Category default</option>
            {GST_RATES.map((rate) => (
              <option key={rate} value={rate}>
                {rate}%
              </option>
            ))}
          </SelectField>
        </fieldset>

        <SupplierFields form={form} />
        <ImagesEditor control={form.control} />
        <FeaturesEditor control={form.control} />
        <FiltersEditor
          control={form.control}
          onEdit={(before, after) =>
            form.setValue('variants', followOptionEdit(form.getValues('variants') ?? [], before, after))
          }
        />
        <VariantGridEditor control={form.control} />

        <div className="flex flex-wrap gap-3 border-t border-slate-200 pt-5">
          <AdminButton
            type="submit"
            disabled={saving}
            onClick={() => {
              stay.current = false;
            }}
          >
            {saving ? 'Saving…' : 'Save product'}
          </AdminButton>
          {canStay && (
            <AdminButton
              variant="secondary"
              type="submit"
              disabled={saving}
              onClick={() => {
                stay.current = true;
              }}
            >
              Save and keep editing
            </AdminButton>
          )}
          <Link to="/admin/products" className={adminButtonClasses('secondary')}>
            Cancel
          </Link>
        </div>
      </div>
      <aside className="lg:sticky lg:top-4">
        <PricePreviewPanel control={form.control} />
      </aside>
    </form>
  );
}
