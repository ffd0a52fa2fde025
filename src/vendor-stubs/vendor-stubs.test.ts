import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import papaparse from './papaparse';

const require = createRequire(import.meta.url);
const getSideChannel = require('./side-channel.cjs') as () => {
  assert(key: unknown): void;
  delete(key: unknown): boolean;
  get(key: unknown): unknown;
  has(key: unknown): boolean;
  set(key: unknown, value: unknown): void;
};

describe('side-channel stand-in', () => {
  it('keeps values per key, objects and primitives alike, like the original', () => {
    const channel = getSideChannel();
    const key = {};
    expect(channel.has(key)).toBe(false);
    expect(() => channel.assert(key)).toThrow(TypeError);
    channel.set(key, 1);
    channel.set('step', 2);
    expect(channel.get(key)).toBe(1);
    expect(channel.get('step')).toBe(2);
    expect(() => channel.assert(key)).not.toThrow();
    expect(channel.delete(key)).toBe(true);
    expect(channel.has(key)).toBe(false);
  });

  it('gives every call its own channel', () => {
    const a = getSideChannel();
    a.set('k', 1);
    expect(getSideChannel().has('k')).toBe(false);
  });
});

describe('papaparse stand-in', () => {
  it('fails loudly if a CSV hook is ever used', () => {
    expect(() => papaparse.parse()).toThrow(/stubbed out/);
    expect(() => papaparse.unparse()).toThrow(/stubbed out/);
  });
});
