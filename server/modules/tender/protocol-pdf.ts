import type {
  Content,
  CustomTableLayout,
  TableCell,
  TDocumentDefinitions,
} from 'pdfmake/interfaces';
import { quoteName } from '../../../contract/quote';
import type { ProtocolEvent, TenderProtocol } from '../../../contract/tender-protocol-api';
import { stepText, whoText } from '../../../contract/tender-protocol-words';
import { PDF_FONT, renderPdf } from '../../pdf/render';
import { moscowTime } from './protocol-text';

// «Протокол тендера» (A4 portrait): the project, the client, the tender's dates, a table of its steps in
// Moscow time, and the outcome. An agency's copy is its excerpt, and says so.

const PAGE_MARGINS: [number, number, number, number] = [36, 36, 36, 42];

const THIN: CustomTableLayout = {
  hLineWidth: () => 0.5,
  vLineWidth: () => 0.5,
  paddingTop: () => 3,
  paddingBottom: () => 3,
};

const line = (label: string, value: string): Content => ({
  text: [{ text: `${label}: `, bold: true }, value],
  margin: [0, 0, 0, 3],
});

function datesBlock(protocol: TenderProtocol): Content[] {
  const { tender, closing } = protocol;
  if (!tender) return [line('Тендер', 'не объявлен')];
  const deadline = tender.initial_deadline
    ? `${moscowTime(tender.deadline)} (первоначально ${moscowTime(tender.initial_deadline)})`
    : moscowTime(tender.deadline);
  return [
    line('Тендер объявлен', moscowTime(tender.opened_at)),
    line('Приём предложений до', deadline),
    ...(closing ? [line('Завершён', moscowTime(closing.closed_at))] : []),
  ];
}

function eventsTable(events: ProtocolEvent[]): Content {
  const head = ['Дата и время (МСК)', 'Событие', 'Кто', 'Подробности'].map((text): TableCell => ({
    text,
    bold: true,
  }));
  if (events.length === 0) return { text: 'Событий пока нет.', margin: [0, 4, 0, 8] };
  return {
    table: {
      headerRows: 1,
      widths: [70, 110, 120, '*'],
      body: [
        head,
        ...events.map((event): TableCell[] => [
          moscowTime(event.at),
          stepText(event),
          whoText(event),
          event.details || '—',
        ]),
      ],
    },
    layout: THIN,
    margin: [0, 4, 0, 10],
  };
}

/** The protocol's pdfmake definition; `info` pins the title and the date, so one protocol gives one PDF. */
export function protocolDefinition(protocol: TenderProtocol, madeAt: Date): TDocumentDefinitions {
  const title = `Протокол тендера по проекту ${quoteName(protocol.title)}`;
  return {
    pageSize: 'A4',
    pageOrientation: 'portrait',
    pageMargins: PAGE_MARGINS,
    info: { title, author: 'Подряд', creator: 'Подряд', producer: 'Подряд', creationDate: madeAt },
    defaultStyle: { font: PDF_FONT, fontSize: 9, lineHeight: 1.15 },
    footer: (page, pages) => ({
      text: `Сформирован на платформе «Подряд» ${moscowTime(madeAt)} (МСК) · стр. ${page} из ${pages}`,
      fontSize: 7,
      margin: [PAGE_MARGINS[0], 12, PAGE_MARGINS[2], 0],
    }),
    content: [
      { text: 'Протокол тендера', bold: true, fontSize: 14, margin: [0, 0, 0, 8] },
      line('Проект', protocol.title),
      line('Заказчик', protocol.company_name),
      ...(protocol.reader_agency ? [line('Выписка для агентства', protocol.reader_agency)] : []),
      ...datesBlock(protocol),
      eventsTable(protocol.events),
      line('Итог', protocol.outcome),
    ],
  };
}

/** The protocol as a PDF. */
export const renderProtocolPdf = (protocol: TenderProtocol, madeAt: Date): Promise<Buffer> =>
  renderPdf(protocolDefinition(protocol, madeAt));
