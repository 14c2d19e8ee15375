import { useId, useState } from 'react';
import { quoteName } from '../../../../contract/quote';
import { AcceptWorkDialog } from './lazy-dialogs';
import { Panel } from './Plain';

/**
 * A winner chosen, its work not accepted yet: what comes next and «Принять работу» (asked in a dialog). The
 * review of the work opens once it is accepted.
 */
export function WorkInProgress({
  project,
  contractorName,
}: {
  project: number;
  contractorName: string;
}) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <Panel
        title={
          <h2 id={titleId} className="project-section-title">
            Работа по проекту
          </h2>
        }
      >
        <div className="project-note">
          <p>
            Агентство {quoteName(contractorName)} выполняет проект. Когда оно всё сдаст и результат
            вас устроит, отметьте работу принятой.
          </p>
          <p>
            Отзыв о работе агентства откроется после приёмки: в его профиле он будет с отметкой
            «Проверенный отзыв».
          </p>
        </div>
        <div className="candidate-actions">
          <button type="button" className="btn btn--primary" onClick={() => setOpen(true)}>
            Принять работу
          </button>
        </div>
        <AcceptWorkDialog
          project={project}
          contractorName={contractorName}
          open={open}
          onClose={() => setOpen(false)}
        />
      </Panel>
    </section>
  );
}
