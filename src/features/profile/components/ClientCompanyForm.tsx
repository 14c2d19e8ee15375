import { Form, Input, Select } from 'antd';
import { CLEARABLE } from '../../../components/antd-provider/clearable';
import { COMPANY_SIZES } from '../../../../contract/company-rules';
import type { Company, CompanySize } from '../../../../contract/company';
import {
  CityField,
  CompanyNameField,
  InnField,
  WebsiteField,
} from '../../../components/company-fields/CompanyFields';
import { IndustryPicker } from '../../../components/reference/IndustryPicker';
import { useServerForm } from '../../../hooks/use-server-form';
import { withScheme } from '../../../lib/form-rules';
import { useSaveCompanyAccount } from '../api/save-company-account';
import type { EditorProps } from './EditableSection';
import { EditForm } from '../../../components/edit-form/EditForm';
import { quoteName } from '../../../../contract/quote';

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

export type ClientCompanyFormProps = {
  /** The company account; null when the client has none yet (the first save creates it). */
  accountId: number | null;
  company: Company | null;
};

/** The client's company: created on first save when the account has none, edited afterwards. */
export function ClientCompanyForm({
  accountId,
  company,
  onCancel,
  onDone,
}: ClientCompanyFormProps & EditorProps) {
  const [form] = Form.useForm<CompanyValues>();
  const save = useSaveCompanyAccount(accountId);
  const companyForm = useServerForm(form, {
    fields: FIELDS,
    prefix: 'company.',
    save: async (values: CompanyValues) => ({
      created: !company,
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
            description: `Компания ${quoteName(saved.company.name)} добавлена в ваш профиль`,
          }
        : { title: 'Сохранено', description: 'Данные компании обновлены' },
    onSaved: onDone,
  });

  return (
    <EditForm
      serverForm={companyForm}
      requiredMark="optional"
      initialValues={company ?? { description: '' }}
      submitLabel={company ? 'Сохранить' : 'Создать компанию'}
      onCancel={onCancel}
    >
      <CompanyNameField label="Название компании" />
      <div className="profile-form__row">
        <InnField />
        <WebsiteField placeholder="https://company.ru" />
        <CityField />
        <Form.Item name="industry" label="Отрасль">
          <IndustryPicker />
        </Form.Item>
        <Form.Item name="size" label="Размер компании">
          <Select options={sizeOptions} allowClear={CLEARABLE} placeholder="Сколько сотрудников" />
        </Form.Item>
      </div>
      <Form.Item name="description" label="О компании">
        <Input.TextArea rows={4} maxLength={5000} showCount />
      </Form.Item>
    </EditForm>
  );
}
