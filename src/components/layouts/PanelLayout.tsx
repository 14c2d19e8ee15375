import { Outlet } from 'react-router-dom';
import { useDisclosure } from '../../hooks/use-disclosure';
import { MenuToggleIcon } from '../icons/MenuToggleIcon';
import { PageShell } from './PageShell';
import { PanelMenu } from './PanelMenu';
import './layouts.css';

/**
 * The executor's and employee's panel: the default layout with a side menu; on phones and tablets (992 px
 * and below) a «Меню» button that unfolds the same menu over the page. Plain HTML: antd is not on the
 * panel's first screen, and each screen that renders antd components wraps them in AntdProvider itself.
 */
export function PanelLayout() {
  const menu = useDisclosure({ boundary: '.panel-layout__menu' });

  return (
    <PageShell>
      <div className="panel-layout">
        <aside className="panel-layout__aside" aria-label="Меню панели">
          <PanelMenu />
        </aside>
        <div className="panel-layout__content">
          <div className="panel-layout__menu">
            <button {...menu.buttonProps} className="btn panel-layout__menu-button">
              <MenuToggleIcon open={menu.open} />
              Меню
            </button>
            <div id={menu.panelId} className="panel-layout__menu-panel" hidden={!menu.open}>
              <PanelMenu onNavigate={() => menu.close()} />
            </div>
          </div>
          <Outlet />
        </div>
      </div>
    </PageShell>
  );
}
