import { useEffect, useId, useRef, useState } from 'react';
import { BUDGET_BANDS } from '../../../../contract/budget';
import type { AgencyCase } from '../../../../contract/cases';
import type { ServiceContractor } from '../../../../contract/profile';
import { Confirm } from '../../../components/confirm/Confirm';
import { useRemoveCase } from '../api/cases';
import { mediaUrl } from '../media-url';
import { CaseFiles } from './CaseFiles';
import { CaseFormSlot, loadCaseForm } from './CaseFormSlot';
import { quoteName } from '../../../../contract/quote';

type CaseItemProps = {
  agencyCase: AgencyCase;
  services: ServiceContractor[];
  canEdit: boolean;
  /** Its files unfolded from the start (a case just added). */
  filesOpen?: boolean;
  /** After the case is gone: the focus has to go somewhere. */
  onRemoved: () => void;
};

/** What a case's line under its title says: year, industry, client, budget. */
function caseMeta(agencyCase: AgencyCase): string[] {
  const client = agencyCase.brand?.name ?? agencyCase.client_name;
  return [
    agencyCase.year !== null ? `${agencyCase.year} год` : null,
    agencyCase.industry?.name ?? null,
    client ? `Клиент: ${client}` : null,
    agencyCase.budget ? `Бюджет: ${BUDGET_BANDS[agencyCase.budget]}` : null,
  ].filter((part): part is string => part !== null);
}

/** One case in the list: its card, or its form in place; its files below; removal after a question. */
export function CaseItem({
  agencyCase,
  services,
  canEdit,
  filesOpen = false,
  onRemoved,
}: CaseItemProps) {
  const titleId = useId();
  const filesId = useId();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [showFiles, setShowFiles] = useState(filesOpen);
  // The case may be on the list before the section learns it was just added: its files open then.
  const [openedOnAdd, setOpenedOnAdd] = useState(filesOpen);
  if (filesOpen && !openedOnAdd) {
    setOpenedOnAdd(true);
    setShowFiles(true);
  }
  const remove = useRemoveCase();
  const editButton = useRef<HTMLButtonElement>(null);
  const filesButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const materials = agencyCase.materials;
  const cover = materials.find((material) => material.thumbnail_url !== null);
  const meta = caseMeta(agencyCase);
  const title = agencyCase.title;
  const filesLabel = `Файлы (${materials.length})`;

  // A case just added: the focus goes to its files, where the next step is.
  useEffect(() => {
    if (filesOpen) filesButton.current?.focus();
  }, [filesOpen]);

  useEffect(() => {
    if (editing || !returnFocus.current) return;
    returnFocus.current = false;
    editButton.current?.focus();
  }, [editing]);

  const closeForm = () => {
    returnFocus.current = true;
    setEditing(false);
  };

  if (editing)
    return (
      <li className="case-item" aria-labelledby={titleId}>
        <h3 id={titleId} className="case-item__form-title">
          Кейс {quoteName(title)}
        </h3>
        <CaseFormSlot
          agencyCase={agencyCase}
          services={services}
          onCancel={closeForm}
          onDone={closeForm}
        />
      </li>
    );

  return (
    <li className="case-item" aria-labelledby={titleId}>
      <div className="case-item__card">
        <div className="case-item__thumb">
          {cover?.thumbnail_url ? (
            <img src={mediaUrl(cover.thumbnail_url)} alt="" width={96} height={72} />
          ) : (
            <span aria-hidden="true">{title.slice(0, 1).toUpperCase()}</span>
          )}
        </div>
        <div className="case-item__head">
          <h3 id={titleId}>{title}</h3>
          {meta.length > 0 && (
            <p className="case-item__meta">
              {meta.map((part) => (
                <span key={part}>{part}</span>
              ))}
            </p>
          )}
          {agencyCase.services.length > 0 && (
            <ul className="case-item__tags" aria-label="Услуги">
              {agencyCase.services.map((service) => (
                <li key={service.id}>{service.service.name}</li>
              ))}
            </ul>
          )}
        </div>
      </div>
      {agencyCase.text && <p className="case-item__text">{agencyCase.text}</p>}
      {agencyCase.results && (
        <p className="case-item__text">
          <strong>Результаты:</strong> {agencyCase.results}
        </p>
      )}
      <div className="case-item__actions">
        <button
          ref={filesButton}
          type="button"
          className="btn"
          aria-expanded={showFiles}
          aria-controls={filesId}
          aria-label={`${filesLabel} кейса ${quoteName(title)}`}
          onClick={() => setShowFiles(!showFiles)}
        >
          {filesLabel}
        </button>
        {canEdit && (
          <>
            <button
              ref={editButton}
              type="button"
              className="btn"
              onPointerEnter={() => void loadCaseForm().catch(() => {})}
              aria-label={`Изменить кейс ${quoteName(title)}`}
              onClick={() => {
                setConfirming(false);
                setEditing(true);
              }}
            >
              Изменить
            </button>
            <button
              type="button"
              className="btn btn--danger"
              aria-expanded={confirming}
              aria-label={`Удалить кейс ${quoteName(title)}`}
              onClick={() => setConfirming(!confirming)}
            >
              Удалить
            </button>
          </>
        )}
      </div>
      {confirming && (
        <Confirm
          title="Удалить кейс?"
          description={`Кейс ${quoteName(title)} пропадёт из профиля вместе с его изображениями и файлами.`}
          confirmLabel="Удалить"
          pending={remove.isPending}
          onConfirm={() =>
            remove.mutate(agencyCase.id, {
              onSuccess: onRemoved,
              onError: () => setConfirming(false),
            })
          }
          onCancel={() => setConfirming(false)}
        />
      )}
      <div id={filesId} hidden={!showFiles}>
        {showFiles && (
          <CaseFiles
            caseId={agencyCase.id}
            caseTitle={title}
            materials={materials}
            canEdit={canEdit}
          />
        )}
      </div>
    </li>
  );
}
