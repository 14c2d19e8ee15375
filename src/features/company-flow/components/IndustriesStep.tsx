import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { IndustryTags } from '../../../components/reference/IndustryTags';
import { paths } from '../../../config/paths';
import { readDraft, saveDraft } from '../draft';
import { StepCard } from './StepCard';

const INDUSTRIES_MAX = 30;

/** Step 3/4: the industries the agency has worked in. */
export function IndustriesStep() {
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<number[]>(() => readDraft().industries);
  const [problem, setProblem] = useState<string | null>(null);

  const toggle = (id: number, checked: boolean) => {
    if (checked && chosen.length >= INDUSTRIES_MAX)
      return setProblem(`Можно выбрать не больше ${INDUSTRIES_MAX} отраслей`);
    const next = checked ? [...chosen, id] : chosen.filter((item) => item !== id);
    setChosen(next);
    saveDraft({ industries: next });
    setProblem(null);
  };

  return (
    <StepCard
      title="Выбор отраслей"
      lead="В каких отраслях у агентства есть опыт? Заказчики из них увидят вас выше в подборке."
      backTo={paths.createCompany.services.getHref()}
      problem={problem}
      onNext={() => {
        if (chosen.length === 0) return setProblem('Выберите хотя бы одну отрасль');
        void navigate(paths.createCompany.description.getHref());
      }}
    >
      <IndustryTags value={chosen} onToggle={toggle} />
    </StepCard>
  );
}
