// Home (docs/product.md#pages-home): carousel, urgency line, featured strip, showcase, deals and countdown.

import { hydrated, openHomeInTheBrowser } from './support/hydration.ts';
import { expect, test } from './support/test.ts';

test('the hero carousel advances by itself and the dots choose a slide', async ({ page }) => {
  await page.goto('/');
  const dots = page.getByRole('button', { name: /^Go to slide \d$/ });
  await expect(dots).toHaveCount(4);
  await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
  // Auto-advance every 4 s.
  await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true', { timeout: 6000 });
  await dots.nth(3).click();
  await expect(dots.nth(3)).toHaveAttribute('aria-current', 'true');
  const slide = page.getByRole('group', { name: '4 of 4' });
  await expect(slide).toBeInViewport();
  await expect(slide.getByText('FEATURED')).toBeVisible();
  await expect(slide.getByRole('link', { name: 'Shop Now' })).toHaveAttribute(
    'href',
    /^\/shop\/[a-z]+\/[a-f0-9]{24}$/,
  );
  await expect(slide.getByRole('link', { name: 'View Categories' })).toHaveAttribute(
    'href',
    /^\/shop\/[a-z]+$/,
  );
});

test('Shop Now opens the banner product', async ({ page }) => {
  await page.goto('/');
  const slide = page.getByRole('group', { name: '1 of 4' });
  const href = await slide.getByRole('link', { name: 'Shop Now' }).getAttribute('href');
  await slide.getByRole('link', { name: 'Shop Now' }).click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

const URGENCY_TEXTS = [
  'Only 47 items left!',
  'Deal expires in 24 hours',
  'Up to 70% off today',
  'Join 10k+ happy customers',
];

test('the urgency line shows each text for 5 seconds, then the next', async ({ page }) => {
  // The page's clock is driven by the test: the interval is read exactly, whatever the machine's load.
  await page.clock.install();
  await page.goto('/');
  await hydrated(page);
  // The first slide's line (every slide shows the same one); the carousel moves on meanwhile, so not by its role.
  const line = page
    .getByRole('region', { name: 'Featured deals' })
    .getByText(new RegExp(`^(${URGENCY_TEXTS.map((text) => text.replace('+', '\\+')).join('|')})$`))
    .first();
  await expect(line).toHaveText(URGENCY_TEXTS[0] as string);
  // Stopped a little ahead (far enough that a slow machine's real time cannot have passed it already).
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2_000);
  const shown = async () => URGENCY_TEXTS.indexOf((await line.textContent()) ?? '');
  // Step until the text changes: that moment is known to within the step.
  const before = await shown();
  let waited = 0;
  while ((await shown()) === before && waited <= 5_100) {
    await page.clock.runFor(100);
    // React renders on a message, not a timer: a real moment for it to show what the timer set.
    await page.waitForTimeout(30);
    waited += 100;
  }
  const changed = await shown();
  expect(changed).toBe((before + 1) % URGENCY_TEXTS.length);
  await page.clock.runFor(4_900);
  await page.waitForTimeout(300);
  expect(await shown()).toBe(changed);
  await page.clock.runFor(100);
  await expect(line).toHaveText(URGENCY_TEXTS[(changed + 1) % URGENCY_TEXTS.length] as string);
});

test('the deals countdown counts down to the next local midnight every second', async ({ page }) => {
  await page.goto('/');
  const countdown = page.getByTestId('deals-countdown');
  const secondsLeft = async () => {
    const [h = 0, m = 0, s = 0] = ((await countdown.textContent()) ?? '').split(':').map(Number);
    return h * 3600 + m * 60 + s;
  };
  await expect(countdown).toHaveText(/^\d\d:\d\d:\d\d$/);
  // Shown and expected are read in the same moment in the page, so a slow test machine cannot drift them apart.
  const [shown, expected] = await countdown.evaluate((element) => {
    const now = new Date();
    const midnight = new Date(now);
    midnight.setHours(24, 0, 0, 0);
    const [h = 0, m = 0, s = 0] = (element.textContent ?? '').split(':').map(Number);
    return [h * 3600 + m * 60 + s, Math.floor((midnight.getTime() - now.getTime()) / 1000)];
  });
  expect(Math.abs(shown - expected)).toBeLessThanOrEqual(2);
  const first = await secondsLeft();
  await expect.poll(secondsLeft, { timeout: 3000 }).toBeLessThan(first);
});

test('the featured strip scrolls by itself while on screen, and stops while hovered or scrolled past', async ({
  page,
}) => {
  // A phone: the strip starts below the first screen.
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/');
  await hydrated(page);
  const strip = page.getByTestId('featured-strip');
  const track = strip.locator('> div');
  const position = () => track.evaluate((element) => getComputedStyle(element).transform);
  const playState = () => track.evaluate((element) => getComputedStyle(element).animationPlayState);
  // Until it is first seen the cards are there once: the loop's copy costs the page's start nothing.
  await expect(strip.getByRole('link')).not.toHaveCount(0);
  await expect(track.locator('[inert]')).toHaveCount(0);
  await strip.scrollIntoViewIfNeeded();
  await expect(track.locator('[inert]')).toHaveCount(1);
  const first = await position();
  await expect.poll(position, { timeout: 5000 }).not.toBe(first);
  await strip.hover();
  await page.waitForTimeout(300);
  const paused = await position();
  await page.waitForTimeout(700);
  expect(await position()).toBe(paused);
  // Off screen it draws nothing: still until it is seen again.
  await page.mouse.move(0, 0);
  await expect.poll(playState).toBe('running');
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect.poll(playState).toBe('paused');
});

test('the promo button scrolls to the deals', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: "Explore Today's Offers" }).click();
  await expect(page.getByRole('heading', { name: "Today's Hot Deals", exact: true })).toBeInViewport();
});

