// Limits on connections (docs/decisions/017-limits-on-one-visitor.md, "Connections"). Node's HTTP server cuts off a
// request whose headers (HEADERS_TIMEOUT_SECONDS) or whole body (REQUEST_TIMEOUT_SECONDS) have not arrived in time,
// and closes a kept-alive connection idle for KEEP_ALIVE_TIMEOUT_SECONDS; Fastify leaves the first two off. On top,
// one address may hold MAX_CONNECTIONS_PER_ADDRESS connections and the process MAX_CONNECTIONS: past them a new
// connection is closed before anything is read from it, so a flood of slow clients costs a file descriptor for a
// moment, not for as long as it likes. Behind a proxy every connection is the proxy's: the per-address count leaves
// out the addresses TRUST_PROXY trusts (docs/deploy.md "Behind a proxy").
import { type ServerResponse, STATUS_CODES } from 'node:http';
import { BlockList, isIP, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { visitorBlock } from '../lib/visitor-block.ts';

type ConnectionLimits = Config['limits']['connections'];

/** How often Node looks for requests past their headers or request timeout (its own default is 30 s). */
const CHECK_EVERY_MS = 1000;

export const CLIENT_ERROR_MESSAGES = {
  timeout: 'The request took too long to arrive. Please check your connection and try again.',
  headersTooLarge: 'The request headers are too large.',
  unreadable: 'The request could not be read.',
};

/** The options of Fastify() that set Node's timeouts and answer a request they cut off with `{ message }`. */
export function connectionOptions(limits: ConnectionLimits) {
  return {
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    http: {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: CHECK_EVERY_MS,
    },
    clientErrorHandler: answerClientError,
  };
}

/**
 * A request Node could not take (cut off by a timeout, headers too large, not HTTP): answered in words, as Node's
 * own handler does, unless an answer is already under way on the connection, then closed.
 */
function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, CLIENT_ERROR_MESSAGES.timeout]
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, CLIENT_ERROR_MESSAGES.headersTooLarge]
        : [400, CLIENT_ERROR_MESSAGES.unreadable];
  const answering = (socket as Socket & { _httpMessage?: ServerResponse })._httpMessage?.headersSent === true;
  if (socket.writable && !answering) {
    const body = JSON.stringify({ message });
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * What a connection from an address counts against: the IPv4 address, or the IPv6 address's /64 (the block one
 * subscriber is given, so changing the rest wins nothing); undefined for a proxy TRUST_PROXY trusts, which speaks
 * for many visitors. A hop count (or `true`) trusts whoever connects, so then no address is counted.
 */
export function connectionGrouper(trustProxy: Config['trustProxy']): (address: string) => string | undefined {
  if (trustProxy === true || typeof trustProxy === 'number') return () => undefined;
  const proxies = new BlockList();
  for (const entry of trustProxy || []) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) proxies.addAddress(address, family);
    else proxies.addSubnet(address, Number(prefix), family);
  }
  return (address) => {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
    const plain = mapped ?? address;
    const family = isIP(plain);
    if (family === 0 || proxies.check(plain, family === 6 ? 'ipv6' : 'ipv4')) return undefined;
    return visitorBlock(plain);
  };
}

/** Caps the connections of the app's server in total and per address; a refused connection is closed at once. */
export function limitConnections(
  app: FastifyInstance,
  limits: ConnectionLimits,
  trustProxy: Config['trustProxy'],
) {
  const server = app.server;
  // Node closes a connection past this before it reaches the HTTP server ('drop').
  server.maxConnections = limits.max;
  let lastDropLog = 0;
  server.on('drop', () => {
    if (Date.now() - lastDropLog < 60_000) return;
    lastDropLog = Date.now();
    app.log.warn(`MAX_CONNECTIONS (${limits.max}) reached: new connections are closed`);
  });

  const groupOf = connectionGrouper(trustProxy);
  const open = new Map<string, number>();
  const refusing = new Set<string>();
  server.on('connection', (socket: Socket) => {
    const group = socket.remoteAddress === undefined ? undefined : groupOf(socket.remoteAddress);
    if (group === undefined) return;
    const count = (open.get(group) ?? 0) + 1;
    if (count > limits.maxPerAddress) {
      if (!refusing.has(group)) {
        refusing.add(group);
        app.log.warn(
          `${group} holds MAX_CONNECTIONS_PER_ADDRESS (${limits.maxPerAddress}): its new connections are closed`,
        );
      }
      socket.destroy();
      return;
    }
    open.set(group, count);
    socket.once('close', () => {
      const left = (open.get(group) ?? 1) - 1;
      if (left > 0) open.set(group, left);
      else open.delete(group);
      if (left < limits.maxPerAddress) refusing.delete(group);
    });
  });
}
