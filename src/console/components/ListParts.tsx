import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Empty } from 'antd';
import { useTranslation } from '../../shared/i18n';
import { LinkButton } from './LinkButton';

interface Goal {
  to: string;
  label: string;
}

/** A list page's header buttons: refresh, and the primary way to add one where the list has it. */
export function ListActions({ onRefresh, add }: { onRefresh: () => void; add?: Goal }) {
  const { t } = useTranslation('console');
  return (
    <>
      <Button icon={<ReloadOutlined />} onClick={onRefresh}>
        {t('common.refresh')}
      </Button>
      {add && (
        <LinkButton to={add.to} type="primary" icon={<PlusOutlined />}>
          {add.label}
        </LinkButton>
      )}
    </>
  );
}

/** A list without rows: what is missing, a hint, and where to go to make one (the primary action, unless `plain`). */
export function ListEmpty({ text, hint, go, plain = false }: { text: string; hint: string; go: Goal; plain?: boolean }) {
  return (
    <Empty description={text}>
      <p>{hint}</p>
      <LinkButton to={go.to} type={plain ? undefined : 'primary'}>
        {go.label}
      </LinkButton>
    </Empty>
  );
}
