// Labelled controls of the product form beside components/ui's FormField and SelectField: a text area and a
// compact input for the list editors. Each is drawn in LabelledControl, which links its error message to the
// control for screen readers.
import type { InputHTMLAttributes, ReactNode } from 'react';
import { type FieldErrors, get } from 'react-hook-form';
import { borderFor, LabelledControl, labelledElement } from '../../../../components/ui/form-field.tsx';
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

const controlClass = (error: string | undefined) =>
  cn('w-full rounded-lg border bg-white px-3 text-sm', borderFor(error));

/** A labelled text area (a product's description), with an optional hint under it. */
export const TextAreaField = labelledElement(
  'textarea',
  (error) => cn(controlClass(error), 'py-2'),
  'TextAreaField',
);

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
  const labelStyle = hideLabel === true ? 'sr-only' : hideLabel ? `${labelClass} sm:sr-only` : labelClass;
  return (
    <LabelledControl
      label={label}
      labelClassName={labelStyle}
      error={error}
      className={className}
      control={(aria) => (
        <div className="relative">
          <input
            {...aria}
            className={cn(controlClass(error), 'h-9', adornment ? 'pr-20' : undefined, inputClassName)}
            {...rest}
          />
          {adornment && (
            <span className="pointer-events-none absolute inset-y-0 right-2 flex items-center">
              {adornment}
            </span>
          )}
        </div>
      )}
    />
  );
}

/** A number input's text for a form number: empty while the amount is missing or half typed. */
export function numberText(value: number | undefined): string | number {
  return typeof value === 'number' && Number.isFinite(value) ? value : '';
}
