import type { ReactNode } from 'react';
import './plain-form.css';

type NoticeProps = {
  type: 'error' | 'warning' | 'info' | 'success';
  title: ReactNode;
  children?: ReactNode;
  /** `alert` for what went wrong (read out at once), `status` for news, none for a standing note. */
  role?: 'alert' | 'status';
};

/** A boxed message above or inside a form (antd's Alert without antd). */
export function Notice({ type, title, children, role }: NoticeProps) {
  return (
    <div className={`notice notice--${type}`} role={role}>
      <p className="notice__title">{title}</p>
      {children && <div className="notice__body">{children}</div>}
    </div>
  );
}
