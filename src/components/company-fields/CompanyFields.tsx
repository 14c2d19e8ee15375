import { Form, Input, InputNumber } from 'antd';
import { FOUNDED_YEAR_MIN, innRule } from '../../lib/form-rules';

// The company fields the agency's company flow, the agency profile and the client's company share, with the
// rules the server checks (contract/company.ts). Each is an antd Form.Item for a Form of the caller's.

export function CompanyNameField({ label }: { label: string }) {
  return (
    <Form.Item
      name="name"
      label={label}
      rules={[{ required: true, whitespace: true, message: 'Введите название' }]}
    >
      <Input maxLength={200} autoComplete="organization" />
    </Form.Item>
  );
}

export function InnField({ placeholder }: { placeholder?: string }) {
  return (
    <Form.Item name="inn" label="ИНН" rules={[innRule]} required>
      <Input inputMode="numeric" maxLength={12} placeholder={placeholder} />
    </Form.Item>
  );
}

export function WebsiteField({ placeholder }: { placeholder: string }) {
  return (
    <Form.Item name="website" label="Сайт">
      <Input maxLength={300} inputMode="url" placeholder={placeholder} />
    </Form.Item>
  );
}

export function StaffCountField() {
  return (
    <Form.Item name="staff_count" label="Штат, человек">
      <InputNumber min={1} max={1_000_000} precision={0} style={{ width: '100%' }} />
    </Form.Item>
  );
}

export function FoundedYearField() {
  return (
    <Form.Item name="founded_year" label="Год основания">
      <InputNumber
        min={FOUNDED_YEAR_MIN}
        max={new Date().getFullYear()}
        precision={0}
        style={{ width: '100%' }}
      />
    </Form.Item>
  );
}
