import { Button, Form, Input, Select, Skeleton } from 'antd';
import { COMPANY_SIZES, type CompanyCreate, type CompanySize } from '../../../../contract/company';
import { FormAlert } from '../../../components/form-alert/FormAlert';
import { useServerErrors } from '../../../components/form-alert/use-server-errors';
import { withScheme } from '../../../lib/form-rules';
import { showToast } from '../../../lib/toast';
import { useCompanyAccount } from '../api/get-company-account';
import { useSaveCompanyAccount } from '../api/save-company-account';
import type { Picker } from './pickers';
import { useDirtyForm } from '../../../hooks/use-dirty-form';
import {
  CompanyNameField,
  InnField,
  WebsiteField,
} from '../../../components/company-fields/CompanyFields';

const FIELDS = ['name', 'inn', 'website', 'description', 'city', 'industry', 'size'] as const;
const sizeOptions = Object.entries(COMPANY_SIZES).map(([value, label]) => ({ value, label }));

type CompanyValues = {
  name: string;
  inn: string;
  website: string | null;
  description: string;
  city: number | null;
  industry: number | null;
  size: CompanySize | null;
};

/** The client's company: created on first save when the account has none, edited afterwards. */
export function ClientCompanyForm({
  CityPicker,
  IndustryPicker,
}: Record<'CityPicker' | 'IndustryPicker', Picker>) {
  const account = useCompanyAccount();
  const [form] = Form.useForm<CompanyValues>();
  const dirty = useDirtyForm();
  const save = useSaveCompanyAccount(account.data?.id ?? null);
  const errors = useServerErrors(form, FIELDS, { prefix: 'company.' });

  if (account.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (account.isError) return null; // the toast of spec §8 said it
  const company = account.data.company;

  const submit = (values: CompanyValues) => {
    errors.clear();
    const body: CompanyCreate = {
      ...values,
      website: withScheme(values.website),
      description: values.description ?? '',
    };
    save.mutate(body, {
      onSuccess: () => {
        dirty.markSaved();
        showToast({ title: 'Сохранено', description: 'Данные компании обновлены', color: 'green' });
      },
      onError: errors.show,
    });
  };

  return (
    <section className="surface-card">
      <Form
        form={form}
        onValuesChange={dirty.onValuesChange}
        layout="vertical"
        requiredMark="optional"
        initialValues={company ?? { description: '' }}
        onFinish={submit}
      >
        <CompanyNameField label="Название компании" />
        <div className="profile-form__row">
          <InnField />
          <WebsiteField placeholder="https://company.ru" />
          <Form.Item name="city" label="Город">
            <CityPicker />
          </Form.Item>
          <Form.Item name="industry" label="Отрасль">
            <IndustryPicker />
          </Form.Item>
          <Form.Item name="size" label="Размер компании">
            <Select options={sizeOptions} allowClear placeholder="Сколько сотрудников" />
          </Form.Item>
        </div>
        <Form.Item name="description" label="О компании">
          <Input.TextArea rows={4} maxLength={5000} showCount />
        </Form.Item>
        <FormAlert messages={errors.messages} />
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {company ? 'Сохранить' : 'Создать компанию'}
        </Button>
      </Form>
    </section>
  );
}
