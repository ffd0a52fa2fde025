import { Input, Space, Tag, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n';
import type { ReviewStatus } from '../../../shared/contracts/review';

export const REVIEW_STATUS_COLORS: Record<ReviewStatus, string> = { pending: 'processing', approved: 'success', rejected: 'error', withdrawn: 'default' };

/** A reason: one of the kind's templates (click to use it, then edit) or free text. */
export function ReviewReasonPicker({
  templates,
  value,
  onChange,
  placeholder,
  id,
}: {
  templates: string[];
  value?: string;
  onChange?: (value: string) => void;
  placeholder?: string;
  id?: string;
}) {
  const { t } = useTranslation('console');
  return (
    <Space direction="vertical" style={{ width: '100%' }} size={8}>
      {templates.length > 0 && (
        <div>
          <Typography.Text type="secondary" style={{ marginRight: 8 }}>
            {t('reviewItem.templates')}
          </Typography.Text>
          {templates.map((template) => (
            <Tag.CheckableTag
              key={template}
              checked={value === template}
              onChange={() => onChange?.(template)}
              style={{ marginBottom: 4, border: '1px dashed currentColor', whiteSpace: 'normal' }}
            >
              {template}
            </Tag.CheckableTag>
          ))}
        </div>
      )}
      <Input.TextArea
        id={id}
        aria-label={t('reviewItem.reason')}
        rows={3}
        maxLength={500}
        showCount
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange?.(event.target.value)}
      />
    </Space>
  );
}
