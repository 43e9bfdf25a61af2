// Controls of the promotion form beside components/ui's FormField and SelectField: a checkbox with its words, and
// a group of radio buttons, each registered with the form and showing its error.
import { type ReactNode, useId } from 'react';
import type { Path, UseFormReturn } from 'react-hook-form';
import { FieldError } from '../../../components/ui/form-field.tsx';
import type { PromotionFormValues } from './promotion-form-values.ts';

type Form = UseFormReturn<PromotionFormValues>;

/** A checkbox with its label and a hint under it; the whole row is the click target. */
export function CheckboxField({
  form,
  name,
  label,
  hint,
}: {
  form: Form;
  name: Path<PromotionFormValues>;
  label: string;
  hint?: ReactNode;
}) {
  const hintId = useId();
  return (
    <label className="flex min-h-11 cursor-pointer items-start gap-3 text-sm">
      <input
        type="checkbox"
        aria-describedby={hint ? hintId : undefined}
        className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700"
        {...form.register(name)}
      />
      <span>
        <span className="font-medium text-slate-800">{label}</span>
        {hint && (
          <span id={hintId} className="block text-slate-600">
            {hint}
          </span>
        )}
      </span>
    </label>
  );
}

/** A fieldset of radio buttons or checkboxes: its legend names the choice, its error is linked to the group. */
export function ChoiceGroup({
  legend,
  error,
  className,
  children,
}: {
  legend: string;
  error: string | undefined;
  className?: string;
  children: ReactNode;
}) {
  const errorId = useId();
  return (
    <fieldset className={className} aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-700">{legend}</legend>
      {children}
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

/** One choice of a ChoiceGroup: a radio button or a checkbox registered under `name` with `value`. */
export function Choice({
  form,
  name,
  value,
  type,
  children,
}: {
  form: Form;
  name: Path<PromotionFormValues>;
  value: string;
  type: 'radio' | 'checkbox';
  children: ReactNode;
}) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
      <input
        type={type}
        value={value}
        className="h-5 w-5 shrink-0 accent-brand-700"
        {...form.register(name)}
      />
      <span>{children}</span>
    </label>
  );
}
