import { useId, useRef, useState, type ChangeEvent } from 'react';
import { rightDeniedMessage } from '../../../../contract/agency-rights';
import { IMAGE_TYPES, UPLOAD_MESSAGES } from '../../../../contract/upload-rules';
import { Confirm } from '../../../components/confirm/Confirm';
import { Notice } from '../../../components/plain-form/Notice';
import { UploadProgress } from '../../../components/upload-progress/UploadProgress';
import { useAgencyRights } from '../../../hooks/use-agency-rights';
import { formErrors } from '../../../lib/form-errors';
import { showToast } from '../../../lib/toast';
import { uploadFailure, uploadProblem } from '../../../lib/upload';
import { usePersonalProfile } from '../api/get-personal-profile';
import { useRemoveLogo, useUploadLogo } from '../api/logo';
import { mediaUrl } from '../media-url';
import './Logo.css';
import { quoteName } from '../../../../contract/quote';

const UPLOAD_FAILED = 'Не удалось загрузить логотип';
const ACCEPT = Object.keys(IMAGE_TYPES).join(',');

/** A file the server would refuse for its size or its declared type, told before sending it. */
export function imageProblem(file: File): string | null {
  if (file.type !== '' && !(file.type in IMAGE_TYPES)) return UPLOAD_MESSAGES.notAnImage;
  return uploadProblem(file, 'image');
}

/**
 * «Логотип» on /panel/company-profile: the agency's logo, uploaded with a progress bar and set at once;
 * replaced or removed (after a question) by the leader and managers. A refusal says why in Russian.
 */
export function LogoSection() {
  const headingId = useId();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const { contractorId, profile } = usePersonalProfile();
  const rights = useAgencyRights();
  const upload = useUploadLogo(contractorId ?? 0);
  const remove = useRemoveLogo(contractorId ?? 0);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<{ title: string; text: string } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const canEdit = rights.can('editProfile');
  const logo = profile.data?.logo ?? null;
  const name = profile.data?.name ?? '';

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file may be chosen again after a failure
    if (!file) return;
    setConfirming(false);
    const early = imageProblem(file);
    setProblem(early ? { title: UPLOAD_FAILED, text: early } : null);
    if (early) return;
    setProgress(0);
    upload.mutate(
      { file, onProgress: ({ fraction }) => setProgress(Math.round(fraction * 100)) },
      {
        onSuccess: () =>
          showToast({ title: 'Сохранено', description: 'Логотип обновлён', color: 'green' }),
        onError: (error) => setProblem({ title: UPLOAD_FAILED, text: uploadFailure(error) }),
        onSettled: () => setProgress(null),
      },
    );
  };

  const removeLogo = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        showToast({ title: 'Сохранено', description: 'Логотип удалён', color: 'green' });
      },
      onError: (error) => {
        setConfirming(false);
        setProblem({
          title: 'Не удалось удалить логотип',
          text: formErrors(error, []).messages.join(' '),
        });
      },
    });

  const busy = progress !== null || remove.isPending;
  return (
    <section className="surface-card logo-section" aria-labelledby={headingId}>
      <h2 id={headingId}>Логотип</h2>
      {!canEdit && rights.role !== null && (
        <Notice type="info" title={rightDeniedMessage('editProfile')} />
      )}
      <div className="logo-section__body">
        <div className="logo-section__preview">
          {logo ? (
            <img
              src={mediaUrl(logo.thumbnail_url)}
              alt={`Логотип агентства ${quoteName(name)}`}
              width={96}
              height={96}
            />
          ) : (
            <span className="logo-section__empty">{profile.isPending ? '…' : 'Нет логотипа'}</span>
          )}
        </div>
        <div className="logo-section__side">
          <p className="logo-section__help" id={`${inputId}-help`}>
            {
              'Изображение JPEG, PNG или WebP до 10\u00a0МБ. Лучше квадратное, от 256\u00a0×\u00a0256 пикселей.'
            }
          </p>
          {canEdit && profile.data && (
            <>
              <input
                ref={input}
                id={inputId}
                type="file"
                accept={ACCEPT}
                className="visually-hidden"
                tabIndex={-1}
                aria-label="Файл логотипа"
                onChange={choose}
              />
              <div className="logo-section__actions">
                <button
                  type="button"
                  className={progress !== null ? 'btn btn--busy' : 'btn'}
                  aria-disabled={busy || undefined}
                  aria-describedby={`${inputId}-help`}
                  onClick={() => !busy && input.current?.click()}
                >
                  {logo ? 'Заменить логотип' : 'Загрузить логотип'}
                </button>
                {logo && (
                  <button
                    type="button"
                    className="btn btn--danger"
                    aria-expanded={confirming}
                    aria-disabled={busy || undefined}
                    onClick={() => !busy && setConfirming(!confirming)}
                  >
                    Удалить логотип
                  </button>
                )}
              </div>
            </>
          )}
        </div>
      </div>
      {progress !== null && <UploadProgress label="Загрузка логотипа" percent={progress} />}
      {problem && (
        <Notice type="error" role="alert" title={problem.title}>
          <p>{problem.text}</p>
        </Notice>
      )}
      {confirming && logo && (
        <Confirm
          title="Удалить логотип?"
          description="Заказчики увидят агентство без логотипа, пока вы не загрузите новый."
          confirmLabel="Удалить"
          pending={remove.isPending}
          onConfirm={removeLogo}
          onCancel={() => setConfirming(false)}
        />
      )}
    </section>
  );
}
