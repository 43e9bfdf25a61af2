// A shopper's address list (docs/decisions/036-checkout-for-india.md, "Addresses and phone numbers"): how a stored
// list reads, and what a sent list becomes. Only an address that is new or changed must meet India's rules (a PIN
// code, a state, a mobile number): one stored before them still reads, and stays while the shopper edits others
// (the spec's client sends the whole list), so it can be deleted; checkout refuses to ship to it.
import {
  ADDRESS_MESSAGES,
  type Address,
  type AddressInput,
  checkedAddressFields,
} from '@shop/shared/auth.schemas';
import { z } from 'zod';
import type { StoredAddress } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';

const checkedAddressSchema = z.object(checkedAddressFields);

/** What an address says; its id and the active and default marks are not its content. */
const CONTENT = [
  'type',
  'fullName',
  'address',
  'landmark',
  'city',
  'state',
  'zipCode',
  'country',
  'phone',
] as const satisfies readonly (keyof Address)[];

/** The stored list as answered: every field, an address stored before decision 036 with `accountName`. */
export function readAddresses(stored: readonly StoredAddress[], accountName: string): Address[] {
  const read = stored.map((address) => ({
    ...address,
    fullName: address.fullName || accountName,
    landmark: address.landmark ?? '',
    isDefault: address.isDefault ?? false,
  }));
  return withOneDefault(read);
}

/** The first address marked default stays so, or the first address when none is. */
function withOneDefault(addresses: Address[]): Address[] {
  const chosen = Math.max(
    0,
    addresses.findIndex((address) => address.isDefault),
  );
  return addresses.map((address, index) => ({ ...address, isDefault: index === chosen }));
}

function sameContent(a: Address, b: Address): boolean {
  return CONTENT.every((field) => a[field] === b[field]);
}

/**
 * The list to store from the one sent, `stored` as readAddresses answered it. A field the client left out
 * (`fullName`, `landmark`, `isDefault`) keeps the stored address's value, or for a new address the account's name,
 * '' and false. An address that is new or differs from the stored one must meet checkedAddressFields, which also
 * store its PIN code, state and phone in their one form; the first that does not refuses the whole save (400).
 */
export function addressesToSave(
  sent: readonly (AddressInput & { _id: string })[],
  stored: readonly Address[],
  accountName: string,
): Address[] {
  const storedById = new Map(stored.map((address) => [address._id, address]));
  const saved = sent.map((input): Address => {
    const before = storedById.get(input._id);
    const address: Address = {
      ...input,
      _id: input._id,
      fullName: input.fullName || before?.fullName || accountName,
      landmark: input.landmark ?? before?.landmark ?? '',
      isDefault: input.isDefault ?? before?.isDefault ?? false,
    };
    if (before !== undefined && sameContent(address, before)) return address;
    const checked = checkedAddressSchema.safeParse(address);
    if (!checked.success) {
      throw new AppError('INVALID', checked.error.issues[0]?.message ?? ADDRESS_MESSAGES.pinMalformed);
    }
    if (address.fullName === '') throw new AppError('INVALID', ADDRESS_MESSAGES.fullNameRequired);
    return { ...address, ...checked.data };
  });
  return withOneDefault(saved);
}
