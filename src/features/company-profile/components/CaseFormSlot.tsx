import { useEffect, useRef, useState, type ComponentType } from 'react';
import { Notice } from '../../../components/plain-form/Notice';
import { recoverFromChunkError } from '../../../lib/pwa/chunk-error';
import type { CaseFormProps } from './CaseForm';

/** The case form's code (antd): loaded when a form is first opened; the list itself is plain HTML. */
export const loadCaseForm = () => import('./CaseForm').then((module) => module.CaseForm);

/**
 * The case form in place, once its code is here: a placeholder of its height meanwhile, a retry if the
 * code does not come. The focus goes into its first field when it appears.
 */
export function CaseFormSlot(props: CaseFormProps) {
  const [Form, setForm] = useState<ComponentType<CaseFormProps> | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let active = true;
    loadCaseForm().then(
      (loaded) => active && setForm(() => loaded),
      (error: unknown) => {
        if (!active) return;
        void recoverFromChunkError(error); // a new build replaced the code: one reload
        setFailed(true);
      },
    );
    return () => {
      active = false;
    };
  }, [attempt]);

  useEffect(() => {
    if (Form) box.current?.querySelector<HTMLElement>('input:not([disabled])')?.focus();
  }, [Form]);

  let content;
  if (Form) content = <Form {...props} />;
  else if (failed)
    content = (
      <Notice type="error" role="alert" title="Не удалось загрузить форму">
        <p>Проверьте соединение и попробуйте ещё раз.</p>
        <div className="case-form__buttons">
          <button
            type="button"
            className="btn"
            onClick={() => {
              setFailed(false);
              setAttempt((count) => count + 1);
            }}
          >
            Повторить
          </button>
          <button type="button" className="btn" onClick={props.onCancel}>
            Отмена
          </button>
        </div>
      </Notice>
    );
  else
    content = <div className="case-form-placeholder" role="status" aria-label="Загрузка формы" />;
  return <div ref={box}>{content}</div>;
}
