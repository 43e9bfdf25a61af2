// The product's feature list (bullet points on the product page): add, edit, reorder and remove lines.
import { MAX_FEATURES } from '@shop/shared/admin.schemas';
import { Plus } from 'lucide-react';
import { type Control, useController, useFormState } from 'react-hook-form';
import { AdminButton } from '../../shell/admin-ui.tsx';
import { CompactInput, errorAt } from './fields.tsx';
import { ItemButtons } from './item-buttons.tsx';
import { moveItem } from './list-tools.ts';
import type { ProductFormValues } from './product-form-values.ts';

export function FeaturesEditor({ control }: { control: Control<ProductFormValues> }) {
  const { field } = useController({ control, name: 'features' });
  const { errors } = useFormState({ control, name: 'features' });
  const features = field.value ?? [];
  const set = (next: string[]) => field.onChange(next);
  const listError = errorAt(errors, 'features');
  return (
    <fieldset>
      <legend className="text-lg font-bold">Features</legend>
      <p className="mb-3 text-sm text-slate-600">
        Short selling points, shown as a list on the product page.
      </p>
      {features.length > 0 && (
        <ol className="mb-3 space-y-2">
          {features.map((feature, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are controlled inputs; their position is their identity
            <li key={index} className="flex items-start gap-2">
              <CompactInput
                label={`Feature ${index + 1}`}
                hideLabel
                className="flex-1"
                value={feature}
                maxLength={200}
                error={errorAt(errors, `features.${index}`)}
                onChange={(event) => set(features.map((f, at) => (at === index ? event.target.value : f)))}
              />
              <ItemButtons
                item="feature"
                index={index}
                count={features.length}
                onMove={(by) => set(moveItem(features, index, by))}
                onRemove={() => set(features.filter((_, at) => at !== index))}
              />
            </li>
          ))}
        </ol>
      )}
      {listError && <p className="mb-2 text-sm text-red-700">{listError}</p>}
      <AdminButton
        variant="secondary"
        disabled={features.length >= MAX_FEATURES}
        onClick={() => set([...features, ''])}
      >
        <Plus aria-hidden="true" className="h-4 w-4" />
        Add feature
      </AdminButton>
    </fieldset>
  );
}
