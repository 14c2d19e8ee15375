import { Alert } from 'antd';
import { BudgetCheck } from './BudgetCheck';
import { FavouritesList } from './FavouritesList';

/** The selection invitations will go to (the favourites); sending itself comes with tenders. */
export function SendingInvitations({ project }: { project: number }) {
  return (
    <div className="requirements-editor">
      <Alert
        type="info"
        showIcon
        title="Отправка приглашений появится вместе с тендерами"
        description="Приглашения уйдут агентствам из избранного. Соберите список сейчас — он сохранится."
      />
      <BudgetCheck project={project} />
      <FavouritesList project={project} />
    </div>
  );
}
