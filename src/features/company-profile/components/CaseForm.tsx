import { Button, Form, Input, Select } from 'antd';
import { CLEARABLE } from '../../../components/antd-provider/clearable';
import { NumberInput } from '../../../components/number-input/NumberInput';
import { BUDGET_BANDS } from '../../../../contract/budget';
import type { AgencyCase, AgencyCaseCreate } from '../../../../contract/cases';
import type { ServiceContractor } from '../../../../contract/profile';
import {
  CASE_RESULTS_MAX,
  CASE_TEXT_MAX,
  CASE_TITLE_MAX,
  CLIENT_NAME_MAX,
  PROFILE_YEAR_MIN,
} from '../../../../contract/profile-rules';
import { AntdProvider } from '../../../components/antd-provider/AntdProvider';
import { FormAlert } from '../../../components/form-alert/FormAlert';
import { IndustryPicker } from '../../../components/reference/IndustryPicker';
import { useServerForm } from '../../../hooks/use-server-form';
import { useCreateCase, useUpdateCase } from '../api/cases';
import { BrandPicker } from '../../../components/reference/BrandPicker';

const FIELDS = [
  'title',
  'text',
  'industry',
  'services',
  'year',
  'brand',
  'client_name',
  'budget',
  'results',
] as const;

type CaseValues = {
  title: string;
  text?: string;
  industry?: number | null;
  services?: number[];
  year?: number | null;
  brand?: number | null;
  client_name?: string;
  budget?: AgencyCaseCreate['budget'];
  results?: string;
};

export type CaseFormProps = {
  /** The case to change; absent for a new one. */
  agencyCase?: AgencyCase;
  /** The agency's services: a case proves some of them. */
  services: ServiceContractor[];
  onCancel: () => void;
  onDone: (saved: AgencyCase) => void;
};

const budgetOptions = Object.entries(BUDGET_BANDS).map(([value, label]) => ({ value, label }));

/** Every field as the server takes it: empty ones sent as empty, so a change can clear them. */
const bodyOf = (values: CaseValues): AgencyCaseCreate => ({
  title: values.title.trim(),
  text: values.text ?? '',
  industry: values.industry ?? null,
  services: values.services ?? [],
  year: values.year ?? null,
  brand: values.brand ?? null,
  client_name: values.client_name?.trim() ?? '',
  budget: values.budget ?? null,
  results: values.results ?? '',
});

const initialOf = (agencyCase: AgencyCase | undefined): Partial<CaseValues> =>
  agencyCase
    ? {
        title: agencyCase.title,
        text: agencyCase.text,
        industry: agencyCase.industry?.id ?? null,
        services: agencyCase.services.map((service) => service.id),
        year: agencyCase.year,
        brand: agencyCase.brand?.id ?? null,
        client_name: agencyCase.client_name,
        budget: agencyCase.budget,
        results: agencyCase.results,
      }
    : {};

/** A case's fields, for the leader and managers; the server's field errors stand under the fields. */
export function CaseForm({ agencyCase, services, onCancel, onDone }: CaseFormProps) {
  const [form] = Form.useForm<CaseValues>();
  const create = useCreateCase();
  const update = useUpdateCase(agencyCase?.id ?? 0);
  const caseForm = useServerForm(form, {
    fields: FIELDS,
    save: (values: CaseValues) =>
      agencyCase ? update.mutateAsync(bodyOf(values)) : create.mutateAsync(bodyOf(values)),
    savedToast: agencyCase
      ? { title: 'Сохранено', description: 'Кейс обновлён' }
      : { title: 'Кейс добавлен', description: 'Теперь можно приложить изображения и файлы' },
    onSaved: onDone,
  });
  const serviceOptions = services.map((service) => ({
    value: service.id,
    label: service.service.name,
  }));

  return (
    <AntdProvider>
      <Form
        {...caseForm.formProps}
        layout="vertical"
        requiredMark="optional"
        initialValues={initialOf(agencyCase)}
        className="case-form"
        // Field ids carry the case: another case's form (or the agency's) may be open beside it.
        name={agencyCase ? `case-${agencyCase.id}` : 'case-new'}
      >
        <Form.Item
          name="title"
          label="Название кейса"
          rules={[{ required: true, whitespace: true, message: 'Введите название кейса' }]}
        >
          <Input maxLength={CASE_TITLE_MAX} />
        </Form.Item>
        <div className="case-form__row">
          <Form.Item name="year" label="Год">
            <NumberInput
              min={PROFILE_YEAR_MIN}
              max={9999}
              precision={0}
              className="case-form__year"
            />
          </Form.Item>
          <Form.Item name="budget" label="Бюджет проекта">
            <Select options={budgetOptions} allowClear={CLEARABLE} placeholder="Выберите бюджет" />
          </Form.Item>
        </div>
        <Form.Item name="industry" label="Отрасль">
          <IndustryPicker />
        </Form.Item>
        <Form.Item
          name="services"
          label="Услуги"
          extra={
            services.length === 0
              ? 'Сначала добавьте услуги в профиль: кейс подтверждает услуги агентства.'
              : undefined
          }
        >
          <Select
            mode="multiple"
            options={serviceOptions}
            disabled={services.length === 0}
            placeholder="Какие услуги подтверждает кейс"
            showSearch={{ optionFilterProp: 'label' }}
          />
        </Form.Item>
        <div className="case-form__row">
          <Form.Item name="brand" label="Бренд" extra="Или укажите название клиента">
            <BrandPicker chosen={agencyCase?.brand} />
          </Form.Item>
          <Form.Item name="client_name" label="Название клиента">
            <Input maxLength={CLIENT_NAME_MAX} />
          </Form.Item>
        </div>
        <Form.Item name="text" label="Описание">
          <Input.TextArea rows={4} maxLength={CASE_TEXT_MAX} />
        </Form.Item>
        <Form.Item name="results" label="Результаты">
          <Input.TextArea rows={3} maxLength={CASE_RESULTS_MAX} />
        </Form.Item>
        <FormAlert messages={caseForm.messages} upgrade={caseForm.upgrade} />
        <div className="case-form__buttons">
          <Button type="primary" htmlType="submit" loading={caseForm.saving}>
            {agencyCase ? 'Сохранить' : 'Добавить кейс'}
          </Button>
          <Button onClick={onCancel} disabled={caseForm.saving}>
            Отмена
          </Button>
        </div>
      </Form>
    </AntdProvider>
  );
}
