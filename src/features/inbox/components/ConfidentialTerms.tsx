import { useState } from 'react';
import type { InboxProject } from '../../../../contract/tender';
import { CONFIDENTIALITY_TERMS } from '../../../../contract/tender-confidential';
import { FormAlert } from '../../../components/form-alert/FormAlert';
import { formErrors } from '../../../lib/form-errors';
import { useAcceptTerms } from '../api/accept-terms';
import { Section } from './Section';
import './ConfidentialTerms.css';

const READER_NOTE =
  'Принять условия могут руководитель и менеджеры агентства. После этого вы увидите весь бриф.';

/**
 * «Условия конфиденциальности» of a confidential project not yet accepted: the terms and «Принимаю условия»;
 * then the whole brief (its name, description, the client, questions, protocol) loads.
 */
export function ConfidentialTerms({ project }: { project: InboxProject }) {
  const accept = useAcceptTerms(project.project, project.invitation);
  const [errors, setErrors] = useState<string[]>([]);
  const submit = async () => {
    setErrors([]);
    try {
      await accept.mutateAsync();
    } catch (error) {
      // An expired or declined invitation is refused on `status`: said as it is, with no field to show it.
      const { fields, messages } = formErrors(error, ['status']);
      setErrors([...messages, ...fields.flatMap((field) => field.errors)]);
    }
  };
  return (
    <Section title="Условия конфиденциальности">
      <p>
        Заказчик сделал проект конфиденциальным. Пока условия не приняты, видны только услуги,
        отрасль, бюджет, город и сроки. Чтобы прочитать бриф и принять приглашение, примите условия.
      </p>
      <ol className="inbox-terms">
        {CONFIDENTIALITY_TERMS.map((term) => (
          <li key={term}>{term}</li>
        ))}
      </ol>
      <FormAlert messages={errors} />
      {project.can_answer ? (
        <button
          type="button"
          className="btn btn--primary"
          aria-busy={accept.isPending}
          disabled={accept.isPending}
          onClick={() => void submit()}
        >
          Принимаю условия
        </button>
      ) : (
        <p className="inbox-muted">{READER_NOTE}</p>
      )}
    </Section>
  );
}
