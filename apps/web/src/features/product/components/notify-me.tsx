// "Notify me when it's back" under the buy buttons while the chosen combination (or a product without options) is
// sold out (docs/product.md#catalogue-notify-me, docs/decisions/037-variants.md). Signed-in shoppers ask with one
// click and then read that they will be emailed; visitors get a link to sign in.
import type { ProductDetail } from '@shop/shared/catalog.schemas';
import { canonicalSelection } from '@shop/shared/pricing';
import { STOCK_ALERT_MESSAGES, type StockAlert } from '@shop/shared/stock-alert.schemas';
import { variantKey } from '@shop/shared/variants';
import { BellRing, MailCheck } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useToken } from '../../../lib/auth-token.ts';
import { toast } from '../../../lib/toast.ts';
import { useAskForStockAlert, useStockAlerts } from '../api/notify-me.ts';

/**
 * Whether one of the open requests waits for this selection. A product without variants keeps one stock for all
 * its options, so the server keeps one request for it whatever was chosen.
 */
function waitsFor(product: ProductDetail, selection: Record<string, string>, alerts: readonly StockAlert[]) {
  if (product.variants.length === 0) return alerts.length > 0;
  const key = variantKey(canonicalSelection(product.filters, selection));
  return alerts.some((alert) => variantKey(alert.selection) === key);
}

export function NotifyMe({
  product,
  selection,
}: {
  product: ProductDetail;
  selection: Record<string, string>;
}) {
  const token = useToken();
  const location = useLocation();
  const alerts = useStockAlerts(product._id);
  const ask = useAskForStockAlert(product._id);

  if (!token) {
    return (
      <p className="flex items-center gap-2 text-sm text-slate-700">
        <BellRing aria-hidden="true" className="h-4 w-4 text-brand-700" />
        <span>
          <Link
            to="/auth"
            state={{ from: location.pathname + location.search }}
            className={buttonClasses({ variant: 'link' })}
          >
            Sign in
          </Link>{' '}
          to be emailed when it's back.
        </span>
      </p>
    );
  }

  if (waitsFor(product, selection, alerts.data?.alerts ?? [])) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm font-medium text-green-700">
        <MailCheck aria-hidden="true" className="h-4 w-4" />
        {STOCK_ALERT_MESSAGES.willEmail}
      </p>
    );
  }

  return (
    <Button
      variant="secondary"
      className="flex w-fit items-center gap-2"
      disabled={ask.isPending || alerts.isPending}
      onClick={() =>
        ask.mutate(selection, {
          onError: (error) => toast.error(errorMessage(error, STOCK_ALERT_MESSAGES.failed)),
        })
      }
    >
      <BellRing aria-hidden="true" className="h-4 w-4" />
      {STOCK_ALERT_MESSAGES.button}
    </Button>
  );
}
