import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { ConfigError } from '../config';

/**
 * The token signing secret: JWT_SECRET when given. Embedded mode makes one on first start and keeps it in
 * DATA_DIR so tokens survive restarts; with PostgreSQL every instance must share it, so it must be given.
 */
export function resolveSigningSecret(config: Pick<Config, 'jwtSecret' | 'databaseUrl' | 'dataDir'>): string {
  if (config.jwtSecret) return config.jwtSecret;
  if (config.databaseUrl) {
    throw new ConfigError(
      'JWT_SECRET is required with DATABASE_URL (at least 32 characters, the same for every instance).',
    );
  }
  const secretPath = path.join(config.dataDir, 'jwt-secret');
  if (!fs.existsSync(secretPath)) {
    fs.mkdirSync(config.dataDir, { recursive: true });
    fs.writeFileSync(secretPath, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  }
  return fs.readFileSync(secretPath, 'utf8').trim();
}
