import { describe, expect, it } from 'vitest';
import { imageFrameworkFor, usageSnippets } from './usage-snippets';

const model = (over: Partial<Parameters<typeof usageSnippets>[0]>) => ({
  modelId: 'Qwen2.5-7B-Instruct',
  publisher: 'Qwen',
  task: 'text-generation' as const,
  library: 'transformers' as const,
  baseModel: null,
  contextLength: 131072,
  files: [],
  ...over,
});

describe('使用此模型 snippets', () => {
  it('gives a language model transformers, vLLM (context capped) and llama.cpp/Ollama', () => {
    const snippets = usageSnippets(model({}));
    expect(snippets.map((s) => s.key)).toEqual(['transformers', 'vllm', 'ollama']);
    expect(snippets[0]!.code).toContain('AutoModelForCausalLM.from_pretrained(model_id');
    expect(snippets[0]!.code).toContain('"Qwen/Qwen2.5-7B-Instruct"');
    expect(snippets[1]!.code).toContain('--max-model-len 32768');
    expect(snippets[1]!.framework).toBe('vllm');
    expect(imageFrameworkFor(model({}))).toBe('vllm');
  });

  it('gives a GGUF repository its quantised file to llama.cpp and Ollama', () => {
    const snippets = usageSnippets(model({ modelId: 'Qwen2.5-7B-Instruct-GGUF', library: 'gguf', files: [{ name: 'qwen2.5-7b-instruct-q4_k_m.gguf', size: 1, sha256: '0'.repeat(64) }] }));
    expect(snippets.map((s) => s.key)).toEqual(['ollama']);
    expect(snippets[0]!.code).toContain('llama-server -m /root/models/Qwen2.5-7B-Instruct-GGUF/qwen2.5-7b-instruct-q4_k_m.gguf');
    expect(imageFrameworkFor(model({ library: 'gguf' }))).toBe('pytorch');
  });

  it('gives diffusers, sentence-transformers and speech models their own library, in a matching image', () => {
    const sd = usageSnippets(model({ modelId: 'stable-diffusion-xl-base-1.0', publisher: 'stabilityai', task: 'text-to-image', library: 'diffusers' }));
    expect(sd.map((s) => s.key)).toEqual(['diffusers']);
    expect(sd[0]!.framework).toBe('stable-diffusion');
    expect(usageSnippets(model({ modelId: 'bge-m3', task: 'feature-extraction', library: 'sentence-transformers' }))[0]!.code).toContain('SentenceTransformer(');
    expect(usageSnippets(model({ modelId: 'bge-reranker-v2-m3', task: 'text-ranking', library: 'sentence-transformers' }))[0]!.code).toContain('CrossEncoder(');
    expect(usageSnippets(model({ modelId: 'whisper-small', task: 'automatic-speech-recognition' }))[0]!.code).toContain('pipeline("automatic-speech-recognition"');
  });
});
