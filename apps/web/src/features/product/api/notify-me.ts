// GET and POST /api/products/{id}/notify-me: the signed-in shopper's open "notify me" requests for a product, and
// asking to be mailed when the chosen sold-out combination is back (docs/product.md#catalogue-notify-me).
import {
  STOCK_ALERT_MESSAGES,
  type StockAlertChange,
  type StockAlertList,
} from '@shop/shared/stock-alert.schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { useToken } from '../../../lib/auth-token.ts';

function notifyMeUrl(productId: string): string {
  return `/api/products/${encodeURIComponent(productId)}/notify-me`;
}

export function stockAlertsQueryOptions(productId: string) {
  return queryOptions({
    queryKey: ['stock-alerts', productId],
    queryFn: ({ signal }) =>
      apiFetch<StockAlertList>(notifyMeUrl(productId), {
        signal,
        fallbackMessage: STOCK_ALERT_MESSAGES.failed,
      }),
  });
}

/** The shopper's open requests for the product, once `wanted` (something is sold out); never while signed out. */
export function useStockAlerts(productId: string, wanted: boolean) {
  const token = useToken();
  return useQuery({ ...stockAlertsQueryOptions(productId), enabled: wanted && token !== null });
}

export function askForStockAlert(
  productId: string,
  filters: Record<string, string>,
): Promise<StockAlertChange> {
  return apiFetch(notifyMeUrl(productId), {
    method: 'POST',
    body: { filters },
    fallbackMessage: STOCK_ALERT_MESSAGES.failed,
  });
}

export function useAskForStockAlert(productId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = stockAlertsQueryOptions(productId);
  return useMutation({
    mutationFn: (filters: Record<string, string>) => askForStockAlert(productId, filters),
    // The answer lists the open requests as they are now: the same list GET gives.
    onSuccess: (change) => queryClient.setQueryData(queryKey, { alerts: change.alerts }),
  });
}
