/**
 * The sign-up questionnaire (SPEC §2, §9): its questions and the allowed answers, defined once so
 * the page renders exactly what the gateway accepts. Labels live in the storefront's texts, keyed
 * by question and option id.
 */
export const QUESTIONNAIRE_REWARD_HOURS = 10;
export const QUESTIONNAIRE_SOURCE = 'questionnaire';
export const QUESTIONNAIRE_TEXT_MAX = 500;

export type Question =
  | { id: string; kind: 'single'; options: readonly string[] }
  | { id: string; kind: 'multi'; options: readonly string[]; max?: number }
  | { id: string; kind: 'text'; optional: true };

export const QUESTIONS = [
  { id: 'role', kind: 'single', options: ['tech_lead', 'algorithm', 'researcher', 'student', 'indie', 'ops'] },
  {
    id: 'industry',
    kind: 'single',
    options: ['internet', 'finance', 'manufacturing', 'healthcare', 'education', 'autonomous', 'government', 'other'],
  },
  { id: 'teamSize', kind: 'single', options: ['1-10', '11-50', '51-200', '201-1000', '1000+'] },
  {
    id: 'workloads',
    kind: 'multi',
    options: ['llm_training', 'llm_inference', 'fine_tuning', 'vision', 'aigc', 'science', 'rendering', 'other'],
  },
  { id: 'gpuTypes', kind: 'multi', options: ['rtx4090', 'a100', 'h100', 'l40s', 'a800', 'rtx3090', 'domestic', 'unsure'] },
  { id: 'budget', kind: 'single', options: ['lt5k', '5k-20k', '20k-100k', '100k-500k', 'gt500k'] },
  {
    id: 'priorities',
    kind: 'multi',
    options: ['price', 'availability', 'stability', 'network', 'storage', 'support', 'invoice'],
    max: 3,
  },
  { id: 'tidal', kind: 'single', options: ['yes_now', 'yes_some', 'no'] },
  { id: 'channel', kind: 'single', options: ['search', 'friend', 'community', 'event', 'ad', 'other'] },
  { id: 'suggestion', kind: 'text', optional: true },
] as const satisfies readonly Question[];

export type Answers = Record<string, string | string[]>;

/** The first problem with an answer sheet, as [question id, message], or null when it is complete. */
export function checkAnswers(answers: Answers): [string, string] | null {
  const known = new Set<string>(QUESTIONS.map((q) => q.id));
  for (const key of Object.keys(answers)) if (!known.has(key)) return [key, '未知的问题'];
  for (const question of QUESTIONS as readonly Question[]) {
    const answer = answers[question.id];
    if (question.kind === 'text') {
      if (answer !== undefined && (typeof answer !== 'string' || answer.length > QUESTIONNAIRE_TEXT_MAX)) {
        return [question.id, `请填写不超过${QUESTIONNAIRE_TEXT_MAX}字的建议`];
      }
      continue;
    }
    if (question.kind === 'single') {
      if (typeof answer !== 'string' || answer === '') return [question.id, '请选择一项'];
      if (!question.options.includes(answer)) return [question.id, '选项无效'];
      continue;
    }
    if (!Array.isArray(answer) || answer.length === 0) return [question.id, '请至少选择一项'];
    if (new Set(answer).size !== answer.length) return [question.id, '选项重复'];
    if (answer.some((value) => !question.options.includes(value))) return [question.id, '选项无效'];
    if (question.max && answer.length > question.max) return [question.id, `最多选择${question.max}项`];
  }
  return null;
}
