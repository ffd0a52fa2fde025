import { Form, Input } from 'antd';
import { useTranslation } from '../../shared/i18n';
import { QUESTIONNAIRE_REWARD_HOURS, QUESTIONNAIRE_TEXT_MAX, QUESTIONS, type Answers, type Question } from '../../shared/core/questionnaire';
import { toast } from '../../shared/ui/toast';
import { useSubmitQuestionnaire } from '../../shared/features/content/api/submit-questionnaire';
import '../i18n/questionnaire';
import { CheckboxChoices, RadioChoices } from '../ui/Choices';
import { StorefrontForm } from '../ui/FormParts';
import { FormTheme } from '../ui/FormTheme';
import styles from './marketing.module.css';

const REQUIRED = (QUESTIONS as readonly Question[]).filter((q) => q.kind !== 'text');

const answered = (value: unknown) => (Array.isArray(value) ? value.length > 0 : typeof value === 'string' && value !== '');

/** The questionnaire itself: every question of shared/core/questionnaire, checked like the gateway does. */
export default function QuestionnaireForm({ onDone }: { onDone: (message: string | null) => void }) {
  const { t } = useTranslation('storefront');
  const [form] = Form.useForm<Answers>();
  const values = Form.useWatch([], form) as Answers | undefined;
  const mutation = useSubmitQuestionnaire();
  const done = REQUIRED.filter((q) => answered(values?.[q.id])).length;

  const submit = async (answers: Answers) => {
    const cleaned = Object.fromEntries(Object.entries(answers).filter(([, value]) => value !== undefined && value !== ''));
    await mutation.mutateAsync(cleaned);
    toast.success(t('questionnaire.doneTitle'));
    onDone(null);
  };

  return (
    <FormTheme>
      <StorefrontForm<Answers>
        form={form}
        size="middle"
        scrollToFirstError
        onSubmit={submit}
        // Already claimed: the page shows the claimed state instead of the form.
        onFailed={(message) => message && onDone(message)}
        pending={mutation.isPending}
        submit={t('questionnaire.submit', { hours: QUESTIONNAIRE_REWARD_HOURS })}
        submitting={t('questionnaire.submitting')}
      >
        <p className={styles.progress} aria-live="polite">
          {t('questionnaire.progress', { done, total: REQUIRED.length })}
          <span className={styles.progressBar}>
            <i style={{ width: `${(done / REQUIRED.length) * 100}%` }} />
          </span>
        </p>
        <ol className={styles.questions}>
          {(QUESTIONS as readonly Question[]).map((question, index) => {
            const key = `questionnaire.questions.${question.id}`;
            const options =
              question.kind === 'text'
                ? []
                : question.options.map((option) => ({ value: option, label: t(`${key}.options.${option}`) }));
            const hint =
              question.kind === 'multi'
                ? question.max
                  ? t('questionnaire.maxHint', { max: question.max })
                  : t('questionnaire.multiHint')
                : null;
            return (
              <li key={question.id} className={styles.question}>
                <Form.Item
                  name={question.id}
                  label={
                    <span className={styles.questionTitle}>
                      <span className={styles.questionNo}>{index + 1}</span>
                      {t(`${key}.title`)}
                      {hint && <small>（{hint}）</small>}
                    </span>
                  }
                  rules={
                    question.kind === 'text'
                      ? [{ max: QUESTIONNAIRE_TEXT_MAX }]
                      : [
                          { required: true, message: t('questionnaire.required') },
                          ...(question.kind === 'multi' && question.max
                            ? [{ type: 'array' as const, max: question.max, message: t('questionnaire.maxError', { max: question.max }) }]
                            : []),
                        ]
                  }
                >
                  {question.kind === 'single' ? (
                    <RadioChoices options={options} className={styles.choices} />
                  ) : question.kind === 'multi' ? (
                    <CheckboxChoices options={options} className={styles.choices} />
                  ) : (
                    <Input.TextArea rows={3} maxLength={QUESTIONNAIRE_TEXT_MAX} showCount placeholder={t(`${key}.placeholder`)} />
                  )}
                </Form.Item>
              </li>
            );
          })}
        </ol>
      </StorefrontForm>
    </FormTheme>
  );
}
