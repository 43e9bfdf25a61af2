// Bad input everywhere (docs/reliability.md, docs/product.md#api-errors): fast-check sends malformed, oversized, wrongly typed and hostile
// requests to every route of the route table, shaped by the route's own OpenAPI schema (right names, wrong values),
// signed in as nobody, a shopper, an admin or a forger. Never a 5xx; every 4xx is a JSON `{ message }`; and a
// refused request leaves the database exactly as it was. CI runs FUZZ_RUNS (default 2,000); the full run is
// `FUZZ_RUNS=10000 npx vitest run --project api apps/api/src/security/bad-input.test.ts` (docs/reliability.md).

import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { admin, webDist } from '../../test/admin-helpers.ts';
import { codOrder, type Shopper, shopper, stockedProduct } from '../../test/order-helpers.ts';
import { useTestApp } from '../../test/test-app.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 2000);

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
}
interface Operation {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
interface Route {
  method: string;
  url: string;
  query: string[];
  body: JsonSchema | undefined;
}

/** Tables whose content a refused request must not change (rate-limit counters are meant to change). */
const WATCHED = [
  'products',
  'banners',
  'featured_products',
  'today_offers',
  'newsletter_subscribers',
  'wishlist_items',
  'recently_viewed',
  'cart_items',
  'reviews',
  'pending_checkouts',
  'orders',
  'order_items',
  'order_return_requests',
  'order_status_changes',
  'payment_events',
  'sandbox_orders',
  'sandbox_payments',
  'sandbox_refunds',
  'audit_log',
];

let customer: Shopper;
let boss: Shopper;
const known: string[] = [];
const routeTable: { method: string; url: string }[] = [];

const t = useTestApp(async () => ({
  template: 'demo',
  env: await webDist(),
  onRoute: (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) routeTable.push({ method, url: route.url });
  },
}));
beforeAll(async () => {
  [customer, boss] = await Promise.all([shopper(t), admin(t)]);
  const product = await stockedProduct(t, 2, { stock: 1000 });
  const order = await codOrder(t, customer, [{ product: product.id, quantity: 1 }]);
  known.push(product.id, order._id, customer.userId);
});

/** Every route with the query names and JSON body schema its OpenAPI operation gives (none for hidden routes). */
function routes(): Route[] {
  const document = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
  const isStatic = (url: string) => /^\/(assets\/|index\.html|favicon|api\/docs\/static)/.test(url);
  return routeTable
    .filter((route) => !isStatic(route.url))
    .map(({ method, url }) => {
      const openApiPath = url.replace(/:(\w+)/g, '{$1}');
      const operation = document.paths[openApiPath]?.[method.toLowerCase()];
      return {
        method,
        url,
        query: (operation?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        body: operation?.requestBody?.content?.['application/json']?.schema,
      };
    });
}

const hostileText = fc.oneof(
  fc.constantFrom(
    "' OR '1'='1",
    "'; DROP TABLE orders; --",
    '1 UNION SELECT password_hash FROM users',
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    '../../../../etc/passwd',
    '..%2f..%2fetc%2fpasswd',
    '%00',
    '\u0000',
    '\uD800',
    '\uFEFF\u202E\u200B',
    '𝕳𝖊𝖑𝖑𝖔 👩‍👩‍👧‍👦',
    'Ω≈ç√∫˜µ≤≥÷',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a log-injection probe, meant literally.
    '${jndi:ldap://x/a}',
    '{{7*7}}',
    '__proto__',
    'constructor',
    '%',
    '*',
    '.*',
    '(a+)+$',
    '',
    ' ',
    'null',
    'true',
    '-1',
    'NaN',
    '1e309',
    '0x1F',
    'A'.repeat(10_000),
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
);
const hostileNumber = fc.oneof(
  fc.constantFrom(0, -0, -1, -999_999_999, 1.5, 1e308, -1e308, 2 ** 53 + 1, Number.MAX_SAFE_INTEGER),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const anyJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileText,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(hostileText, tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** A value for a schema: mostly the right shape with hostile content, often the wrong type altogether. */
function valueFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  const type = Array.isArray(schema?.type) ? schema?.type[0] : schema?.type;
  const right: fc.Arbitrary<unknown> =
    type === 'object' && schema?.properties && depth < 3
      ? objectFor(schema, depth + 1)
      : type === 'array'
        ? fc.array(valueFor(schema?.items, depth + 1), { maxLength: 6 })
        : type === 'number' || type === 'integer'
          ? hostileNumber
          : type === 'boolean'
            ? fc.boolean()
            : hostileText;
  return fc.oneof({ weight: 3, arbitrary: right }, { weight: 1, arbitrary: anyJson });
}

function objectFor(schema: JsonSchema, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const shape = Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([name, property]) => [name, valueFor(property, depth)]),
  );
  return fc
    .tuple(
      fc.record(shape, { requiredKeys: [] }),
      fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'role', 'userId', 'isPaid', 'x'), anyJson, {
        maxKeys: 2,
      }),
    )
    .map(([fields, extra]) => ({ ...extra, ...fields }));
}

