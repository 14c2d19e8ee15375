import type { DemoContractorSeed } from './types';

// Fictional demo agencies. Names, ИНН (valid checksums) and websites are invented; every service,
// industry, city and language refers to the other files in this folder.
export const demoContractors: DemoContractorSeed[] = [
  {
    name: 'Северный ветер',
    inn: '7814016965',
    website: 'https://severny-veter-agency.ru',
    description:
      'Агентство полного цикла из Санкт-Петербурга: от маркетинговой стратегии до SMM и PR. ' +
      'Работаем с ритейлом, ресторанами и туристическими брендами Северо-Запада и выводим ' +
      'региональные марки на федеральный уровень.',
    foundedYear: 2009,
    staffCount: 85,
    city: 'Санкт-Петербург',
    locations: [
      { countryCode: 'RU', city: 'Санкт-Петербург' },
      { countryCode: 'RU', city: 'Москва' },
      { countryCode: 'RU', city: 'Калининград' },
      { countryCode: 'RU', city: 'Мурманск' },
    ],
    languages: ['ru', 'en'],
    services: [
      { name: 'Маркетинговая стратегия', range: 2 },
      { name: 'SMM', range: 1 },
      { name: 'Контент-маркетинг', range: 1 },
      { name: 'Брендинг', range: 1 },
      { name: 'PR', range: 1 },
    ],
    industries: ['Ритейл', 'FMCG', 'HoReCa', 'Туризм'],
  },
  {
    name: 'Пиксель Лаб',
    inn: '1655510011',
    website: 'https://pixel-lab-studio.ru',
    description:
      'Студия продуктовой разработки из Казани. Проектируем и разрабатываем веб-сервисы, ' +
      'мобильные приложения и личные кабинеты для финтеха и онлайн-образования, берём ' +
      'проекты на поддержку после запуска.',
    foundedYear: 2016,
    staffCount: 42,
    city: 'Казань',
    locations: [
      { countryCode: 'RU', city: 'Казань' },
      { countryCode: 'RU', city: 'Москва' },
    ],
    languages: ['ru', 'en', 'tt'],
    services: [
      { name: 'Разработка сайтов', range: 1 },
      { name: 'Мобильные приложения', range: 1 },
      { name: 'UX/UI-дизайн', range: 1 },
      { name: 'Веб-сервисы и порталы', range: 0 },
      { name: 'Техническая поддержка сайтов', range: 1 },
    ],
    industries: ['E-commerce', 'Банки и финансы', 'Образование', 'IT и программное обеспечение'],
  },
  {
    name: 'Медиафорс',
    inn: '7722832642',
    website: 'https://mediaforce-group.ru',
    description:
      'Независимое медийное агентство с собственной системой медиапланирования и закупки. ' +
      'Размещаем рекламу на ТВ, радио, в наружной рекламе и интернете для федеральных брендов ' +
      'России, Беларуси и Казахстана.',
    foundedYear: 2005,
    staffCount: 310,
    city: 'Москва',
    locations: [
      { countryCode: 'RU', city: null },
      { countryCode: 'KZ', city: null },
      { countryCode: 'BY', city: 'Минск' },
    ],
    languages: ['ru', 'en', 'kk'],
    services: [
      { name: 'Медиапланирование и закупка', range: 3 },
      { name: 'Реклама на ТВ и радио', range: 2 },
      { name: 'Наружная реклама', range: 2 },
      { name: 'Programmatic-реклама', range: 2 },
      { name: 'Бренд-трекинг', range: 1 },
    ],
    industries: ['FMCG', 'Телеком', 'Автомобили', 'Фарма', 'Банки и финансы'],
  },
  {
    name: 'Точка роста',
    inn: '5406718722',
    website: 'https://tochka-rosta-nsk.ru',
    description:
      'Performance-агентство из Новосибирска. Приводим заявки для застройщиков, клиник и ' +
      'онлайн-школ Сибири и считаем результат в стоимости лида, а не в кликах.',
    foundedYear: 2014,
    staffCount: 28,
    city: 'Новосибирск',
    locations: [
      { countryCode: 'RU', city: 'Новосибирск' },
      { countryCode: 'RU', city: 'Томск' },
      { countryCode: 'RU', city: 'Красноярск' },
      { countryCode: 'RU', city: 'Омск' },
    ],
    languages: ['ru'],
    services: [
      { name: 'Контекстная реклама', range: 1 },
      { name: 'Таргетированная реклама', range: 1 },
      { name: 'Performance-маркетинг', range: 0 },
      { name: 'Веб-аналитика', range: 1 },
      { name: 'SEO-продвижение', range: 1 },
    ],
    industries: ['Недвижимость и девелопмент', 'Медицина', 'Образование', 'Строительство'],
  },
  {
    name: 'Бюро «Кириллица»',
    inn: '7705194887',
    website: 'https://kirillica-bureau.ru',
    description:
      'Дизайн-бюро, которое занимается брендингом и упаковкой. Создаём фирменные стили и ' +
      'линейки упаковки для продуктовых и косметических марок, работаем с командой ' +
      'иллюстраторов в Москве и Белграде.',
    foundedYear: 2011,
    staffCount: 18,
    city: 'Москва',
    locations: [
      { countryCode: 'RU', city: 'Москва' },
      { countryCode: 'RS', city: 'Белград' },
    ],
    languages: ['ru', 'en', 'sr'],
    services: [
      { name: 'Брендинг', range: 2 },
      { name: 'Фирменный стиль', range: 1 },
      { name: 'Дизайн упаковки', range: 2 },
      { name: 'Иллюстрация', range: 1 },
    ],
    industries: ['FMCG', 'Красота и косметика', 'Мода и одежда', 'HoReCa'],
  },
  {
    name: 'Уральский код',
    inn: '6658972165',
    website: 'https://uralcode-dev.ru',
    description:
      'Команда разработки из Екатеринбурга, которая делает корпоративные порталы, ' +
      'интернет-магазины и мобильные приложения для промышленных и торговых компаний. ' +
      'Внедряем цифровые сервисы для дилеров и сотрудников и интегрируем их с 1С и ERP.',
    foundedYear: 2013,
    staffCount: 120,
    city: 'Екатеринбург',
    locations: [
      { countryCode: 'RU', city: 'Екатеринбург' },
      { countryCode: 'RU', city: 'Челябинск' },
      { countryCode: 'RU', city: 'Пермь' },
      { countryCode: 'RU', city: 'Тюмень' },
    ],
    languages: ['ru', 'en'],
    services: [
      { name: 'Веб-сервисы и порталы', range: 2 },
      { name: 'Интернет-магазины', range: 2 },
      { name: 'Мобильные приложения', range: 2 },
      { name: 'Чат-боты', range: 1 },
      { name: 'Digital-трансформация', range: 1 },
    ],
    industries: ['Металлургия', 'Промышленность', 'Ритейл', 'Логистика', 'Энергетика'],
  },
  {
    name: 'Голос города',
    inn: '7710755200',
    website: 'https://golos-goroda-pr.ru',
    description:
      'PR- и GR-агентство для компаний из регулируемых отраслей. Выстраиваем отношения с ' +
      'деловыми СМИ и органами власти, готовим компании к кризисам и сопровождаем их, когда ' +
      'кризис уже наступил.',
    foundedYear: 2008,
    staffCount: 35,
    city: 'Москва',
    locations: [{ countryCode: 'RU', city: null }],
    languages: ['ru', 'en'],
    services: [
      { name: 'PR', range: 1 },
      { name: 'GR', range: 1 },
      { name: 'Антикризисные коммуникации', range: 1 },
      { name: 'Спецпроекты в СМИ', range: 1 },
      { name: 'Внутренние коммуникации', range: 0 },
    ],
    industries: [
      'Нефть и газ',
      'Банки и финансы',
      'Госсектор',
      'Фарма',
      'Некоммерческие организации',
    ],
  },
  {
    name: 'Событие+',
    inn: '7842393605',
    website: 'https://sobytie-plus.ru',
    description:
      'Event-агентство, которое проводит конференции, дилерские встречи и корпоративные ' +
      'праздники от 50 до 5000 участников. Собственный склад оборудования и команды ' +
      'застройки в Санкт-Петербурге и Москве, выездные проекты в Сочи и Дубае.',
    foundedYear: 2010,
    staffCount: 60,
    city: 'Санкт-Петербург',
    locations: [
      { countryCode: 'RU', city: 'Санкт-Петербург' },
      { countryCode: 'RU', city: 'Москва' },
      { countryCode: 'RU', city: 'Сочи' },
      { countryCode: 'AE', city: 'Дубай' },
    ],
    languages: ['ru', 'en', 'ar'],
    services: [
      { name: 'Организация мероприятий', range: 2 },
      { name: 'Корпоративные мероприятия', range: 1 },
      { name: 'Конференции и форумы', range: 2 },
      { name: 'Выставочные стенды', range: 1 },
    ],
    industries: ['IT и программное обеспечение', 'Фарма', 'Автомобили', 'Нефть и газ'],
  },
  {
    name: 'Кадр за кадром',
    inn: '7729120644',
    website: 'https://kadr-za-kadrom.ru',
    description:
      'Продакшн-студия полного цикла: рекламные ролики, имиджевое видео, анимация и ' +
      'фотосъёмка. Снимаем в России и Грузии, ведём постпродакшн и 3D-графику в собственной ' +
      'студии.',
    foundedYear: 2012,
    staffCount: 45,
    city: 'Москва',
    locations: [
      { countryCode: 'RU', city: null },
      { countryCode: 'GE', city: 'Тбилиси' },
    ],
    languages: ['ru', 'en', 'ka'],
    services: [
      { name: 'Видеопродакшн', range: 2 },
      { name: 'Рекламные ролики', range: 1 },
      { name: 'Motion-дизайн', range: 1 },
      { name: 'Фотосъёмка', range: 1 },
      { name: '3D-визуализация', range: 1 },
      { name: 'Аудиопродакшн и подкасты', range: 0 },
    ],
    industries: [
      'Автомобили',
      'Медиа и развлечения',
      'Недвижимость и девелопмент',
      'Спорт',
      'Ритейл',
    ],
  },
  {
    name: 'Инсайт Поле',
    inn: '5260056967',
    website: 'https://insight-pole.ru',
    description:
      'Исследовательское агентство с собственной сетью интервьюеров в России и странах СНГ. ' +
      'Проводим количественные и качественные исследования, бренд-трекинг и юзабилити-тесты ' +
      'и переводим цифры в понятные рекомендации для маркетинга.',
    foundedYear: 2007,
    staffCount: 75,
    city: 'Нижний Новгород',
    locations: [
      { countryCode: 'RU', city: null },
      { countryCode: 'BY', city: null },
      { countryCode: 'KZ', city: null },
      { countryCode: 'UZ', city: null },
    ],
    languages: ['ru', 'en', 'kk', 'uz'],
    services: [
      { name: 'Маркетинговые исследования', range: 2 },
      { name: 'Бренд-трекинг', range: 2 },
      { name: 'Юзабилити-тестирование', range: 1 },
      { name: 'Аудит маркетинга', range: 1 },
    ],
    industries: ['FMCG', 'Телеком', 'Фарма', 'Банки и финансы', 'Ритейл'],
  },
  {
    name: 'Волга Диджитал',
    inn: '6315459127',
    website: 'https://volga-digital-agency.ru',
    description:
      'Небольшое SMM-агентство из Самары. Ведём сообщества брендов, работаем с блогерами и ' +
      'отзывами для ресторанов, салонов красоты, фитнес-клубов и клиник Поволжья.',
    foundedYear: 2018,
    staffCount: 22,
    city: 'Самара',
    locations: [
      { countryCode: 'RU', city: 'Самара' },
      { countryCode: 'RU', city: 'Тольятти' },
      { countryCode: 'RU', city: 'Ульяновск' },
      { countryCode: 'RU', city: 'Саратов' },
    ],
    languages: ['ru'],
    services: [
      { name: 'SMM', range: 1 },
      { name: 'Influence-маркетинг', range: 1 },
      { name: 'Таргетированная реклама', range: 0 },
      { name: 'Контент-маркетинг', range: 0 },
      { name: 'Управление репутацией (ORM)', range: 1 },
    ],
    industries: ['HoReCa', 'Красота и косметика', 'Спорт', 'Медицина'],
  },
  {
    name: 'Южный берег',
    inn: '2308549767',
    website: 'https://yuzhny-bereg-ecom.ru',
    description:
      'Агентство e-commerce-маркетинга из Краснодара. Выводим производителей на Ozon и ' +
      'Wildberries, снимаем контент для карточек, настраиваем рекламу и удерживаем ' +
      'покупателей через CRM-рассылки.',
    foundedYear: 2015,
    staffCount: 30,
    city: 'Краснодар',
    locations: [
      { countryCode: 'RU', city: 'Краснодар' },
      { countryCode: 'RU', city: 'Ростов-на-Дону' },
      { countryCode: 'RU', city: 'Сочи' },
    ],
    languages: ['ru'],
    services: [
      { name: 'Продвижение на маркетплейсах', range: 2 },
      { name: 'Фотосъёмка', range: 1 },
      { name: 'Контекстная реклама', range: 1 },
      { name: 'CRM-маркетинг', range: 0 },
      { name: 'Email-маркетинг', range: 1 },
    ],
    industries: [
      'E-commerce',
      'Сельское хозяйство',
      'Мода и одежда',
      'Красота и косметика',
      'FMCG',
    ],
  },
  {
    name: 'Стратегия А',
    inn: '7703206400',
    website: 'https://strategiya-a-consult.ru',
    description:
      'Консалтинговое агентство для маркетинга промышленных и энергетических компаний. ' +
      'Проводим аудит маркетинга, выстраиваем стратегию и обучаем внутренние команды, а при ' +
      'необходимости берём маркетинг на аутсорсинг.',
    foundedYear: 2006,
    staffCount: 50,
    city: 'Москва',
    locations: [
      { countryCode: 'RU', city: null },
      { countryCode: 'CN', city: 'Шанхай' },
    ],
    languages: ['ru', 'en', 'zh'],
    services: [
      { name: 'Маркетинговая стратегия', range: 3 },
      { name: 'Аудит маркетинга', range: 2 },
      { name: 'Digital-трансформация', range: 2 },
      { name: 'Обучение маркетинговых команд', range: 1 },
      { name: 'Аутсорсинг маркетинга', range: 2 },
    ],
    industries: ['Промышленность', 'Нефть и газ', 'Металлургия', 'Энергетика', 'Телеком'],
  },
  {
    name: 'Первая строка',
    inn: '3664531526',
    website: 'https://pervaya-stroka-seo.ru',
    description:
      'Студия из Воронежа, которая делает и продвигает сайты для малого и среднего бизнеса. ' +
      'Отвечаем за позиции в поиске и поток заявок, а не только за тексты и ссылки.',
    foundedYear: 2019,
    staffCount: 9,
    city: 'Воронеж',
    locations: [
      { countryCode: 'RU', city: 'Воронеж' },
      { countryCode: 'RU', city: 'Липецк' },
    ],
    languages: ['ru'],
    services: [
      { name: 'SEO-продвижение', range: 0 },
      { name: 'Контекстная реклама', range: 0 },
      { name: 'Разработка сайтов', range: 0 },
      { name: 'Веб-аналитика', range: 0 },
    ],
    industries: ['Строительство', 'Медицина', 'Автомобили', 'Образование'],
  },
];
