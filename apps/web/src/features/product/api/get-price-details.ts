// GET /api/products/{id}/price-details?selectedFilters= → the server's price for a selection (docs/product.md#catalogue-pricing).
import type { PriceDetails } from '@shop/shared/catalog.schemas';
import { MESSAGES } from '@shop/shared/messages';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

export function getPriceDetails(
  id: string,
  selection: Record<string, string>,
  signal?: AbortSignal,
): Promise<PriceDetails> {
  const query = encodeURIComponent(JSON.stringify(selection));
  return apiFetch(`/api/products/${encodeURIComponent(id)}/price-details?selectedFilters=${query}`, {
    signal,
    fallbackMessage: MESSAGES.errorFetchingPriceDetails,
  });
}

export function priceDetailsQueryOptions(id: string, selection: Record<string, string>) {
  return queryOptions({
    queryKey: ['price-details', id, selection],
    queryFn: ({ signal }) => getPriceDetails(id, selection, signal),
  });
}

export function usePriceDetails(id: string, selection: Record<string, string>) {
  return useQuery({ ...priceDetailsQueryOptions(id, selection), placeholderData: keepPreviousData });
}
