// The admin's table of transit business days per delivery zone (docs/decisions/028-delivery-estimates-and-
// margins.md): what a shopper's "Delivery by …" date adds to the supplier's processing days; and whether cash on
// delivery is offered in the zone (docs/decisions/030-cash-on-delivery-risk.md).
import { MAX_TRANSIT_DAYS } from '@shop/shared/delivery';
import type { DeliveryZones } from '@shop/shared/delivery.schemas';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '../../../components/form-alert.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { AdminTable } from '../shell/admin-table.tsx';
import { AdminButton, AdminQueryPage } from '../shell/admin-ui.tsx';
import { useDeliveryZones } from './api/get-delivery-zones.ts';
import { useSaveDeliveryZones } from './api/save-delivery-zones.ts';

const HINTS: Record<string, string> = {
  same_city: 'Same sorting district (first 3 PIN digits) or the same metro',
  same_state: 'Another district of the same state',
  metro: 'Between two metros (Delhi, Mumbai, Kolkata, Chennai, Bengaluru, Hyderabad, Ahmedabad, Pune)',
  rest_of_india: 'Everything else, and PIN codes the table does not know',
  remote: 'North-east, Sikkim, Jammu & Kashmir, Ladakh, the islands, army post; and suppliers abroad',
};

function ZonesForm({ data }: { data: DeliveryZones }) {
  const save = useSaveDeliveryZones();
  const [days, setDays] = useState(() =>
    Object.fromEntries(data.zones.map((row) => [row.zone, String(row.transitDays)])),
  );
  const [cod, setCod] = useState(() =>
    Object.fromEntries(data.zones.map((row) => [row.zone, row.codAvailable])),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        zones: data.zones.map((row) => ({
          zone: row.zone,
          transitDays: Number(days[row.zone] ?? Number.NaN),
          codAvailable: cod[row.zone] ?? row.codAvailable,
        })),
      },
      { onSuccess: (saved) => toast.success(saved.message) },
    );
  };

  return (
    <form onSubmit={submit} className="max-w-3xl space-y-4">
      <p className="text-sm text-slate-700">
        A shopper&apos;s delivery date is the day the order is taken (the next business day after the
        shop&apos;s cut-off time) plus the supplier&apos;s processing days plus these transit days, counting
        business days (Monday to Friday, without the shop&apos;s holidays).
      </p>
      <p className="text-sm text-slate-700">
        Cash on delivery is offered only to addresses in a zone where it is ticked; elsewhere the checkout
        asks the shopper to pay online and says why.
      </p>
      {save.isError && (
        <FormAlert>{errorMessage(save.error, 'The delivery zones could not be saved')}</FormAlert>
      )}
      <AdminTable
        look="plain"
        caption="Transit business days per delivery zone"
        head={
          <>
            <th scope="col">Zone</th>
            <th scope="col">Transit business days</th>
            <th scope="col">Cash on delivery</th>
          </>
        }
      >
        {data.zones.map((row) => (
          <tr key={row.zone} className="border-t border-slate-100">
            <th scope="row" className="font-normal">
              <span className="block font-semibold">{row.label}</span>
              <span className="block text-xs text-slate-600">{HINTS[row.zone]}</span>
            </th>
            <td>
              <input
                type="number"
                min={0}
                max={MAX_TRANSIT_DAYS}
                step={1}
                required
                aria-label={`${row.label}: transit business days`}
                value={days[row.zone] ?? ''}
                onChange={(event) => setDays((current) => ({ ...current, [row.zone]: event.target.value }))}
                className="h-10 w-24 rounded-lg border border-slate-300 bg-white px-3 text-sm"
              />
            </td>
            <td>
              {/* A 44 px target around the box: the label is the cell's whole height. */}
              <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={cod[row.zone] ?? false}
                  onChange={(event) =>
                    setCod((current) => ({ ...current, [row.zone]: event.target.checked }))
                  }
                  className="h-5 w-5 accent-brand-700"
                />
                <span>
                  <span className="sr-only">{row.label}: cash on delivery </span>Offered
                </span>
              </label>
            </td>
          </tr>
        ))}
      </AdminTable>
      <AdminButton type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save delivery zones'}
      </AdminButton>
    </form>
  );
}

export function DeliveryZonesPage() {
  const zones = useDeliveryZones();
  return (
    <AdminQueryPage title="Delivery zones" query={zones}>
      {(data) => <ZonesForm data={data} />}
    </AdminQueryPage>
  );
}
