// Limits on connections (docs/decisions/017-limits-on-one-visitor.md, "Connections"): a client that sends its
// headers or body too slowly, or keeps an idle connection open, is cut off, and one address cannot hold more than
// its share of connections, nor all of them together more than the process can keep. Real TCP sockets against the
// app listening on 127.0.0.1, with timeouts of a second so the file takes a few seconds.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { loadConfig } from '../config.ts';
import { CLIENT_ERROR_MESSAGES, connectionGrouper } from './connection-limits.ts';

const LIMITS_ENV = {
  HEADERS_TIMEOUT_SECONDS: '1',
  REQUEST_TIMEOUT_SECONDS: '1',
  KEEP_ALIVE_TIMEOUT_SECONDS: '1',
  MAX_CONNECTIONS_PER_ADDRESS: '4',
  MAX_CONNECTIONS: '8',
  // Connections are counted by the socket's own address: no proxy in front.
  TRUST_PROXY: 'false',
};

/** Longer than any of the test's timeouts and the server's once-a-second check, far shorter than forever. */
const PATIENCE_MS = 8000;

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ template: 'empty', env: LIMITS_ENV });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  await t?.close();
});

interface Client {
  socket: net.Socket;
  /** What the server sent. */
  received: () => string;
  /** Resolves true once the connection is closed, false if it is still open after PATIENCE_MS. */
  closed: Promise<boolean>;
}

/** A TCP connection to the app from `from` (any 127.x.y.z address is this machine). */
async function connect(from = '127.0.0.1'): Promise<Client> {
  const socket = net.connect({ host: '127.0.0.1', port, localAddress: from });
  let received = '';
  socket.on('data', (chunk) => {
    received += chunk.toString();
  });
  // A write racing the server's close fails with EPIPE or ECONNRESET: that is the close the test waits for.
  socket.on('error', () => undefined);
  const closed = new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), PATIENCE_MS);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('close', () => resolve());
    socket.once('error', reject);
  });
  return { socket, received: () => received, closed };
}

/** Sends `GET /api/health` and resolves with the status line, or undefined when the connection closes unanswered. */
function askHealth(client: Client): Promise<string | undefined> {
  if (!client.socket.destroyed) client.socket.write('GET /api/health HTTP/1.1\r\nHost: shop\r\n\r\n');
  return new Promise((resolve) => {
    const check = () => {
      const line = client.received().split('\r\n', 1)[0];
      if (line?.startsWith('HTTP/1.1')) {
        client.socket.off('data', check);
        resolve(line);
      }
    };
    client.socket.on('data', check);
    void client.closed.then(() => resolve(client.received().split('\r\n', 1)[0] || undefined));
  });
}

