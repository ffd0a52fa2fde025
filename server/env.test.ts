import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env';

describe('loadEnv', () => {
  it('applies defaults and turns dev tools on outside production', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(8080);
    expect(env.DATA_DIR).toBe('./.data');
    expect(env.devTools).toBe(true);
    expect(loadEnv({ NODE_ENV: 'production' }).devTools).toBe(false);
    expect(loadEnv({ NODE_ENV: 'production', DEV_TOOLS: 'on' }).devTools).toBe(true);
  });

  it('names every bad variable with a clear message', () => {
    let error: unknown;
    try {
      loadEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x', DEV_TOOLS: 'maybe' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EnvError);
    const text = (error as Error).message;
    expect(text).toContain('PORT="abc": expected a port number');
    expect(text).toContain('DATABASE_URL="mysql://x": expected a postgres:// or postgresql:// connection URL');
    expect(text).toContain('DEV_TOOLS="maybe"');
  });

  it('keeps dev tools on this machine unless DEV_TOOLS=on says otherwise', () => {
    expect(loadEnv({}).HOST).toBe('127.0.0.1');
    expect(loadEnv({ NODE_ENV: 'production' }).HOST).toBe('0.0.0.0');
    expect(loadEnv({ HOST: '::1' }).HOST).toBe('::1');
    expect(loadEnv({ HOST: '127.0.0.2' }).HOST).toBe('127.0.0.2');
    expect(() => loadEnv({ HOST: '0.0.0.0' })).toThrow(/Refusing to listen on HOST=0\.0\.0\.0 with dev tools on/);
    expect(() => loadEnv({ HOST: '192.168.1.5', NODE_ENV: 'test' })).toThrow(/dev\/outbox/);
    expect(() => loadEnv({ HOST: '0.0.0.0', NODE_ENV: 'production', DEV_TOOLS: 'on' })).not.toThrow();
    expect(loadEnv({ HOST: '0.0.0.0', DEV_TOOLS: 'on' }).HOST).toBe('0.0.0.0');
    expect(loadEnv({ HOST: '0.0.0.0', NODE_ENV: 'production' }).devTools).toBe(false);
  });

  it('rejects out-of-range ports', () => {
    expect(() => loadEnv({ PORT: '70000' })).toThrow(/expected a port between 1 and 65535/);
  });
});
