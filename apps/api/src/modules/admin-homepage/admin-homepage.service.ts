// The shop curates its homepage (docs/decisions/014-admin-orders-and-homepage.md): banners, featured products and today's offers are
// each saved as a whole ordered list in one audited transaction. Only live products may be placed; the admin
// reads the homepage through the storefront's own query, so both always show the same thing.
import {
  ADMIN_HOMEPAGE_MESSAGES,
  type AdminBannerInput,
  type AdminHomepage,
} from '@shop/shared/admin-homepage.schemas';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { recordAudit } from '../admin/audit.repository.ts';
import { getHomepage } from '../catalog/catalog.service.ts';
import * as repository from './admin-homepage.repository.ts';

export type ProductListName = 'featured' | 'offers';

const LIST_TABLES: Record<ProductListName, repository.HomepageList> = {
  featured: 'featured_products',
  offers: 'today_offers',
};

export async function readHomepage(db: Db): Promise<AdminHomepage> {
  const homepage = await getHomepage(db, 'banners.searchProduct,todayOffers');
  return {
    banners: (homepage.banners ?? []).map(({ searchProduct, ...banner }) => ({
      ...banner,
      product: searchProduct,
    })),
    featuredProducts: homepage.featuredProducts ?? [],
    todayOffers: homepage.todayOffers ?? [],
  };
}

/**
 * Refuses the first id (in list order) that names no product or an archived one: the admin fixes that place.
 * Runs before the list's table lock: a product deletion locks the product, then cascades into the lists, so
 * taking the locks in that same order cannot deadlock with it.
 */
async function requireLiveProducts(trx: Db, ids: readonly string[]): Promise<void> {
  const found = new Map(
    (await repository.productsByIds(trx, [...new Set(ids)])).map((product) => [product.id, product]),
  );
  for (const id of ids) {
    const product = found.get(id);
    if (!product) throw new AppError('INVALID', ADMIN_HOMEPAGE_MESSAGES.productNotFound(id));
    if (product.archived)
      throw new AppError('INVALID', ADMIN_HOMEPAGE_MESSAGES.productArchived(product.name));
  }
}

/** Banners sent with an id keep it; one whose id is no longer stored was deleted meanwhile by someone else. */
function bannerRows(
  inputs: readonly AdminBannerInput[],
  stored: ReadonlySet<string>,
): repository.BannerRow[] {
  return inputs.map(({ _id, productId, title, description, image }) => {
    if (_id !== undefined && !stored.has(_id)) {
      throw new AppError('INVALID', ADMIN_HOMEPAGE_MESSAGES.bannerNotFound(_id));
    }
    return { id: _id ?? newId(), title, description, image, productId };
  });
}

export async function saveBanners(
  db: Db,
  adminId: string,
  inputs: readonly AdminBannerInput[],
): Promise<AdminHomepage> {
  await db.transaction().execute(async (trx) => {
    await requireLiveProducts(
      trx,
      inputs.map((banner) => banner.productId),
    );
    await repository.lockList(trx, 'banners');
    const before = await repository.banners(trx);
    const after = bannerRows(inputs, new Set(before.map((banner) => banner.id)));
    await repository.replaceBanners(trx, after);
    await recordAudit(trx, {
      actorId: adminId,
      action: 'homepage.banners',
      entity: 'homepage',
      entityId: 'banners',
      before,
      after,
    });
  });
  return readHomepage(db);
}

export async function saveProductList(
  db: Db,
  adminId: string,
  name: ProductListName,
  productIds: readonly string[],
): Promise<AdminHomepage> {
  const table = LIST_TABLES[name];
  await db.transaction().execute(async (trx) => {
    await requireLiveProducts(trx, productIds);
    await repository.lockList(trx, table);
    const before = await repository.listProductIds(trx, table);
    await repository.replaceList(trx, table, productIds);
    await recordAudit(trx, {
      actorId: adminId,
      action: `homepage.${name}`,
      entity: 'homepage',
      entityId: name,
      before: { productIds: before },
      after: { productIds },
    });
  });
  return readHomepage(db);
}
