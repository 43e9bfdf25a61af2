// What a promotion gives (docs/decisions/038-promotions.md): percent off with an optional cap, an amount off, free
// standard shipping, or buy X get Y at a percent off the Y units. Only the chosen action's fields are shown.
import { MAX_PERCENT_OFF, type PromotionActionKind } from '@shop/shared/promotions';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { FormField, SelectField } from '../../../components/ui/form-field.tsx';
import { rupeeInputProps } from '../shell/admin-ui.tsx';
import { Choice, ChoiceGroup } from './promotion-fields.tsx';
import type { PromotionFormValues } from './promotion-form-values.ts';

export const ACTION_LABELS: Record<PromotionActionKind, string> = {
  percent: 'Percent off',
  amount: 'Amount off',
  free_shipping: 'Free shipping',
  buy_x_get_y: 'Buy X, get Y',
};

const wholeNumber = { type: 'number', inputMode: 'numeric', step: 1 } as const;

export function PromotionActionFields({ form }: { form: UseFormReturn<PromotionFormValues> }) {
  const action = useWatch({ control: form.control, name: 'action' });
  const errors = form.formState.errors;
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-1 text-lg font-bold">What it gives</legend>
      <SelectField
        label="Action"
        className="sm:col-span-2"
        error={errors.action?.message}
        {...form.register('action', { deps: ['percent', 'amount', 'buyQuantity'] })}
      >
        {Object.entries(ACTION_LABELS).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </SelectField>
      {action === 'percent' && (
        <>
          <FormField
            label="Percent off (%)"
            {...wholeNumber}
            min={1}
            max={MAX_PERCENT_OFF}
            error={errors.percent?.message}
            {...form.register('percent')}
          />
          <FormField
            label="Most it takes off (₹, optional)"
            {...rupeeInputProps}
            hint="Empty: no cap"
            error={errors.maxDiscount?.message}
            {...form.register('maxDiscount')}
          />
        </>
      )}
      {action === 'amount' && (
        <FormField
          label="Amount off (₹)"
          {...rupeeInputProps}
          hint="Never more than the items it applies to cost"
          error={errors.amount?.message}
          {...form.register('amount')}
        />
      )}
      {action === 'free_shipping' && (
        <p className="text-sm text-slate-600 sm:col-span-2">
          The order's standard shipping becomes free; a faster delivery's extra fee is still charged.
        </p>
      )}
      {action === 'buy_x_get_y' && (
        <>
          <FormField
            label="Buy (units)"
            {...wholeNumber}
            min={1}
            max={20}
            error={errors.buyQuantity?.message}
            {...form.register('buyQuantity', { deps: ['getQuantity'] })}
          />
          <FormField
            label="Get (units)"
            {...wholeNumber}
            min={1}
            max={20}
            error={errors.getQuantity?.message}
            {...form.register('getQuantity', { deps: ['buyQuantity'] })}
          />
          <FormField
            label="Discount on the units got (%)"
            {...wholeNumber}
            min={1}
            max={100}
            hint="100 makes them free. The cheapest qualifying units are the discounted ones."
            error={errors.percent?.message}
            {...form.register('percent')}
          />
          <ChoiceGroup legend="The units bought and got are" error={errors.sameProduct?.message}>
            <Choice form={form} name="sameProduct" value="same" type="radio">
              Of the same product
            </Choice>
            <Choice form={form} name="sameProduct" value="any" type="radio">
              Any of the targeted items
            </Choice>
          </ChoiceGroup>
        </>
      )}
    </fieldset>
  );
}
