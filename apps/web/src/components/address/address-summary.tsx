// A saved address as the profile's list and the checkout's choices show it (docs/decisions/036-checkout-for-india.md):
// the recipient, the type and a Default badge, then the address, landmark, city, state and PIN code, and the
// mobile number grouped as +91 98765 43210.
import type { Address } from '@shop/shared/auth.schemas';
import { formatPhone } from '@shop/shared/phone';

export function AddressSummary({ address }: { address: Address }) {
  return (
    <span className="block text-sm">
      <span className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-slate-900">{address.fullName}</span>
        <span className="rounded bg-slate-100 px-2 py-0.5 text-xs font-semibold uppercase tracking-wide text-slate-700">
          {address.type}
        </span>
        {address.isDefault && (
          <span className="rounded bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
            Default
          </span>
        )}
      </span>
      <span className="mt-1 block text-slate-700">{address.address}</span>
      {address.landmark && <span className="block text-slate-600">Landmark: {address.landmark}</span>}
      <span className="block text-slate-700">
        {address.city}, {address.state} <span className="whitespace-nowrap">{address.zipCode}</span>
      </span>
      <span className="mt-1 block text-slate-700">
        Mobile: <span className="whitespace-nowrap">{formatPhone(address.phone)}</span>
      </span>
    </span>
  );
}
