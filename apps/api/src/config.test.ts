import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './config';

describe('readConfig', () => {
  it('defaults to the embedded mode on port 8080 with ./data', () => {
    const config = readConfig({});
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: undefined,
      demoPassword: 'argus-demo',
      demoScale: 'full',
      tokenTtlSeconds: 86_400,
    });
    expect(config.dataDir).toBe(path.resolve('data'));
  });

  it('reads overrides from the environment', () => {
    const config = readConfig({ PORT: '9000', HOST: '0.0.0.0', DATA_DIR: '/tmp/x', DATABASE_URL: 'postgres://u@h/db' });
    expect(config).toMatchObject({ port: 9000, host: '0.0.0.0', dataDir: '/tmp/x', databaseUrl: 'postgres://u@h/db' });
    expect(readConfig({ DEMO_SCALE: 'small' }).demoScale).toBe('small');
  });

  it('names the variable that is wrong', () => {
    expect(() => readConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => readConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => readConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET must be at least 32 characters/);
    expect(() => readConfig({ DIGEST_CHECK_PATTERN: 'every minute' })).toThrow(
      /DIGEST_CHECK_PATTERN must be a cron pattern/,
    );
    expect(() => readConfig({ DEMO_SCALE: 'tiny' })).toThrow(/DEMO_SCALE must be full or small/);
  });

  it('polls feed sources unless told not to, and refuses private addresses unless some are allowed', () => {
    expect(readConfig({})).toMatchObject({ sourcePolling: true, privateHosts: { allowAll: false, ranges: [] } });
    expect(readConfig({ SOURCE_POLLING: 'false' }).sourcePolling).toBe(false);
    expect(readConfig({ ARGUS_ALLOW_PRIVATE_HOSTS: 'true' }).privateHosts.allowAll).toBe(true);
    expect(readConfig({ ARGUS_ALLOW_PRIVATE_HOSTS: '10.0.0.0/8, ::1' }).privateHosts.ranges).toHaveLength(2);
    expect(() => readConfig({ ARGUS_ALLOW_PRIVATE_HOSTS: 'intranet' })).toThrow(
      /ARGUS_ALLOW_PRIVATE_HOSTS must be true/,
    );
    expect(() => readConfig({ SOURCE_POLLING: 'yes' })).toThrow(/SOURCE_POLLING must be true or false/);
  });

  it('looks for due digests each minute unless told a cron pattern, seconds allowed', () => {
    expect(readConfig({}).digestCheckPattern).toBe('* * * * *');
    expect(readConfig({ DIGEST_CHECK_PATTERN: '*/5 * * * * *' }).digestCheckPattern).toBe('*/5 * * * * *');
  });
  it('reads the monitoring-only folder tables and partner users as comma-separated lists', () => {
    expect(readConfig({})).toMatchObject({ monitoringOnlyFolderTables: [], partnerUsernames: [] });
    expect(
      readConfig({
        MONITORING_ONLY_FOLDER_TABLES: ' legacy_a, ,legacy_b ',
        PARTNER_USERNAMES: 'GreenLeaf,esg_partner',
      }),
    ).toMatchObject({
      monitoringOnlyFolderTables: ['legacy_a', 'legacy_b'],
      partnerUsernames: ['greenleaf', 'esg_partner'],
    });
  });

  it('treats an empty variable as unset', () => {
    expect(readConfig({ DATABASE_URL: '', PORT: '' })).toMatchObject({ databaseUrl: undefined, port: 8080 });
  });

  it('reads the mail settings, linking to the local server unless PUBLIC_URL says otherwise', () => {
    expect(readConfig({ PORT: '9000' }).mail).toEqual({
      smtpUrl: undefined,
      from: 'Argus <argus@localhost>',
      publicUrl: 'http://localhost:9000',
      outboxDir: path.resolve('data', 'outbox'),
    });
    const configured = readConfig({
      SMTP_URL: 'smtp://h:25',
      MAIL_FROM: 'a@b.example',
      PUBLIC_URL: 'https://argus.example/',
      MAIL_OUTBOX_DIR: '/tmp/argus-mails',
    });
    expect(configured.mail).toEqual({
      smtpUrl: 'smtp://h:25',
      from: 'a@b.example',
      publicUrl: 'https://argus.example',
      outboxDir: '/tmp/argus-mails',
    });
    expect(readConfig({ DATA_DIR: '/srv/argus' }).mail.outboxDir).toBe(path.join('/srv/argus', 'outbox'));
  });

  it('reads the sister domain as a lower-case host name, with a default that never resolves', () => {
    expect(readConfig({}).sisterDomain).toBe('sister-domain.example');
    expect(readConfig({ SISTER_DOMAIN: ' Partner.Example.COM ' }).sisterDomain).toBe('partner.example.com');
    expect(readConfig({ SISTER_DOMAIN: 'intranet' }).sisterDomain).toBe('intranet');
    for (const bad of [
      'https://partner.example',
      'partner.example:443',
      '*.partner.example',
      'partner.example/x',
      '.partner.example',
      'a..b',
      '-a.example',
    ]) {
      expect(() => readConfig({ SISTER_DOMAIN: bad }), bad).toThrow(/SISTER_DOMAIN must be a host name/);
    }
  });
});
