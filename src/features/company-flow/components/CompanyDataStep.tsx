import { Form } from 'antd';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { withScheme } from '../../../lib/form-rules';
import { readDraft, saveDraft, type DraftCompany } from '../draft';
import { CityPicker } from '../../../components/reference/CityPicker';
import { StepCard } from './StepCard';
import {
  CompanyNameField,
  FoundedYearField,
  InnField,
  StaffCountField,
  WebsiteField,
} from '../../../components/company-fields/CompanyFields';

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
        <CompanyNameField label="Название агентства" />
        <div className="company-step__row">
          <InnField placeholder="10 или 12 цифр" />
          <Form.Item
            name="city"
            label="Город"
            rules={[{ required: true, message: 'Выберите город' }]}
          >
            <CityPicker />
          </Form.Item>
        </div>
        <WebsiteField placeholder="https://agency.ru" />
        <div className="company-step__row">
          <StaffCountField />
          <FoundedYearField />
        </div>
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </StepCard>
  );
}
