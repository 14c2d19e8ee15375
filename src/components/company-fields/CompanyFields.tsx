import { Form, Input } from 'antd';
import { NumberInput } from '../number-input/NumberInput';
import { antdRule } from '../../lib/form-rules';
import { CityPicker } from '../reference/CityPicker';
import { city, companyName, foundedYear, inn, staffCount, website } from './fields';

// The company fields the agency profile and the client's company share, as antd Form.Items for a Form of the
// caller's: ./fields.ts gives their words, attributes and checks, as it does to the flows' plain twins (./plain).

export function CompanyNameField({ label }: { label: string }) {
  return (
    <Form.Item name="name" label={label} rules={[antdRule(companyName.problem)]} required>
      <Input {...companyName.input} />
    </Form.Item>
  );
}

export function InnField({ placeholder }: { placeholder?: string }) {
  return (
    <Form.Item name="inn" label={inn.label} rules={[antdRule(inn.problem)]} required>
      <Input {...inn.input} placeholder={placeholder} />
    </Form.Item>
  );
}

export function WebsiteField({ placeholder }: { placeholder: string }) {
  return (
    <Form.Item name="website" label={website.label}>
      <Input {...website.input} placeholder={placeholder} />
    </Form.Item>
  );
}

/** A whole number in its range: antd's number input keeps it there (no step buttons: `NumberInput`). */
function WholeNumberField({ field }: { field: typeof staffCount | typeof foundedYear }) {
  return (
    <Form.Item name={field.name} label={field.label}>
      <NumberInput min={field.min} max={field.max()} precision={0} style={{ width: '100%' }} />
    </Form.Item>
  );
}

export const StaffCountField = () => <WholeNumberField field={staffCount} />;

export const FoundedYearField = () => <WholeNumberField field={foundedYear} />;

/** The company's city, searched on the server as it is typed; optional in the profiles. */
export function CityField() {
  return (
    <Form.Item name="city" label={city.label}>
      <CityPicker />
    </Form.Item>
  );
}
