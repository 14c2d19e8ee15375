import { Button, Form, Input, Select } from 'antd';
import { FormAlert } from '../../../components/form-alert/FormAlert';
import { useServerErrors } from '../../../components/form-alert/use-server-errors';
import { showToast } from '../../../lib/toast';
import { useAddEmployee, type NewEmployee } from '../api/add-employee';
import { useRoles } from '../api/get-roles';
import { useDirtyForm } from '../../../hooks/use-dirty-form';

const FIELDS = ['email', 'role'] as const;
const LEADER_ROLE = 'leader';

/** The leader invites an employee by email with a role; the invitation mail carries a set-password link. */
export function AddEmployeeForm() {
  const [form] = Form.useForm<NewEmployee>();
  const dirty = useDirtyForm();
  const roles = useRoles();
  const add = useAddEmployee();
  const errors = useServerErrors(form, FIELDS);
  const roleOptions = (roles.data ?? [])
    .filter((role) => role.name !== LEADER_ROLE) // an agency has one leader
    .map((role) => ({ value: role.id, label: role.title }));

  const submit = (values: NewEmployee) => {
    errors.clear();
    add.mutate(
      { ...values, email: values.email.trim() },
      {
        onSuccess: (created) => {
          dirty.markSaved();
          form.resetFields();
          showToast({
            title: 'Приглашение отправлено',
            description: `${created.email} получит письмо со ссылкой, чтобы задать пароль`,
            color: 'green',
          });
        },
        onError: errors.show,
      },
    );
  };

  return (
    <Form
      form={form}
      onValuesChange={dirty.onValuesChange}
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
    >
      <div className="staff-add">
        <Form.Item
          name="email"
          label="Электронная почта"
          rules={[
            { required: true, message: 'Введите почту сотрудника' },
            { type: 'email', message: 'Введите правильный адрес электронной почты' },
          ]}
        >
          <Input type="email" inputMode="email" maxLength={254} placeholder="name@agency.ru" />
        </Form.Item>
        <Form.Item name="role" label="Роль" rules={[{ required: true, message: 'Выберите роль' }]}>
          <Select options={roleOptions} loading={roles.isPending} placeholder="Роль" />
        </Form.Item>
        <Form.Item label=" " colon={false} className="staff-add__submit">
          <Button type="primary" htmlType="submit" loading={add.isPending} block>
            Пригласить
          </Button>
        </Form.Item>
      </div>
      <FormAlert messages={errors.messages} />
    </Form>
  );
}
