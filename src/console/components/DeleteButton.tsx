import { DeleteOutlined } from '@ant-design/icons';
import { Button, Popconfirm, type PopconfirmProps } from 'antd';
import { useTranslation } from '../../shared/i18n';

/** A row's 删除, asked first: a small danger button named for screen readers by `name`. */
export function DeleteButton({ name, disabled, ...confirm }: PopconfirmProps & { name: string; disabled?: boolean }) {
  const { t } = useTranslation('console');
  return (
    <Popconfirm {...confirm}>
      <Button size="small" danger icon={<DeleteOutlined />} disabled={disabled} aria-label={`${t('common.delete')} ${name}`}>
        {t('common.delete')}
      </Button>
    </Popconfirm>
  );
}
