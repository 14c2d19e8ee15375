import { Form, Input } from 'antd';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { markFlowComplete } from '../../../lib/flow-trail';
import { readDraft, saveDraft } from '../draft';
import { StepCard } from './StepCard';

const DESCRIPTION_MIN = 20;
const DESCRIPTION_MAX = 5000;

/** Step 4/4: how the agency presents itself; then on to the account (registration, variant 2). */
export function DescriptionStep() {
  const [form] = Form.useForm<{ description: string }>();
  const navigate = useNavigate();

  const next = () =>
    form
      .validateFields()
      .then(({ description }) => {
        saveDraft({ description: description.trim() });
        markFlowComplete('company');
        void navigate(paths.auth.register.getHref('2'));
      })
      .catch(() => undefined);

  return (
    <StepCard
      title="Описание профиля"
      lead="Расскажите заказчикам, чем агентство сильно: специализация, подход, известные проекты."
      backTo={paths.createCompany.industries.getHref()}
      nextLabel="Перейти к регистрации"
      onNext={() => void next()}
    >
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ description: readDraft().description }}
        onValuesChange={(_changed, values: { description: string }) =>
          saveDraft({ description: values.description })
        }
      >
        <Form.Item
          name="description"
          label="О компании"
          rules={[
            { required: true, whitespace: true, message: 'Расскажите о компании' },
            { min: DESCRIPTION_MIN, message: `Хотя бы ${DESCRIPTION_MIN} символов` },
          ]}
        >
          <Input.TextArea
            rows={8}
            maxLength={DESCRIPTION_MAX}
            showCount
            placeholder="Например: делаем сайты и мобильные приложения для ритейла с 2012 года…"
          />
        </Form.Item>
      </Form>
    </StepCard>
  );
}
