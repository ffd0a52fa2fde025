import { Drawer, Menu, type MenuProps } from 'antd';
import type { ReactNode } from 'react';

/** The sidebar as a drawer on phones (loaded only there). */
export default function MobileNav(props: {
  open: boolean;
  onClose: () => void;
  brand: ReactNode;
  items: MenuProps['items'];
  selectedKey: string;
  openKeys: string[];
}) {
  return (
    <Drawer placement="left" open={props.open} onClose={props.onClose} width={272} closable={false} styles={{ body: { padding: 0 } }}>
      {props.brand}
      <Menu
        mode="inline"
        items={props.items}
        selectedKeys={[props.selectedKey]}
        defaultOpenKeys={props.openKeys}
        onClick={props.onClose}
        style={{ borderInlineEnd: 0 }}
      />
    </Drawer>
  );
}
