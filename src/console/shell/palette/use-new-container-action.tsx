import { PlusOutlined } from '@ant-design/icons';
import { useRegisterActions } from '@refinedev/kbar';
import { useMemo } from 'react';
import { useTranslation } from '../../../shared/i18n';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/config/paths';

/** The palette's "new container" while a page that shows instances is open: renting starts in the GPU market. */
export function useNewContainerAction() {
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  const actions = useMemo(
    () => [
      {
        id: 'new-container',
        name: t('palette.newContainer'),
        subtitle: t('palette.newContainerHint'),
        keywords: 'new container gpu 新建 容器 租用',
        section: t('palette.sections.current'),
        icon: <PlusOutlined />,
        perform: () => navigate(paths.gpuMarket.getHref()),
      },
    ],
    [t, navigate],
  );
  useRegisterActions(actions, [actions]);
}
