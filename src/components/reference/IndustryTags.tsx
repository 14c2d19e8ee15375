import { Skeleton, Tag } from 'antd';
import { useIndustries } from '../../lib/reference/get-industries';
import './reference.css';

type IndustryTagsProps = {
  /** The chosen industries' ids. */
  value: number[];
  onToggle: (id: number, checked: boolean) => void;
};

/** Every industry of the reference list as a tag to tick; several may be chosen. */
export function IndustryTags({ value, onToggle }: IndustryTagsProps) {
  const industries = useIndustries();
  if (industries.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  return (
    <div className="industry-tags" role="group" aria-label="Отрасли">
      {(industries.data ?? []).map((industry) => (
        <Tag.CheckableTag
          key={industry.id}
          checked={value.includes(industry.id)}
          onChange={(checked) => onToggle(industry.id, checked)}
        >
          {industry.name}
        </Tag.CheckableTag>
      ))}
    </div>
  );
}
