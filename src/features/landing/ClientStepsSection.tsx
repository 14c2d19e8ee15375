import { LandingCard, LandingSection } from './LandingSection';
import './ClientStepsSection.css';

const steps = [
  {
    title: 'Опишите проект',
    text: 'Услуги, отрасли, города, языки, бюджетный диапазон и нужная команда. Черновик сохраняется на устройстве, даже если пропала связь.',
  },
  {
    title: 'Получите подбор',
    text: 'Ранжированный список агентств, и у каждого — причины совпадения: какие услуги, отрасли и требования к команде совпали с вашими.',
  },
  {
    title: 'Пригласите лучших',
    text: 'Отметьте несколько агентств и отправьте приглашения. Вы видите, кто принял приглашение, а кто отказался и почему.',
  },
  {
    title: 'Проведите тендер',
    text: 'Сравните предложения принявших приглашение в одном окне: подход, сроки, состав команды и стоимость.',
  },
  {
    title: 'Выберите победителя',
    text: 'Объявите результат участникам, а после работы оставьте отзыв — он получит отметку «подтверждённый».',
  },
];

/** «Как это работает для заказчика»: five numbered steps from brief to review. */
export function ClientStepsSection() {
  return (
    <LandingSection
      id="landing-clients"
      title="Как это работает для заказчика"
      lead="От описания задачи до подписанного договора — в одном месте, без таблиц с контактами и переписки в десяти чатах."
    >
      <ol className="landing-grid landing-grid--steps">
        {steps.map((step, index) => (
          <li key={step.title}>
            <LandingCard
              mark={
                <span className="landing-step-number" aria-hidden="true">
                  {index + 1}
                </span>
              }
              title={step.title}
              text={step.text}
            />
          </li>
        ))}
      </ol>
    </LandingSection>
  );
}
