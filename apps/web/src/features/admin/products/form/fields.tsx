// Labelled controls of the product form beside lib's FormField: a text area, a select and a compact input for the
// list editors. Each links its error message to the control for screen readers.
import {
  forwardRef,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';
import { type FieldErrors, get } from 'react-hook-form';
import { cn } from '../../../../lib/cn.ts';
import { labelClass } from '../../shell/admin-ui.tsx';

/** The message at a dotted path of the form's errors (an array's own message sits under `root`). */
export function errorAt(errors: FieldErrors, path: string): string | undefined {
  const node: unknown = get(errors, path);
  if (typeof node !== 'object' || node === null) return undefined;
  const { message, root } = node as { message?: unknown; root?: { message?: unknown } };
  if (typeof message === 'string' && message) return message;
  return typeof root?.message === 'string' ? root.message : undefined;
}

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-700">
      {message}
    </p>
  );
}

const controlClass = (error: string | undefined) =>
  cn('w-full rounded-lg border bg-white px-3 text-sm', error ? 'border-red-500' : 'border-slate-300');

/** aria attributes linking a control to its error and optional hint. */
function described(id: string, error: string | undefined, hint: string | undefined) {
  const ids = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined };
}

interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string | undefined;
  hint?: string;
}

export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextAreaField(
  { label, error, hint, className, ...rest },
  ref,
) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <textarea
        ref={ref}
        id={id}
        {...described(id, error, hint)}
        className={cn(controlClass(error), 'py-2')}
        {...rest}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
});

interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: string | undefined;
}

export const SelectField = forwardRef<HTMLSelectElement, SelectProps>(function SelectField(
  { label, error, className, children, ...rest },
  ref,
) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select
        ref={ref}
        id={id}
        {...described(id, error, undefined)}
        className={cn(controlClass(error), 'h-11')}
        {...rest}
      >
        {children}
      </select>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
});

interface CompactInputProps extends InputHTMLAttributes<HTMLInputElement> {
  /** The accessible name; shown above the input unless `hideLabel` (`'from-sm'`: hidden on wider screens only). */
  label: string;
  hideLabel?: boolean | 'from-sm';
  error?: string | undefined;
  inputClassName?: string | undefined;
  /** A tag drawn inside the input's right end (the input leaves room for it). */
  adornment?: ReactNode;
}

/** A smaller input for rows of the list editors, its label visually hidden when a column header shows it. */
export function CompactInput({
  label,
  hideLabel = false,
  error,
  className,
  inputClassName,
  adornment,
  ...rest
}: CompactInputProps) {
  const id = useId();
  const labelStyle = hideLabel === true ? 'sr-only' : hideLabel ? `${labelClass} sm:sr-only` : labelClass;
  return (
    <div className={className}>
      <label htmlFor={id} className={labelStyle}>
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          {...described(id, error, undefined)}
          className={cn(controlClass(error), 'h-9', adornment ? 'pr-20' : undefined, inputClassName)}
          {...rest}
        />
        {adornment && (
          <span className="pointer-events-none absolute inset-y-0 right-2 flex items-center">
            {adornment}
          </span>
        )}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** A number input's text for a form number: empty while the amount is missing or half typed. */
export function numberText(value: number | undefined): string | number {
  return typeof value === 'number' && Number.isFinite(value) ? value : '';
}
