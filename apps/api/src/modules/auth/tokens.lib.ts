// Sign-in tokens (docs/product.md#accounts-sessions): HS256 JWTs carrying `userId` and the user's token version `tv`, valid 7 days,
// signed with JWT_SECRET. The guard refuses a token whose version is older than the user's (a password, email or
// role change since, docs/decisions/021-sessions.md); a token without `tv` was issued before versions existed.
import { idSchema } from '@shop/shared/common.schemas';
import { jwtVerify, SignJWT } from 'jose';

const LIFETIME = '7d';

export interface TokenSubject {
  userId: string;
  tokenVersion: number;
}

function key(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

export async function signToken({ userId, tokenVersion }: TokenSubject, secret: string): Promise<string> {
  return new SignJWT({ userId, tv: tokenVersion })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(LIFETIME)
    .sign(key(secret));
}

/** The token's user and version, or undefined when it is malformed, wrongly signed, expired or has no valid userId. */
export async function readToken(token: string, secret: string): Promise<TokenSubject | undefined> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: ['HS256'],
      requiredClaims: ['exp'],
    });
    const userId = idSchema.safeParse(payload.userId);
    if (!userId.success) return undefined;
    const { tv = 0 } = payload;
    if (typeof tv !== 'number' || !Number.isSafeInteger(tv) || tv < 0) return undefined;
    return { userId: userId.data, tokenVersion: tv };
  } catch {
    return undefined;
  }
}
