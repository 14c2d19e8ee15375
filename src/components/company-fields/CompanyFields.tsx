import { Form, Input } from 'antd';
import { NumberInput } from '../number-input/NumberInput';
import {
  COMPANY_NAME_MAX_LENGTH,
  companyMessages,
  FOUNDED_YEAR_MIN,
  foundedYearMax,
  innRule,
  STAFF_COUNT_MAX,
  STAFF_COUNT_MIN,
  WEBSITE_MAX_LENGTH,
} from '../../lib/form-rules';

// The company fields the agency profile and the client's company share, with the rules the server checks
// (contract/company.ts). Each is an antd Form.Item for a Form of the caller's; the company flow has their plain
// twins (./plain), with the same limits and messages (lib/form-rules.ts).

export function CompanyNameField({ label }: { label: string }) {
  return (
    <Form.Item
      name="name"
      label={label}
      rules={[{ required: true, whitespace: true, message: companyMessages.nameRequired }]}
    >
      <Input maxLength={COMPANY_NAME_MAX_LENGTH} autoComplete="organization" />
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
      <Input maxLength={WEBSITE_MAX_LENGTH} inputMode="url" placeholder={placeholder} />
    </Form.Item>
  );
}

export function StaffCountField() {
  return (
    <Form.Item name="staff_count" label="Штат, человек">
      <NumberInput
        min={STAFF_COUNT_MIN}
        max={STAFF_COUNT_MAX}
        precision={0}
        style={{ width: '100%' }}
      />
    </Form.Item>
  );
}

export function FoundedYearField() {
  return (
    <Form.Item name="founded_year" label="Год основания">
      <NumberInput
        min={FOUNDED_YEAR_MIN}
        max={foundedYearMax()}
        precision={0}
        style={{ width: '100%' }}
      />
    </Form.Item>
  );
}
