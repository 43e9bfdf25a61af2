// /admin/products: the catalogue as a searchable, paged table with create, edit, delete or archive, restore,
// export and import. The search, category, status and page live in the URL, so Back returns to the same view.
import { type AdminProductListItem, adminProductListQuerySchema } from '@shop/shared/admin.schemas';
import { CATEGORIES } from '@shop/shared/categories';
import { Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import {
  AdminHeading,
  AdminInput,
  AdminSelect,
  adminButtonClasses,
  LoadFailure,
  Loading,
  Pager,
} from '../shell/admin-ui.tsx';
import { useRestoreProduct } from './api/delete-product.ts';
import { useProductList } from './api/list-products.ts';
import { DeleteProductDialog } from './components/delete-product-dialog.tsx';
import { ExportButtons } from './components/export-buttons.tsx';
import { ImportDialog } from './components/import-dialog.tsx';
import { ProductsTable } from './components/products-table.tsx';

const SEARCH_DELAY_MS = 300;

function useListFilters() {
  const [params, setParams] = useSearchParams();
  const parsed = adminProductListQuerySchema.safeParse(Object.fromEntries(params));
  const filters = parsed.success ? parsed.data : adminProductListQuerySchema.parse({});
  const change = (next: Record<string, string | undefined>) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        for (const [key, value] of Object.entries(next)) {
          if (value) updated.set(key, value);
          else updated.delete(key);
        }
        // Any new search or filter starts again on page 1.
        if (!('page' in next)) updated.delete('page');
        return updated;
      },
      { replace: true },
    );
  return { filters, change };
}

export function AdminProductsPage() {
  const { filters, change } = useListFilters();
  const [search, setSearch] = useState(filters.q ?? '');
  const debounced = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a settled search changes the URL
  useEffect(() => {
    if (debounced !== (filters.q ?? '')) change({ q: debounced });
  }, [debounced]);

  const list = useProductList(filters);
  const [deleting, setDeleting] = useState<AdminProductListItem>();
  const restore = useRestoreProduct();

  const onRestore = (product: AdminProductListItem) =>
    restore.mutate(product._id, {
      onSuccess: (result) => toast.success(result.message),
      onError: (error) => toast.error(errorMessage(error, 'Could not restore the product')),
    });

  return (
    <div>
      <AdminHeading
        title="Products"
        actions={
          <>
            <ImportDialog />
            <ExportButtons />
            <Link to="/admin/products/new" className={adminButtonClasses()}>
              <Plus aria-hidden="true" className="h-4 w-4" />
              New product
            </Link>
          </>
        }
      />
      <search className="mb-4 grid gap-3 sm:grid-cols-[1fr_12rem_10rem]">
        <AdminInput
          label="Search by name, brand or id"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <AdminSelect
          label="Category"
          value={filters.category ?? ''}
          onChange={(event) => change({ category: event.target.value })}
        >
          <option value="">All categories</option>
          {CATEGORIES.map((category) => (
            <option key={category}>{category}</option>
          ))}
        </AdminSelect>
        <AdminSelect
          label="Status"
          value={filters.status}
          onChange={(event) =>
            change({ status: event.target.value === 'all' ? undefined : event.target.value })
          }
        >
          <option value="all">All</option>
          <option value="live">On the storefront</option>
          <option value="archived">Archived</option>
        </AdminSelect>
      </search>

      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <LoadFailure error={list.error} />
      ) : (
        <>
          <p role="status" className="mb-2 text-sm text-slate-600">
            {list.data.total === 1 ? '1 product' : `${list.data.total.toLocaleString('en-IN')} products`}
            {list.isFetching && ' · updating…'}
          </p>
          {list.data.products.length > 0 ? (
            <ProductsTable
              products={list.data.products}
              busyId={restore.isPending ? restore.variables : undefined}
              onDelete={setDeleting}
              onRestore={onRestore}
            />
          ) : (
            <p className="rounded-xl border border-dashed border-slate-300 p-10 text-center text-slate-600">
              No products match.
            </p>
          )}
          <Pager
            page={list.data.page}
            pages={list.data.pages}
            onPage={(page) => change({ page: page > 1 ? String(page) : undefined })}
          />
        </>
      )}
      <DeleteProductDialog product={deleting} onClose={() => setDeleting(undefined)} />
    </div>
  );
}
