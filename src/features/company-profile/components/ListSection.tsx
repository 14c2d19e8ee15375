import { Confirm } from '../../../components/confirm/Confirm';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentType,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { Notice } from '../../../components/plain-form/Notice';
import {
  CloseOutlined,
  DeleteOutlined,
  EditOutlined,
  PlusOutlined,
} from '../../../components/icons/ant-icons';
import { Icon } from '../../../components/icons/Icon';
import { useDisclosure } from '../../../hooks/use-disclosure';
import { recoverFromChunkError } from '../../../lib/pwa/chunk-error';
import './profile-lists.css';

/** What the section gives a row's form. */
export type ItemEditorProps<T> = {
  /** The row to change; null for a new one. */
  item: T | null;
  onCancel: () => void;
  onDone: () => void;
};

export type ListSectionProps<T extends { id: number }, P> = {
  title: string;
  /** Undefined while the profile loads. */
  items: readonly T[] | undefined;
  /** An empty list, for those who edit: what to add and why, in one line. */
  emptyHint: string;
  /** An empty list, for those who only read. */
  emptyText: string;
  /** «Добавить услугу». */
  addLabel: string;
  /** A row as its buttons name it, in the accusative: «услугу „SEO“». */
  nameOf: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** Rows are short names (industries, languages): a line of tags, each removed at once, nothing to edit. */
  tags?: boolean;
  /** The viewer may add, change and remove (the rights table's `editProfile`). */
  canEdit: boolean;
  /** The form of a new row and, unless `tags`, of a changed one; loaded on the first use (it brings antd). */
  loadForm: () => Promise<ComponentType<P & ItemEditorProps<T>>>;
  formProps: P;
  /** Its height in px, held by a placeholder while its code loads. */
  formHeight: number;
  /** Removes a row; rejects when the server refuses (a toast says why). */
  remove: (item: T) => Promise<unknown>;
  removing: boolean;
  /** What removing a row costs, under the question «Удалить …?». */
  removeNote?: string;
};

type Editing = number | 'new' | null;

/**
 * A part of the profile as a card: its rows as plain HTML, «Добавить …» and each row's «Изменить» open the
 * form in place (loaded then, as it brings antd), «Удалить» asks first. Only one form is open at a time;
 * the focus goes into it and, when it closes, back to the button that opened it.
 */
export function ListSection<T extends { id: number }, P>(props: ListSectionProps<T, P>) {
  const { title, items, canEdit, tags = false, loadForm, formProps, formHeight } = props;
  const [editing, setEditing] = useState<Editing>(null);
  const form = useLazyForm(loadForm, editing !== null);
  const headingId = useId();
  const addPanelId = useId();
  const section = useRef<HTMLElement>(null);
  const editor = useRef<HTMLDivElement>(null);
  // Set by what the user did: where the focus goes once the screen has changed.
  const focusTarget = useRef<string | null>(null); // 'form', or a `data-return` key

  useEffect(() => {
    const target = focusTarget.current;
    if (target === null) return;
    if (target === 'form') {
      if (!form.Form) return;
      editor.current
        ?.querySelector<HTMLElement>('input:not([disabled]), textarea:not([disabled])')
        ?.focus();
    } else {
      section.current?.querySelector<HTMLElement>(`[data-return="${target}"]`)?.focus();
    }
    focusTarget.current = null;
  });

  const open = (next: Exclude<Editing, null>) => {
    focusTarget.current = 'form';
    setEditing(next);
  };
  const close = () => {
    focusTarget.current = editing === 'new' || editing === null ? 'add' : `edit-${editing}`;
    setEditing(null);
  };
  // The row and its button are gone by the time the removal resolves: the focus goes to «Добавить».
  const removed = () => section.current?.querySelector<HTMLElement>('[data-return="add"]')?.focus();
  const preload = () => void loadForm().catch(() => {});
  const rowList: RowList<T> = { ...props, preload };

  const editorContent = form.Form ? (
    <form.Form
      {...formProps}
      item={items?.find((item) => item.id === editing) ?? null}
      onCancel={close}
      onDone={close}
    />
  ) : form.failed ? (
    <Notice type="error" role="alert" title="Не удалось загрузить форму">
      <p>Проверьте соединение и попробуйте ещё раз.</p>
      <div className="plist__buttons">
        <button type="button" className="btn" onClick={form.retry}>
          Повторить
        </button>
        <button type="button" className="btn" onClick={close}>
          Отмена
        </button>
      </div>
    </Notice>
  ) : (
    <div
      className="plist__placeholder"
      style={{ '--form-height': `${formHeight}px` } as CSSProperties}
      role="status"
      aria-label="Загрузка формы"
      aria-busy="true"
    />
  );
  const editorBox = (
    <div ref={editor} className="plist__editor">
      {editorContent}
    </div>
  );

  let list: ReactNode;
  if (!items) list = <ListSkeleton />;
  else if (items.length === 0)
    list = <p className="plist__empty">{canEdit ? props.emptyHint : props.emptyText}</p>;
  else
    list = (
      <ul className={tags ? 'plist plist--tags' : 'plist'} aria-labelledby={headingId}>
        {items.map((item) =>
          editing === item.id ? (
            <li key={item.id} className="plist__item">
              {editorBox}
            </li>
          ) : tags ? (
            <TagRow key={item.id} item={item} list={rowList} onRemoved={removed} />
          ) : (
            <ListRow
              key={item.id}
              item={item}
              list={rowList}
              onEdit={() => open(item.id)}
              onRemoved={removed}
            />
          ),
        )}
      </ul>
    );

  return (
    <section className="surface-card plist-card" ref={section} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {list}
      {canEdit && items && (
        <>
          <div className="plist__add">
            <button
              type="button"
              className="btn"
              data-return="add"
              aria-expanded={editing === 'new'}
              aria-controls={addPanelId}
              onClick={() => (editing === 'new' ? close() : open('new'))}
              onPointerEnter={preload}
              onFocus={preload}
            >
              <Icon def={PlusOutlined} />
              {props.addLabel}
            </button>
          </div>
          <div id={addPanelId}>{editing === 'new' && editorBox}</div>
        </>
      )}
    </section>
  );
}

