import { LogoMark } from '../header/Logo';

/** Shown while the first route's code loads. */
export function PageLoader() {
  return (
    <div className="page-loader" role="status" aria-label="Загрузка">
      <LogoMark size={48} />
    </div>
  );
}
