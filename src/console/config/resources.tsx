import { CloudServerOutlined } from '@ant-design/icons';
import type { ResourceProps } from '@refinedev/core';
import { paths } from '../../shared/config/paths';

/**
 * Every workbench resource, declared once (SPEC §2 sidebar groups). Groups are resources without
 * routes; items name their group in meta.parent. `name` is the gateway segment (/v1/<name>/…).
 */
export const resources: ResourceProps[] = [
  { name: 'resources', meta: { label: 'groups.resources' } },
  {
    name: 'container',
    list: paths.container,
    meta: { parent: 'resources', label: 'menu.container', icon: <CloudServerOutlined /> },
  },
];
