import type { ReactNode } from 'react';
import { Menu, type MenuProps } from 'antd';
import {
  BellOutlined,
  BookOutlined,
  CrownOutlined,
  FileTextOutlined,
  IdcardOutlined,
  ProjectOutlined,
  ShopOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';

type PanelLegalSlug = Parameters<typeof paths.panel.legal.getHref>[0];
const panelLegal: Array<[PanelLegalSlug, string]> = [
  ['public-offer', 'Публичная оферта'],
  ['privacy-policy', 'Политика конфиденциальности'],
  ['user-agreement', 'Пользовательское соглашение'],
  ['mailing-agreement', 'Согласие на рассылку'],
];

const item = (to: string, label: string, icon?: ReactNode) => ({
  key: to,
  icon,
  label: <Link to={to}>{label}</Link>,
});

/** The panel's navigation: every role sees every page; what a role may not change shows read-only. */
export function PanelMenu() {
  const { pathname } = useLocation();
  const items: MenuProps['items'] = [
    item(paths.panel.projects.getHref(), 'Проекты', <ProjectOutlined />),
    item(paths.panel.notifications.getHref(), 'Уведомления', <BellOutlined />),
    item(paths.panel.companyProfile.getHref(), 'Профиль компании', <ShopOutlined />),
    item(paths.panel.staff.getHref(), 'Сотрудники', <TeamOutlined />),
    item(paths.panel.tariffs.getHref(), 'Тарифы', <CrownOutlined />),
    item(paths.panel.profile.getHref(), 'Мой профиль', <IdcardOutlined />),
    item(paths.panel.knowledgebase.getHref(), 'База знаний', <BookOutlined />),
    {
      key: 'documents',
      icon: <FileTextOutlined />,
      label: 'Документы',
      children: panelLegal.map(([slug, label]) => item(paths.panel.legal.getHref(slug), label)),
    },
  ];
  // The deepest menu entry that contains the current page stays highlighted (a project under "Проекты").
  const selected = [...menuKeys(items)]
    .filter((key) => pathname === key || pathname.startsWith(`${key}/`))
    .sort((a, b) => b.length - a.length)
    .slice(0, 1);

  return (
    <Menu
      mode="inline"
      items={items}
      selectedKeys={selected}
      defaultOpenKeys={
        selected.some((key) => panelLegal.some(([slug]) => key.endsWith(slug))) ? ['documents'] : []
      }
    />
  );
}

function* menuKeys(items: MenuProps['items']): Generator<string> {
  for (const entry of items ?? []) {
    if (!entry) continue;
    if ('children' in entry && entry.children) yield* menuKeys(entry.children);
    else if (typeof entry.key === 'string') yield entry.key;
  }
}
