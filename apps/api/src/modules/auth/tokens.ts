import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { z } from 'zod';
import { tokenPayloadSchema, type TokenPayload } from '@argus/contract';

export type TokenSubject = { id: string; username: string; privilege: number; tokenGeneration: number };
export type VerifiedToken = Required<Pick<TokenPayload, 'sub' | 'username' | 'privilege' | 'iat' | 'exp' | 'jti'>> & {
  gen: number;
};

const generationSchema = z.object({ gen: z.number().int().min(0) });

const ALGORITHM = 'HS256';

/** Signs and checks access tokens; the payload is the spec's: sub, username, privilege, iat, exp; plus jti (to revoke one) and gen (to revoke all). */
export function createTokenService(secret: string, ttlSeconds: number) {
  const key = new TextEncoder().encode(secret);
  return {
    ttlSeconds,
    async issue(subject: TokenSubject): Promise<string> {
      return new SignJWT({ username: subject.username, privilege: subject.privilege, gen: subject.tokenGeneration })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(subject.id)
        .setJti(randomUUID())
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key);
    },
    /** Returns the payload, or undefined for a forged, malformed or expired token. */
    async verify(token: string): Promise<VerifiedToken | undefined> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM] });
        const parsed = tokenPayloadSchema.safeParse(payload);
        const generation = generationSchema.safeParse(payload);
        if (!parsed.success || !generation.success) return undefined;
        const { sub, username, privilege, iat, exp, jti } = parsed.data;
        if (iat === undefined || exp === undefined || jti === undefined) return undefined;
        return { sub, username, privilege, iat, exp, jti, gen: generation.data.gen };
      } catch {
        return undefined;
      }
    },
  };
}
export type TokenService = ReturnType<typeof createTokenService>;
