// A labelled password input with a show/hide toggle (docs/product.md#accounts: every password field has one). The
// toggle is a button named after the field ("Show password", "Hide new password") whose pressed state says which.
// RegisteredPasswordField binds it to a react-hook-form field, as RegisteredField does a FormField.
import { Eye, EyeOff } from 'lucide-react';
import { forwardRef, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { cn } from '../../lib/cn.ts';
import { borderFor, LabelledControl, type LabelledElementProps } from './form-field.tsx';

type PasswordFieldProps = Omit<LabelledElementProps<'input'>, 'type'>;

export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(
  ({ label, labelClassName, error, hint, className, ...input }, ref) => {
    const [shown, setShown] = useState(false);
    const name = label.toLowerCase();
    return (
      <LabelledControl
        label={label}
        labelClassName={labelClassName}
        error={error}
        hint={hint}
        className={className}
        control={(aria) => (
          <div className="relative">
            <input
              ref={ref}
              {...aria}
              {...input}
              type={shown ? 'text' : 'password'}
              className={cn(
                'h-11 w-full rounded-lg border pl-3 pr-11 text-sm focus:border-brand-600',
                borderFor(error),
              )}
            />
            <button
              type="button"
              aria-label={shown ? `Hide ${name}` : `Show ${name}`}
              aria-pressed={shown}
              onClick={() => setShown((value) => !value)}
              className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-800"
            >
              {shown ? (
                <EyeOff aria-hidden="true" className="h-4 w-4" />
              ) : (
                <Eye aria-hidden="true" className="h-4 w-4" />
              )}
            </button>
          </div>
        )}
      />
    );
  },
);
PasswordField.displayName = 'PasswordField';

/** `<RegisteredPasswordField form={form} name="password" label="Password" />`. */
export function RegisteredPasswordField<Values extends FieldValues, Output>({
  form,
  name,
  ...field
}: Omit<PasswordFieldProps, 'name' | 'error' | 'form'> & {
  form: UseFormReturn<Values, unknown, Output>;
  name: Path<Values>;
}) {
  const { error } = form.getFieldState(name, form.formState);
  return <PasswordField error={error?.message} {...field} {...form.register(name)} />;
}
