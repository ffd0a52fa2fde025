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

  it('rejects out-of-range ports', () => {
    expect(() => loadEnv({ PORT: '70000' })).toThrow(/expected a port between 1 and 65535/);
  });
});
