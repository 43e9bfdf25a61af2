import { afterEach, describe, expect, it } from 'vitest';
import {
  ApiError,
  apiDownload,
  apiFetch,
  dispositionFileName,
  nextPagePath,
  setApiTransport,
} from './api-client.ts';

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  setApiTransport(async () => new Response(JSON.stringify(body), { status, headers }));
}

afterEach(() => setApiTransport((url, init) => fetch(url, init)));

describe('apiFetch refusals', () => {
  it("keeps a 400's field issues and the body it came with", async () => {
    const body = {
      message: 'Name is required',
      issues: [{ path: 'filters.0.name', message: 'Name is required' }],
    };
    answer(400, body);
    const error = await apiFetch('/api/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Name is required', issues: body.issues, body });
  });

  it('falls back to the given message when the server sends none', async () => {
    answer(500, null);
    await expect(apiFetch('/api/x', { fallbackMessage: 'Could not load' })).rejects.toMatchObject({
      status: 500,
      message: 'Could not load',
      issues: [],
    });
  });
});

describe('apiDownload', () => {
  it("answers the file and the server's suggested name", async () => {
    setApiTransport(
      async () =>
        new Response('a,b\n', {
          headers: { 'content-disposition': 'attachment; filename="products-2025-01-31.csv"' },
        }),
    );
    const file = await apiDownload('/api/admin/products/export?format=csv', 'Could not export');
    expect(file.filename).toBe('products-2025-01-31.csv');
    expect(await file.blob.text()).toBe('a,b\n');
  });

  it("throws the server's message for a refused download", async () => {
    answer(403, { message: 'Admins only' });
    await expect(apiDownload('/api/admin/tax/invoices.csv', 'Could not export')).rejects.toMatchObject({
      status: 403,
      message: 'Admins only',
    });
  });
});

describe('dispositionFileName', () => {
  it('reads the name, quoted or not, and nothing without one', () => {
    expect(dispositionFileName('attachment; filename="products-2025-01-31.csv"')).toBe(
      'products-2025-01-31.csv',
    );
    expect(dispositionFileName('attachment; filename=invoices.csv')).toBe('invoices.csv');
    expect(dispositionFileName('attachment')).toBeUndefined();
    expect(dispositionFileName(null)).toBeUndefined();
  });
});

describe('nextPagePath', () => {
  it('follows only a next link to an API path', () => {
    expect(nextPagePath('</api/admin/tax/invoices.csv?month=2026-01&page=2>; rel="next"')).toBe(
      '/api/admin/tax/invoices.csv?month=2026-01&page=2',
    );
    expect(nextPagePath('<https://elsewhere.example/steal>; rel="next"')).toBeUndefined();
    expect(nextPagePath('</api/admin/tax/invoices.csv?page=1>; rel="prev"')).toBeUndefined();
    expect(nextPagePath(null)).toBeUndefined();
  });
});
