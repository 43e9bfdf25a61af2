// A month's GST export larger than one answer arrives in parts, each naming the next: the admin gets one file
// with one header row and every line of every part, in order.
import { MAX_INVOICE_CSV_PAGE } from '@shop/shared/admin-tax.schemas';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiTransport } from '../../../../lib/api-client.ts';
import { fetchMonthCsv, joinCsvParts } from './download-tax-csv.ts';

afterEach(() => setApiTransport((url, init) => fetch(url, init)));

describe('fetchMonthCsv', () => {
  it('follows every next page and joins the parts under one header', async () => {
    const asked: string[] = [];
    const parts: Record<string, { body: string; link?: string }> = {
      '1': {
        body: 'a,b\n1,x\n2,y\n',
        link: '</api/admin/tax/invoices.csv?month=2026-01&page=2>; rel="next"',
      },
      '2': { body: 'a,b\n3,z\n', link: '</api/admin/tax/invoices.csv?month=2026-01&page=3>; rel="next"' },
      '3': { body: 'a,b\n4,"w\nwith a line break"\n' },
    };
    setApiTransport(async (url) => {
      asked.push(String(url));
      const page = new URL(String(url), 'http://shop.test').searchParams.get('page') ?? '1';
      const part = parts[page];
      if (!part) return new Response(JSON.stringify({ message: 'no such page' }), { status: 404 });
      const headers: Record<string, string> = {
        'content-disposition': `attachment; filename="invoices-2026-01${page === '1' ? '' : `-part${page}`}.csv"`,
      };
      if (part.link) headers.link = part.link;
      return new Response(part.body, { headers });
    });

    const { file, filename } = await fetchMonthCsv('invoices', '2026-01');

    expect(asked).toHaveLength(3);
    expect(filename).toBe('invoices-2026-01.csv');
    expect(await file.text()).toBe('a,b\n1,x\n2,y\n3,z\n4,"w\nwith a line break"\n');
  });

  it('stops at a part that names no next page', async () => {
    let calls = 0;
    setApiTransport(async () => {
      calls += 1;
      return new Response('a,b\n1,x\n');
    });
    expect(await (await fetchMonthCsv('credit-notes', '2026-01')).file.text()).toBe('a,b\n1,x\n');
    expect(calls).toBe(1);
  });

  it('fails rather than save a file that may be cut short, when an answer names itself as the next', async () => {
    let calls = 0;
    setApiTransport(async () => {
      calls += 1;
      return new Response('a,b\n1,x\n', {
        headers: { link: '</api/admin/tax/invoices.csv?month=2026-01>; rel="next"' },
      });
    });
    await expect(fetchMonthCsv('invoices', '2026-01')).rejects.toThrow('Could not export the invoices');
    expect(calls).toBe(1);
  });

  it('fails rather than save a file cut short, when the parts go on past the last page', async () => {
    let calls = 0;
    setApiTransport(async (url) => {
      calls += 1;
      const page = Number(new URL(String(url), 'http://shop.test').searchParams.get('page') ?? '1');
      return new Response('a,b\n1,x\n', {
        headers: { link: `</api/admin/tax/invoices.csv?month=2026-01&page=${page + 1}>; rel="next"` },
      });
    });
    await expect(fetchMonthCsv('invoices', '2026-01')).rejects.toThrow('Could not export the invoices');
    expect(calls).toBe(MAX_INVOICE_CSV_PAGE);
  });
});

describe('joinCsvParts', () => {
  it('keeps the first header and drops the repeated ones', async () => {
    expect(await joinCsvParts(['h\n1\n', 'h\n2\n']).text()).toBe('h\n1\n2\n');
    expect(await joinCsvParts([]).text()).toBe('');
  });
});
