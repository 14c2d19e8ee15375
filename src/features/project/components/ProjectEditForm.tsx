import { Button, Card, DatePicker, Form, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { dayjs } from '../../../lib/dayjs';
import { BUDGET_BAND_KEYS, BUDGET_BANDS, type BudgetBand } from '../../../../contract/budget';
import type { Project } from '../../../../contract/project';
import { PROJECT_DESCRIPTION_MAX, PROJECT_TITLE_MAX } from '../../../../contract/project-rules';
import { AntdProvider } from '../../../components/antd-provider/AntdProvider';
import { FormAlert } from '../../../components/form-alert/FormAlert';
import { useServerForm } from '../../../hooks/use-server-form';
import { useUpdateProject } from '../api/projects';

type Values = {
  title: string;
  description: string;
  budget: BudgetBand | null;
  start_date: Dayjs | null;
  deadline: Dayjs | null;
};

const DAY_FORMAT = 'YYYY-MM-DD';
const toDay = (value: Dayjs | null) => (value ? value.format(DAY_FORMAT) : null);
const fromDay = (value: string | null) => (value ? dayjs(value) : null);
const budgetOptions = BUDGET_BAND_KEYS.map((key) => ({ value: key, label: BUDGET_BANDS[key] }));

/** The description tab: the project's title, description, budget band and dates (PATCH), with antd. */
export function ProjectEditForm(props: { project: Project }) {
  return (
    <AntdProvider>
      <EditForm {...props} />
    </AntdProvider>
  );
}

function EditForm({ project }: { project: Project }) {
  const [form] = Form.useForm<Values>();
  const update = useUpdateProject(project.id);
  const serverForm = useServerForm(form, {
    fields: ['title', 'description', 'budget', 'start_date', 'deadline'],
    save: (values: Values) =>
      update.mutateAsync({
        title: values.title,
        description: values.description ?? '',
        budget: values.budget ?? null,
        start_date: toDay(values.start_date),
        deadline: toDay(values.deadline),
      }),
    savedToast: { title: 'Сохранено', description: 'Проект обновлён' },
  });
  return (
    <Card>
      <Form
        {...serverForm.formProps}
        layout="vertical"
        requiredMark={false}
        initialValues={{
          title: project.title,
          description: project.description,
          budget: project.budget,
          start_date: fromDay(project.start_date),
          deadline: fromDay(project.deadline),
        }}
      >
        <Form.Item
          name="title"
          label="Название проекта"
          rules={[{ required: true, whitespace: true, message: 'Введите название проекта' }]}
        >
          <Input maxLength={PROJECT_TITLE_MAX} />
        </Form.Item>
        <Form.Item name="description" label="Описание задачи">
          <Input.TextArea rows={6} maxLength={PROJECT_DESCRIPTION_MAX} showCount />
        </Form.Item>
        <Form.Item name="budget" label="Бюджет">
          <Select options={budgetOptions} allowClear placeholder="Не указан" />
        </Form.Item>
        <div className="project-form__dates">
          <Form.Item name="start_date" label="Желаемое начало">
            <DatePicker format="DD.MM.YYYY" placeholder="Дата" />
          </Form.Item>
          <Form.Item name="deadline" label="Срок сдачи">
            <DatePicker format="DD.MM.YYYY" placeholder="Дата" />
          </Form.Item>
        </div>
        <FormAlert messages={serverForm.messages} />
        <Button type="primary" htmlType="submit" loading={serverForm.saving}>
          Сохранить
        </Button>
      </Form>
    </Card>
  );
}
