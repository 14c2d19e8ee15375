import { describe, expect, it } from 'vitest';
import { paymentDetailsInput } from '../../contract/tariffs';
import { ConfigError, loadConfig } from '../../server/config';

describe('server configuration', () => {
  it('defaults: port 8080 on 127.0.0.1, embedded PGlite in ./data', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.host).toBe('127.0.0.1');
    expect(config.database).toEqual({ kind: 'pglite', dataDir: './data' });
    expect(config.publicUrl).toBe('http://127.0.0.1:8080');
    expect(config.jwtSecret).toBeUndefined();
  });

  it('DATABASE_URL switches to PostgreSQL; empty values count as absent', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@db:5432/app', SMTP_URL: '' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u@db:5432/app' });
    expect(config.smtpUrl).toBeUndefined();
  });

  it('PUBLIC_URL loses its trailing slash', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://podryad.example/' }).publicUrl).toBe(
      'https://podryad.example',
    );
  });

  it('PUBLIC_URL must be an http or https address', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://podryad.example' })).toThrow(/PUBLIC_URL/);
    expect(loadConfig({ PUBLIC_URL: 'https://podryad.example/app' }).publicUrl).toBe(
      'https://podryad.example/app',
    );
  });

  it('a rotated refresh token keeps its successor for 30 s unless REFRESH_GRACE_SECONDS says otherwise', () => {
    expect(loadConfig({}).refreshGraceSeconds).toBe(30);
    expect(loadConfig({ REFRESH_GRACE_SECONDS: '5' }).refreshGraceSeconds).toBe(5);
    expect(() => loadConfig({ REFRESH_GRACE_SECONDS: '3600' })).toThrow(/REFRESH_GRACE_SECONDS/);
  });

  it('names every bad variable in one clear error', () => {
    const attempt = () =>
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        JWT_SECRET: 'short',
        LOG_LEVEL: 'loud',
      });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const message = (error as Error).message;
      for (const name of ['PORT', 'DATABASE_URL', 'JWT_SECRET', 'LOG_LEVEL'])
        expect(message).toContain(name);
    }
  });
});