/** The server's count of open connections once it settles at `count` (closes reach it a moment later). */
async function serverConnectionsSettleAt(count: number): Promise<number> {
  let open = -1;
  for (let tries = 0; tries < 100 && open !== count; tries++) {
    open = await new Promise<number>((resolve, reject) =>
      t.app.server.getConnections((error, n) => (error ? reject(error) : resolve(n))),
    );
    if (open !== count) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return open;
}

async function closeAll(clients: Client[]): Promise<void> {
  for (const client of clients) client.socket.destroy();
  expect(await serverConnectionsSettleAt(0)).toBe(0);
}

// Each from an address of its own, at the same time: together they take as long as one.
describe.concurrent('slow and idle clients', () => {
  it('cuts off a request whose body arrives a byte at a time, answering 408 with { message }', async () => {
    const client = await connect('127.0.0.11');
    const body = 'x'.repeat(1000);
    client.socket.write(
      `POST /api/newsletter HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    let sent = 0;
    const drip = setInterval(() => {
      if (client.socket.writable && sent < body.length) client.socket.write(body[sent++] ?? '');
    }, 100);
    try {
      expect(await client.closed).toBe(true);
    } finally {
      clearInterval(drip);
    }
    expect(sent).toBeLessThan(body.length);
    const [head = '', answer = ''] = client.received().split('\r\n\r\n');
    expect(head.split('\r\n', 1)[0]).toBe('HTTP/1.1 408 Request Timeout');
    expect(JSON.parse(answer)).toEqual({ message: CLIENT_ERROR_MESSAGES.timeout });
  });

  it('cuts off a client that sends its headers a line at a time, or nothing at all', async () => {
    const silent = await connect('127.0.0.12');
    const dribbling = await connect('127.0.0.12');
    dribbling.socket.write('GET /api/health HTTP/1.1\r\nHost: shop\r\n');
    const drip = setInterval(() => {
      if (dribbling.socket.writable) dribbling.socket.write('X-Slow: 1\r\n');
    }, 100);
    try {
      expect(await Promise.all([silent.closed, dribbling.closed])).toEqual([true, true]);
    } finally {
      clearInterval(drip);
    }
    expect(dribbling.received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes a kept-alive connection once it has been idle for the keep-alive timeout', async () => {
    const client = await connect('127.0.0.13');
    expect(await askHealth(client)).toBe('HTTP/1.1 200 OK');
    expect(client.received()).toContain('Keep-Alive: timeout=1');
    expect(await client.closed).toBe(true);
  });
});

describe('connections per address and in total', () => {
  it('closes connections past MAX_CONNECTIONS_PER_ADDRESS unanswered, and only that address’s', async () => {
    const clients = await Promise.all(Array.from({ length: 5 }, () => connect('127.0.0.1')));
    const answers = await Promise.all(clients.map(askHealth));
    expect(answers.filter((answer) => answer === 'HTTP/1.1 200 OK')).toHaveLength(4);
    expect(answers.filter((answer) => answer === undefined)).toHaveLength(1);
    // Another address is not affected.
    const neighbour = await connect('127.0.0.2');
    expect(await askHealth(neighbour)).toBe('HTTP/1.1 200 OK');
    await closeAll([...clients, neighbour]);
    // Once its connections are closed, the address is served again.
    const again = await connect('127.0.0.1');
    expect(await askHealth(again)).toBe('HTTP/1.1 200 OK');
    await closeAll([again]);
  });

  it('closes connections past MAX_CONNECTIONS, whatever their address', async () => {
    const clients = await Promise.all(
      ['127.0.0.1', '127.0.0.2'].flatMap((from) => Array.from({ length: 4 }, () => connect(from))),
    );
    expect(await serverConnectionsSettleAt(8)).toBe(8);
    const extra = await connect('127.0.0.3');
    expect(await askHealth(extra)).toBeUndefined();
    await closeAll(clients);
    const later = await connect('127.0.0.3');
    expect(await askHealth(later)).toBe('HTTP/1.1 200 OK');
    await closeAll([later]);
  });
});

describe('settings', () => {
  const env = { NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(32) };

  it('default to 20 s for headers, 120 s for a whole request, 72 s keep-alive, 200 per address, 5,000 in all', () => {
    expect(loadConfig(env).limits.connections).toEqual({
      headersTimeoutMs: 20_000,
      requestTimeoutMs: 120_000,
      keepAliveTimeoutMs: 72_000,
      maxPerAddress: 200,
      max: 5000,
    });
  });

  it('refuse a headers timeout longer than the request timeout, naming both', () => {
    expect(() =>
      loadConfig({ ...env, HEADERS_TIMEOUT_SECONDS: '60', REQUEST_TIMEOUT_SECONDS: '30' }),
    ).toThrow(/HEADERS_TIMEOUT_SECONDS: must be at most REQUEST_TIMEOUT_SECONDS/);
  });
});

describe('connectionGrouper', () => {
  const direct = false;
  const connectionGroup = (address: string, trustProxy: boolean | number | string[]) =>
    connectionGrouper(trustProxy)(address);

  it('counts an IPv4 address as itself, written plain or IPv4-mapped', () => {
    expect(connectionGroup('203.0.113.9', direct)).toBe('203.0.113.9');
    expect(connectionGroup('::ffff:203.0.113.9', direct)).toBe('203.0.113.9');
  });

  it('counts an IPv6 address by its /64, the block one subscriber is given', () => {
    expect(connectionGroup('2001:db8:1:2:aaaa::1', direct)).toBe('2001:db8:1:2::/64');
    expect(connectionGroup('2001:db8:1:2:bbbb:cccc:dddd:eeee', direct)).toBe('2001:db8:1:2::/64');
    expect(connectionGroup('2001:0db8:0001:0002::9', direct)).toBe('2001:db8:1:2::/64');
    expect(connectionGroup('2001:db8::1', direct)).toBe('2001:db8:0:0::/64');
    expect(connectionGroup('::1', direct)).toBe('0:0:0:0::/64');
  });

  it('leaves out the proxies TRUST_PROXY names, and every address when it counts hops', () => {
    expect(connectionGroup('10.1.2.3', ['10.0.0.0/8', '::1'])).toBeUndefined();
    expect(connectionGroup('::ffff:10.1.2.3', ['10.0.0.0/8'])).toBeUndefined();
    expect(connectionGroup('::1', ['10.0.0.0/8', '::1'])).toBeUndefined();
    expect(connectionGroup('203.0.113.9', ['10.0.0.0/8', '::1'])).toBe('203.0.113.9');
    expect(connectionGroup('203.0.113.9', 1)).toBeUndefined();
    expect(connectionGroup('203.0.113.9', true)).toBeUndefined();
  });
});
