// Variants on the product page (docs/decisions/037-variants.md): a size sold out in every colour is struck through
// and cannot be chosen; a colour with pictures of its own shows them first. The grid is written with SQL on a
// fashion product no other test looks for (the last of its category's first page).
import type { APIRequestContext, Page } from '@playwright/test';
import { variantKey } from '@shop/shared/variants';
import { seriousViolations } from './support/axe.ts';
import { sql } from './support/database.ts';
import { expect, test } from './support/test.ts';

interface ApiProduct {
  _id: string;
  category: string;
  images: string[];
  filters: { name: string; values: string[] }[];
}

interface Fixture {
  product: ApiProduct;
  sizes: string[];
  colors: string[];
  /** The pictures of the second colour: the first images of two products of another category. */
  colorPictures: [string, string];
}

// One setup for both tests: the grid is written once (the trigger adds variants to the product's stock).
test.describe.configure({ mode: 'serial' });

const get = async <T>(request: APIRequestContext, url: string) =>
  (await (await request.get(url)).json()) as T;
const optionValues = (product: ApiProduct, name: string) =>
  product.filters.find((filter) => filter.name === name)?.values ?? [];
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
/** A picture's path as its sized copies begin: "/media/a.svg" is served as "/media/a-960.webp" (an upload too). */
const withoutExtension = (image: string) => image.replace(/\.[a-z]+$/, '');

async function variantProduct(request: APIRequestContext): Promise<ApiProduct> {
  const list = await get<{ products: { _id: string }[] }>(
    request,
    '/api/products?category=Fashion&limit=100',
  );
  for (const card of [...list.products].reverse()) {
    const product = await get<ApiProduct>(request, `/api/products/${card._id}`);
    if (optionValues(product, 'Size').length >= 3 && optionValues(product, 'Color').length >= 2)
      return product;
  }
  throw new Error('no fashion product with three sizes and two colours');
}

/**
 * The last size is sold out in every colour, the first size has 2 of the first colour and 12 of the others, the
 * rest 12 each; the second colour has two pictures of its own.
 */
async function writeGrid(request: APIRequestContext): Promise<Fixture> {
  const product = await variantProduct(request);
  const sizes = optionValues(product, 'Size');
  const colors = optionValues(product, 'Color');
  const kitchen = await get<{ products: { image: string }[] }>(
    request,
    '/api/products?category=Kitchen&limit=20',
  );
  // Pictures of their own: other specs leave some products with none (the placeholder).
  const pictures = [...new Set(kitchen.products.map((card) => card.image))].filter(
    (image) => !image.includes('placeholder'),
  );
  const [first, second] = pictures;
  if (!first || !second || first === second) throw new Error('two distinct Kitchen pictures expected');
  const colorPictures: [string, string] = [first, second];
  const rows = sizes.flatMap((Size, s) =>
    colors.map((Color, c) => {
      const units = s === sizes.length - 1 ? 0 : s === 0 && c === 0 ? 2 : 12;
      const key = variantKey({ Size, Color });
      return `(${literal(product._id)}, ${literal(key)}, ${literal(key)}::jsonb, ${units})`;
    }),
  );
  const valueImages = JSON.stringify({ [colors[1] as string]: colorPictures });
  // One batch, one transaction: the demo's own grid goes, the product's count goes to 0, then the trigger adds the
  // new variants to it.
  await sql(`
    delete from product_variants where product_id = ${literal(product._id)};
    update products set count_in_stock = 0,
      filters = (
        select jsonb_agg(case when f->>'name' = 'Color' then f || jsonb_build_object('valueImages', ${literal(valueImages)}::jsonb) else f end order by at)
        from jsonb_array_elements(filters) with ordinality as option(f, at)
      )
    where id = ${literal(product._id)};
    insert into product_variants (product_id, key, options, count_in_stock) values ${rows.join(', ')};
  `);
  return { product, sizes, colors, colorPictures };
}

let fixture: Fixture;
test.beforeAll(async ({ request }) => {
  fixture = await writeGrid(request);
});

const open = (page: Page) =>
  page.goto(`/shop/${fixture.product.category.toLowerCase()}/${fixture.product._id}`);
const group = (page: Page, name: string) => page.getByRole('group', { name: new RegExp(`^${name}:`) });

test('a size sold out in every colour is struck through, and a click on it changes nothing', async ({
  page,
}) => {
  const { sizes } = fixture;
  const [firstSize, soldOut] = [sizes[0] as string, sizes.at(-1) as string];
  await open(page);
  const size = group(page, 'Size');
  const struck = size.getByRole('button', { name: `${soldOut}, sold out`, exact: true });
  await expect(struck).toBeDisabled();
  // Struck through: a line drawn corner to corner across the button.
  await expect(struck).toHaveCSS('background-image', /linear-gradient/);
  // The first size in the first colour has 2 units: the stock line and the quantity's maximum follow it.
  await expect(page.getByText('Only 2 left in stock')).toBeVisible();
  await struck.click({ force: true });
  await expect(size.getByRole('button', { name: firstSize, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(struck).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('group', { name: `Size: ${firstSize}` })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("choosing a colour shows that colour's own pictures first", async ({ page }) => {
  const { colors, colorPictures, product } = fixture;
  await open(page);
  const main = page.getByTestId('gallery-main').getByRole('img');
  const ownBase = withoutExtension(colorPictures[0]);
  await expect(main).not.toHaveAttribute('src', new RegExp(`^${ownBase}`));
  await group(page, 'Color')
    .getByRole('button', { name: colors[1] as string, exact: true })
    .click();
  await expect(main).toHaveAttribute('src', new RegExp(`^${ownBase}-\\d+\\.webp$`));
  await expect(main).toHaveAttribute('alt', new RegExp(`picture 1 of ${product.images.length + 2}$`));
  await page.getByRole('button', { name: 'Next picture' }).click();
  await expect(main).toHaveAttribute('src', new RegExp(`^${withoutExtension(colorPictures[1])}-`));
});
