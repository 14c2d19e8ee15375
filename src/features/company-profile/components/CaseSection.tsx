import { useId, useRef, useState } from 'react';
import { rightDeniedMessage } from '../../../../contract/agency-rights';
import { Notice } from '../../../components/plain-form/Notice';
import { useAgencyRights } from '../../../hooks/use-agency-rights';
import { usePersonalProfile } from '../api/get-personal-profile';
import { CaseFormSlot, loadCaseForm } from './CaseFormSlot';
import { CaseItem } from './CaseItem';
import './Case.css';

/**
 * «Кейсы» on /panel/company-profile: the agency's cases with their files; the leader and managers add,
 * change and remove them (the form loads on first use), a specialist reads.
 */
export function CaseSection() {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const { profile } = usePersonalProfile();
  const rights = useAgencyRights();
  const canEdit = rights.can('editProfile');
  const [adding, setAdding] = useState(false);
  const [justAdded, setJustAdded] = useState<number | null>(null);
  const cases = profile.data?.cases ?? [];
  const services = profile.data?.services ?? [];

  const closeNew = () => {
    setAdding(false);
    requestAnimationFrame(() => addButton.current?.focus());
  };

  let list;
  if (!profile.data)
    list = profile.isError ? null : (
      <div className="case-list__skeleton" role="status" aria-label="Загрузка" />
    );
  else if (cases.length === 0)
    list = (
      <p className="case-section__empty">
        Кейсов пока нет.{canEdit && ' Добавьте первый: заказчики выбирают агентство по работам.'}
      </p>
    );
  else
    list = (
      <ul className="case-list">
        {cases.map((agencyCase) => (
          <CaseItem
            key={agencyCase.id}
            agencyCase={agencyCase}
            services={services}
            canEdit={canEdit}
            filesOpen={agencyCase.id === justAdded}
            onRemoved={() => heading.current?.focus()}
          />
        ))}
      </ul>
    );

  return (
    <section className="surface-card case-section" aria-labelledby={headingId}>
      <div className="case-section__head">
        <h2 id={headingId} ref={heading} tabIndex={-1}>
          Кейсы
        </h2>
        {canEdit && profile.data && !adding && (
          <button
            ref={addButton}
            type="button"
            className="btn btn--primary"
            onPointerEnter={() => void loadCaseForm().catch(() => {})}
            onClick={() => setAdding(true)}
          >
            Добавить кейс
          </button>
        )}
      </div>
      <p className="case-section__lead">
        Проекты агентства с годом, отраслью, клиентом и бюджетом, с изображениями и файлами.
      </p>
      {!canEdit && rights.role !== null && (
        <Notice type="info" title={rightDeniedMessage('editProfile')} />
      )}
      {adding && (
        <div className="case-section__new" role="group" aria-label="Новый кейс">
          <h3>Новый кейс</h3>
          <CaseFormSlot
            services={services}
            onCancel={closeNew}
            onDone={(saved) => {
              setAdding(false);
              setJustAdded(saved.id);
            }}
          />
        </div>
      )}
      {list}
    </section>
  );
}
