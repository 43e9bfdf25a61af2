// What the admin routes need from the app: the database, the upload storage and a log for file clean-up.
import type { Storage } from '../../adapters/storage.ts';
import type { Db } from '../../db/database.ts';
import type { FileLog } from '../../lib/stored-files.ts';

export interface AdminDeps {
  db: Db;
  storage: Storage;
  log: FileLog;
}
