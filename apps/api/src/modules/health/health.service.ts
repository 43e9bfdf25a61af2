// Whether the server can do its work: the database answers (docs/deploy.md, health). A failure throws, and the
// error handler answers it as a 5xx.
import type { Db } from '../../db/database.ts';
import * as repository from './health.repository.ts';

export async function checkHealth(db: Db): Promise<void> {
  await repository.ping(db);
}
