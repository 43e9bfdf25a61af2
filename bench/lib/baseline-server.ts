// The ceiling of this machine for the benchmark: a bare Fastify route answering a constant JSON body of about
// the size of a catalogue answer, with no database, validation or hooks. Prints its address when it listens.
//   node bench/lib/baseline-server.ts <bytes>
import Fastify from 'fastify';

const bytes = Number(process.argv[2] ?? 4000);
const card = {
  _id: '0123456789abcdef01234567',
  name: 'Aurora Wireless Headphones',
  price: 1999,
  rating: 4.5,
};
const items: (typeof card)[] = [];
while (JSON.stringify({ products: items }).length < bytes) items.push(card);
const body = { products: items };

const app = Fastify({ logger: false });
app.get('/baseline', async () => body);
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(address);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
