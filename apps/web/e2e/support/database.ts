// Direct SQL on the test server's database, for setup only the shop's back office could otherwise do (moving
// an order to delivered, emptying a product's stock). The server writes its embedded cluster's address to
// DATA_DIR/postgres.url while it runs.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { E2E_DATA_DIR } from './test-server.ts';

export async function sql<Row = Record<string, unknown>>(
  text: string,
  values: unknown[] = [],
): Promise<Row[]> {
  const url = (await readFile(path.join(E2E_DATA_DIR, 'postgres.url'), 'utf8')).trim();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as Row[];
  } finally {
    await client.end();
  }
}

/** Moves an order along the normal path to `status`, stamping each step as the shop would. */
export async function advanceOrder(orderId: string, status: 'shipped' | 'out of delivery' | 'delivered') {
  const stamps = ['shipped_at = now()'];
  if (status !== 'shipped') stamps.push('out_for_delivery_at = now()');
  if (status === 'delivered') stamps.push('delivered_at = now()');
  await sql(`update orders set order_status = $2, ${stamps.join(', ')} where id = $1`, [orderId, status]);
}
