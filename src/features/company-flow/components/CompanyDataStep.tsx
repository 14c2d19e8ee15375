import { Form, Input, InputNumber } from 'antd';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { FOUNDED_YEAR_MIN, innRule, withScheme } from '../../../lib/form-rules';
import { readDraft, saveDraft, type DraftCompany } from '../draft';
import { CityPicker } from './CityPicker';
import { StepCard } from './StepCard';

/** Step 1/4: the agency's name, ИНН, site, city, size and age. Every keystroke is kept in the draft. */
export function CompanyDataStep() {
  const [form] = Form.useForm<DraftCompany>();
  const navigate = useNavigate();

  const next = () =>
    form
      .validateFields()
      .then((values) => {
        saveDraft({ company: { ...values, website: withScheme(values.website) } });
        void navigate(paths.createCompany.services.getHref());
      })
      .catch(() => undefined); // the form shows what is wrong

  return (
    <StepCard
      title="Данные компании"
      lead="Заказчики увидят их в карточке агентства. ИНН нужен, чтобы подтвердить, что компания существует."
      onNext={() => void next()}
    >
      <Form
        form={form}
        layout="vertical"
        requiredMark="optional"
        initialValues={readDraft().company}
        onValuesChange={(_changed, values: DraftCompany) =>
          saveDraft({ company: { ...readDraft().company, ...values } })
        }
        onFinish={() => void next()}
      >
        <Form.Item
          name="name"
          label="Название агентства"
          rules={[{ required: true, whitespace: true, message: 'Введите название' }]}
        >
          <Input maxLength={200} autoComplete="organization" />
        </Form.Item>
        <div className="company-step__row">
          <Form.Item name="inn" label="ИНН" rules={[innRule]} required>
            <Input inputMode="numeric" maxLength={12} placeholder="10 или 12 цифр" />
          </Form.Item>
          <Form.Item
            name="city"
            label="Город"
            rules={[{ required: true, message: 'Выберите город' }]}
          >
            <CityPicker />
          </Form.Item>
        </div>
        <Form.Item name="website" label="Сайт">
          <Input maxLength={300} inputMode="url" placeholder="https://agency.ru" />
        </Form.Item>
        <div className="company-step__row">
          <Form.Item name="staff_count" label="Штат, человек">
            <InputNumber min={1} max={1_000_000} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="founded_year" label="Год основания">
            <InputNumber
              min={FOUNDED_YEAR_MIN}
              max={new Date().getFullYear()}
              precision={0}
              style={{ width: '100%' }}
            />
          </Form.Item>
        </div>
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </StepCard>
  );
}