describe('demo data switch', () => {
  it('seeds demo data by default and not with SEED_DEMO=false', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(() => loadConfig({ SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO/);
  });
});

describe('web push', () => {
  const pair = { publicKey: `B${'a'.repeat(86)}`, privateKey: 'k'.repeat(43) };

  it('takes the VAPID pair from the environment only whole; none means a generated one', () => {
    expect(loadConfig({}).vapidKeys).toBeUndefined();
    expect(
      loadConfig({ VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey })
        .vapidKeys,
    ).toEqual(pair);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: pair.publicKey })).toThrow(/set both or neither/);
    expect(() =>
      loadConfig({ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: pair.privateKey }),
    ).toThrow(/VAPID_PUBLIC_KEY/);
    expect(() =>
      loadConfig({ VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: `${'k'.repeat(42)}+` }),
    ).toThrow(/VAPID_PRIVATE_KEY/);
  });

  it('VAPID_SUBJECT: a mailto: address or an https: URL of a public host, as Apple requires', () => {
    expect(loadConfig({}).vapidSubject).toBe('mailto:noreply@podryad.example'); // 127.0.0.1: development
    expect(loadConfig({ PUBLIC_URL: 'https://podryad.ru' }).vapidSubject).toBe(
      'mailto:noreply@podryad.ru',
    );
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:8080' }).vapidSubject).toBe(
      'mailto:noreply@podryad.example',
    );
    expect(loadConfig({ VAPID_SUBJECT: 'mailto:admin@podryad.ru' }).vapidSubject).toBe(
      'mailto:admin@podryad.ru',
    );
    expect(loadConfig({ VAPID_SUBJECT: 'https://podryad.ru/contact' }).vapidSubject).toBe(
      'https://podryad.ru/contact',
    );
    expect(loadConfig({ VAPID_SUBJECT: 'mailto:admin@подряд.рф' }).vapidSubject).toBe(
      'mailto:admin@xn--d1aa2adh4g.xn--p1ai',
    );
    expect(loadConfig({ VAPID_SUBJECT: '' }).vapidSubject).toBe('mailto:noreply@podryad.example');
    for (const bad of [
      'admin@podryad.ru', // no scheme
      'mailto:noreply@localhost',
      'mailto:noreply@127.0.0.1',
      'mailto:podryad.ru',
      'mailto:a@b@podryad.ru',
      'mailto:admin@podryad', // no top-level name
      'http://podryad.ru',
      'https://localhost',
      'https://192.168.0.1/',
      'https://[::1]/',
      'https://user:pass@podryad.ru',
      'tel:+74950000000',
    ])
      expect(() => loadConfig({ VAPID_SUBJECT: bad }), bad).toThrow(
        /VAPID_SUBJECT: must be a mailto: address or an https:\/\/ URL.*403 BadJwtToken/,
      );
  });

  it('waits 3 s before a push unless PUSH_DELAY_MS says otherwise', () => {
    expect(loadConfig({}).pushDelayMs).toBe(3000);
    expect(loadConfig({ PUSH_DELAY_MS: '0' }).pushDelayMs).toBe(0);
    expect(() => loadConfig({ PUSH_DELAY_MS: '-1' })).toThrow(/PUSH_DELAY_MS/);
  });

  it('gives requests in flight 10 s to finish on shutdown unless SHUTDOWN_GRACE_MS says otherwise', () => {
    expect(loadConfig({}).shutdownGraceMs).toBe(10_000);
    expect(loadConfig({ SHUTDOWN_GRACE_MS: '30000' }).shutdownGraceMs).toBe(30_000);
    for (const bad of ['-1', '2.5', 'soon', '600001'])
      expect(() => loadConfig({ SHUTDOWN_GRACE_MS: bad }), bad).toThrow(/SHUTDOWN_GRACE_MS/);
  });

  it('VAT_RATE: 22 % by default, a whole percent, or none (empty too) for «Без НДС»', () => {
    expect(loadConfig({}).vatRate).toBe(22);
    expect(loadConfig({ VAT_RATE: '20' }).vatRate).toBe(20);
    expect(loadConfig({ VAT_RATE: 'none' }).vatRate).toBeNull();
    expect(loadConfig({ VAT_RATE: '' }).vatRate).toBeNull();
    expect(() => loadConfig({ VAT_RATE: '22.5' })).toThrow(/VAT_RATE/);
  });

  it('INVOICE_SELLER: the demo seller by default, else JSON requisites with valid checksums', () => {
    const seller = loadConfig({}).invoiceSeller;
    expect(seller.legal_name).toBe('ООО «Подряд»');
    expect(paymentDetailsInput.safeParse(seller).success).toBe(true);
    const own = { ...seller, legal_name: 'ООО «Оператор»' };
    expect(loadConfig({ INVOICE_SELLER: JSON.stringify(own) }).invoiceSeller).toEqual(own);
    expect(() =>
      loadConfig({ INVOICE_SELLER: JSON.stringify({ ...seller, inn: '7701234561' }) }),
    ).toThrow(/INVOICE_SELLER\.inn/);
    expect(() => loadConfig({ INVOICE_SELLER: '{' })).toThrow(/INVOICE_SELLER/);
  });

  it('OPERATOR_TOKEN: at least 32 characters; absent means the one in DATA_DIR', () => {
    expect(loadConfig({}).operatorToken).toBeUndefined();
    expect(loadConfig({ OPERATOR_TOKEN: 'x'.repeat(32) }).operatorToken).toBe('x'.repeat(32));
    expect(() => loadConfig({ OPERATOR_TOKEN: 'short' })).toThrow(/OPERATOR_TOKEN/);
  });
});
