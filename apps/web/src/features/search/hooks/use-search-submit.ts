// Enter or the search button: resolve the query in the spec's order (docs/product.md) and go there; a failed search
// goes to /product-not-found with the error (docs/product.md#pages-messages).
import { MESSAGES } from '@shop/shared/messages';
import { normaliseQuery, resolveSearch } from '@shop/shared/search';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api-client.ts';
import { categoryPath, productPath } from '../../../lib/paths.ts';
import { suggestionsQueryOptions } from '../api/get-suggestions.ts';

export function useSearchSubmit() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (text: string): Promise<boolean> => {
      const query = normaliseQuery(text);
      if (!query) return false;
      try {
        const suggestions = await queryClient.fetchQuery(suggestionsQueryOptions(query));
        const target = resolveSearch(query, suggestions);
        if (!target) return false;
        if (target.kind === 'category') navigate(categoryPath(target.category));
        else if (target.kind === 'product') navigate(productPath(target.category, target.productId));
        else navigate('/product-not-found', { state: { query: target.query } });
      } catch (error) {
        navigate('/product-not-found', {
          state: { query, error: errorMessage(error, MESSAGES.networkError) },
        });
      }
      return true;
    },
    [queryClient, navigate],
  );
}
