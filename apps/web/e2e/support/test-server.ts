// Where the browser tests' server listens and keeps its data (tests read emailed codes from its outbox).
import { tmpdir } from 'node:os';
import path from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3999);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_DATA_DIR = path.join(tmpdir(), `shop-e2e-${E2E_PORT}`);
