// /admin/products/new and /admin/products/:id: the product form, filled from the product when editing.
import type { AdminProduct, ProductInput } from '@shop/shared/admin.schemas';
import { ExternalLink } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { productPath } from '../../../lib/paths.ts';
import { toast } from '../../../lib/toast.ts';
import { AdminHeading, buttonSecondary, LoadFailure, Loading } from '../shell/admin-ui.tsx';
import { useAdminProduct } from './api/get-product.ts';
import { useSaveProduct } from './api/save-product.ts';
import { ProductForm } from './form/product-form.tsx';
import { emptyProduct, toFormValues } from './form/product-form-values.ts';

function ProductEditor({ product }: { product: AdminProduct | undefined }) {
  const saver = useSaveProduct(product?._id);
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
        // A saved product (or another one) refills the form from the server's answer.
        key={product ? `${product._id}-${product.createdAt}` : 'new'}
        defaultValues={product ? toFormValues(product) : emptyProduct()}
        saving={saver.isPending}
        onSave={save}
        canStay={product !== undefined}
      />
    </>
  );
}

export function ProductFormPage() {
  const { id } = useParams();
  const product = useAdminProduct(id);
  const shopLink =
    product.data && !product.data.archived ? (
      <a
        href={productPath(product.data.category, product.data._id)}
        target="_blank"
        rel="noreferrer"
        className={buttonSecondary}
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
      ) : product.isPending ? (
        <Loading />
      ) : product.isError ? (
        <LoadFailure error={product.error} />
      ) : (
        <ProductEditor product={product.data} />
      )}
    </div>
  );
}