test('the showcase shows 5 tabs with counts, products of the chosen one, and the rest in a dialog', async ({
  page,
}) => {
  await page.goto('/');
  const tabs = page.getByRole('tablist', { name: 'Categories' }).getByRole('tab');
  await expect(tabs).toHaveCount(5);
  await expect(tabs.first()).toHaveText(/^Kitchen \(\d+\)$/);
  await tabs.filter({ hasText: 'Beauty' }).click();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('link', { name: 'View All Beauty Products' })).toHaveAttribute(
    'href',
    '/shop/beauty',
  );
  const cards = panel.getByRole('listitem').getByRole('link');
  await expect(cards).toHaveCount(10);
  for (const href of await cards.evaluateAll((links) => links.map((l) => l.getAttribute('href')))) {
    expect(href).toMatch(/^\/shop\/beauty\//);
  }
  await page.getByRole('button', { name: '+5 more' }).click();
  const dialog = page.getByRole('dialog', { name: 'All Categories' });
  await expect(dialog.getByRole('button')).toHaveCount(11);
  await dialog.getByRole('button', { name: /^Pets/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('tab', { name: /^Pets/ })).toHaveAttribute('aria-selected', 'true');
  await expect(
    page.getByRole('tabpanel').getByRole('link', { name: 'View All Pets Products' }),
  ).toBeVisible();
  // Pets now has its own tab, so one fewer category is left behind the button.
  await expect(tabs).toHaveCount(6);
  await expect(page.getByRole('button', { name: '+4 more' })).toBeVisible();
});

test('deal cards show category, discount, rating, price and saving; Buy Now asks visitors to log in', async ({
  page,
}) => {
  await page.goto('/');
  const deals = page.locator('#deals');
  const card = deals.getByRole('article').first();
  await expect(card.getByText(/^-\d+%$/)).toBeVisible();
  await expect(card.getByText(/^Save ₹[\d,]+$/)).toBeVisible();
  await expect(card.getByRole('img', { name: /^Rated|^No reviews yet$/ })).toBeVisible();
  await card.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page.getByText('Please log in to buy products')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/, { timeout: 5000 });
});

test("an empty offer list says 'No offers available today.'", async ({ page }) => {
  await page.route('**/api/homepage?populate=todayOffers', (route) =>
    route.fulfill({ json: { todayOffers: [] } }),
  );
  await openHomeInTheBrowser(page);
  await expect(page.getByText('No offers available today.')).toBeVisible();
});

test("a failed offer list says 'Error fetching offers' and Retry loads it", async ({ page }) => {
  let fail = true;
  await page.route('**/api/homepage?populate=todayOffers', (route) =>
    fail ? route.fulfill({ status: 500, body: 'oops' }) : route.fallback(),
  );
  await openHomeInTheBrowser(page);
  await expect(page.getByText('Error fetching offers')).toBeVisible({ timeout: 10_000 });
  fail = false;
  await page.locator('#deals').getByRole('button', { name: 'Retry' }).click();
  await expect(page.locator('#deals').getByRole('article').first()).toBeVisible();
});
