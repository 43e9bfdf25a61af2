// The shopper's delivery PIN code, remembered in this browser by the product page and read by the cart too
// (docs/decisions/028-delivery-estimates-and-margins.md). The server and the hydrating render read null
// (docs/decisions/024): storage is read only after.
import { PIN_PATTERN } from '@shop/shared/delivery';
import { useSyncExternalStore } from 'react';
import { watchStorageKey } from '../../lib/storage-key.ts';

const KEY = 'deliveryPin';
const { notify, subscribe } = watchStorageKey(KEY);

function read(): string | null {
  try {
    const pin = localStorage.getItem(KEY);
    return pin && PIN_PATTERN.test(pin) ? pin : null;
  } catch {
    return null;
  }
}

export function rememberDeliveryPin(pin: string): void {
  try {
    localStorage.setItem(KEY, pin);
  } catch {
    // Storage may be off (private mode): the PIN code still works for this page.
  }
  notify();
}

/** The remembered PIN code, or null (always null on the server and while hydrating). */
export function useDeliveryPin(): string | null {
  return useSyncExternalStore(subscribe, read, () => null);
}
