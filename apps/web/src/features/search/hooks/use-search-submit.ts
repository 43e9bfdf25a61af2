// Enter or the search button: resolve the query (docs/product.md#search-enter) and go there; a failed search goes
// to /product-not-found with the error (docs/product.md#pages-messages).
import { MESSAGES } from '@shop/shared/messages';
import { categoryNamed, normaliseQuery, resolveSearch } from '@shop/shared/search';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api-client.ts';
import { categoryPath, productPath, searchPath } from '../../../lib/paths.ts';
import { searchMatchesQueryOptions } from '../api/get-search-matches.ts';

export function useSearchSubmit() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (text: string): Promise<boolean> => {
      const query = normaliseQuery(text);
      if (!query) return false;
      // A category's name needs no request.
      const category = categoryNamed(query);
      if (category) {
        navigate(categoryPath(category));
        return true;
      }
      try {
        const matches = await queryClient.fetchQuery(searchMatchesQueryOptions(query));
        const target = resolveSearch(query, matches);
        if (!target) return false;
        if (target.kind === 'category') navigate(categoryPath(target.category));
        else if (target.kind === 'product') navigate(productPath(target.category, target.productId));
        else if (target.kind === 'results') navigate(searchPath(target.query));
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
