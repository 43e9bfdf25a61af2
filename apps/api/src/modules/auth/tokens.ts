// Sign-in tokens (decisions §4): HS256 JWTs carrying `userId`, valid 7 days, signed with JWT_SECRET.
import { idSchema } from '@shop/shared/common.schemas';
import { jwtVerify, SignJWT } from 'jose';

const LIFETIME = '7d';

function key(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

export async function signToken(userId: string, secret: string): Promise<string> {
  return new SignJWT({ userId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(LIFETIME)
    .sign(key(secret));
}

/** The token's user id, or undefined when it is malformed, wrongly signed, expired or has no valid userId. */
export async function readToken(token: string, secret: string): Promise<string | undefined> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: ['HS256'],
      requiredClaims: ['exp'],
    });
    const userId = idSchema.safeParse(payload.userId);
    return userId.success ? userId.data : undefined;
  } catch {
    return undefined;
  }
}
