import { useQuery } from '@tanstack/react-query';
import { Form, Input, Select } from 'antd';
import type { ServiceContractor } from '../../../../contract/profile';
import { SERVICE_TEXT_MAX } from '../../../../contract/profile-rules';
import type { Service } from '../../../../contract/reference';
import { useServerForm } from '../../../hooks/use-server-form';
import { serviceRangesQueryOptions } from '../../../lib/reference/get-service-ranges';
import { useServices } from '../../../lib/reference/get-services';
import { useAddService, useUpdateService } from '../api/services';
import { EditForm } from '../../../components/edit-form/EditForm';
import { servicesByCategory } from '../../../components/reference/service-groups';
import type { ItemEditorProps } from './ListSection';
import { quoted } from './list-format';

const FIELDS = ['service', 'service_range', 'description'] as const;

export type ServiceFormProps = {
  /** Services the agency already has: not offered again. */
  taken: number[];
};

type Values = { service?: number; service_range?: number; description?: string };

/** The catalogue's services as option groups, one per category, those already added left out. */
const serviceOptions = (services: Service[], taken: number[]) =>
  servicesByCategory(services, taken).map(([label, items]) => ({
    label,
    title: label,
    options: items.map((service) => ({ value: service.id, label: service.name })),
  }));

/** A new service (chosen from the catalogue, then its price band), or another band and text for one. */
export function ServiceForm({
  item,
  taken,
  onCancel,
  onDone,
}: ServiceFormProps & ItemEditorProps<ServiceContractor>) {
  const [form] = Form.useForm<Values>();
  const add = useAddService();
  const update = useUpdateService();
  const services = useServices();
  const chosen = Form.useWatch('service', form) ?? item?.service.id;
  const ranges = useQuery({ ...serviceRangesQueryOptions(chosen ?? 0), enabled: Boolean(chosen) });
  const serverForm = useServerForm(form, {
    fields: FIELDS,
    save: ({ service, service_range, description = '' }: Values) =>
      item
        ? update.mutateAsync({ id: item.id, service_range, description })
        : add.mutateAsync({ service: service!, service_range: service_range!, description }),
    savedToast: {
      title: 'Сохранено',
      description: item ? 'Услуга изменена' : 'Услуга добавлена',
    },
    onSaved: onDone,
  });

  return (
    <EditForm
      serverForm={serverForm}
      name="service"
      label={item ? `Услуга ${quoted(item.service.name)}` : 'Новая услуга'}
      initialValues={
        item ? { service_range: item.service_range?.id, description: item.description } : undefined
      }
      submitLabel={item ? 'Сохранить' : 'Добавить'}
      onCancel={onCancel}
    >
      {item ? (
        <p className="plist-form__fixed">
          Услуга: <strong>{item.service.name}</strong>
        </p>
      ) : (
        <Form.Item
          name="service"
          label="Услуга"
          rules={[{ required: true, message: 'Выберите услугу' }]}
        >
          <Select
            options={serviceOptions(services.data ?? [], taken)}
            showSearch={{ optionFilterProp: 'label' }}
            loading={services.isPending}
            placeholder="Найдите услугу: SMM, дизайн, разработка…"
            notFoundContent="Такой услуги нет или она уже добавлена"
            // Another service has other price bands.
            onChange={() => form.setFieldValue('service_range', undefined)}
          />
        </Form.Item>
      )}
      <Form.Item
        name="service_range"
        label="Стоимость типичного проекта"
        rules={[{ required: true, message: 'Выберите диапазон цен' }]}
      >
        <Select
          options={(chosen ? (ranges.data ?? []) : []).map((band) => ({
            value: band.id,
            label: band.name,
          }))}
          loading={Boolean(chosen) && ranges.isPending}
          // Not disabled before a service is chosen: it stays readable and says what comes first.
          placeholder={chosen ? 'Бюджет проекта' : 'Сначала выберите услугу'}
          notFoundContent={chosen ? 'Нет диапазонов цен' : 'Сначала выберите услугу'}
        />
      </Form.Item>
      <Form.Item name="description" label="Что вы делаете в этой услуге">
        <Input.TextArea rows={3} maxLength={SERVICE_TEXT_MAX} showCount />
      </Form.Item>
    </EditForm>
  );
}
