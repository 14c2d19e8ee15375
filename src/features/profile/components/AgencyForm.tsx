import { Form, Input, Switch } from 'antd';
import { rightDeniedMessage } from '../../../../contract/agency-rights';
import type { Contractor, ContractorPatch } from '../../../../contract/contractor';
import {
  CityField,
  CompanyNameField,
  FoundedYearField,
  InnField,
  StaffCountField,
  WebsiteField,
} from '../../../components/company-fields/CompanyFields';
import { useServerForm } from '../../../hooks/use-server-form';
import { withScheme } from '../../../lib/form-rules';
import { useUpdateContractorAccount } from '../api/update-contractor-account';
import type { EditorProps } from './EditableSection';
import { EditForm } from '../../../components/edit-form/EditForm';

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

export type AgencyFormProps = {
  accountId: number;
  agency: Contractor;
  /** Only the leader publishes the agency in the catalogue (the rights table); others see the switch off. */
  canPublish: boolean;
};

/** The agency's basic data, for those who may edit it (the leader and managers). */
export function AgencyForm({
  accountId,
  agency,
  canPublish,
  onCancel,
  onDone,
}: AgencyFormProps & EditorProps) {
  const [form] = Form.useForm<ContractorPatch>();
  const save = useUpdateContractorAccount(accountId);
  const agencyForm = useServerForm(form, {
    fields: FIELDS,
    prefix: 'contractor.',
    save: (values: ContractorPatch) =>
      save.mutateAsync({ ...values, website: withScheme(values.website) }),
    savedToast: { title: 'Сохранено', description: 'Профиль агентства обновлён' },
    onSaved: onDone,
  });

  return (
    <EditForm
      serverForm={agencyForm}
      requiredMark="optional"
      initialValues={agency}
      submitLabel="Сохранить"
      onCancel={onCancel}
    >
      <CompanyNameField label="Название агентства" />
      <div className="profile-form__row">
        <InnField />
        <CityField />
        <StaffCountField />
        <FoundedYearField />
      </div>
      <WebsiteField placeholder="https://agency.ru" />
      <Form.Item name="description" label="Об агентстве">
        <Input.TextArea rows={5} maxLength={5000} showCount />
      </Form.Item>
      <div className="profile-form__switch">
        <Form.Item name="is_published" valuePropName="checked" noStyle>
          <Switch
            id="agency-published"
            disabled={!canPublish}
            aria-describedby={canPublish ? undefined : 'agency-published-note'}
          />
        </Form.Item>
        <label htmlFor="agency-published">Показывать агентство в каталоге</label>
      </div>
      {!canPublish && (
        <p className="profile-form__note" id="agency-published-note">
          {rightDeniedMessage('publishProfile')}
        </p>
      )}
    </EditForm>
  );
}
