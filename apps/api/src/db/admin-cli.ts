// `npm run admin:create -- --email someone@example.com` makes an existing account an admin (docs/product.md#admin-access);
// `--revoke` makes it a customer again. Works whether the shop is stopped or running (tool-database.ts).
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { changeRole, type RoleOutcome } from '../modules/admin/admin-role.service.ts';
import { openToolDatabase } from './tool-database.ts';

const USAGE = 'Usage: npm run admin:create -- --email someone@example.com [--revoke]';

function answer(outcome: RoleOutcome, email: string, revoke: boolean): string {
  if (outcome === 'no-such-account') {
    return `No account uses ${email}. Sign up in the shop with that address first, then run this again.`;
  }
  if (outcome === 'unchanged') return revoke ? `${email} is not an admin.` : `${email} is already an admin.`;
  return revoke ? `${email} is no longer an admin.` : `${email} is now an admin.`;
}

function readArguments(): { email: string; revoke: boolean } {
  try {
    const { values, positionals } = parseArgs({
      allowPositionals: true,
      options: { email: { type: 'string' }, revoke: { type: 'boolean', default: false } },
    });
    const [command = 'create', ...rest] = positionals;
    if (command !== 'create' || rest.length > 0 || !values.email?.trim()) throw new Error(USAGE);
    return { email: values.email.trim(), revoke: values.revoke };
  } catch (error) {
    console.error(error instanceof Error && error.message !== USAGE ? `${error.message}\n${USAGE}` : USAGE);
    process.exit(2);
  }
}

const { email, revoke } = readArguments();
const database = await openToolDatabase(loadConfig(), (line) => console.log(line));
let outcome: RoleOutcome;
try {
  outcome = await changeRole(database.db, email, revoke ? 'customer' : 'admin');
} finally {
  await database.close();
}
const message = answer(outcome, email, revoke);
if (outcome === 'no-such-account') {
  console.error(message);
  process.exit(1);
}
console.log(message);
