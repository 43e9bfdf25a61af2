// A labelled input, or a labelled select, with its error message, linked for screen readers; LabelledControl draws
// that label, hint and error around any control. RegisteredField is a FormField bound to one field of a
// react-hook-form form: it registers the field and shows the field's error.
import {
  forwardRef,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  useId,
} from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { cn } from '../../lib/cn.ts';

const LABEL_CLASS = 'mb-1 block text-sm font-medium text-slate-700';

/** An error message under a control; `id` is what the control's aria-describedby names. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-700">
      {message}
    </p>
  );
}

/** What a control needs to be named by its label and linked to its error and hint. */
export interface ControlAria {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/**
 * The label above a control, and the hint and error under it; `control` gets the id and the ARIA links to them.
 * `labelClassName` replaces the label's look (the admin's list editors hide it where a column header shows it).
 */
export function LabelledControl({
  label,
  labelClassName = LABEL_CLASS,
  error,
  hint,
  className,
  control,
}: {
  label: string;
  labelClassName?: string;
  error: string | undefined;
  hint?: string | undefined;
  className: string | undefined;
  control: (aria: ControlAria) => ReactNode;
}) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ');
  const aria: ControlAria = { id };
  if (error) aria['aria-invalid'] = true;
  if (describedBy) aria['aria-describedby'] = describedBy;
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      {control(aria)}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | undefined;
}

export const FormField = forwardRef<HTMLInputElement, FieldProps>(function FormField(
  { label, error, className, ...input },
  ref,
) {
  return (
    <LabelledControl
      label={label}
      error={error}
      className={className}
      control={(aria) => (
        <input
          ref={ref}
          {...aria}
          className={cn(
            'h-11 w-full rounded-lg border px-3 text-sm focus:border-brand-600',
            error ? 'border-red-500' : 'border-slate-300',
          )}
          {...input}
        />
      )}
    />
  );
});

/** `<RegisteredField form={form} name="email" label="Email" />` rather than passing register and error by hand. */
export function RegisteredField<Values extends FieldValues, Output>({
  form,
  name,
  ...field
}: Omit<FieldProps, 'name' | 'error' | 'form'> & {
  form: UseFormReturn<Values, unknown, Output>;
  name: Path<Values>;
}) {
  const { error } = form.getFieldState(name, form.formState);
  return <FormField error={error?.message} {...field} {...form.register(name)} />;
}

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: string | undefined;
}

/** A labelled <select>; its options are the children. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, error, className, children, ...select },
  ref,
) {
  return (
    <LabelledControl
      label={label}
      error={error}
      className={className}
      control={(aria) => (
        <select
          ref={ref}
          {...aria}
          className={cn(
            'h-11 w-full rounded-lg border bg-white px-3 text-sm',
            error ? 'border-red-500' : 'border-slate-300',
          )}
          {...select}
        >
          {children}
        </select>
      )}
    />
  );
});
