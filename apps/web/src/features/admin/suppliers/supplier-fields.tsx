// The product form's supplier part (docs/decisions/027-purchase-orders.md): who ships the product, the
// supplier's SKU, and what the shop pays per unit. Admin only: none of it reaches a shopper.
import type { UseFormReturn } from 'react-hook-form';
import { FormField, SelectField } from '../../../components/ui/form-field.tsx';
import type { ProductFormValues } from '../products/form/product-form-values.ts';
import { rupeeInputProps } from '../shell/admin-ui.tsx';
import { useSuppliers } from './api/list-suppliers.ts';

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
const numberOrNull = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '')
    ? null
    : Number(value);

export function SupplierFields({ form }: { form: UseFormReturn<ProductFormValues> }) {
  const suppliers = useSuppliers();
  const errors = form.formState.errors;
  const current = form.getValues('supplierId');
  const listed = suppliers.data?.suppliers ?? [];
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-1 text-lg font-bold">Supplier</legend>
      <p className="text-sm text-slate-600 sm:col-span-2">
        Orders of this product send a purchase order to its supplier. With none, the shop ships it itself. The
        cost price is what the shop pays per unit; shoppers never see it.
      </p>
      {/* Mounted once the list is here, so the stored supplier is an option when the form sets its value. */}
      {suppliers.isPending ? (
        <p className="text-sm text-slate-600 sm:col-span-2">Loading suppliers…</p>
      ) : (
        <SelectField
          label="Supplier"
          className="sm:col-span-2"
          error={errors.supplierId?.message}
          {...form.register('supplierId', { setValueAs: blankToNull })}
        >
          <option value="">None (the shop ships it)</option>
          {current && !listed.some((supplier) => supplier._id === current) && (
            <option value={current}>{current}</option>
          )}
          {listed.map((supplier) => (
            <option key={supplier._id} value={supplier._id}>
              {supplier.name}
            </option>
          ))}
        </SelectField>
      )}
      <FormField
        label="Supplier SKU"
        error={errors.supplierSku?.message}
        {...form.register('supplierSku', { setValueAs: blankToNull })}
      />
      <FormField
        label="Cost price (₹)"
        {...rupeeInputProps}
        error={errors.costPrice?.message}
        {...form.register('costPrice', { setValueAs: numberOrNull })}
      />
    </fieldset>
  );
}
