// /admin/products/new and /admin/products/:id: the product form, filled from the product when editing. A save
// refused because the product changed meanwhile offers to reload its current values (docs/decisions/019).
import type { AdminProduct, ProductInput } from '@shop/shared/admin.schemas';
import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { productPath } from '../../../lib/paths.ts';
import { toast } from '../../../lib/toast.ts';
import { AdminHeading, adminButtonClasses, LoadFailure, Loading } from '../shell/admin-ui.tsx';
import { useAdminProduct } from './api/get-product.ts';
import { useSaveProduct } from './api/save-product.ts';
import { ProductForm } from './form/product-form.tsx';
import { emptyProduct, toFormValues } from './form/product-form-values.ts';

interface EditorProps {
  product: AdminProduct | undefined;
  /** Fetches the product again and refills the form with it. */
  onReload?: () => Promise<void>;
  /** Counts reloads, so a reload refills the form even when nothing changed. */
  generation?: number;
}

function ProductEditor({ product, onReload, generation = 0 }: EditorProps) {
  const saver = useSaveProduct(
    product && {
      id: product._id,
      version: product.version,
      countInStock: product.countInStock,
      variants: product.variants,
    },
  );
  const navigate = useNavigate();
  const save = async (input: ProductInput, stay: boolean) => {
    const result = await saver.mutateAsync(input);
    toast.success(result.message);
    if (!stay) navigate('/admin/products');
    else if (!product) navigate(`/admin/products/${result.product._id}`, { replace: true });
  };
  return (
    <>
      {product?.archived && (
        <p className="mb-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          This product is archived: shoppers cannot see it. Restore it from the products list.
        </p>
      )}
      <ProductForm
        // The form is filled from the product it edits from: a save or a reload that moves the version or the
        // stock refills it, so the next save is made from what the admin now sees.
        key={product ? `${product._id}-${product.version}-${product.countInStock}-${generation}` : 'new'}
        defaultValues={product ? toFormValues(product) : emptyProduct()}
        stockWhenLoaded={product?.countInStock}
        saving={saver.isPending}
        onSave={save}
        {...(onReload && { onReload })}
        canStay={product !== undefined}
      />
    </>
  );
}

export function ProductFormPage() {
  const { id } = useParams();
  const product = useAdminProduct(id);
  const [generation, setGeneration] = useState(0);
  const reload = async () => {
    const fresh = await product.refetch();
    if (fresh.isError) {
      toast.error('Could not load the current values. Please try again.');
      return;
    }
    setGeneration((count) => count + 1);
    toast.success('The form now shows the current values');
  };
  const shopLink =
    product.data && !product.data.archived ? (
      <a
        href={productPath(product.data.category, product.data._id)}
        target="_blank"
        rel="noreferrer"
        className={adminButtonClasses('secondary')}
      >
        <ExternalLink aria-hidden="true" className="h-4 w-4" />
        View in shop<span className="sr-only"> (opens in a new tab)</span>
      </a>
    ) : undefined;
  return (
    <div>
      <p className="mb-2 text-sm">
        <Link to="/admin/products" className="font-semibold text-brand-700 hover:underline">
          ← Products
        </Link>
      </p>
      <AdminHeading title={id ? (product.data?.name ?? 'Edit product') : 'New product'} actions={shopLink} />
      {id === undefined ? (
        <ProductEditor product={undefined} />
      ) : product.data ? (
        // Kept on screen when a reload fails: the admin's unsaved edits stay.
        <ProductEditor product={product.data} onReload={reload} generation={generation} />
      ) : product.isError ? (
        <LoadFailure error={product.error} />
      ) : (
        <Loading />
      )}
    </div>
  );
}
