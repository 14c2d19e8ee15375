import { useEffect, useRef } from 'react';
import { Button, Form, Select } from 'antd';
import { fullName } from '../../../../contract/people-rules';
import { EmailField } from '../../../components/account-fields/EmailField';
import {
  PersonNameFields,
  trimmedNames,
} from '../../../components/account-fields/PersonNameFields';
import { AntdProvider } from '../../../components/antd-provider/AntdProvider';
import { FormAlert } from '../../../components/form-alert/FormAlert';
import { useServerForm } from '../../../hooks/use-server-form';
import { useAddEmployee, type NewEmployee } from '../api/add-employee';
import { useRoles } from '../api/get-roles';

const FIELDS = ['email', 'role', 'first_name', 'last_name', 'position'] as const;
const LEADER_ROLE = 'leader';

type AddEmployeeFormProps = {
  /** «Отмена»: folds the form away. */
  onCancel: () => void;
};

/**
 * An invitation by email with a role and, optionally, who the person is; the mail has a set-password link.
 * A lazy chunk of its own (antd's form, input and select): the staff screen loads it when asked to invite.
 */
export function AddEmployeeForm({ onCancel }: AddEmployeeFormProps) {
  const [form] = Form.useForm<NewEmployee>();
  const fields = useRef<HTMLDivElement>(null);
  const roles = useRoles();
  const add = useAddEmployee();
  const invitation = useServerForm(form, {
    fields: FIELDS,
    save: (values: NewEmployee) =>
      add.mutateAsync({ ...values, email: values.email.trim(), ...trimmedNames(values) }),
    resetOnSave: true,
    savedToast: (created) => ({
      title: 'Приглашение отправлено',
      description: `${fullName(created) ?? created.email} получит письмо со ссылкой, чтобы задать пароль`,
    }),
  });
  const roleOptions = (roles.data ?? [])
    .filter((role) => role.name !== LEADER_ROLE) // an agency has one leader
    .map((role) => ({ value: role.id, label: role.title }));

  // The user asked for the form: the focus goes to its first field once it is there.
  useEffect(() => fields.current?.querySelector('input')?.focus(), []);

  return (
    <AntdProvider>
      <Form {...invitation.formProps} layout="vertical" requiredMark={false}>
        <div ref={fields} className="staff-add__names">
          <PersonNameFields ownName={false} />
        </div>
        <div className="staff-add">
          <EmailField
            placeholder="name@agency.ru"
            requiredMessage="Введите почту сотрудника"
            ownAddress={false}
          />
          <Form.Item
            name="role"
            label="Роль"
            rules={[{ required: true, message: 'Выберите роль' }]}
          >
            <Select options={roleOptions} loading={roles.isPending} placeholder="Роль" />
          </Form.Item>
          <Form.Item label=" " colon={false} className="staff-add__submit">
            <div className="staff-add__buttons">
              <Button type="primary" htmlType="submit" loading={invitation.saving}>
                Пригласить
              </Button>
              <Button onClick={onCancel}>Отмена</Button>
            </div>
          </Form.Item>
        </div>
        <FormAlert messages={invitation.messages} upgrade={invitation.upgrade} />
      </Form>
    </AntdProvider>
  );
}