/** The form's code, loaded once it is `wanted`; a failure (a new build, offline) can be retried. */
function useLazyForm<C>(load: () => Promise<C>, wanted: boolean) {
  const [Form, setForm] = useState<C | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!wanted || Form) return;
    let active = true;
    load().then(
      (loaded) => active && setForm(() => loaded),
      (error: unknown) => {
        if (!active) return;
        // A new build replaced the code: one reload, as for a route's code (unless a form holds input).
        void recoverFromChunkError(error);
        setFailed(true);
      },
    );
    return () => {
      active = false;
    };
  }, [wanted, Form, load, attempt]);
  const retry = () => {
    setFailed(false);
    setAttempt((count) => count + 1);
  };
  return { Form, failed: wanted && failed, retry };
}

/** What a row needs of its list. */
type RowList<T extends { id: number }> = Pick<
  ListSectionProps<T, unknown>,
  'nameOf' | 'renderItem' | 'canEdit' | 'remove' | 'removing' | 'removeNote'
> & { preload: () => void };

type RowProps<T extends { id: number }> = {
  item: T;
  list: RowList<T>;
  onRemoved: () => void;
};

/** A row with its text, and for editors «Изменить» and «Удалить» (which asks first). */
function ListRow<T extends { id: number }>({
  item,
  list,
  onEdit,
  onRemoved,
}: RowProps<T> & { onEdit: () => void }) {
  const confirm = useDisclosure({ boundary: '.plist__item' });
  const name = list.nameOf(item);
  const confirmed = async () => {
    try {
      await list.remove(item);
    } catch {
      confirm.close(true);
      return;
    }
    onRemoved();
  };
  return (
    <li className="plist__item">
      <div className="plist__row">
        <div className="plist__body">{list.renderItem(item)}</div>
        {list.canEdit && (
          <div className="plist__actions">
            <button
              type="button"
              className="btn plist__action"
              data-return={`edit-${item.id}`}
              aria-label={`Изменить ${name}`}
              onClick={onEdit}
              onPointerEnter={list.preload}
              onFocus={list.preload}
            >
              <Icon def={EditOutlined} />
              Изменить
            </button>
            <button
              {...confirm.buttonProps}
              className="btn btn--danger plist__action"
              aria-label={`Удалить ${name}`}
            >
              <Icon def={DeleteOutlined} />
              Удалить
            </button>
          </div>
        )}
      </div>
      {list.canEdit && (
        <div id={confirm.panelId} hidden={!confirm.open}>
          {confirm.open && (
            <Confirm
              title={`Удалить ${name}?`}
              description={list.removeNote}
              confirmLabel="Удалить"
              pending={list.removing}
              onConfirm={() => void confirmed()}
              onCancel={() => confirm.close(true)}
            />
          )}
        </div>
      )}
    </li>
  );
}

/** A short name with a button that removes it at once (adding it back is one choice in a list). */
function TagRow<T extends { id: number }>({ item, list, onRemoved }: RowProps<T>) {
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await list.remove(item);
      onRemoved();
    } catch {
      setBusy(false); // the toast said why; the tag stays
    }
  };
  return (
    <li className="plist__tag">
      <span>{list.renderItem(item)}</span>
      {list.canEdit && (
        <button
          type="button"
          className={busy ? 'plist__tag-remove btn--busy' : 'plist__tag-remove'}
          aria-label={`Удалить ${list.nameOf(item)}`}
          aria-disabled={busy || undefined}
          onClick={() => void remove()}
        >
          {!busy && <Icon def={CloseOutlined} />}
        </button>
      )}
    </li>
  );
}

/** Two rows' worth of grey bars while the profile loads. */
function ListSkeleton() {
  return (
    <div role="status" aria-label="Загрузка" aria-busy="true">
      {[0, 1].map((row) => (
        <div key={row} className="plist__skeleton" aria-hidden="true">
          <span className="plist__skeleton-bar plist__skeleton-bar--name" />
          <span className="plist__skeleton-bar plist__skeleton-bar--meta" />
        </div>
      ))}
    </div>
  );
}
