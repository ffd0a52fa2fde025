import type { RuleObject } from 'antd/es/form';
import type { Verdict } from '../core/validation';

/** Wrap a shared SPEC §5 check as an antd form rule, so forms and gateway agree word for word. */
export function rule(check: (value: unknown) => Verdict): RuleObject {
  return {
    validator: (_rule, value) => {
      const verdict = check(value);
      return verdict ? Promise.reject(new Error(verdict)) : Promise.resolve();
    },
  };
}
