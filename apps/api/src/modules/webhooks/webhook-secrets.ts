// A webhook's signing secret (ADR 0136): made once, shown once, stored sealed so that the database alone does not give
// it away, and used to sign every delivery.
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/** 'whsec_' + 32 random bytes in base64url: 256 bits. The whole text, prefix included, is the HMAC key. */
const SECRET_PREFIX = 'whsec_';
const SECRET_BYTES = 32;
/** The sealed form's version: a new key derivation or cipher would be 'v2.'. */
const SEALED_VERSION = 'v1';

export function newWebhookSecret(): string {
  return SECRET_PREFIX + randomBytes(SECRET_BYTES).toString('base64url');
}

/**
 * The sealing key: HKDF-SHA256 of the server's signing secret (JWT_SECRET, or the one embedded mode keeps in DATA_DIR),
 * under a label of its own, so that it is not the token key itself and a leak of one says nothing of the other.
 */
export function webhookSealingKey(signingSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', signingSecret, 'argus-webhook-secrets', 'webhook signing secret v1', 32));
}

/** AES-256-GCM with a random 96-bit nonce: `v1.<nonce>.<tag>.<ciphertext>`, each base64url. */
export function sealWebhookSecret(secret: string, key: Buffer): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [SEALED_VERSION, nonce, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** Throws when the text was not sealed with this key (another server's signing secret, or tampered). */
export function unsealWebhookSecret(sealed: string, key: Buffer): string {
  const [version, nonce, tag, data] = sealed.split('.');
  if (version !== SEALED_VERSION || !nonce || !tag || data === undefined) {
    throw new Error('The webhook secret is not in a sealed form this server reads.');
  }
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}

/**
 * The `X-Argus-Signature` value: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. The time is signed with the
 * body, so a receiver that refuses old times refuses a replayed capture.
 */
export function signWebhookBody(secret: string, body: string, unixSeconds: number): string {
  const signature = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${signature}`;
}
