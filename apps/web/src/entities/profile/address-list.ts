// The saved addresses as a list the browser edits and sends whole (PUT /api/auth/update, docs/product.md#accounts-
// profile): which one is the default, and what a new or newly chosen default does to the others
// (docs/decisions/036-checkout-for-india.md, "Default address").
import type { Address } from '@shop/shared/auth.schemas';

/** The address checkout starts with and the cart dates for: the default one, else the active one, else the only one. */
export function defaultAddress(addresses: readonly Address[]): Address | undefined {
  return (
    addresses.find((address) => address.isDefault) ??
    addresses.find((address) => address.isActive) ??
    (addresses.length === 1 ? addresses[0] : undefined)
  );
}

/** The list with `id` as its one default address. */
export function withDefault(addresses: readonly Address[], id: string): Address[] {
  return addresses.map((address) => ({ ...address, isDefault: address._id === id }));
}

/**
 * The list with `added` at its end: the first address is the default; a new default takes the mark from the others.
 * `active` (the checkout's new address, docs/product.md#checkout-steps) makes it the one active address.
 */
export function withAddress(
  addresses: readonly Address[],
  added: Address,
  { active = false } = {},
): Address[] {
  const isDefault = added.isDefault || addresses.length === 0;
  const others = addresses.map((address) => ({
    ...address,
    isDefault: isDefault ? false : address.isDefault,
    isActive: active ? false : address.isActive,
  }));
  return [...others, { ...added, isDefault, isActive: active || added.isActive }];
}

/** The list without `id`; when that was the default, the first address left becomes it. */
export function withoutAddress(addresses: readonly Address[], id: string): Address[] {
  const left = addresses.filter((address) => address._id !== id);
  const first = left[0];
  if (!first || left.some((address) => address.isDefault)) return left;
  return withDefault(left, first._id);
}
