import { quoteName } from '../../../../contract/quote';
import { useCompleteWork } from '../api/complete-work';
import { ActionDialog } from './ActionDialog';

type AcceptWorkDialogProps = {
  project: number;
  contractorName: string;
  open: boolean;
  onClose: () => void;
};

/** «Принять работу»: asked before, as it cannot be taken back; the agency is told, the review opens. */
export function AcceptWorkDialog({
  project,
  contractorName,
  open,
  onClose,
}: AcceptWorkDialogProps) {
  const complete = useCompleteWork(project);
  return (
    <ActionDialog<Record<string, never>>
      open={open}
      onClose={onClose}
      title="Принять работу?"
      description={`Отметьте работу принятой, когда агентство ${quoteName(contractorName)} всё сдало и вас устраивает результат. Агентство получит уведомление, а вы сможете оставить отзыв о его работе. Вернуть проект в работу будет нельзя.`}
      confirmLabel="Принять работу"
      fields={[]}
      send={() => complete.mutateAsync()}
      doneToast={{
        title: 'Работа принята',
        description: 'Теперь можно оставить отзыв о работе агентства.',
      }}
    />
  );
}
