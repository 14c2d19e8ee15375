import { Button, Form, Input, Skeleton, Switch } from 'antd';
import type { ContractorPatch } from '../../../../contract/contractor';
import { FormAlert } from '../../../components/form-alert/FormAlert';
import { useServerErrors } from '../../../components/form-alert/use-server-errors';
import { withScheme } from '../../../lib/form-rules';
import { showToast } from '../../../lib/toast';
import type { Contractor } from '../../../../contract/contractor';
import { useContractorAccount } from '../api/get-contractor-account';
import { useUpdateContractorAccount } from '../api/update-contractor-account';
import type { Picker } from './pickers';
import { useDirtyForm } from '../../../hooks/use-dirty-form';
import {
  CompanyNameField,
  FoundedYearField,
  InnField,
  StaffCountField,
  WebsiteField,
} from '../../../components/company-fields/CompanyFields';

const FIELDS = [
  'name',
  'inn',
  'website',
  'description',
  'city',
  'founded_year',
  'staff_count',
  'is_published',
] as const;

/** The agency's basic data; its leader and its employees edit it (the server's rule). */
export function AgencyForm({ CityPicker }: { CityPicker: Picker }) {
  const account = useContractorAccount();
  if (account.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (account.isError || account.data.id === null) return null; // the toast of spec §8 said it
  return (
    <AgencyFields
      accountId={account.data.id}
      agency={account.data.contractor}
      CityPicker={CityPicker}
    />
  );
}

type AgencyFieldsProps = { accountId: number; agency: Contractor; CityPicker: Picker };

function AgencyFields({ accountId, agency, CityPicker }: AgencyFieldsProps) {
  const [form] = Form.useForm<ContractorPatch>();
  const dirty = useDirtyForm();
  const save = useUpdateContractorAccount(accountId);
  const errors = useServerErrors(form, FIELDS, { prefix: 'contractor.' });

  const submit = (values: ContractorPatch) => {
    errors.clear();
    save.mutate(
      { ...values, website: withScheme(values.website) },
      {
        onSuccess: () => {
          dirty.markSaved();
          showToast({
            title: 'Сохранено',
            description: 'Профиль агентства обновлён',
            color: 'green',
          });
        },
        onError: errors.show,
      },
    );
  };

  return (
    <section className="surface-card">
      <Form
        form={form}
        onValuesChange={dirty.onValuesChange}
        layout="vertical"
        requiredMark="optional"
        initialValues={agency}
        onFinish={submit}
      >
        <CompanyNameField label="Название агентства" />
        <div className="profile-form__row">
          <InnField />
          <Form.Item name="city" label="Город">
            <CityPicker />
          </Form.Item>
          <StaffCountField />
          <FoundedYearField />
        </div>
        <WebsiteField placeholder="https://agency.ru" />
        <Form.Item name="description" label="Об агентстве">
          <Input.TextArea rows={5} maxLength={5000} showCount />
        </Form.Item>
        <div className="profile-form__switch">
          <Form.Item name="is_published" valuePropName="checked" noStyle>
            <Switch id="agency-published" />
          </Form.Item>
          <label htmlFor="agency-published">Показывать агентство в каталоге</label>
        </div>
        <FormAlert messages={errors.messages} />
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          Сохранить
        </Button>
      </Form>
    </section>
  );
}
