import { lazy, Suspense, useId, useRef, useState } from 'react';
import { PlusOutlined } from '../../../components/icons/ant-icons';
import { Icon } from '../../../components/icons/Icon';

const loadForm = () => import('./AddEmployeeForm');
const AddEmployeeForm = lazy(() =>
  loadForm().then((module) => ({ default: module.AddEmployeeForm })),
);

/**
 * «Пригласить сотрудника»: a button that unfolds the invitation form. The form is antd's, so its code (and
 * antd's core) loads only then — from the first hover, focus or touch of the button — behind a skeleton of
 * the form's size.
 */
export function InviteSection() {
  const [open, setOpen] = useState(false);
  const formId = useId();
  const titleId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const warm = () => void loadForm().catch(() => undefined); // a real failure shows when it renders

  return (
    <>
      <button
        ref={toggle}
        type="button"
        className={open ? 'btn staff-invite__toggle' : 'btn btn--primary staff-invite__toggle'}
        aria-expanded={open}
        aria-controls={formId}
        onClick={() => setOpen(!open)}
        onMouseEnter={warm}
        onFocus={warm}
        onTouchStart={warm}
      >
        <Icon def={PlusOutlined} />
        Пригласить сотрудника
      </button>
      <section
        id={formId}
        className="surface-card staff-invite"
        aria-labelledby={titleId}
        hidden={!open}
      >
        {open && (
          <>
            <h2 id={titleId}>Пригласить сотрудника</h2>
            <Suspense fallback={<InviteFormSkeleton />}>
              <AddEmployeeForm
                onCancel={() => {
                  setOpen(false);
                  toggle.current?.focus();
                }}
              />
            </Suspense>
          </>
        )}
      </section>
    </>
  );
}

/** The form's box while its code loads: the same grid of labelled fields, so nothing moves when it comes. */
function InviteFormSkeleton() {
  const field = (key: string) => (
    <div key={key} className="staff-skeleton-field">
      <span className="staff-skeleton staff-skeleton--label" />
      <span className="staff-skeleton staff-skeleton--input" />
    </div>
  );
  return (
    <div aria-busy="true">
      <span className="visually-hidden">Загружаем форму…</span>
      <div aria-hidden="true">
        <div className="staff-add__names">{['first', 'last', 'position'].map(field)}</div>
        <div className="staff-add">
          {['email', 'role'].map(field)}
          <div className="staff-skeleton-field staff-add__submit">
            <span className="staff-skeleton staff-skeleton--label" />
            <span className="staff-skeleton staff-skeleton--submit" />
          </div>
        </div>
      </div>
    </div>
  );
}
