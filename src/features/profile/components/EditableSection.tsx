import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type CSSProperties,
} from 'react';
import { Notice } from '../../../components/plain-form/Notice';
import { recoverFromChunkError } from '../../../lib/pwa/chunk-error';
import { Facts, type Fact } from './ProfilePage';

/** What the section gives its form: back to the view without saving, or after a save. */
export type EditorProps = {
  /** Absent when there is nothing to go back to (a company not created yet). */
  onCancel?: () => void;
  onDone: () => void;
};

type EditableSectionProps<P> = {
  title: string;
  facts: Fact[];
  /** The form's code: loaded on the first «Изменить», as it brings antd (the view is plain HTML). */
  loadForm: () => Promise<ComponentType<P & EditorProps>>;
  formProps: P;
  /** The form's height in px on a phone and from 576 px on, held by a placeholder while its code loads. */
  formHeight: { narrow: number; wide: number };
  /** Why the user may not change this: the view stays read-only, with this note and no «Изменить». */
  readOnlyNote?: string;
  /** Opens in the form, without «Отмена»: there is nothing to show yet. */
  startInForm?: boolean;
};

/**
 * A card that shows data read-only and, on «Изменить», becomes its form in place: «Отмена» or a save
 * returns to the view (which then shows what the save returned). Keyboard focus follows: into the form's
 * first field when it opens, back to «Изменить» when it closes.
 */
export function EditableSection<P>({
  title,
  facts,
  loadForm,
  formProps,
  formHeight,
  readOnlyNote,
  startInForm = false,
}: EditableSectionProps<P>) {
  const canEdit = readOnlyNote === undefined;
  const [editing, setEditing] = useState(startInForm && canEdit);
  const [Form, setForm] = useState<ComponentType<P & EditorProps> | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // Set by «Изменить» and by closing the form: only what the user did moves the focus, and only to where that
  // action leads (an effect of the form's render still pending when the form closes must not take it).
  const moveFocus = useRef<'form' | 'view' | null>(null);
  const section = useRef<HTMLElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const headingId = useId();

  useEffect(() => {
    if (!editing || Form) return;
    let active = true;
    loadForm().then(
      (loaded) => active && setForm(() => loaded),
      (error: unknown) => {
        if (!active) return;
        // A new build replaced the code: one reload, as for a route's code (unless a form holds input).
        void recoverFromChunkError(error);
        setLoadFailed(true);
      },
    );
    return () => {
      active = false;
    };
  }, [editing, Form, loadForm, attempt]);

  // A layout effect: the focus lands in the same commit as the form or the view, never a frame later.
  useLayoutEffect(() => {
    if (moveFocus.current === 'view' && !editing) {
      moveFocus.current = null;
      editButton.current?.focus();
    } else if (moveFocus.current === 'form' && editing && Form) {
      moveFocus.current = null;
      section.current
        ?.querySelector<HTMLElement>('input:not([disabled]), textarea:not([disabled])')
        ?.focus();
    }
  }, [editing, Form]);

  const close = () => {
    moveFocus.current = 'view';
    setEditing(false);
  };
  const open = () => {
    moveFocus.current = 'form';
    setEditing(true);
  };
  const retry = () => {
    setLoadFailed(false);
    setAttempt((count) => count + 1);
  };
  // The code starts loading while the pointer or the focus is on its way to «Изменить».
  const preload = () => void loadForm().catch(() => {});
  const heights = {
    '--form-height-narrow': `${formHeight.narrow}px`,
    '--form-height-wide': `${formHeight.wide}px`,
  } as CSSProperties;

  let content;
  if (!editing)
    content = (
      <>
        {!canEdit && <Notice type="info" title={readOnlyNote} />}
        <Facts facts={facts} />
        {canEdit && (
          <div className="profile-card__actions">
            <button
              ref={editButton}
              type="button"
              className="btn"
              onClick={open}
              onPointerEnter={preload}
              onFocus={preload}
              aria-describedby={headingId}
            >
              Изменить
            </button>
          </div>
        )}
      </>
    );
  else if (Form)
    content = <Form {...formProps} onCancel={startInForm ? undefined : close} onDone={close} />;
  else if (loadFailed)
    content = (
      <Notice type="error" role="alert" title="Не удалось загрузить форму">
        <p>Проверьте соединение и попробуйте ещё раз.</p>
        <div className="profile-card__actions">
          <button type="button" className="btn" onClick={retry}>
            Повторить
          </button>
          {!startInForm && (
            <button type="button" className="btn" onClick={close}>
              Отмена
            </button>
          )}
        </div>
      </Notice>
    );
  else
    content = (
      <div
        className="profile-form-placeholder"
        style={heights}
        role="status"
        aria-label="Загрузка формы"
      />
    );

  return (
    <section className="surface-card" ref={section} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {content}
    </section>
  );
}
