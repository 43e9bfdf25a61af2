// Curating the storefront's homepage (issue: shop admin): banners, featured products and today's offers,
// each an ordered list arranged by dragging or with buttons and saved as a whole; shoppers see it at once.
import type { AdminBanner, AdminHomepage, AdminHomepageResponse } from '@shop/shared/admin-homepage.schemas';
import { useId, useState } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { AdminButton, AdminQueryPage, inputClass } from '../shell/admin-ui.tsx';
import { SortableList } from '../shell/sortable-list.tsx';
import { useAdminHomepage } from './api/get-homepage.ts';
import { useSaveBanners } from './api/save-banners.ts';
import { type HomepageProductListKind, useSaveHomepageProducts } from './api/save-homepage-products.ts';
import { ProductPicker } from './product-picker.tsx';

/** A product placed on the homepage, as the editor shows it. */
type Placed = AdminBanner['product'];

/** A banner being edited: `key` tells new banners (no `_id` yet) apart in the list. */
type BannerDraft = Omit<AdminBanner, '_id'> & { key: string; _id?: string };

/** The toasts of a save, alike for every list. */
const saveToasts = {
  onSuccess: (result: AdminHomepageResponse) => toast.success(result.message),
  onError: (error: Error) => toast.error(errorMessage(error, 'Could not save. Please try again.')),
};

function ProductList({
  title,
  kind,
  initial,
}: {
  title: string;
  kind: HomepageProductListKind;
  initial: Placed[];
}) {
  const [items, setItems] = useState(initial);
  const save = useSaveHomepageProducts(kind);
  return (
    <section aria-labelledby={`${kind}-title`} className="rounded-2xl border border-slate-200 p-5">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 id={`${kind}-title`} className="text-lg font-bold">
          {title}
        </h2>
        <AdminButton
          disabled={save.isPending}
          onClick={() => save.mutate({ productIds: items.map((item) => item._id) }, saveToasts)}
        >
          Save {title}
        </AdminButton>
      </div>
      <SortableList
        items={items}
        idOf={(item) => item._id}
        labelOf={(item) => item.name}
        onChange={setItems}
        render={(item) => (
          <p className="truncate text-sm">
            <span className="font-semibold">{item.name}</span>{' '}
            <span className="text-slate-500">· {item.category}</span>
          </p>
        )}
      />
      <div className="mt-3">
        <ProductPicker
          label={`Add to ${title}`}
          exclude={items.map((item) => item._id)}
          onPick={(product) =>
            setItems([...items, { _id: product._id, name: product.name, category: product.category }])
          }
        />
      </div>
    </section>
  );
}

function BannerFields({
  banner,
  onChange,
}: {
  banner: BannerDraft;
  onChange: (banner: BannerDraft) => void;
}) {
  const id = useId();
  const field = (name: 'title' | 'description' | 'image', label: string) => (
    <div>
      <label htmlFor={`${id}-${name}`} className="block text-xs font-medium text-slate-600">
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        value={banner[name]}
        onChange={(event) => onChange({ ...banner, [name]: event.target.value })}
        className={`${inputClass} h-9`}
      />
    </div>
  );
  return (
    <div className="grid gap-2 sm:grid-cols-2">
      {field('title', 'Title')}
      {field('image', 'Image URL')}
      <div className="sm:col-span-2">{field('description', 'Description')}</div>
      <p className="text-xs text-slate-600 sm:col-span-2">
        Links to <span className="font-semibold">{banner.product.name}</span>
      </p>
    </div>
  );
}

const toDraft = (banner: AdminBanner): BannerDraft => ({ ...banner, key: banner._id });

function Banners({ initial }: { initial: AdminBanner[] }) {
  const [banners, setBanners] = useState(() => initial.map(toDraft));
  const save = useSaveBanners();
  const update = (key: string, next: BannerDraft) =>
    setBanners(banners.map((banner) => (banner.key === key ? next : banner)));
  return (
    <section aria-labelledby="banners-title" className="rounded-2xl border border-slate-200 p-5">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 id="banners-title" className="text-lg font-bold">
          Banners
        </h2>
        <AdminButton
          disabled={save.isPending}
          onClick={() =>
            save.mutate(
              {
                banners: banners.map(({ _id, title, description, image, product }) => ({
                  ...(_id && { _id }),
                  title,
                  description,
                  image,
                  productId: product._id,
                })),
              },
              saveToasts,
            )
          }
        >
          Save Banners
        </AdminButton>
      </div>
      <SortableList
        items={banners}
        idOf={(banner) => banner.key}
        labelOf={(banner) => banner.title || 'new banner'}
        onChange={setBanners}
        render={(banner) => <BannerFields banner={banner} onChange={(next) => update(banner.key, next)} />}
      />
      <div className="mt-3">
        <ProductPicker
          label="New banner for a product"
          onPick={(product) => {
            setBanners([
              ...banners,
              {
                key: crypto.randomUUID(),
                title: product.name,
                description: '',
                image: product.image ?? '',
                product: { _id: product._id, name: product.name, category: product.category },
              },
            ]);
          }}
        />
      </div>
    </section>
  );
}

function Editor({ data }: { data: AdminHomepage }) {
  const placed = (cards: AdminHomepage['featuredProducts']): Placed[] =>
    cards.map((card) => ({ _id: card._id, name: card.name, category: card.category }));
  return (
    <div className="space-y-6">
      <Banners initial={data.banners} />
      <ProductList title="Today's Offers" kind="offers" initial={placed(data.todayOffers)} />
      <ProductList title="Featured Products" kind="featured" initial={placed(data.featuredProducts)} />
    </div>
  );
}

export function HomepagePage() {
  const homepage = useAdminHomepage();
  return (
    <AdminQueryPage
      title="Homepage"
      intro="Drag the handles (or use the arrows) to order each list, then save it. Shoppers see the change on their next visit to the homepage."
      query={homepage}
    >
      {(data) => <Editor data={data} />}
    </AdminQueryPage>
  );
}
