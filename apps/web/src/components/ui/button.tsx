// The shop's buttons, styled once (STYLE 14): a variant says what the button does, a size how much room it
// takes. `buttonClasses` gives a React Router <Link> or a Radix trigger the same look as a <button>.
import { type ButtonHTMLAttributes, forwardRef } from 'react';
import { cn } from '../../lib/cn.ts';

const VARIANTS = {
  /** The one main action of a page, form or card. */
  primary: 'rounded-lg bg-brand-700 text-white hover:bg-brand-800',
  /** A second action beside the main one: Cancel, Learn more. */
  secondary:
    'rounded-lg border border-slate-300 bg-white text-slate-800 hover:border-brand-600 hover:text-brand-700',
  /** An action in the brand's colour that does not compete with a primary button nearby. */
  outline: 'rounded-lg border border-brand-700 text-brand-800 hover:bg-brand-50',
  /** An action that destroys or cancels something. */
  danger: 'rounded-lg bg-red-700 text-white hover:bg-red-800',
  /** Reads as a link inside text; takes no padding whatever its size. */
  link: 'text-brand-700 hover:underline',
} as const;

const SIZES = {
  sm: 'px-4 py-2 text-sm',
  md: 'px-5 py-2.5',
  lg: 'px-6 py-3',
  /** The full-width main button of a form. */
  block: 'h-11 w-full',
  /** The full-width button that ends a panel (Proceed to Checkout, Show N products). */
  'block-lg': 'h-12 w-full',
} as const;

/**
 * Dim while busy (the action is under way), grey when the action is not possible at all (out of stock, already
 * done). Grey holds for `aria-disabled` too: a button that stays focusable, so a dialog it opened can give focus
 * back to it after its action made it unavailable (Return requested).
 */
const DISABLED = {
  dim: 'disabled:opacity-60',
  grey: 'disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600 aria-disabled:cursor-not-allowed aria-disabled:bg-slate-300 aria-disabled:text-slate-600',
} as const;

export type ButtonVariant = keyof typeof VARIANTS;
export type ButtonSize = keyof typeof SIZES;

export interface ButtonStyle {
  variant?: ButtonVariant | undefined;
  size?: ButtonSize | undefined;
  disabledLook?: keyof typeof DISABLED | undefined;
  className?: string | undefined;
}

/** The classes of a button of this style, for elements that are not a <button> (links, Radix triggers). */
export function buttonClasses({
  variant = 'primary',
  size = 'md',
  disabledLook = 'dim',
  className,
}: ButtonStyle = {}) {
  return cn(
    'font-semibold',
    VARIANTS[variant],
    variant !== 'link' && SIZES[size],
    DISABLED[disabledLook],
    className,
  );
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & Omit<ButtonStyle, 'className'>;

/** A <button type="button"> unless told otherwise, so a button inside a form never submits it by accident. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, disabledLook, className, type = 'button', ...props },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={buttonClasses({ variant, size, disabledLook, className })}
      {...props}
    />
  );
});
