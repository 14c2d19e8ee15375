import { useState } from 'react';
import { Skeleton, Tag } from 'antd';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useIndustries } from '../api/get-industries';
import { readDraft, saveDraft } from '../draft';
import { StepCard } from './StepCard';

const INDUSTRIES_MAX = 30;

/** Step 3/4: the industries the agency has worked in. */
export function IndustriesStep() {
  const navigate = useNavigate();
  const industries = useIndustries();
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

  const next = () => {
    if (chosen.length === 0) return setProblem('Выберите хотя бы одну отрасль');
    void navigate(paths.createCompany.description.getHref());
  };

  return (
    <StepCard
      title="Выбор отраслей"
      lead="В каких отраслях у агентства есть опыт? Заказчики из них увидят вас выше в подборке."
      backTo={paths.createCompany.services.getHref()}
      onNext={next}
    >
      {industries.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : (
        <div className="industry-tags" role="group" aria-label="Отрасли">
          {(industries.data ?? []).map((industry) => (
            <Tag.CheckableTag
              key={industry.id}
              checked={chosen.includes(industry.id)}
              onChange={(checked) => toggle(industry.id, checked)}
            >
              {industry.name}
            </Tag.CheckableTag>
          ))}
        </div>
      )}
      {problem && (
        <div className="company-step__error" role="alert">
          {problem}
        </div>
      )}
    </StepCard>
  );
}
