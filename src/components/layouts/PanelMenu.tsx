import { useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useSignal } from '../../lib/signal';
import { paths } from '../../config/paths';
import { unreadNotifications } from '../../lib/notifications/unread-signal';
import { badgeText } from '../header/NotificationBell';
import {
  BellOutlined,
  BookOutlined,
  CrownOutlined,
  DownOutlined,
  FileTextOutlined,
  IdcardOutlined,
  ProjectOutlined,
  ShopOutlined,
  TeamOutlined,
  type IconDefinition,
} from '../icons/ant-icons';
import { Icon } from '../icons/Icon';
import { PreloadLink } from '../preload-link/PreloadLink';

type PanelLegalSlug = Parameters<typeof paths.panel.legal.getHref>[0];
const panelLegal: Array<[PanelLegalSlug, string]> = [
  ['public-offer', 'Публичная оферта'],
  ['privacy-policy', 'Политика конфиденциальности'],
  ['user-agreement', 'Пользовательское соглашение'],
  ['mailing-agreement', 'Согласие на рассылку'],
];
const legalHrefs = panelLegal.map(([slug]) => paths.panel.legal.getHref(slug));

const sections: Array<[to: string, label: string, icon: IconDefinition]> = [
  [paths.panel.projects.getHref(), 'Проекты', ProjectOutlined],
  [paths.panel.notifications.getHref(), 'Уведомления', BellOutlined],
  [paths.panel.companyProfile.getHref(), 'Профиль компании', ShopOutlined],
  [paths.panel.staff.getHref(), 'Сотрудники', TeamOutlined],
  [paths.panel.tariffs.getHref(), 'Тарифы', CrownOutlined],
  [paths.panel.profile.getHref(), 'Мой профиль', IdcardOutlined],
  [paths.panel.knowledgebase.getHref(), 'База знаний', BookOutlined],
];

type PanelMenuProps = {
  /** Called when one of its links is followed (the phone menu closes, even on the page it is on). */
  onNavigate?: () => void;
};

/**
 * The panel's navigation, plain links: every role sees every page (what a role may not change shows
 * read-only). The entry holding the current page is marked: `aria-current="page"` on it, `true` on the
 * section of a page below it (a project under «Проекты»). «Документы» folds its four links away.
 */
export function PanelMenu({ onNavigate }: PanelMenuProps) {
  const { pathname } = useLocation();
  const unread = useSignal(unreadNotifications) ?? 0;
  const documentsId = useId();
  const inDocuments = legalHrefs.includes(pathname);
  const [documentsOpen, setDocumentsOpen] = useState(inDocuments);
  // Arriving at a document (from the footer, say) unfolds its group.
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    if (inDocuments) setDocumentsOpen(true);
  }

  const link = (to: string, label: string, icon?: IconDefinition) => (
    <PreloadLink
      to={to}
      className="panel-menu__link"
      aria-current={pathname === to ? 'page' : 'true'}
      onClick={onNavigate}
    >
      {icon && <Icon def={icon} className="panel-menu__icon" />}
      <span>{label}</span>
      {to === paths.panel.notifications.getHref() && unread > 0 && (
        <span className="panel-menu__count">
          {badgeText(unread)}
          <span className="visually-hidden"> непрочитанных</span>
        </span>
      )}
    </PreloadLink>
  );

  return (
    <nav className="panel-menu" aria-label="Разделы панели">
      <ul>
        {sections.map(([to, label, icon]) => (
          <li key={to}>{link(to, label, icon)}</li>
        ))}
        <li>
          <button
            type="button"
            className="panel-menu__link panel-menu__group"
            aria-expanded={documentsOpen}
            aria-controls={documentsId}
            onClick={() => setDocumentsOpen(!documentsOpen)}
          >
            <Icon def={FileTextOutlined} className="panel-menu__icon" />
            <span>Документы</span>
            <Icon def={DownOutlined} className="panel-menu__chevron" />
          </button>
          <ul id={documentsId} className="panel-menu__documents" hidden={!documentsOpen}>
            {panelLegal.map(([slug, label]) => (
              <li key={slug}>{link(paths.panel.legal.getHref(slug), label)}</li>
            ))}
          </ul>
        </li>
      </ul>
    </nav>
  );
}
