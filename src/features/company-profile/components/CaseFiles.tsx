import { useId, useRef, useState, type ChangeEvent } from 'react';
import type { Material } from '../../../../contract/materials';
import { DOCUMENT_TYPES, IMAGE_TYPES, MATERIALS_PER_CASE } from '../../../../contract/upload-rules';
import { Confirm } from '../../../components/confirm/Confirm';
import { PlanLimitLink } from '../../../components/form-alert/PlanLimitLink';
import { Notice } from '../../../components/plain-form/Notice';
import { UploadProgress } from '../../../components/upload-progress/UploadProgress';
import { fileSize } from '../../../lib/file-size';
import { planLimitOf, type PlanUpgrade } from '../../../lib/plan-limit';
import { uploadFailure, uploadProblem } from '../../../lib/upload';
import { useRefreshProfile } from '../api/get-personal-profile';
import { uploadCaseMaterial, useDeleteCaseMaterial } from '../api/case-materials';
import { mediaUrl } from '../media-url';
import { quoteName } from '../../../../contract/quote';

const ACCEPT = [...Object.keys(IMAGE_TYPES), ...Object.keys(DOCUMENT_TYPES)].join(',');

type CaseFilesProps = {
  caseId: number;
  caseTitle: string;
  materials: Material[];
  /** The leader and managers add and remove; a specialist sees the list. */
  canEdit: boolean;
};

const kindText = (material: Material) =>
  material.kind === 'image'
    ? 'Изображение'
    : ((DOCUMENT_TYPES as Record<string, string>)[material.content_type] ?? 'Документ');

type Failure = { name: string; text: string };

/**
 * A case's images and documents: uploaded one after another with a progress bar each, a refusal said per
 * file in Russian, removed after a question.
 */
export function CaseFiles({ caseId, caseTitle, materials, canEdit }: CaseFilesProps) {
  const helpId = useId();
  const input = useRef<HTMLInputElement>(null);
  const refresh = useRefreshProfile();
  const [current, setCurrent] = useState<{ name: string; percent: number } | null>(null);
  const [failures, setFailures] = useState<Failure[]>([]);
  const [upgrade, setUpgrade] = useState<PlanUpgrade | null>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = ''; // the same files may be chosen again
    const failed: Failure[] = [];
    let limit: ReturnType<typeof planLimitOf> = null;
    setFailures([]);
    setUpgrade(null);
    for (const file of files) {
      // Past the plan's limit the rest would be refused the same way: they are not sent.
      if (limit) {
        failed.push({ name: file.name, text: limit.detail });
        continue;
      }
      const problem = uploadProblem(file, 'material');
      if (problem) {
        failed.push({ name: file.name, text: problem });
        continue;
      }
      setCurrent({ name: file.name, percent: 0 });
      try {
        await uploadCaseMaterial(caseId, file, ({ fraction }) =>
          setCurrent({ name: file.name, percent: Math.round(fraction * 100) }),
        );
        void refresh(); // the list shows each file as soon as it is stored
      } catch (error) {
        failed.push({ name: file.name, text: uploadFailure(error) });
        limit = planLimitOf(error);
      }
    }
    setCurrent(null);
    setFailures(failed);
    setUpgrade(limit?.upgrade ?? null);
  };

  return (
    <div className="case-files">
      {materials.length > 0 ? (
        <ul className="case-files__list" aria-label={`Файлы кейса ${quoteName(caseTitle)}`}>
          {materials.map((material) => (
            <CaseFileRow
              key={material.id}
              material={material}
              canEdit={canEdit}
              onRemoved={() => void refresh()}
            />
          ))}
        </ul>
      ) : (
        <p className="case-files__empty">Изображений и файлов пока нет.</p>
      )}
      {canEdit && (
        <>
          <input
            ref={input}
            type="file"
            multiple
            accept={ACCEPT}
            className="visually-hidden"
            tabIndex={-1}
            aria-label={`Файлы для кейса ${quoteName(caseTitle)}`}
            onChange={(event) => void choose(event)}
          />
          <button
            type="button"
            className={current ? 'btn btn--busy' : 'btn'}
            aria-disabled={current !== null || undefined}
            aria-describedby={helpId}
            onClick={() => current === null && input.current?.click()}
          >
            Добавить изображения и файлы
          </button>
          <p className="case-files__help" id={helpId}>
            Изображения JPEG, PNG, WebP до 10 МБ, документы PDF, DOCX, XLSX, PPTX до 25 МБ; не
            больше {MATERIALS_PER_CASE} файлов в кейсе.
          </p>
        </>
      )}
      {current && (
        <UploadProgress label={`Загрузка ${quoteName(current.name)}`} percent={current.percent} />
      )}
      {failures.length > 0 && (
        <Notice
          type="error"
          role="alert"
          title={failures.length === 1 ? 'Файл не загружен' : 'Некоторые файлы не загружены'}
        >
          <ul className="case-files__failures">
            {failures.map((failure, index) => (
              <li key={`${failure.name}-${index}`}>
                {quoteName(failure.name)}: {failure.text}
              </li>
            ))}
          </ul>
          <PlanLimitLink upgrade={upgrade} />
        </Notice>
      )}
    </div>
  );
}

function CaseFileRow({
  material,
  canEdit,
  onRemoved,
}: {
  material: Material;
  canEdit: boolean;
  onRemoved: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteCaseMaterial();
  return (
    <li className="case-files__item">
      <div className="case-files__row">
        <span className="case-files__thumb" aria-hidden="true">
          {material.thumbnail_url ? (
            <img src={mediaUrl(material.thumbnail_url)} alt="" width={48} height={48} />
          ) : (
            kindText(material)
          )}
        </span>
        <span className="case-files__name">
          <a href={mediaUrl(material.url)} target="_blank" rel="noopener noreferrer">
            {material.name}
          </a>
          <span className="case-files__meta">
            {kindText(material)} · {fileSize(material.size)}
          </span>
        </span>
        {canEdit && (
          <button
            type="button"
            className="btn btn--danger case-files__remove"
            aria-expanded={confirming}
            aria-label={`Удалить файл ${quoteName(material.name)}`}
            onClick={() => setConfirming(!confirming)}
          >
            Удалить
          </button>
        )}
      </div>
      {confirming && (
        <Confirm
          title="Удалить файл?"
          description={`Файл ${quoteName(material.name)} пропадёт из кейса.`}
          confirmLabel="Удалить"
          pending={remove.isPending}
          onConfirm={() =>
            remove.mutate(material.id, {
              onSuccess: onRemoved,
              onError: () => setConfirming(false),
            })
          }
          onCancel={() => setConfirming(false)}
        />
      )}
    </li>
  );
}
