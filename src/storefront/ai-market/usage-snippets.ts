/**
 * 使用此模型: the commands and code that load a model on a container of this platform, in the
 * public image that suits it (vLLM for language models, the Stable Diffusion image for diffusers,
 * PyTorch for the rest). Models are downloaded into /root/models, the containers' data disk.
 */
import type { ModelDetail } from '../../shared/contracts/ai';

export interface Snippet {
  key: 'transformers' | 'diffusers' | 'sentenceTransformers' | 'vllm' | 'ollama';
  language: 'python' | 'bash';
  code: string;
  /** The public image framework the snippet runs in. */
  framework: 'vllm' | 'pytorch' | 'stable-diffusion';
}

type Model = Pick<ModelDetail, 'modelId' | 'publisher' | 'task' | 'library' | 'baseModel' | 'contextLength' | 'files'>;

const isLanguageModel = (model: Model) => model.task === 'text-generation' || model.task === 'image-text-to-text';

/** The snippets a model's card offers, in order. */
export function usageSnippets(model: Model): Snippet[] {
  const repo = `${model.publisher}/${model.modelId}`;
  const dir = `/root/models/${model.modelId}`;
  const download = `huggingface-cli download ${repo} --local-dir ${dir}`;
  const snippets: Snippet[] = [];
  if (model.library === 'gguf') {
    const gguf = model.files.find((file) => file.name.endsWith('.gguf'))?.name ?? 'model.gguf';
    snippets.push({
      key: 'ollama',
      language: 'bash',
      framework: 'pytorch',
      code: [`huggingface-cli download ${repo} ${gguf} --local-dir ${dir}`, `# llama.cpp`, `llama-server -m ${dir}/${gguf} -c 4096 -ngl 99 --host 0.0.0.0 --port 8080`, `# Ollama`, `echo 'FROM ${dir}/${gguf}' > Modelfile`, `ollama create ${model.modelId.toLowerCase()} -f Modelfile && ollama run ${model.modelId.toLowerCase()}`].join('\n'),
    });
    return snippets;
  }
  if (model.task === 'text-to-image') {
    snippets.push({
      key: 'diffusers',
      language: 'python',
      framework: 'stable-diffusion',
      code: [
        'import torch',
        'from diffusers import DiffusionPipeline',
        '',
        `pipe = DiffusionPipeline.from_pretrained("${repo}", torch_dtype=torch.float16).to("cuda")`,
        'image = pipe("一只在雪山下奔跑的柴犬，电影感光影", num_inference_steps=30).images[0]',
        'image.save("output.png")',
      ].join('\n'),
    });
    return snippets;
  }
  if (model.library === 'sentence-transformers') {
    snippets.push({
      key: 'sentenceTransformers',
      language: 'python',
      framework: 'pytorch',
      code:
        model.task === 'text-ranking'
          ? ['from sentence_transformers import CrossEncoder', '', `model = CrossEncoder("${repo}", device="cuda")`, 'scores = model.predict([("什么是潮汐定价？", "潮汐定价按时段计费，夜间更便宜。")])', 'print(scores)'].join('\n')
          : ['from sentence_transformers import SentenceTransformer', '', `model = SentenceTransformer("${repo}", device="cuda")`, 'embeddings = model.encode(["GPU 算力租用", "弹性 GPU 容器"], normalize_embeddings=True)', 'print(embeddings.shape)'].join('\n'),
    });
    return snippets;
  }
  if (model.task === 'automatic-speech-recognition' || model.task === 'text-to-speech') {
    snippets.push({
      key: 'transformers',
      language: 'python',
      framework: 'pytorch',
      code: ['import torch', 'from transformers import pipeline', '', `pipe = pipeline("${model.task}", model="${repo}", torch_dtype=torch.float16, device="cuda")`, model.task === 'automatic-speech-recognition' ? 'print(pipe("meeting.wav")["text"])' : 'speech = pipe("欢迎使用算力市场")'].join('\n'),
    });
    return snippets;
  }
  snippets.push({
    key: 'transformers',
    language: 'python',
    framework: 'pytorch',
    code: [
      'from transformers import AutoModelForCausalLM, AutoTokenizer',
      '',
      `model_id = "${repo}"`,
      'tokenizer = AutoTokenizer.from_pretrained(model_id)',
      'model = AutoModelForCausalLM.from_pretrained(model_id, torch_dtype="auto", device_map="auto")',
      'messages = [{"role": "user", "content": "用三句话介绍一下潮汐算力。"}]',
      'inputs = tokenizer.apply_chat_template(messages, add_generation_prompt=True, return_tensors="pt").to(model.device)',
      'output = model.generate(inputs, max_new_tokens=256)',
      'print(tokenizer.decode(output[0][inputs.shape[-1]:], skip_special_tokens=True))',
    ].join('\n'),
  });
  if (isLanguageModel(model)) {
    const maxLen = Math.min(model.contextLength ?? 4096, 32768);
    snippets.push({
      key: 'vllm',
      language: 'bash',
      framework: 'vllm',
      code: [download, `vllm serve ${dir} --served-model-name ${model.modelId} --max-model-len ${maxLen} --host 0.0.0.0 --port 8000`, '', 'curl http://127.0.0.1:8000/v1/chat/completions -H "Content-Type: application/json" \\', `  -d '{"model": "${model.modelId}", "messages": [{"role": "user", "content": "你好"}]}'`].join('\n'),
    });
    if (model.task === 'text-generation') {
      snippets.push({
        key: 'ollama',
        language: 'bash',
        framework: 'pytorch',
        code: [download, '# llama.cpp：转换为 GGUF 并量化为 Q4_K_M', `python convert_hf_to_gguf.py ${dir} --outfile ${dir}.f16.gguf`, `llama-quantize ${dir}.f16.gguf ${dir}.q4_k_m.gguf Q4_K_M`, `llama-server -m ${dir}.q4_k_m.gguf -c 4096 -ngl 99 --host 0.0.0.0 --port 8080`, '# Ollama', `echo 'FROM ${dir}.q4_k_m.gguf' > Modelfile && ollama create ${model.modelId.toLowerCase()} -f Modelfile`].join('\n'),
      });
    }
  }
  return snippets;
}

/** The framework of the public image a model runs in, for the GPU market's preselected image. */
export const imageFrameworkFor = (model: Pick<ModelDetail, 'task' | 'library'>): Snippet['framework'] =>
  model.task === 'text-to-image' ? 'stable-diffusion' : model.library !== 'gguf' && (model.task === 'text-generation' || model.task === 'image-text-to-text') ? 'vllm' : 'pytorch';
