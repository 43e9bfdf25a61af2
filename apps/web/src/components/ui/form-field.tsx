// A labelled input, or a labelled select, with its error message, linked for screen readers. RegisteredField is
// a FormField bound to one field of a react-hook-form form: it registers the field and shows the field's error.
import {
  forwardRef,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  useId,
} from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { cn } from '../../lib/cn.ts';

/** The label above a control and the error under it; `control` gets the id and the ARIA links to the error. */
function Field({
  label,
  error,
  className,
  control,
}: {
  label: string;
  error: string | undefined;
  className: string | undefined;
  control: (aria: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      {control(error ? { id, 'aria-invalid': true, 'aria-describedby': `${id}-error` } : { id })}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
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
    <Field
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
    <Field
      label={label}
      error={error}
      className={className}
      control={(aria) => (
        <select
          ref={ref}
          {...aria}
          className="h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm"
          {...select}
        >
          {children}
        </select>
      )}
    />
  );
});
