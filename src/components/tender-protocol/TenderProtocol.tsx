import { useEffect, useState } from 'react';
import { stepText, whoText } from '../../../contract/tender-protocol-words';
import { downloadProtocolPdf, useTenderProtocol } from '../../lib/tender-protocol';
import { showErrorToast } from '../../lib/toast';
import { BusyButton } from '../busy-button/BusyButton';
import { moscowMoment } from './moscow-time';
import './tender-protocol.css';

/** «Скачать PDF» of the protocol: fetched with the session's token and saved as a file. */
function ProtocolPdfButton({ project }: { project: number }) {
  const [busy, setBusy] = useState(false);
  const download = () => {
    setBusy(true);
    downloadProtocolPdf(project)
      .catch((error: unknown) => showErrorToast(error, 'Не удалось скачать протокол.'))
      .finally(() => setBusy(false));
  };
  return (
    <BusyButton className="btn" busy={busy} onClick={download} aria-label="Скачать PDF протокола">
      Скачать PDF
    </BusyButton>
  );
}

type TenderProtocolProps = {
  project: number;
  /** The page's own data time: a protocol read before it is read again (the agency's answers). */
  since?: number;
};

/**
 * The tender's protocol as a timeline in Moscow time, oldest step first, and its PDF: the client reads every
 * step, an invited agency its own and the public ones (the server decides). The card around it is the page's.
 */
export function TenderProtocol({ project, since }: TenderProtocolProps) {
  const query = useTenderProtocol(project);
  const { dataUpdatedAt, isFetching, refetch } = query;
  useEffect(() => {
    if (since !== undefined && dataUpdatedAt > 0 && dataUpdatedAt < since && !isFetching)
      void refetch();
  }, [since, dataUpdatedAt, isFetching, refetch]);

  if (query.isPending)
    return (
      <div role="status" aria-label="Загрузка протокола" className="tender-protocol__loading">
        <span aria-hidden="true" />
      </div>
    );
  if (query.isError) return <p className="tender-protocol__note">Не удалось загрузить протокол.</p>;
  const { events, outcome, reader_agency } = query.data;
  return (
    <div className="tender-protocol">
      <div className="tender-protocol__bar">
        <p className="tender-protocol__note">
          {reader_agency ? 'Ваши шаги и общие для всех приглашённых. ' : 'Все шаги тендера. '}
          Время московское; записи не изменяются и не удаляются.
        </p>
        <ProtocolPdfButton project={project} />
      </div>
      {events.length === 0 ? (
        <p className="tender-protocol__note">Событий пока нет: протокол начнётся с приглашения.</p>
      ) : (
        <ol className="tender-protocol__list" aria-label="Протокол тендера">
          {events.map((event) => (
            <li key={event.id}>
              <time dateTime={event.at}>{moscowMoment(event.at)}</time>
              <div>
                <p className="tender-protocol__step">{stepText(event)}</p>
                <p className="tender-protocol__who">{whoText(event)}</p>
                {event.details && <p className="tender-protocol__details">{event.details}</p>}
              </div>
            </li>
          ))}
        </ol>
      )}
      <p className="tender-protocol__outcome">
        <strong>Итог:</strong> {outcome}
      </p>
    </div>
  );
}
