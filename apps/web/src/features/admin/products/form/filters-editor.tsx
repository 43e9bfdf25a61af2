// The product's options (filters): add and remove options, each edited in its own card.
import { MAX_FILTERS } from '@shop/shared/admin.schemas';
import { Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { type Control, useController, useFormState } from 'react-hook-form';
import { AdminButton } from '../../shell/admin-ui.tsx';
import { errorAt } from './fields.tsx';
import { FilterCard } from './filter-card.tsx';
import { isPriced, newFilter } from './filter-edits.ts';
import type { FilterDraft, ProductFormValues } from './product-form-values.ts';

export function FiltersEditor({
  control,
  onEdit,
}: {
  control: Control<ProductFormValues>;
  /** Told of each edit of one option (the stock grid renames its rows with it). */
  onEdit?: (before: FilterDraft, after: FilterDraft) => void;
}) {
  const { field } = useController({ control, name: 'filters' });
  const { errors } = useFormState({ control, name: 'filters' });
  const filters: FilterDraft[] = field.value ?? [];
  // Stable keys, so removing an option does not hand its inputs (and focus) to the next one.
  const nextKey = useRef(filters.length);
  const [keys, setKeys] = useState(() => filters.map((_, index) => index));
  const addButton = useRef<HTMLButtonElement>(null);

  const add = () => {
    setKeys([...keys, nextKey.current++]);
    field.onChange([...filters, newFilter()]);
  };
  const remove = (index: number) => {
    setKeys(keys.filter((_, at) => at !== index));
    field.onChange(filters.filter((_, at) => at !== index));
    addButton.current?.focus();
  };
  const firstPriced = filters.findIndex(isPriced);
  const listError = errorAt(errors, 'filters');

  return (
    <section aria-labelledby="options-heading">
      <h2 id="options-heading" className="text-lg font-bold">
        Options
      </h2>
      <p className="mb-3 text-sm text-slate-600">
        Choices the shopper makes, such as Size or Colour. The first value of each option is preselected.
      </p>
      <div className="space-y-4">
        {filters.map((filter, index) => (
          <FilterCard
            key={keys[index] ?? `extra-${index}`}
            filter={filter}
            index={index}
            addsToPrice={firstPriced !== -1 && firstPriced < index}
            errors={errors}
            onChange={(next) => {
              onEdit?.(filter, next);
              field.onChange(filters.map((f, at) => (at === index ? next : f)));
            }}
            onRemove={() => remove(index)}
          />
        ))}
      </div>
      {listError && <p className="mt-2 text-sm text-red-700">{listError}</p>}
      <AdminButton
        variant="secondary"
        ref={addButton}
        disabled={filters.length >= MAX_FILTERS}
        onClick={add}
        className="mt-4"
      >
        <Plus aria-hidden="true" className="h-4 w-4" />
        Add option
      </AdminButton>
    </section>
  );
}
