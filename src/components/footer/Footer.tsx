import { externalLinks, legalSlugs, paths, type LegalSlug } from '../../config/paths';
import { useSession } from '../../hooks/use-session';
import { homePath } from '../../lib/roles';
import { PreloadLink } from '../preload-link/PreloadLink';
import { LogoMark } from '../header/Logo';
import './footer.css';

export const legalTitles: Record<LegalSlug, string> = {
  'public-offer': 'Публичная оферта',
  'privacy-policy': 'Политика конфиденциальности',
  'user-agreement': 'Пользовательское соглашение',
  'content-policy': 'Правила размещения контента',
  'mailing-agreement': 'Согласие на рассылку',
  'personal-data-processing-policy': 'Политика обработки персональных данных',
};

const productLinks = [
  { to: paths.createProject.root.getHref(), label: 'Создать проект' },
  { to: paths.createCompany.root.getHref(), label: 'Регистрация агентства' },
  { to: paths.knowledgebase.list.getHref(), label: 'База знаний' },
];

const companyLinks = [
  { href: externalLinks.media, label: 'Медиа' },
  { href: externalLinks.career, label: 'Карьера' },
];

const socialLinks = [
  { href: externalLinks.videoChannel, label: 'Видеоканал' },
  { href: externalLinks.messenger, label: 'Telegram' },
];

const External = ({ href, label }: { href: string; label: string }) => (
  <li>
    <a href={href} target="_blank" rel="noopener noreferrer">
      {label}
    </a>
  </li>
);

/** Product, legal, company and social links. */
export function Footer() {
  const home = homePath(useSession().user);
  // A logged-in user is offered the way back to its own area, not a login form.
  const account = home
    ? { to: home, label: 'Личный кабинет' }
    : { to: paths.auth.login.getHref(), label: 'Вход' };
  return (
    <footer className="app-footer">
      <div className="app-footer__inner">
        <div className="app-footer__brand">
          <LogoMark size={28} />
          <span>Подряд — подбор подрядчиков</span>
        </div>
        <nav className="app-footer__columns" aria-label="Ссылки в подвале">
          <section>
            <h2>Сервис</h2>
            <ul>
              {[...productLinks, account].map(({ to, label }) => (
                <li key={to}>
                  <PreloadLink to={to}>{label}</PreloadLink>
                </li>
              ))}
            </ul>
          </section>
          <section>
            <h2>Документы</h2>
            <ul>
              {legalSlugs.map((slug) => (
                <li key={slug}>
                  <PreloadLink to={paths.legal.getHref(slug)}>{legalTitles[slug]}</PreloadLink>
                </li>
              ))}
            </ul>
          </section>
          <section>
            <h2>Компания</h2>
            <ul>
              {companyLinks.map((link) => (
                <External key={link.href} {...link} />
              ))}
            </ul>
          </section>
          <section>
            <h2>Мы в соцсетях</h2>
            <ul>
              {socialLinks.map((link) => (
                <External key={link.href} {...link} />
              ))}
            </ul>
          </section>
        </nav>
        <p className="app-footer__copyright">© {new Date().getFullYear()} ООО «Подряд»</p>
      </div>
    </footer>
  );
}
