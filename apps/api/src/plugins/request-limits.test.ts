// The per-process limits on one visitor (docs/decisions/017-limits-on-one-visitor.md): the per-IP baseline on
// every route, the smaller budgets of catalogue queries and pictures, and load shedding when the event loop falls
// behind. Defaults are checked as set; a refused request is a 429 or 503 with { message } and Retry-After.
import { describe, expect, it } from 'vitest';
import { type TestApp, useTestApp } from '../../test/test-app.ts';
import { loadConfig } from '../config.ts';
import { SHOP_BUSY } from './load-shedding.ts';
import { TOO_MANY_REQUESTS } from './rate-limits.ts';

function fromIp(t: TestApp, ip: string, url: string) {
  return t.app.inject({ method: 'GET', url, headers: { 'x-forwarded-for': ip } });
}

async function statuses(t: TestApp, ip: string, url: string, count: number): Promise<number[]> {
  const answers: number[] = [];
  for (let i = 0; i < count; i += 1) answers.push((await fromIp(t, ip, url)).statusCode);
  return answers;
}

describe('defaults', () => {
  it('are 1,200 requests a minute per IP, 240 catalogue queries, 600 pictures, shedding past 1 s of delay', () => {
    const { limits } = loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(32) });
    expect(limits.requestsPerMinute).toBe(1200);
    expect(limits.searchPerMinute).toBe(240);
    expect(limits.mediaPerMinute).toBe(600);
    expect(limits.pagesPerMinute).toBe(300);
    expect(limits.maxEventLoopDelayMs).toBe(1000);
  });
});

describe('per-IP request budgets', () => {
  const t = useTestApp({
    template: 'demo',
    env: {
      RATE_LIMIT_PER_MINUTE: '30',
      SEARCH_RATE_LIMIT_PER_MINUTE: '5',
      MEDIA_RATE_LIMIT_PER_MINUTE: '8',
      PAGE_RATE_LIMIT_PER_MINUTE: '4',
    },
  });

  it('answers 429 with { message } and Retry-After past the budget, and only to that address', async () => {
    expect(await statuses(t, '198.51.100.1', '/api/products/categories', 30)).toEqual(Array(30).fill(200));
    const refused = await fromIp(t, '198.51.100.1', '/api/homepage');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: TOO_MANY_REQUESTS });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Another shopper is not affected, nor is the health check.
    expect((await fromIp(t, '198.51.100.2', '/api/homepage')).statusCode).toBe(200);
    expect((await fromIp(t, '198.51.100.1', '/api/health')).statusCode).toBe(200);
  });

  it('gives catalogue queries their own, smaller budget across listing, filters and suggestions', async () => {
    const ip = '198.51.100.3';
    const answers = [
      ...(await statuses(t, ip, '/api/products/search?query=bag', 2)),
      ...(await statuses(t, ip, '/api/products?category=Fashion&page=1', 2)),
      ...(await statuses(t, ip, '/api/products/filters?category=Fashion', 1)),
    ];
    expect(answers).toEqual(Array(5).fill(200));
    expect((await fromIp(t, ip, '/api/products/search?query=lamp')).statusCode).toBe(429);
    // The general budget is separate: other pages still answer.
    expect((await fromIp(t, ip, '/api/products/categories')).statusCode).toBe(200);
  });

  it('counts an IPv6 /64 as one visitor: changing the rest of the address wins no budget', async () => {
    const block = '2001:db8:77:1';
    const answers = [];
    for (let i = 1; i <= 5; i += 1) {
      answers.push(
        (await fromIp(t, `${block}::${i.toString(16)}`, `/api/products/search?query=mug${i}`)).statusCode,
      );
    }
    expect(answers).toEqual(Array(5).fill(200));
    expect((await fromIp(t, `${block}:ffff:1:2:3`, '/api/products/search?query=cup')).statusCode).toBe(429);
    // The next /64 is another visitor.
    expect((await fromIp(t, '2001:db8:77:2::1', '/api/products/search?query=cup')).statusCode).toBe(200);
  });

  it('gives pictures their own budget', async () => {
    const ip = '198.51.100.4';
    const placeholder = await statuses(t, ip, '/media/catalog/nothing-here.webp', 8);
    expect(placeholder.every((status) => status !== 429)).toBe(true);
    expect((await fromIp(t, ip, '/media/catalog/nothing-here.webp')).statusCode).toBe(429);
  });

  it('gives pages of the web app their own budget, whatever their address', async () => {
    const ip = '198.51.100.6';
    const pages = [
      ...(await statuses(t, ip, '/shop/fashion?brand=a', 1)),
      ...(await statuses(t, ip, '/shop/fashion?brand=b', 1)),
      ...(await statuses(t, ip, '/about', 1)),
      ...(await statuses(t, ip, '/cart', 1)),
    ];
    expect(pages.every((status) => status !== 429)).toBe(true);
    const refused = await fromIp(t, ip, '/shop/fashion?brand=c');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: TOO_MANY_REQUESTS });
    // The API is a separate budget, and another visitor's pages are not affected.
    expect((await fromIp(t, ip, '/api/products/categories')).statusCode).toBe(200);
    expect((await fromIp(t, '198.51.100.7', '/about')).statusCode).not.toBe(429);
  });

  it('adds no rate-limit headers to answers within the budget', async () => {
    const answer = await fromIp(t, '198.51.100.5', '/api/products/categories');
    expect(Object.keys(answer.headers).filter((name) => name.includes('ratelimit'))).toEqual([]);
    expect(answer.headers['retry-after']).toBeUndefined();
  });
});

describe('load shedding', () => {
  const t = useTestApp({ template: 'empty', env: { MAX_EVENT_LOOP_DELAY_MS: '100' } });

  it('answers 503 with { message } and Retry-After while the event loop lags, except the health check', async () => {
    expect((await fromIp(t, '198.51.100.6', '/api/products/categories')).statusCode).toBe(200);
    // Keep the event loop 200 ms behind for longer than a sampling second, as a process drowning in work would:
    // every tick the monitor sees then is late by about that much, so the second's mean is far past 100 ms.
    const until = Date.now() + 2500;
    while (Date.now() < until) {
      const slice = Date.now() + 200;
      while (Date.now() < slice) {
        // busy
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
    const shed = await fromIp(t, '198.51.100.6', '/api/products/categories');
    expect(shed.statusCode).toBe(503);
    expect(shed.json()).toEqual({ message: SHOP_BUSY });
    expect(shed.headers['retry-after']).toBe('5');
    expect((await fromIp(t, '198.51.100.6', '/api/health')).statusCode).toBe(200);
    // Once the loop keeps up again, a following sample (one a second) lets requests through.
    let status = shed.statusCode;
    for (let tries = 0; tries < 40 && status === 503; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      status = (await fromIp(t, '198.51.100.6', '/api/products/categories')).statusCode;
    }
    expect(status).toBe(200);
  });
});
