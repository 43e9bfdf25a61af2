// /admin/promotions: the shop's coupon codes and automatic offers (docs/decisions/038-promotions.md), newest first,
// with what each gives, when it runs in India's time, how often it was used, and Pause, Resume and End. A table
// on a wide screen; on a phone one card per promotion, so nothing is cut off.

import { formatIndiaDateTime } from '@shop/shared/india-time';
import type { AdminPromotion } from '@shop/shared/promotion.schemas';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn.ts';
import { AdminTable, ListView } from '../shell/admin-table.tsx';
import { AdminHeading, adminButtonClasses } from '../shell/admin-ui.tsx';
import { usePromotions } from './api/list-promotions.ts';
import { type PromotionState, promotionState, STATE_LABELS } from './promotion-state.ts';
import { PromotionStatusActions } from './promotion-status-actions.tsx';

const STATE_STYLES: Record<PromotionState, string> = {
  active: 'bg-green-100 text-green-900',
  scheduled: 'bg-sky-100 text-sky-900',
  paused: 'bg-amber-100 text-amber-900',
  ended: 'bg-slate-200 text-slate-800',
  used_up: 'bg-purple-100 text-purple-900',
};

function StateBadge({ promotion, now }: { promotion: AdminPromotion; now: Date }) {
  const state = promotionState(promotion, now);
  return (
    <span
      className={cn(
        'whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold',
        STATE_STYLES[state],
      )}
    >
      {STATE_LABELS[state]}
    </span>
  );
}

function Code({ code }: { code: string | null }) {
  return code === null ? (
    <span className="text-slate-600">Automatic</span>
  ) : (
    <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-sm font-semibold">{code}</code>
  );
}

function Dates({ promotion }: { promotion: AdminPromotion }) {
  const { startsAt, endsAt } = promotion;
  if (startsAt === null && endsAt === null) return <span className="text-slate-600">No dates</span>;
  return (
    <span className="block text-sm">
      {startsAt !== null && <span className="block">From {formatIndiaDateTime(startsAt)}</span>}
      {endsAt !== null && <span className="block">Until {formatIndiaDateTime(endsAt)}</span>}
    </span>
  );
}

function Redemptions({ promotion }: { promotion: AdminPromotion }) {
  return (
    <span className="tabular-nums">
      {promotion.redemptions}
      {promotion.usageLimit === null ? (
        <span className="text-slate-600"> · no limit</span>
      ) : (
        <> / {promotion.usageLimit}</>
      )}
    </span>
  );
}

function TitleLink({ promotion }: { promotion: AdminPromotion }) {
  return (
    <Link to={`/admin/promotions/${promotion.id}`} className="font-semibold text-brand-700 underline">
      {promotion.title}
    </Link>
  );
}

function PromotionsTable({ promotions, now }: { promotions: AdminPromotion[]; now: Date }) {
  return (
    <AdminTable
      caption="Promotions, newest first"
      head={
        <>
          <th scope="col">Promotion</th>
          <th scope="col">Code</th>
          <th scope="col">Status</th>
          <th scope="col">Dates (India)</th>
          <th scope="col">Used / limit</th>
          <th scope="col">
            <span className="sr-only">Actions</span>
          </th>
        </>
      }
    >
      {promotions.map((promotion) => (
        <tr key={promotion.id}>
          <td>
            <TitleLink promotion={promotion} />
            <span className="block text-xs text-slate-600">{promotion.badge}</span>
          </td>
          <td>
            <Code code={promotion.code} />
          </td>
          <td>
            <StateBadge promotion={promotion} now={now} />
          </td>
          <td>
            <Dates promotion={promotion} />
          </td>
          <td>
            <Redemptions promotion={promotion} />
          </td>
          <td>
            <PromotionStatusActions promotion={promotion} />
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}

function PromotionCards({ promotions, now }: { promotions: AdminPromotion[]; now: Date }) {
  return (
    <ul aria-label="Promotions, newest first" className="space-y-3">
      {promotions.map((promotion) => (
        <li key={promotion.id} className="rounded-xl border border-slate-200 bg-white p-4 text-sm">
          <div className="flex items-start justify-between gap-3">
            <TitleLink promotion={promotion} />
            <StateBadge promotion={promotion} now={now} />
          </div>
          <p className="mt-1 text-slate-700">{promotion.badge}</p>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5">
            <dt className="text-slate-600">Code</dt>
            <dd>
              <Code code={promotion.code} />
            </dd>
            <dt className="text-slate-600">Dates</dt>
            <dd>
              <Dates promotion={promotion} />
            </dd>
            <dt className="text-slate-600">Used / limit</dt>
            <dd>
              <Redemptions promotion={promotion} />
            </dd>
          </dl>
          {promotion.status !== 'ended' && (
            <div className="mt-3">
              <PromotionStatusActions promotion={promotion} roomy />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

export function PromotionsPage() {
  const promotions = usePromotions();
  const now = new Date();
  return (
    <div>
      <AdminHeading
        title="Promotions"
        actions={
          <Link to="/admin/promotions/new" className={adminButtonClasses()}>
            <Plus aria-hidden="true" className="h-4 w-4" />
            New promotion
          </Link>
        }
      />
      <p className="mb-4 max-w-2xl text-sm text-slate-700">
        Coupon codes apply when a shopper enters them in the cart or at checkout; automatic offers apply by
        themselves and show on product cards. An order takes at most one code, and the best saving for the
        shopper wins.
      </p>
      <ListView
        query={promotions}
        isEmpty={(data) => data.promotions.length === 0}
        empty="No promotions yet."
      >
        {(data) => (
          <>
            <div className="hidden md:block">
              <PromotionsTable promotions={data.promotions} now={now} />
            </div>
            <div className="md:hidden">
              <PromotionCards promotions={data.promotions} now={now} />
            </div>
          </>
        )}
      </ListView>
    </div>
  );
}
