// Requisites of the operator shared by every legal document (fictional company data).

export const operator = {
  fullName: 'Общество с ограниченной ответственностью «Подряд»',
  shortName: 'ООО «Подряд»',
  inn: '7701234560',
  ogrn: '1237700123456',
  address: '123112, г. Москва, Пресненская наб., д. 12',
  privacyEmail: 'privacy@podryad.example',
  supportEmail: 'support@podryad.example',
  site: 'https://podryad.example',
} as const;

export const edition = 'Редакция от 1 ноября 2026 г.';

/** «ООО «Подряд» (ОГРН …, ИНН …), адрес: …» — the one-line identification used in preambles. */
export const operatorLine = `${operator.fullName} (${operator.shortName}, ОГРН ${operator.ogrn}, ИНН ${operator.inn}, адрес: ${operator.address})`;

/** The closing «Контакты» paragraphs shared by all documents. */
export const contactParagraphs = [
  `Полное наименование: ${operator.fullName}. Сокращённое наименование: ${operator.shortName}.`,
  `ОГРН ${operator.ogrn}, ИНН ${operator.inn}. Адрес места нахождения и адрес для почтовой корреспонденции: ${operator.address}.`,
  `Вопросы об обработке персональных данных и запросы субъектов персональных данных: ${operator.privacyEmail}. Вопросы о работе Сервиса, тарифах и документах: ${operator.supportEmail}.`,
];