const deepJson = fc
  .integer({ min: 100, max: 20_000 })
  .map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`);
const oversized = fc.constantFrom(
  JSON.stringify({ comment: 'x'.repeat(1_100_000) }),
  `{"a":"${'\\u0000'.repeat(300_000)}"}`,
);
const contentTypes = fc.constantFrom(
  'application/json',
  'application/json',
  'application/json; charset=utf-16',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=zz',
  'multipart/form-data',
  'application/xml',
  'image/png',
  undefined,
);

/** Lone surrogates replaced, as a browser does before percent-encoding (encodeURIComponent throws on them). */
function wellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

function fill(url: string, values: string[]): string {
  let index = 0;
  return url
    .replace(/:\w+/g, () => encodeURIComponent(wellFormed(values[index++ % values.length] ?? '')))
    .replace(/\*$/, () => encodeURIComponent(wellFormed(values[index++ % values.length] ?? '')));
}

function requestFor(all: Route[]) {
  return fc
    .record({
      route: fc.constantFrom(...all),
      wrongMethod: fc.constantFrom(undefined, undefined, undefined, undefined, 'PATCH', 'DELETE', 'OPTIONS'),
      params: fc.array(fc.oneof(hostileText, fc.constantFrom(...known)), { minLength: 2, maxLength: 2 }),
      rawPath: fc.constantFrom(undefined, undefined, undefined, undefined, '%E0%A4%A', '%', '%2e%2e/'),
      query: fc.dictionary(
        fc.oneof(fc.constantFrom('page', 'limit', 'query', 'format'), hostileText),
        hostileText,
        {
          maxKeys: 3,
        },
      ),
      who: fc.constantFrom('nobody', 'customer', 'admin', 'forger'),
      contentType: contentTypes,
      body: fc.oneof(
        { weight: 5, arbitrary: fc.constant('schema') },
        { weight: 1, arbitrary: anyJson.map((value) => JSON.stringify(value)) },
        { weight: 1, arbitrary: hostileText },
        { weight: 1, arbitrary: deepJson },
        { weight: 1, arbitrary: fc.constantFrom('{', '{"a":', '[1,2', '{"a":1}}', '\u0000{}') },
        { weight: 1, arbitrary: oversized },
      ),
      schemaBody: fc.constant(undefined),
    })
    .chain((request) =>
      (request.route.body ? objectFor(request.route.body) : anyJson).map((schemaBody) => ({
        ...request,
        schemaBody,
      })),
    )
    .chain((request) =>
      fc
        .record(Object.fromEntries(request.route.query.map((name) => [name, hostileText])), {
          requiredKeys: [],
        })
        .map((named) => ({ ...request, query: { ...request.query, ...named } })),
    );
}

async function fingerprint(): Promise<string> {
  const parts = WATCHED.map(
    (table) =>
      sql`(select count(*) || ':' || coalesce(sum(hashtext(x::text)), 0) from ${sql.table(table)} x)`,
  );
  const users = sql`(select count(*) || ':' || coalesce(sum(hashtext(
    concat_ws('|', id, email, first_name, last_name, phone, password_hash, role, addresses::text))), 0) from users)`;
  const result = await sql<{
    print: string;
  }>`select concat_ws(',', ${sql.join([...parts, users])}) as print`.execute(t.db);
  return result.rows[0]?.print ?? '';
}

describe('bad input on every route', () => {
  it(`answers ${RUNS} hostile requests with no 5xx, a JSON { message } for every error, nothing written when refused`, async () => {
    const all = routes();
    expect(all.length).toBeGreaterThan(50);
    const statuses = new Map<number, number>();
    // The fingerprint sees a change of one row, or the "unchanged" check below would prove nothing.
    const untouched = await fingerprint();
    await t.db.insertInto('newsletter_subscribers').values({ email: 'probe@example.com' }).execute();
    expect(await fingerprint()).not.toBe(untouched);
    await t.db.deleteFrom('newsletter_subscribers').where('email', '=', 'probe@example.com').execute();
    await t.db.updateTable('users').set({ first_name: 'Probe' }).where('id', '=', customer.userId).execute();
    expect(await fingerprint()).not.toBe(untouched);
    await t.db.updateTable('users').set({ first_name: 'Asha' }).where('id', '=', customer.userId).execute();
    expect(await fingerprint()).toBe(untouched);
    let before = untouched;
    await fc.assert(
      fc.asyncProperty(requestFor(all), async (request) => {
        const headers: Record<string, string> = {};
        if (request.contentType) headers['content-type'] = request.contentType;
        if (request.who === 'customer') headers.authorization = customer.headers.authorization;
        if (request.who === 'admin') headers.authorization = boss.headers.authorization;
        if (request.who === 'forger') headers.authorization = `Bearer ${request.params[0]}`;
        const search = new URLSearchParams(request.query as Record<string, string>).toString();
        const path = request.rawPath
          ? `${request.route.url.replace(/[:*].*$/, '')}${request.rawPath}`
          : fill(request.route.url, request.params);
        const method = (request.wrongMethod ?? request.route.method) as 'GET' | 'HEAD' | 'POST';
        const payload =
          method === 'GET' || method === 'HEAD'
            ? undefined
            : request.body === 'schema'
              ? JSON.stringify(request.schemaBody)
              : request.body;
        const response = await t.app.inject({
          method,
          url: search ? `${path}?${search}` : path,
          headers,
          ...(payload !== undefined && { payload }),
        });
        const label = `${method} ${path} → ${response.statusCode} ${response.body.slice(0, 300)}`;
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        expect(response.statusCode, label).toBeLessThan(500);
        const after = await fingerprint();
        if (response.statusCode >= 400) {
          // The sandbox's API answers in Razorpay's own error shape, as the real provider would.
          if (method !== 'HEAD' && !path.startsWith('/sandbox-gateway/v1/')) {
            expect(response.headers['content-type'], label).toMatch(/^application\/json/);
            const body = response.json() as { message?: unknown };
            expect(typeof body.message, label).toBe('string');
            expect(String(body.message), label).not.toMatch(/\bat \w+ \(|node_modules|pg_|syntax error at/);
          }
          expect(after, `database changed by a refused request: ${label}`).toBe(before);
        }
        before = after;
      }),
      { numRuns: RUNS, endOnFailure: true },
    );
    // The generator reaches the handlers too, not only the validators.
    const answered = [...statuses.entries()].sort(([a], [b]) => a - b);
    expect(answered.some(([status]) => status < 300)).toBe(true);
    expect(answered.some(([status]) => status === 401)).toBe(true);
    expect(answered.some(([status]) => status === 413)).toBe(true);
    console.info(
      `bad input: ${RUNS} requests over ${all.length} routes, statuses ${JSON.stringify(answered)}`,
    );
  }, 900_000);
});
