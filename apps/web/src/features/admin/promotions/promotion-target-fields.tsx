// What a promotion applies to (docs/decisions/038-promotions.md): the whole order, or some of the shop's ten
// categories, some brands (typed, matched in any case), or some products (found with the homepage's picker).
import { CATEGORIES } from '@shop/shared/categories';
import type { PromotionTargetKind } from '@shop/shared/promotions';
import { X } from 'lucide-react';
import { useState } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { SelectField } from '../../../components/ui/form-field.tsx';
import { ProductPicker } from '../homepage/product-picker.tsx';
import { useAdminProduct } from '../products/api/get-product.ts';
import { TextAreaField } from '../products/form/fields.tsx';
import { rowActionClass } from '../shell/admin-ui.tsx';
import { Choice, ChoiceGroup } from './promotion-fields.tsx';
import type { PromotionFormValues } from './promotion-form-values.ts';

export const TARGET_LABELS: Record<PromotionTargetKind, string> = {
  order: 'The whole order',
  categories: 'Some categories',
  brands: 'Some brands',
  products: 'Some products',
};

type Form = UseFormReturn<PromotionFormValues>;

/** What the list shows of a product picked just now, before its details load. */
interface Picked {
  name: string;
  category: string;
}

/** A chosen product, named once its details load (a promotion loaded for editing stores only ids). */
function ChosenProduct({ id, picked, onRemove }: { id: string; picked?: Picked; onRemove: () => void }) {
  const product = useAdminProduct(id);
  const shown = product.data ?? picked;
  const name = shown?.name ?? id;
  return (
    <li className="flex items-center justify-between gap-2 py-1.5 text-sm">
      <span className="min-w-0 break-words">
        {name}
        {shown && <span className="text-slate-600"> · {shown.category}</span>}
      </span>
      <button type="button" onClick={onRemove} aria-label={`Remove ${name}`} className={rowActionClass}>
        <X aria-hidden="true" className="h-3.5 w-3.5" />
        Remove
      </button>
    </li>
  );
}

function ProductTargets({ form }: { form: Form }) {
  const chosen = useWatch({ control: form.control, name: 'products' });
  const [picked, setPicked] = useState<ReadonlyMap<string, Picked>>(new Map());
  const error = form.formState.errors.products?.message;
  const set = (products: string[]) =>
    form.setValue('products', products, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  return (
    <ChoiceGroup legend="Products" error={error} className="min-w-0 space-y-2 sm:col-span-2">
      {chosen.length === 0 ? (
        <p className="text-sm text-slate-600">No product chosen yet.</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {chosen.map((id) => (
            <ChosenProduct
              key={id}
              id={id}
              {...(picked.has(id) && { picked: picked.get(id) })}
              onRemove={() => set(chosen.filter((each) => each !== id))}
            />
          ))}
        </ul>
      )}
      <ProductPicker
        label="Add a product"
        exclude={chosen}
        onPick={(product) => {
          setPicked((known) => new Map(known).set(product._id, product));
          set([...chosen, product._id]);
        }}
      />
    </ChoiceGroup>
  );
}

export function PromotionTargetFields({ form }: { form: Form }) {
  const target = useWatch({ control: form.control, name: 'target' });
  const errors = form.formState.errors;
  return (
    <fieldset className="grid min-w-0 gap-4 sm:grid-cols-2">
      <legend className="mb-1 text-lg font-bold">What it applies to</legend>
      <SelectField
        label="Applies to"
        className="sm:col-span-2"
        error={errors.target?.message}
        {...form.register('target')}
      >
        {Object.entries(TARGET_LABELS).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </SelectField>
      {target === 'categories' && (
        <ChoiceGroup
          legend="Categories"
          error={errors.categories?.message}
          className="grid grid-cols-2 gap-x-4 sm:col-span-2 sm:grid-cols-3 lg:grid-cols-5 [&>legend]:col-span-full [&>p]:col-span-full"
        >
          {CATEGORIES.map((category) => (
            <Choice key={category} form={form} name="categories" value={category} type="checkbox">
              {category}
            </Choice>
          ))}
        </ChoiceGroup>
      )}
      {target === 'brands' && (
        <TextAreaField
          label="Brands"
          rows={4}
          className="sm:col-span-2"
          hint="One brand a line, or parted by commas; matched in any case."
          error={errors.brands?.message}
          {...form.register('brands')}
        />
      )}
      {target === 'products' && <ProductTargets form={form} />}
    </fieldset>
  );
}
