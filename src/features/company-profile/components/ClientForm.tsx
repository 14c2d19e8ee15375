import { Form, Input, Radio } from 'antd';
import { NumberInput } from '../../../components/number-input/NumberInput';
import type { ClientHistory, ClientHistoryCreate } from '../../../../contract/profile';
import {
  CLIENT_HISTORY_TEXT_MAX,
  CLIENT_NAME_MAX,
  PROFILE_MESSAGES,
  PROFILE_YEAR_MIN,
  yearInMoscow,
} from '../../../../contract/profile-rules';
import { BrandPicker } from '../../../components/reference/BrandPicker';
import { IndustryPicker } from '../../../components/reference/IndustryPicker';
import { useServerForm } from '../../../hooks/use-server-form';
import { useAddClientHistory, useUpdateClientHistory } from '../api/client-histories';
import { EditForm } from '../../../components/edit-form/EditForm';
import type { ItemEditorProps } from './ListSection';
import { clientName, quoted } from './list-format';

const FIELDS = ['brand', 'client_name', 'industry', 'year_from', 'year_to', 'text'] as const;

type Values = {
  /** A brand of the catalogue, or a client's name typed: the server takes one of them. */
  kind: 'brand' | 'name';
  brand?: number | null;
  client_name?: string;
  industry?: number | null;
  year_from?: number | null;
  year_to?: number | null;
  text?: string;
};

const yearRules = [
  {
    type: 'number' as const,
    min: PROFILE_YEAR_MIN,
    message: `Год не может быть раньше ${PROFILE_YEAR_MIN}`,
  },
  {
    // Read when the form checks, so a form left open over New Year is right.
    validator: (_rule: unknown, value: number | null | undefined) =>
      value != null && value > yearInMoscow(new Date())
        ? Promise.reject(new Error(PROFILE_MESSAGES.futureYear))
        : Promise.resolve(),
  },
];

/** What the form sends: only the chosen one of brand and name, empty years as null. */
const bodyOf = (values: Values): ClientHistoryCreate => ({
  brand: values.kind === 'brand' ? (values.brand ?? null) : null,
  client_name: values.kind === 'name' ? (values.client_name ?? '').trim() : '',
  industry: values.industry ?? null,
  year_from: values.year_from ?? null,
  year_to: values.year_to ?? null,
  text: values.text ?? '',
});

/** A client the agency worked for: a brand or a name, its industry, the years, a few words. */
export function ClientForm({ item, onCancel, onDone }: ItemEditorProps<ClientHistory>) {
  const [form] = Form.useForm<Values>();
  const add = useAddClientHistory();
  const update = useUpdateClientHistory();
  const kind = Form.useWatch('kind', form) ?? (item && !item.brand ? 'name' : 'brand');
  const serverForm = useServerForm(form, {
    fields: FIELDS,
    save: (values: Values) =>
      item
        ? update.mutateAsync({ id: item.id, ...bodyOf(values) })
        : add.mutateAsync(bodyOf(values)),
    savedToast: {
      title: 'Сохранено',
      description: item ? 'Клиент изменён' : 'Клиент добавлен',
    },
    onSaved: onDone,
  });

  const initialValues: Values = item
    ? {
        kind: item.brand ? 'brand' : 'name',
        brand: item.brand?.id ?? null,
        client_name: item.client_name,
        industry: item.industry?.id ?? null,
        year_from: item.year_from,
        year_to: item.year_to,
        text: item.text,
      }
    : { kind: 'brand' };

  return (
    <EditForm
      serverForm={serverForm}
      name="client"
      label={item ? `Клиент ${quoted(clientName(item))}` : 'Новый клиент'}
      initialValues={initialValues}
      submitLabel={item ? 'Сохранить' : 'Добавить'}
      onCancel={onCancel}
    >
      <Form.Item name="kind" label="Клиент" required>
        <Radio.Group
          options={[
            { value: 'brand', label: 'Бренд из каталога' },
            { value: 'name', label: 'Другой клиент' },
          ]}
        />
      </Form.Item>
      {kind === 'brand' ? (
        <Form.Item
          name="brand"
          label="Бренд"
          rules={[{ required: true, message: 'Выберите бренд или укажите другого клиента' }]}
        >
          <BrandPicker chosen={item?.brand} />
        </Form.Item>
      ) : (
        <Form.Item
          name="client_name"
          label="Название клиента"
          rules={[{ required: true, whitespace: true, message: 'Введите название клиента' }]}
        >
          <Input maxLength={CLIENT_NAME_MAX} />
        </Form.Item>
      )}
      <Form.Item name="industry" label="Отрасль клиента">
        <IndustryPicker />
      </Form.Item>
      <div className="plist-form__row">
        <Form.Item name="year_from" label="Год начала работы" rules={yearRules}>
          <NumberInput precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="year_to"
          label="Год окончания"
          extra="Пусто — работаете и сейчас"
          dependencies={['year_from']}
          rules={[
            ...yearRules,
            ({ getFieldValue }) => ({
              validator: (_rule: unknown, value: number | null | undefined) => {
                const from = getFieldValue('year_from') as number | null | undefined;
                return value != null && from != null && from > value
                  ? Promise.reject(new Error(PROFILE_MESSAGES.yearOrder))
                  : Promise.resolve();
              },
            }),
          ]}
        >
          <NumberInput precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </div>
      <Form.Item name="text" label="Что вы делали для клиента">
        <Input.TextArea rows={3} maxLength={CLIENT_HISTORY_TEXT_MAX} showCount />
      </Form.Item>
    </EditForm>
  );
}
