// A labelled input, or a labelled select, with its error message, linked for screen readers; LabelledControl draws
// that label, hint and error around any control. RegisteredField is a FormField bound to one field of a
// react-hook-form form: it registers the field and shows the field's error.
import { type ComponentPropsWithoutRef, createElement, forwardRef, type ReactNode, useId } from 'react';
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
  labelClassName?: string | undefined;
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

/** What a labelled field takes besides its control's own props (LabelledControl draws these). */
interface LabelProps {
  label: string;
  labelClassName?: string | undefined;
  error?: string | undefined;
  hint?: string | undefined;
}

type ControlTag = 'input' | 'select' | 'textarea';

/** The props of a labelled field whose control is a `Tag` element. */
export type LabelledElementProps<Tag extends ControlTag> = ComponentPropsWithoutRef<Tag> & LabelProps;

/**
 * A labelled field component around a plain `<input>`, `<select>` (its options are the children) or `<textarea>`:
 * `className` places the whole field, every prop LabelledControl does not draw goes to the control, and
 * `look(error)` is the control's own class. FormField and SelectField here, the back office's in its shell.
 */
export function labelledElement<Tag extends ControlTag>(
  tag: Tag,
  look: (error: string | undefined) => string,
  displayName: string,
) {
  const Field = forwardRef<HTMLElementTagNameMap[Tag], LabelledElementProps<Tag>>(
    ({ label, labelClassName, error, hint, className, ...control }, ref) => (
      <LabelledControl
        label={label}
        labelClassName={labelClassName}
        error={error}
        hint={hint}
        className={className}
        control={(aria) => createElement(tag, { ref, ...aria, className: look(error), ...control })}
      />
    ),
  );
  Field.displayName = displayName;
  return Field;
}

/** The border of the shop's own fields: red while the field shows an error. */
export function borderFor(error: string | undefined) {
  return error ? 'border-red-500' : 'border-slate-300';
}

export const FormField = labelledElement(
  'input',
  (error) => cn('h-11 w-full rounded-lg border px-3 text-sm focus:border-brand-600', borderFor(error)),
  'FormField',
);

/** `<RegisteredField form={form} name="email" label="Email" />` rather than passing register and error by hand. */
export function RegisteredField<Values extends FieldValues, Output>({
  form,
  name,
  ...field
}: Omit<LabelledElementProps<'input'>, 'name' | 'error' | 'form'> & {
  form: UseFormReturn<Values, unknown, Output>;
  name: Path<Values>;
}) {
  const { error } = form.getFieldState(name, form.formState);
  return <FormField error={error?.message} {...field} {...form.register(name)} />;
}

/** A labelled <select>; its options are the children. */
export const SelectField = labelledElement(
  'select',
  (error) => cn('h-11 w-full rounded-lg border bg-white px-3 text-sm', borderFor(error)),
  'SelectField',
);

/** A labelled text area for a shopper's own words (a review's comment, a cancel reason). */
export const MessageField = labelledElement(
  'textarea',
  (error) => cn('w-full rounded-lg border p-3 text-sm', borderFor(error)),
  'MessageField',
);
