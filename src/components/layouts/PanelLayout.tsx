import { useState } from 'react';
import { Button, Drawer } from 'antd';
import { MenuOutlined } from '@ant-design/icons';
import { Outlet, useLocation } from 'react-router-dom';
import { AntdProvider } from '../antd-provider/AntdProvider';
import { PageShell } from './PageShell';
import { PanelMenu } from './PanelMenu';
import './layouts.css';

/** The executor's and employee's panel: the default layout with a side menu, a drawer on phones. */
export function PanelLayout() {
  const { pathname } = useLocation();
  const [drawerFor, setDrawerFor] = useState<string | null>(null);
  // The drawer closes itself when the user navigates: it is open only for the page it was opened on.
  const drawerOpen = drawerFor === pathname;

  return (
    <AntdProvider>
      <PageShell>
        <div className="panel-layout">
          <aside className="panel-layout__aside" aria-label="Меню панели">
            <PanelMenu />
          </aside>
          <div className="panel-layout__content">
            <Button
              className="panel-layout__menu-button"
              icon={<MenuOutlined aria-hidden />}
              onClick={() => setDrawerFor(pathname)}
            >
              Меню
            </Button>
            <Outlet />
          </div>
        </div>
        <Drawer
          title="Панель агентства"
          placement="left"
          size={280}
          open={drawerOpen}
          onClose={() => setDrawerFor(null)}
          styles={{ body: { padding: 0 } }}
        >
          <PanelMenu />
        </Drawer>
      </PageShell>
    </AntdProvider>
  );
}
