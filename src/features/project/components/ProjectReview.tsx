import { Alert, Button, Card, Form, Input, Skeleton, Tag } from 'antd';
import type { ContractorReview } from '../../../../contract/review';
import {
  CONTRACTOR_CRITERIA,
  REVIEW_TEXT_MAX,
  type ContractorCriterion,
} from '../../../../contract/tender-rules';
import { FormAlert } from '../../../components/form-alert/FormAlert';
import { useServerForm } from '../../../hooks/use-server-form';
import { useContractorReviews, useCreateContractorReview } from '../api/reviews';
import { ChoiceFieldset, Stars, StarsInput } from './ChoiceFieldset';
import { formatMoment } from './tender-format';

const CRITERIA = Object.keys(CONTRACTOR_CRITERIA) as ContractorCriterion[];
type Values = Partial<Record<ContractorCriterion, number>> & {
  would_recommend?: boolean;
  text?: string;
};

/** After a winner was chosen here: the client's review of the agency, or the form to leave it. */
export function ProjectReview({
  project,
  contractor,
  contractorName,
}: {
  project: number;
  contractor: number;
  contractorName: string;
}) {
  const reviews = useContractorReviews(project);
  if (reviews.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (reviews.isError) return <Alert type="error" showIcon title="Не удалось загрузить отзыв" />;
  const review = reviews.data.find((item) => item.contractor === contractor);
  return review ? (
    <ReviewShown review={review} contractorName={contractorName} />
  ) : (
    <ReviewForm project={project} contractor={contractor} contractorName={contractorName} />
  );
}

function ReviewForm({
  project,
  contractor,
  contractorName,
}: {
  project: number;
  contractor: number;
  contractorName: string;
}) {
  const [form] = Form.useForm<Values>();
  const create = useCreateContractorReview(project);
  const serverForm = useServerForm(form, {
    fields: [...CRITERIA, 'would_recommend', 'text'],
    labels: { project: 'Проект', contractor: 'Агентство' },
    save: (values: Values) =>
      create.mutateAsync({
        project,
        contractor,
        quality: values.quality!,
        deadlines: values.deadlines!,
        communication: values.communication!,
        value: values.value!,
        would_recommend: values.would_recommend!,
        ...(values.text?.trim() && { text: values.text.trim() }),
      }),
    savedToast: {
      title: 'Отзыв опубликован',
      description: `Он появится в профиле «${contractorName}» с отметкой «Проверенный отзыв».`,
    },
  });
  return (
    <Card
      size="small"
      title={<h2 className="project-section-title">Отзыв о работе «{contractorName}»</h2>}
    >
      <p className="project-note">
        Отзыв увидят в профиле агентства с отметкой «Проверенный отзыв»: проект закрыт здесь.
      </p>
      <Form {...serverForm.formProps} layout="vertical" requiredMark={false}>
        <div className="review-criteria">
          {CRITERIA.map((criterion) => (
            <Form.Item
              key={criterion}
              name={criterion}
              rules={[{ required: true, message: 'Поставьте оценку от 1 до 5.' }]}
            >
              <StarsInput legend={CONTRACTOR_CRITERIA[criterion]} />
            </Form.Item>
          ))}
        </div>
        <Form.Item
          name="would_recommend"
          rules={[{ required: true, message: 'Ответьте да или нет.' }]}
        >
          <ChoiceFieldset<boolean>
            legend="Порекомендуете агентство?"
            options={[
              { value: true, label: 'Да' },
              { value: false, label: 'Нет' },
            ]}
          />
        </Form.Item>
        <Form.Item name="text" label="Отзыв">
          <Input.TextArea
            rows={5}
            maxLength={REVIEW_TEXT_MAX}
            showCount
            placeholder="Что получилось, что можно было сделать лучше"
          />
        </Form.Item>
        <FormAlert messages={serverForm.messages} />
        <Button type="primary" htmlType="submit" loading={serverForm.saving}>
          Опубликовать отзыв
        </Button>
      </Form>
    </Card>
  );
}

function ReviewShown({
  review,
  contractorName,
}: {
  review: ContractorReview;
  contractorName: string;
}) {
  return (
    <Card
      size="small"
      title={<h2 className="project-section-title">Ваш отзыв о «{contractorName}»</h2>}
    >
      <article className="review-shown" aria-label="Ваш отзыв">
        <p className="review-shown__meta">
          {review.verified && <Tag color="green">Проверенный отзыв</Tag>}
          {review.author_name} · {formatMoment(review.created_at)}
        </p>
        <dl className="project-facts">
          {CRITERIA.map((criterion) => (
            <div key={criterion} className="review-shown__score">
              <dt>{CONTRACTOR_CRITERIA[criterion]}</dt>
              <dd>
                <Stars score={review[criterion]} />
              </dd>
            </div>
          ))}
          <div className="review-shown__score">
            <dt>Рекомендует</dt>
            <dd>{review.would_recommend ? 'Да' : 'Нет'}</dd>
          </div>
        </dl>
        {review.text && <p className="matrix-text">{review.text}</p>}
        {review.reply ? (
          <blockquote className="review-reply">
            <p className="review-reply__who">
              Ответ агентства{review.replied_at && ` · ${formatMoment(review.replied_at)}`}
            </p>
            <p className="matrix-text">{review.reply}</p>
          </blockquote>
        ) : (
          <p className="project-note">Агентство пока не ответило на отзыв.</p>
        )}
      </article>
    </Card>
  );
}
