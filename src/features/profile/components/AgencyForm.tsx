import { Form, Input, Skeleton, Switch } from 'antd';
import { rightDeniedMessage } from '../../../../contract/agency-rights';
import type { Contractor, ContractorPatch } from '../../../../contract/contractor';
import {
  CompanyNameField,
  FoundedYearField,
  InnField,
  StaffCountField,
  WebsiteField,
} from '../../../components/company-fields/CompanyFields';
import { CityPicker } from '../../../components/reference/CityPicker';
import { useAgencyRights } from '../../../hooks/use-agency-rights';
import { useServerForm } from '../../../hooks/use-server-form';
import { ProfileFormCard } from './ProfileFormCard';
import { withScheme } from '../../../lib/form-rules';
import { useContractorAccount } from '../../../lib/accounts/contractor-account';
import { useUpdateContractorAccount } from '../api/update-contractor-account';

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

/** The agency's basic data: the leader and managers edit it, only the leader publishes it (the rights table). */
export function AgencyForm() {
  const account = useContractorAccount();
  if (account.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (account.isError || account.data.id === null) return null; // the error toast said it
  return <AgencyFields accountId={account.data.id} agency={account.data.contractor} />;
}

type AgencyFieldsProps = { accountId: number; agency: Contractor };

function AgencyFields({ accountId, agency }: AgencyFieldsProps) {
  const rights = useAgencyRights();
  const canEdit = rights.can('editProfile');
  const canPublish = rights.can('publishProfile');
  const [form] = Form.useForm<ContractorPatch>();
  const save = useUpdateContractorAccount(accountId);
  const agencyForm = useServerForm(form, {
    fields: FIELDS,
    prefix: 'contractor.',
    save: (values: ContractorPatch) =>
      save.mutateAsync({ ...values, website: withScheme(values.website) }),
    savedToast: { title: 'Сохранено', description: 'Профиль агентства обновлён' },
  });

  return (
    <ProfileFormCard
      serverForm={agencyForm}
      requiredMark="optional"
      initialValues={agency}
      submitLabel="Сохранить"
      readOnlyNote={canEdit ? undefined : rightDeniedMessage('editProfile')}
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
          <Switch
            id="agency-published"
            disabled={!canPublish}
            aria-describedby={canPublish ? undefined : 'agency-published-note'}
          />
        </Form.Item>
        <label htmlFor="agency-published">Показывать агентство в каталоге</label>
      </div>
      {canEdit && !canPublish && (
        <p className="profile-form__note" id="agency-published-note">
          {rightDeniedMessage('publishProfile')}
        </p>
      )}
    </ProfileFormCard>
  );
}
