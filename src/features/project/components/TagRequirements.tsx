import { Select, Tag } from 'antd';

type Option = { id: number; name: string };
type Row = { id: number; name: string };

type TagRequirementsProps = {
  label: string;
  rows: Row[];
  /** null: no select (the caller adds its own way); undefined: still loading. */
  options: Option[] | null | undefined;
  busy: boolean;
  onAdd: (id: number) => void;
  onRemove: (rowId: number) => void;
};

/** A list requirement (industries, languages): chosen tags that close, and a select that adds one. */
export function TagRequirements({
  label,
  rows,
  options,
  busy,
  onAdd,
  onRemove,
}: TagRequirementsProps) {
  const taken = new Set(rows.map((row) => row.name));
  return (
    <div className="tag-requirements">
      {rows.length > 0 && (
        <ul className="tag-requirements__tags" aria-label={label}>
          {rows.map((row) => (
            <li key={row.id}>
              <Tag
                closable={!busy}
                closeIcon={<span aria-label={`Убрать «${row.name}»`}>×</span>}
                onClose={(event) => {
                  event.preventDefault();
                  onRemove(row.id);
                }}
              >
                {row.name}
              </Tag>
            </li>
          ))}
        </ul>
      )}
      {options !== null && (
        <Select
          aria-label={`Добавить: ${label.toLocaleLowerCase('ru')}`}
          className="requirement-row__select"
          placeholder="Добавить"
          showSearch={{ optionFilterProp: 'label' }}
          disabled={busy}
          loading={options === undefined}
          value={null}
          options={(options ?? [])
            .filter((option) => !taken.has(option.name))
            .map((option) => ({ value: option.id, label: option.name }))}
          onChange={(id: number | null) => id !== null && onAdd(id)}
        />
      )}
    </div>
  );
}
