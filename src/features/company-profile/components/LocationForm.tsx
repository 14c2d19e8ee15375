import { Form, Select } from 'antd';
import { CLEARABLE } from '../../../components/antd-provider/clearable';
import type { LocationContractor } from '../../../../contract/profile';
import { useServerForm } from '../../../hooks/use-server-form';
import { useCitiesOfCountry } from '../../../lib/reference/get-cities-of-country';
import { useCountries } from '../../../lib/reference/get-countries';
import { useAddLocation, useUpdateLocation } from '../api/locations';
import { EditForm } from '../../../components/edit-form/EditForm';
import type { ItemEditorProps } from './ListSection';
import { placeText, quoted } from './list-format';

const FIELDS = ['country', 'city'] as const;

type Values = { country?: number; city?: number | null };

/** A place of work: a country and, to narrow it, one of its cities. */
export function LocationForm({ item, onCancel, onDone }: ItemEditorProps<LocationContractor>) {
  const [form] = Form.useForm<Values>();
  const add = useAddLocation();
  const update = useUpdateLocation();
  const countries = useCountries();
  const country = Form.useWatch('country', form) ?? item?.country.id;
  const cities = useCitiesOfCountry(country);
  const serverForm = useServerForm(form, {
    fields: FIELDS,
    save: ({ country: chosen, city }: Values) => {
      const place = { country: chosen!, city: city ?? null };
      return item ? update.mutateAsync({ id: item.id, ...place }) : add.mutateAsync(place);
    },
    savedToast: {
      title: 'Сохранено',
      description: item ? 'Место работы изменено' : 'Место работы добавлено',
    },
    onSaved: onDone,
  });

  return (
    <EditForm
      serverForm={serverForm}
      name="location"
      label={item ? `Место работы ${quoted(placeText(item))}` : 'Новое место работы'}
      initialValues={item ? { country: item.country.id, city: item.city?.id } : undefined}
      submitLabel={item ? 'Сохранить' : 'Добавить'}
      onCancel={onCancel}
    >
      <div className="plist-form__row">
        <Form.Item
          name="country"
          label="Страна"
          rules={[{ required: true, message: 'Выберите страну' }]}
        >
          <Select
            options={(countries.data ?? []).map((option) => ({
              value: option.id,
              label: option.name,
            }))}
            showSearch={{ optionFilterProp: 'label' }}
            loading={countries.isPending}
            placeholder="Выберите страну"
            // The cities of another country do not fit it.
            onChange={() => form.setFieldValue('city', undefined)}
          />
        </Form.Item>
        <Form.Item name="city" label="Город" extra="Пусто — вся страна">
          <Select
            options={(cities.data ?? []).map((option) => ({
              value: option.id,
              label: option.name,
            }))}
            showSearch={{ optionFilterProp: 'label' }}
            allowClear={CLEARABLE}
            loading={Boolean(country) && cities.isPending}
            // Not disabled before a country is chosen: it stays readable and says what comes first.
            placeholder={country ? 'Вся страна' : 'Сначала выберите страну'}
            notFoundContent={country ? 'Город не найден' : 'Сначала выберите страну'}
          />
        </Form.Item>
      </div>
    </EditForm>
  );
}
