import { describe, expect, it } from 'vitest';
import { cardsNeeded, estimateVram, formatFileSize, formatParams, GIB, isCommercialLicense } from './ai';

describe('the VRAM estimate', () => {
  const llama8b = { params: 8.03e9, layers: 32, kvHeads: 8, headDim: 128 };

  it('is 1.2 × parameters × bytes plus the KV cache of the KV heads', () => {
    const fp16 = estimateVram(llama8b, 'fp16', 8192, 1);
    expect(fp16.weightsBytes).toBe(Math.ceil(1.2 * 8.03e9 * 2));
    // 128 KiB per token in bf16 (RESEARCH), 8k tokens: 1 GiB.
    expect(fp16.kvCacheBytes).toBe(128 * 1024 * 8192);
    expect(fp16.totalBytes).toBe(fp16.weightsBytes + fp16.kvCacheBytes);
    const int4 = estimateVram(llama8b, 'int4', 8192, 2);
    expect(int4.weightsBytes).toBe(Math.ceil(1.2 * 8.03e9 * 0.5));
    expect(int4.kvCacheBytes).toBe(2 * 0.5 * 32 * 8 * 128 * 8192 * 2);
  });

  it('has no KV cache for a model without attention facts', () => {
    expect(estimateVram({ params: 3.5e9, layers: null, kvHeads: null, headDim: null }, 'fp16', 4096, 1).kvCacheBytes).toBe(0);
  });

  it('never fits a 7B model in fp16 at 4k context on one 16 GB card', () => {
    const need = estimateVram({ params: 7.25e9, layers: 32, kvHeads: 8, headDim: 128 }, 'fp16', 4096, 1).totalBytes;
    expect(cardsNeeded(need, 16, 1)).toBeNull();
    expect(cardsNeeded(need, 16, 8)).toBe(2);
    expect(cardsNeeded(need, 24, 1)).toBe(1);
    expect(cardsNeeded(16 * GIB, 16, 1)).toBe(1);
  });
});

describe('model facts as shown', () => {
  it('formats parameters, sizes and licences', () => {
    expect(formatParams(7.62e9)).toBe('7.6B');
    expect(formatParams(671e9)).toBe('671B');
    expect(formatParams(568e6)).toBe('568M');
    expect(formatFileSize(4.9e9)).toBe('4.56 GB');
    expect(formatFileSize(7_031_645)).toBe('6.7 MB');
    expect(isCommercialLicense('apache-2.0')).toBe(true);
    expect(isCommercialLicense('cc-by-nc-4.0')).toBe(false);
    expect(isCommercialLicense('unknown')).toBe(false);
  });
});
