import { Link, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';
import { headerVariant } from './header-variant';
import { Logo } from './Logo';
import { ProjectSteps } from './ProjectSteps';
import './flow-header.css';

/** Header of the card layout: logo, the current variant (title or steps) and a close button to the index. */
export function FlowHeader() {
  const { pathname } = useLocation();
  const variant = headerVariant(pathname);

  return (
    <header className="flow-header">
      <div className="flow-header__inner">
        <Logo />
        <div className="flow-header__center" data-variant={variant?.kind}>
          {variant?.kind === 'company-registration' ? (
            <div className="flow-header__title">
              <strong>{variant.title}</strong>
              <span>{variant.subtitle}</span>
            </div>
          ) : (
            variant && (
              <>
                {variant.title && <strong className="flow-header__title">{variant.title}</strong>}
                <ProjectSteps active={variant.projectStep} />
              </>
            )
          )}
        </div>
        <Link
          to={paths.home.getHref()}
          className="flow-header__close"
          aria-label="Закрыть и вернуться на главную"
        >
          <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
            <path
              d="M4 4l12 12M16 4L4 16"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </Link>
      </div>
    </header>
  );
}
