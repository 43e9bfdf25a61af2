// GET /api/admin/returns → one page of shoppers' return requests: open, handled or all.
import type { AdminReturnList } from '@shop/shared/admin-orders.schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client.ts';
import { type ReturnsView, returnListKey } from './order-keys.ts';

export function listReturns(open: ReturnsView, page: number, signal?: AbortSignal): Promise<AdminReturnList> {
  return apiFetch(`/api/admin/returns?${new URLSearchParams({ open, page: String(page) })}`, { signal });
}

export function useReturns(open: ReturnsView, page: number) {
  return useQuery({
    queryKey: returnListKey(open, page),
    queryFn: ({ signal }) => listReturns(open, page, signal),
    placeholderData: keepPreviousData,
  });
}
