// A supplier's webhook address is typed in by an admin: the shop must not post to its own machine or network
// through it, unless SUPPLIER_WEBHOOK_ALLOW_PRIVATE says so (lib/outbound-post.ts). A real HTTP server on this
// machine's loopback stands for the inside of the shop's network.
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress, outboundPost, RefusedAddressError } from './outbound-post.ts';

let server: Server;
let port: number;
const received: { url: string | undefined; body: string; signature: string | undefined }[] = [];

beforeAll(async () => {
  server = createServer(async (request: IncomingMessage, response) => {
    if (request.url === '/silent') return; // never answers
    let body = '';
    for await (const chunk of request) body += String(chunk);
    received.push({
      url: request.url,
      body,
      signature: request.headers['x-signature'] as string | undefined,
    });
    if (request.url === '/endless') {
      // An answer that never ends: the shop takes its status and hangs up.
      response.writeHead(202);
      const more = () => response.write('x'.repeat(65_536), () => setImmediate(more));
      more();
      return;
    }
    response.writeHead(201).end('{"ok":true}');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  server.close();
});

const inside = { timeoutMs: 2000, publicOnly: false, httpsOnly: false };
const guarded = { ...inside, publicOnly: true };

describe('posting to an address an admin typed in', () => {
  it('posts the body and headers and gives the answer status, when private addresses are allowed', async () => {
    const answer = await outboundPost(
      inside,
      `http://127.0.0.1:${port}/hooks/po`,
      { 'x-signature': 's' },
      '{"a":1}',
    );
    expect(answer.status).toBe(201);
    expect(received.at(-1)).toEqual({ url: '/hooks/po', body: '{"a":1}', signature: 's' });
  });

  it.each([
    ['this machine by number', () => `http://127.0.0.1:${port}/hooks/po`],
    ['this machine by name', () => `http://localhost:${port}/hooks/po`],
    ['this machine over IPv6', () => `http://[::1]:${port}/hooks/po`],
    ['this machine as a mapped IPv4 address', () => `http://[::ffff:127.0.0.1]:${port}/hooks/po`],
    ['this machine as an IPv4-compatible address', () => `http://[::127.0.0.1]:${port}/hooks/po`],
    ['this machine in shorthand', () => `http://127.1:${port}/hooks/po`],
    ['this machine as one number', () => `http://2130706433:${port}/hooks/po`],
    ['the cloud metadata service', () => 'http://169.254.169.254/latest/meta-data/'],
    ['a private network', () => 'http://10.0.0.7/hooks/po'],
  ])('refuses %s, and nothing reaches it', async (_label, url) => {
    const before = received.length;
    await expect(outboundPost(guarded, url(), {}, '{}')).rejects.toThrow(RefusedAddressError);
    await expect(outboundPost(guarded, url(), {}, '{}')).rejects.toThrow(/not a public internet address/);
    expect(received.length).toBe(before);
  });

  it('refuses plain http:// where https is required, and any other scheme', async () => {
    const before = received.length;
    const httpsOnly = { ...inside, httpsOnly: true };
    await expect(outboundPost(httpsOnly, `http://127.0.0.1:${port}/hooks/po`, {}, '{}')).rejects.toThrow(
      /is not an https:\/\/ address/,
    );
    const gopher = outboundPost(inside, 'gopher://127.0.0.1/hooks/po?token=secret', {}, '{}');
    await expect(gopher).rejects.toThrow(RefusedAddressError);
    // Scheme and host only: the path and query may hold the supplier's token.
    await expect(gopher).rejects.toThrow(/^gopher:\/\/127\.0\.0\.1 is not an https:\/\/ address$/);
    expect(received.length).toBe(before);
  });

  it('gives up on an address that does not answer in time', async () => {
    const quick = { ...inside, timeoutMs: 200 };
    await expect(outboundPost(quick, `http://127.0.0.1:${port}/silent`, {}, '{}')).rejects.toThrow();
  });

  it('reads the status of an answer whose body never ends, and no more of it', async () => {
    const answer = await outboundPost(inside, `http://127.0.0.1:${port}/endless`, {}, '{}');
    expect(answer.status).toBe(202);
  });

  it('tells public internet addresses from the rest', () => {
    for (const address of ['8.8.8.8', '49.44.10.1', '2606:4700:4700::1111', '::ffff:8.8.8.8']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
    for (const address of [
      '0.0.0.0',
      '10.1.2.3',
      '100.64.0.1',
      '127.0.0.53',
      '169.254.169.254',
      '172.20.0.1',
      '192.168.1.1',
      '224.0.0.1',
      '255.255.255.255',
      '::',
      '::1',
      '::ffff:10.0.0.1',
      '64:ff9b::a00:1',
      '64:ff9b:1::a00:1',
      'fec0::1',
      '2002:a00:1::',
      // IPv4-translated (::ffff:0:a.b.c.d, SIIT) and Teredo (2001::/32) carry an IPv4 address, or reach one.
      '::ffff:0:7f00:1',
      '::ffff:0:a00:1',
      '::ffff:0:808:808',
      '2001::1',
      '2001:0:4136:e378:8000:63bf:3fff:fdd2',
      'fd00::1',
      'fe80::1',
      'not an address',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });
});
