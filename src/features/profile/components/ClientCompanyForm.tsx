import { Form, Input, Select, Skeleton } from 'antd';
import { COMPANY_SIZES } from '../../../../contract/company-rules';
import type { CompanySize } from '../../../../contract/company';
import {
  CompanyNameField,
  InnField,
  WebsiteField,
} from '../../../components/company-fields/CompanyFields';
import { CityPicker } from '../../../components/reference/CityPicker';
import { IndustryPicker } from '../../../components/reference/IndustryPicker';
import { useServerForm } from '../../../hooks/use-server-form';
import { ProfileFormCard } from './ProfileFormCard';
import { withScheme } from '../../../lib/form-rules';
import { useCompanyAccount } from '../api/get-company-account';
import { useSaveCompanyAccount } from '../api/save-company-account';

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
export function ClientCompanyForm() {
  const account = useCompanyAccount();
  const [form] = Form.useForm<CompanyValues>();
  const save = useSaveCompanyAccount(account.data?.id ?? null);
  const companyForm = useServerForm(form, {
    fields: FIELDS,
    prefix: 'company.',
    save: async (values: CompanyValues) => ({
      created: !account.data?.company,
      saved: await save.mutateAsync({
        ...values,
        website: withScheme(values.website),
        description: values.description ?? '',
      }),
    }),
    savedToast: ({ created, saved }) =>
      created
        ? {
            title: 'Компания создана',
            description: `«${saved.company.name}» добавлена в ваш профиль`,
          }
        : { title: 'Сохранено', description: 'Данные компании обновлены' },
  });

  if (account.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (account.isError) return null; // the error toast said it
  const company = account.data.company;

  return (
    <ProfileFormCard
      serverForm={companyForm}
      requiredMark="optional"
      initialValues={company ?? { description: '' }}
      submitLabel={company ? 'Сохранить' : 'Создать компанию'}
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
    </ProfileFormCard>
  );
}
