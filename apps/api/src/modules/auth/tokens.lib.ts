// Sign-in tokens (docs/product.md#accounts-sessions): HS256 JWTs carrying `userId` and `sid`, the session they belong
// to, valid 7 days, signed with JWT_SECRET. The guard refuses a token whose session has ended (logout, "sign out",
// a password, email or role change, idleness: docs/decisions/034-sessions-on-the-server.md). A token without `sid`
// was issued before sessions existed: it carries the user's token version `tv` instead (or none, before versions
// existed: version 0), which the guard compares with the user's (docs/decisions/021-sessions.md).
import { idSchema } from '@shop/shared/common.schemas';
import { jwtVerify, SignJWT } from 'jose';

const LIFETIME = '7d';

/** What a token says: its user, and either its session or (issued before sessions) the user's token version. */
export type TokenSubject =
  | { userId: string; sessionId: string }
  | { userId: string; sessionId?: undefined; tokenVersion: number };

function key(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

export async function signToken(
  { userId, sessionId }: { userId: string; sessionId: string },
  secret: string,
): Promise<string> {
  return new SignJWT({ userId, sid: sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(LIFETIME)
    .sign(key(secret));
}

/** The token's user and session, or undefined when it is malformed, wrongly signed, expired or has no valid userId. */
export async function readToken(token: string, secret: string): Promise<TokenSubject | undefined> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: ['HS256'],
      requiredClaims: ['exp'],
    });
    const userId = idSchema.safeParse(payload.userId);
    if (!userId.success) return undefined;
    if (payload.sid !== undefined) {
      const sessionId = idSchema.safeParse(payload.sid);
      return sessionId.success ? { userId: userId.data, sessionId: sessionId.data } : undefined;
    }
    const { tv = 0 } = payload;
    if (typeof tv !== 'number' || !Number.isSafeInteger(tv) || tv < 0) return undefined;
    return { userId: userId.data, tokenVersion: tv };
  } catch {
    return undefined;
  }
}
