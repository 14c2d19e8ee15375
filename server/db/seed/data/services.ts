import type { ServiceCategorySeed } from './types';

// Service catalogue: categories, services and the price bands agencies pick from.
// Bands are cheapest first; adjacent bands share a boundary; `maxPrice: null` = open-ended.
export const serviceCategories: ServiceCategorySeed[] = [
  {
    name: 'Маркетинг и реклама',
    services: [
      {
        name: 'Маркетинговая стратегия',
        description:
          'Анализ рынка, позиционирование и план продвижения бренда или вывода нового продукта.',
        ranges: [
          { name: 'до 300 тыс. ₽', minPrice: 0, maxPrice: 300000 },
          { name: '300 тыс. – 1 млн ₽', minPrice: 300000, maxPrice: 1000000 },
          { name: '1 – 3 млн ₽', minPrice: 1000000, maxPrice: 3000000 },
          { name: 'от 3 млн ₽', minPrice: 3000000, maxPrice: null },
        ],
      },
      {
        name: 'Медиапланирование и закупка',
        description:
          'Подбор каналов, расчёт охвата и бюджета, закупка размещений на ТВ, в интернете и ' +
          'наружной рекламе.',
        ranges: [
          { name: 'до 1 млн ₽', minPrice: 0, maxPrice: 1000000 },
          { name: '1 – 5 млн ₽', minPrice: 1000000, maxPrice: 5000000 },
          { name: '5 – 20 млн ₽', minPrice: 5000000, maxPrice: 20000000 },
          { name: '20 – 50 млн ₽', minPrice: 20000000, maxPrice: 50000000 },
          { name: 'от 50 млн ₽', minPrice: 50000000, maxPrice: null },
        ],
      },
      {
        name: 'Наружная реклама',
        description: 'Размещение на билбордах, цифровых экранах, транспорте и в торговых центрах.',
        ranges: [
          { name: 'до 500 тыс. ₽', minPrice: 0, maxPrice: 500000 },
          { name: '500 тыс. – 2 млн ₽', minPrice: 500000, maxPrice: 2000000 },
          { name: '2 – 10 млн ₽', minPrice: 2000000, maxPrice: 10000000 },
          { name: 'от 10 млн ₽', minPrice: 10000000, maxPrice: null },
        ],
      },
      {
        name: 'Реклама на ТВ и радио',
        description:
          'Планирование и размещение роликов на федеральных и региональных телеканалах и ' +
          'радиостанциях.',
        ranges: [
          { name: 'до 3 млн ₽', minPrice: 0, maxPrice: 3000000 },
          { name: '3 – 15 млн ₽', minPrice: 3000000, maxPrice: 15000000 },
          { name: '15 – 50 млн ₽', minPrice: 15000000, maxPrice: 50000000 },
          { name: 'от 50 млн ₽', minPrice: 50000000, maxPrice: null },
        ],
      },
      {
        name: 'BTL-активации',
        description: 'Промоакции, сэмплинг, дегустации и работа промоутеров в местах продаж.',
        ranges: [
          { name: 'до 500 тыс. ₽', minPrice: 0, maxPrice: 500000 },
          { name: '500 тыс. – 2 млн ₽', minPrice: 500000, maxPrice: 2000000 },
          { name: '2 – 5 млн ₽', minPrice: 2000000, maxPrice: 5000000 },
          { name: 'от 5 млн ₽', minPrice: 5000000, maxPrice: null },
        ],
      },
      {
        name: 'Трейд-маркетинг',
        description:
          'Программы для дистрибьюторов и торговых сетей, выкладка, мерчандайзинг и ' +
          'POS-материалы.',
        ranges: [
          { name: 'до 500 тыс. ₽', minPrice: 0, maxPrice: 500000 },
          { name: '500 тыс. – 1,5 млн ₽', minPrice: 500000, maxPrice: 1500000 },
          { name: '1,5 – 5 млн ₽', minPrice: 1500000, maxPrice: 5000000 },
          { name: 'от 5 млн ₽', minPrice: 5000000, maxPrice: null },
        ],
      },
    ],
  },
  {
    name: 'Digital-маркетинг',
    services: [
      {
        name: 'SMM',
        description:
          'Ведение сообществ бренда во «ВКонтакте», Telegram и других соцсетях: контент-план, ' +
          'публикации, модерация и отчёты.',
        ranges: [
          { name: 'до 100 тыс. ₽ в месяц', minPrice: 0, maxPrice: 100000 },
          { name: '100 – 300 тыс. ₽ в месяц', minPrice: 100000, maxPrice: 300000 },
          { name: '300 – 700 тыс. ₽ в месяц', minPrice: 300000, maxPrice: 700000 },
          { name: 'от 700 тыс. ₽ в месяц', minPrice: 700000, maxPrice: null },
        ],
      },
      {
        name: 'Контекстная реклама',
        description:
          'Настройка и ведение поисковых и медийных кампаний в «Яндекс Директе» с ' +
          'оптимизацией стоимости заявки.',
        ranges: [
          { name: 'до 100 тыс. ₽ в месяц', minPrice: 0, maxPrice: 100000 },
          { name: '100 – 300 тыс. ₽ в месяц', minPrice: 100000, maxPrice: 300000 },
          { name: '300 тыс. – 1 млн ₽ в месяц', minPrice: 300000, maxPrice: 1000000 },
          { name: 'от 1 млн ₽ в месяц', minPrice: 1000000, maxPrice: null },
        ],
      },
      {
        name: 'Таргетированная реклама',
        description:
          'Реклама в соцсетях и на платформе VK Реклама с настройкой аудиторий по интересам и ' +
          'поведению.',
        ranges: [
          { name: 'до 100 тыс. ₽ в месяц', minPrice: 0, maxPrice: 100000 },
          { name: '100 – 300 тыс. ₽ в месяц', minPrice: 100000, maxPrice: 300000 },
          { name: '300 тыс. – 1 млн ₽ в месяц', minPrice: 300000, maxPrice: 1000000 },
          { name: 'от 1 млн ₽ в месяц', minPrice: 1000000, maxPrice: null },
        ],
      },
      {
        name: 'SEO-продвижение',
        description:
          'Технический аудит, семантика, оптимизация контента и внешние ссылки для роста ' +
          'органического трафика.',
        ranges: [
          { name: 'до 80 тыс. ₽ в месяц', minPrice: 0, maxPrice: 80000 },
          { name: '80 – 200 тыс. ₽ в месяц', minPrice: 80000, maxPrice: 200000 },
          { name: '200 – 500 тыс. ₽ в месяц', minPrice: 200000, maxPrice: 500000 },
          { name: 'от 500 тыс. ₽ в месяц', minPrice: 500000, maxPrice: null },
        ],
      },
      {
        name: 'Performance-маркетинг',
        description:
          'Управление платными каналами привлечения с оплатой за целевые действия и сквозной ' +
          'аналитикой.',
        ranges: [
          { name: 'до 300 тыс. ₽ в месяц', minPrice: 0, maxPrice: 300000 },
          { name: '300 тыс. – 1 млн ₽ в месяц', minPrice: 300000, maxPrice: 1000000 },
          { name: '1 – 3 млн ₽ в месяц', minPrice: 1000000, maxPrice: 3000000 },
          { name: '3 – 10 млн ₽ в месяц', minPrice: 3000000, maxPrice: 10000000 },
          { name: 'от 10 млн ₽ в месяц', minPrice: 10000000, maxPrice: null },
        ],
      },
      {
        name: 'Programmatic-реклама',
        description:
          'Автоматизированная закупка медийной рекламы через DSP-платформы с таргетингом на ' +
          'сегменты данных.',
        ranges: [
          { name: 'до 500 тыс. ₽', minPrice: 0, maxPrice: 500000 },
          { name: '500 тыс. – 2 млн ₽', minPrice: 500000, maxPrice: 2000000 },
          { name: '2 – 5 млн ₽', minPrice: 2000000, maxPrice: 5000000 },
          { name: 'от 5 млн ₽', minPrice: 5000000, maxPrice: null },
        ],
      },
      {
        name: 'Email-маркетинг',
        description:
          'Стратегия рассылок, шаблоны писем, сегментация базы и автоматические триггерные ' +
          'цепочки.',
        ranges: [
          { name: 'до 50 тыс. ₽ в месяц', minPrice: 0, maxPrice: 50000 },
          { name: '50 – 150 тыс. ₽ в месяц', minPrice: 50000, maxPrice: 150000 },
          { name: '150 – 400 тыс. ₽ в месяц', minPrice: 150000, maxPrice: 400000 },
          { name: 'от 400 тыс. ₽ в месяц', minPrice: 400000, maxPrice: null },
        ],
      },
      {
        name: 'CRM-маркетинг',
        description:
          'Программы лояльности и персональные коммуникации по email, SMS, push и в ' +
          'мессенджерах на основе данных о клиентах.',
        ranges: [
          { name: 'до 300 тыс. ₽', minPrice: 0, maxPrice: 300000 },
          { name: '300 тыс. – 1 млн ₽', minPrice: 300000, maxPrice: 1000000 },
          { name: '1 – 3 млн ₽', minPrice: 1000000, maxPrice: 3000000 },
          { name: 'от 3 млн ₽', minPrice: 3000000, maxPrice: null },
        ],
      },
      {
        name: 'Influence-маркетинг',
        description:
          'Подбор блогеров, переговоры, контроль выходов и оценка эффективности рекламных ' +
          'интеграций.',
        ranges: [
          { name: 'до 300 тыс. ₽', minPrice: 0, maxPrice: 300000 },
          { name: '300 тыс. – 1 млн ₽', minPrice: 300000, maxPrice: 1000000 },
          { name: '1 – 5 млн ₽', minPrice: 1000000, maxPrice: 5000000 },
          { name: 'от 5 млн ₽', minPrice: 5000000, maxPrice: null },
        ],
      },
      {
        name: 'Контент-маркетинг',
        description:
          'Статьи, спецпроекты, рассылки и видео, которые привлекают и удерживают аудиторию ' +
          'бренда.',
        ranges: [
          { name: 'до 100 тыс. ₽ в месяц', minPrice: 0, maxPrice: 100000 },
          { name: '100 – 300 тыс. ₽ в месяц', minPrice: 100000, maxPrice: 300000 },
          { name: '300 – 800 тыс. ₽ в месяц', minPrice: 300000, maxPrice: 800000 },
          { name: 'от 800 тыс. ₽ в месяц', minPrice: 800000, maxPrice: null },
        ],
      },
      {
        name: 'Управление репутацией (ORM)',
        description:
          'Мониторинг упоминаний, работа с отзывами на картах и площадках и отработка негатива.',
        ranges: [
          { name: 'до 50 тыс. ₽ в месяц', minPrice: 0, maxPrice: 50000 },
          { name: '50 – 150 тыс. ₽ в месяц', minPrice: 50000, maxPrice: 150000 },
          { name: '150 – 400 тыс. ₽ в месяц', minPrice: 150000, maxPrice: 400000 },
          { name: 'от 400 тыс. ₽ в месяц', minPrice: 400000, maxPrice: null },
        ],
      },
      {
        name: 'Продвижение на маркетплейсах',
        description:
          'Продвижение карточек товаров на Ozon и Wildberries: контент, внутренняя реклама и ' +
          'аналитика продаж.',
        ranges: [
          { name: 'до 100 тыс. ₽ в месяц', minPrice: 0, maxPrice: 100000 },
          { name: '100 – 300 тыс. ₽ в месяц', minPrice: 100000, maxPrice: 300000 },
          { name: '300 тыс. – 1 млн ₽ в месяц', minPrice: 300000, maxPrice: 1000000 },
          { name: 'от 1 млн ₽ в месяц', minPrice: 1000000, maxPrice: null },
        ],
      },
    ],
  },
  {
    name: 'Разработка',
    services: [
      {
        name: 'Разработка сайтов',
        description:
          'Корпоративные и промосайты под ключ: прототип, дизайн, вёрстка, CMS и запуск.',
        ranges: [
          { name: 'до 500 тыс. ₽', minPrice: 0, maxPrice: 500000 },
          { name: '500 тыс. – 1,5 млн ₽', minPrice: 500000, maxPrice: 1500000 },
          { name: '1,5 – 5 млн ₽', minPrice: 1500000, maxPrice: 5000000 },
          { name: 'от 5 млн ₽', minPrice: 5000000, maxPrice: null },
        ],
      },
      {
        name: 'Интернет-магазины',
        description:
          'Интернет-магазины с каталогом, корзиной, онлайн-оплатой и интеграцией с 1С и ' +
          'службами доставки.',
        ranges: [
          { name: 'до 1 млн ₽', minPrice: 0, maxPrice: 1000000 },
          { name: '1 – 3 млн ₽', minPrice: 1000000, maxPrice: 3000000 },
          { name: '3 – 10 млн ₽', minPrice: 3000000, maxPrice: 10000000 },
          { name: 'от 10 млн ₽', minPrice: 10000000, maxPrice: null },
        ],
      },
      {
        name: 'Мобильные приложения',
        description:
          'Нативные и кроссплатформенные приложения для iOS и Android с публикацией в ' +
          'магазинах приложений.',
        ranges: [
          { name: 'до 2 млн ₽', minPrice: 0, maxPrice: 2000000 },
          { name: '2 – 5 млн ₽', minPrice: 2000000, maxPrice: 5000000 },
          { name: '5 – 15 млн ₽', minPrice: 5000000, maxPrice: 15000000 },
          { name: 'от 15 млн ₽', minPrice: 15000000, maxPrice: null },
        ],
      },
      {
        name: 'Веб-сервисы и порталы',
        description:
          'Личные кабинеты, B2B-порталы и сложные веб-приложения с интеграциями во внутренние ' +
          'системы.',
        ranges: [
          { name: 'до 3 млн ₽', minPrice: 0, maxPrice: 3000000 },
          { name: '3 – 10 млн ₽', minPrice: 3000000, maxPrice: 10000000 },
          { name: '10 – 30 млн ₽', minPrice: 10000000, maxPrice: 30000000 },
          { name: 'от 30 млн ₽', minPrice: 30000000, maxPrice: null },
        ],
      },
      {
        name: 'Чат-боты',
        description:
          'Боты для Telegram, сайтов и контакт-центров, в том числе на основе языковых моделей.',
        ranges: [
          { name: 'до 300 тыс. ₽', minPrice: 0, maxPrice: 300000 },
          { name: '300 тыс. – 1 млн ₽', minPrice: 300000, maxPrice: 1000000 },
          { name: '1 – 3 млн ₽', minPrice: 1000000, maxPrice: 3000000 },
          { name: 'от 3 млн ₽', minPrice: 3000000, maxPrice: null },
        ],
      },
      {
        name: 'Техническая поддержка сайтов',
        description:
          'Сопровождение, обновления, мониторинг доступности и доработки работающих сайтов.',
        ranges: [
          { name: 'до 50 тыс. ₽ в месяц', minPrice: 0, maxPrice: 50000 },
          { name: '50 – 150 тыс. ₽ в месяц', minPrice: 50000, maxPrice: 150000 },
          { name: '150 – 400 тыс. ₽ в месяц', minPrice: 150000, maxPrice: 400000 },
          { name: 'от 400 тыс. ₽ в месяц', minPrice: 400000, maxPrice: null },
        ],
      },
    ],
  },
  {
    name: 'Дизайн',
    services: [
      {
        name: 'Брендинг',
        description:
          'Платформа бренда, нейминг и визуальная идентичность для новой или обновляемой марки.',
        ranges: [
          { name: 'до 1 млн ₽', minPrice: 0, maxPrice: 1000000 },
          { name: '1 – 3 млн ₽', minPrice: 1000000, maxPrice: 3000000 },
          { name: '3 – 10 млн ₽', minPrice: 3000000, maxPrice: 10000000 },
          { name: 'от 10 млн ₽', minPrice: 10000000, maxPrice: null },
        ],
      },
      {
        name: 'Фирменный стиль',
        description:
          'Логотип, цвета, шрифты, носители и брендбук для единого визуального образа компании.',
        ranges: [
          { name: 'до 300 тыс. ₽', minPrice: 0, maxPrice: 300000 },
          { name: '300 тыс. – 1 млн ₽', minPrice: 300000, maxPrice: 1000000 },
          { name: '1 – 3 млн ₽', minPrice: 1000000, maxPrice: 3000000 },
          { name: 'от 3 млн ₽', minPrice: 3000000, maxPrice: null },
        ],
      },
      {
        name: 'UX/UI-дизайн',
        description:
          'Исследование пользователей, прототипы и дизайн интерфейсов сайтов и приложений.',
        ranges: [
          { name: 'до 500 тыс. ₽', minPrice: 0, maxPrice: 500000 },
          { name: '500 тыс. – 1,5 млн ₽', minPrice: 500000, maxPrice: 1500000 },
          { name: '1,5 – 5 млн ₽', minPrice: 1500000, maxPrice: 5000000 },
          { name: 'от 5 млн ₽', minPrice: 5000000, maxPrice: null },
        ],
      },
      {
        name: 'Дизайн упаковки',
        description:
          'Упаковка и этикетки с учётом полки, технологии производства и требований маркировки.',
        ranges: [
          { name: 'до 300 тыс. ₽', minPrice: 0, maxPrice: 300000 },
          { name: '300 тыс. – 1 млн ₽', minPrice: 300000, maxPrice: 1000000 },
          { name: '1 – 3 млн ₽', minPrice: 1000000, maxPrice: 3000000 },
          { name: 'от 3 млн ₽', minPrice: 3000000, maxPrice: null },
        ],
      },
      {
        name: 'Иллюстрация',
        description:
          'Авторские иллюстрации, персонажи и графика для рекламы, упаковки и цифровых носителей.',
        ranges: [
          { name: 'до 100 тыс. ₽', minPrice: 0, maxPrice: 100000 },
          { name: '100 – 500 тыс. ₽', minPrice: 100000, maxPrice: 500000 },
          { name: '500 тыс. – 1,5 млн ₽', minPrice: 500000, maxPrice: 1500000 },
          { name: 'от 1,5 млн ₽', minPrice: 1500000, maxPrice: null },
        ],
      },
      {
        name: 'Полиграфический дизайн',
        description:
          'Макеты каталогов, годовых отчётов, буклетов и POS-материалов с подготовкой к печати.',
        ranges: [
          { name: 'до 100 тыс. ₽', minPrice: 0, maxPrice: 100000 },
          { name: '100 – 300 тыс. ₽', minPrice: 100000, maxPrice: 300000 },
          { name: '300 тыс. – 1 млн ₽', minPrice: 300000, maxPrice: 1000000 },
          { name: 'от 1 млн ₽', minPrice: 1000000, maxPrice: null },
        ],
      },
    ],
  },
  {
    name: 'PR и коммуникации',
    services: [
      {
        name: 'PR',
        description:
          'Работа со СМИ, подготовка новостей и комментариев, организация интервью и ' +
          'пресс-мероприятий.',
        ranges: [
          { name: 'до 200 тыс. ₽ в месяц', minPrice: 0, maxPrice: 200000 },
          { name: '200 – 500 тыс. ₽ в месяц', minPrice: 200000, maxPrice: 500000 },
          { name: '500 тыс. – 1,5 млн ₽ в месяц', minPrice: 500000, maxPrice: 1500000 },
          { name: 'от 1,5 млн ₽ в месяц', minPrice: 1500000, maxPrice: null },
        ],
      },
      {
        name: 'GR',
        description:
          'Взаимодействие с органами власти, отраслевыми ассоциациями и экспертными советами.',
        ranges: [
          { name: 'до 300 тыс. ₽ в месяц', minPrice: 0, maxPrice: 300000 },
          { name: '300 тыс. – 1 млн ₽ в месяц', minPrice: 300000, maxPrice: 1000000 },
          { name: '1 – 3 млн ₽ в месяц', minPrice: 1000000, maxPrice: 3000000 },
          { name: 'от 3 млн ₽ в месяц', minPrice: 3000000, maxPrice: null },
        ],
      },
      {
        name: 'Антикризисные коммуникации',
        description:
          'Сценарии реагирования и сопровождение компании в кризисной ситуации в медиа и ' +
          'соцсетях.',
        ranges: [
          { name: 'до 500 тыс. ₽', minPrice: 0, maxPrice: 500000 },
          { name: '500 тыс. – 1,5 млн ₽', minPrice: 500000, maxPrice: 1500000 },
          { name: '1,5 – 5 млн ₽', minPrice: 1500000, maxPrice: 5000000 },
          { name: 'от 5 млн ₽', minPrice: 5000000, maxPrice: null },
        ],
      },
      {
        name: 'Внутренние коммуникации',
        description: 'Корпоративные медиа, HR-бренд и программы вовлечения сотрудников.',
        ranges: [
          { name: 'до 300 тыс. ₽', minPrice: 0, maxPrice: 300000 },
          { name: '300 тыс. – 1 млн ₽', minPrice: 300000, maxPrice: 1000000 },
          { name: '1 – 3 млн ₽', minPrice: 1000000, maxPrice: 3000000 },
          { name: 'от 3 млн ₽', minPrice: 3000000, maxPrice: null },
        ],
      },
      {
        name: 'Спецпроекты в СМИ',
        description:
          'Партнёрские материалы и нативные спецпроекты в деловых и отраслевых изданиях.',
        ranges: [
          { name: 'до 500 тыс. ₽', minPrice: 0, maxPrice: 500000 },
          { name: '500 тыс. – 1,5 млн ₽', minPrice: 500000, maxPrice: 1500000 },
          { name: '1,5 – 5 млн ₽', minPrice: 1500000, maxPrice: 5000000 },
          { name: 'от 5 млн ₽', minPrice: 5000000, maxPrice: null },
        ],
      },
    ],
  },
  {
    name: 'Исследования и аналитика',
    services: [
      {
        name: 'Маркетинговые исследования',
        description:
          'Количественные и качественные исследования рынка, потребителей и конкурентов.',
        ranges: [
          { name: 'до 500 тыс. ₽', minPrice: 0, maxPrice: 500000 },
          { name: '500 тыс. – 1,5 млн ₽', minPrice: 500000, maxPrice: 1500000 },
          { name: '1,5 – 5 млн ₽', minPrice: 1500000, maxPrice: 5000000 },
          { name: 'от 5 млн ₽', minPrice: 5000000, maxPrice: null },
        ],
      },
      {
        name: 'Веб-аналитика',
        description:
          'Настройка систем аналитики, сквозной аналитики и дашбордов для оценки ' +
          'маркетинговых каналов.',
        ranges: [
          { name: 'до 200 тыс. ₽', minPrice: 0, maxPrice: 200000 },
          { name: '200 – 500 тыс. ₽', minPrice: 200000, maxPrice: 500000 },
          { name: '500 тыс. – 1,5 млн ₽', minPrice: 500000, maxPrice: 1500000 },
          { name: 'от 1,5 млн ₽', minPrice: 1500000, maxPrice: null },
        ],
      },
      {
        name: 'Юзабилити-тестирование',
        description:
          'Тестирование сайтов и приложений на реальных пользователях с отчётом и рекомендациями.',
        ranges: [
          { name: 'до 200 тыс. ₽', minPrice: 0, maxPrice: 200000 },
          { name: '200 – 500 тыс. ₽', minPrice: 200000, maxPrice: 500000 },
          { name: '500 тыс. – 1,5 млн ₽', minPrice: 500000, maxPrice: 1500000 },
          { name: 'от 1,5 млн ₽', minPrice: 1500000, maxPrice: null },
        ],
      },
      {
        name: 'Бренд-трекинг',
        description: 'Регулярное измерение знания, восприятия и лояльности к бренду и конкурентам.',
        ranges: [
          { name: 'до 1 млн ₽', minPrice: 0, maxPrice: 1000000 },
          { name: '1 – 3 млн ₽', minPrice: 1000000, maxPrice: 3000000 },
          { name: '3 – 8 млн ₽', minPrice: 3000000, maxPrice: 8000000 },
          { name: 'от 8 млн ₽', minPrice: 8000000, maxPrice: null },
        ],
      },
    ],
  },
  {
    name: 'Event-маркетинг',
    services: [
      {
        name: 'Организация мероприятий',
        description:
          'Концепция, площадка, техническое обеспечение и проведение мероприятий под ключ.',
        ranges: [
          { name: 'до 1 млн ₽', minPrice: 0, maxPrice: 1000000 },
          { name: '1 – 3 млн ₽', minPrice: 1000000, maxPrice: 3000000 },
          { name: '3 – 10 млн ₽', minPrice: 3000000, maxPrice: 10000000 },
          { name: '10 – 30 млн ₽', minPrice: 10000000, maxPrice: 30000000 },
          { name: 'от 30 млн ₽', minPrice: 30000000, maxPrice: null },
        ],
      },
      {
        name: 'Корпоративные мероприятия',
        description:
          'Новогодние праздники, тимбилдинги, юбилеи компании и выездные стратегические сессии.',
        ranges: [
          { name: 'до 500 тыс. ₽', minPrice: 0, maxPrice: 500000 },
          { name: '500 тыс. – 2 млн ₽', minPrice: 500000, maxPrice: 2000000 },
          { name: '2 – 5 млн ₽', minPrice: 2000000, maxPrice: 5000000 },
          { name: 'от 5 млн ₽', minPrice: 5000000, maxPrice: null },
        ],
      },
      {
        name: 'Конференции и форумы',
        description:
          'Деловые события с программой, спикерами, регистрацией участников и онлайн-трансляцией.',
        ranges: [
          { name: 'до 2 млн ₽', minPrice: 0, maxPrice: 2000000 },
          { name: '2 – 5 млн ₽', minPrice: 2000000, maxPrice: 5000000 },
          { name: '5 – 15 млн ₽', minPrice: 5000000, maxPrice: 15000000 },
          { name: 'от 15 млн ₽', minPrice: 15000000, maxPrice: null },
        ],
      },
      {
        name: 'Выставочные стенды',
        description: 'Дизайн, застройка и обслуживание стендов на отраслевых выставках.',
        ranges: [
          { name: 'до 1 млн ₽', minPrice: 0, maxPrice: 1000000 },
          { name: '1 – 3 млн ₽', minPrice: 1000000, maxPrice: 3000000 },
          { name: '3 – 8 млн ₽', minPrice: 3000000, maxPrice: 8000000 },
          { name: 'от 8 млн ₽', minPrice: 8000000, maxPrice: null },
        ],
      },
    ],
  },
  {
    name: 'Видео и продакшн',
    services: [
      {
        name: 'Видеопродакшн',
        description: 'Корпоративные, имиджевые и обучающие видео от сценария до монтажа.',
        ranges: [
          { name: 'до 300 тыс. ₽', minPrice: 0, maxPrice: 300000 },
          { name: '300 тыс. – 1 млн ₽', minPrice: 300000, maxPrice: 1000000 },
          { name: '1 – 3 млн ₽', minPrice: 1000000, maxPrice: 3000000 },
          { name: 'от 3 млн ₽', minPrice: 3000000, maxPrice: null },
        ],
      },
      {
        name: 'Рекламные ролики',
        description:
          'Производство роликов для ТВ и интернета с кастингом, съёмочной группой и постпродакшном.',
        ranges: [
          { name: 'до 2 млн ₽', minPrice: 0, maxPrice: 2000000 },
          { name: '2 – 5 млн ₽', minPrice: 2000000, maxPrice: 5000000 },
          { name: '5 – 15 млн ₽', minPrice: 5000000, maxPrice: 15000000 },
          { name: 'от 15 млн ₽', minPrice: 15000000, maxPrice: null },
        ],
      },
      {
        name: 'Motion-дизайн',
        description: 'Анимационные ролики, инфографика и анимация логотипов.',
        ranges: [
          { name: 'до 200 тыс. ₽', minPrice: 0, maxPrice: 200000 },
          { name: '200 – 500 тыс. ₽', minPrice: 200000, maxPrice: 500000 },
          { name: '500 тыс. – 1,5 млн ₽', minPrice: 500000, maxPrice: 1500000 },
          { name: 'от 1,5 млн ₽', minPrice: 1500000, maxPrice: null },
        ],
      },
      {
        name: 'Фотосъёмка',
        description:
          'Предметная, имиджевая и репортажная съёмка для рекламы, сайтов и маркетплейсов.',
        ranges: [
          { name: 'до 100 тыс. ₽', minPrice: 0, maxPrice: 100000 },
          { name: '100 – 300 тыс. ₽', minPrice: 100000, maxPrice: 300000 },
          { name: '300 тыс. – 1 млн ₽', minPrice: 300000, maxPrice: 1000000 },
          { name: 'от 1 млн ₽', minPrice: 1000000, maxPrice: null },
        ],
      },
      {
        name: '3D-визуализация',
        description: 'Трёхмерные модели и рендеры продуктов, интерьеров и объектов недвижимости.',
        ranges: [
          { name: 'до 200 тыс. ₽', minPrice: 0, maxPrice: 200000 },
          { name: '200 – 500 тыс. ₽', minPrice: 200000, maxPrice: 500000 },
          { name: '500 тыс. – 1,5 млн ₽', minPrice: 500000, maxPrice: 1500000 },
          { name: 'от 1,5 млн ₽', minPrice: 1500000, maxPrice: null },
        ],
      },
      {
        name: 'Аудиопродакшн и подкасты',
        description: 'Запись и сведение аудиорекламы, джинглов и брендированных подкастов.',
        ranges: [
          { name: 'до 100 тыс. ₽', minPrice: 0, maxPrice: 100000 },
          { name: '100 – 500 тыс. ₽', minPrice: 100000, maxPrice: 500000 },
          { name: 'от 500 тыс. ₽', minPrice: 500000, maxPrice: null },
        ],
      },
    ],
  },
  {
    name: 'Консалтинг',
    services: [
      {
        name: 'Аудит маркетинга',
        description: 'Оценка эффективности каналов, бюджета и команды с планом изменений.',
        ranges: [
          { name: 'до 300 тыс. ₽', minPrice: 0, maxPrice: 300000 },
          { name: '300 тыс. – 1 млн ₽', minPrice: 300000, maxPrice: 1000000 },
          { name: '1 – 3 млн ₽', minPrice: 1000000, maxPrice: 3000000 },
          { name: 'от 3 млн ₽', minPrice: 3000000, maxPrice: null },
        ],
      },
      {
        name: 'Digital-трансформация',
        description:
          'Внедрение цифровых инструментов, работы с данными и новых процессов в маркетинг и ' +
          'продажи.',
        ranges: [
          { name: 'до 1 млн ₽', minPrice: 0, maxPrice: 1000000 },
          { name: '1 – 5 млн ₽', minPrice: 1000000, maxPrice: 5000000 },
          { name: '5 – 15 млн ₽', minPrice: 5000000, maxPrice: 15000000 },
          { name: 'от 15 млн ₽', minPrice: 15000000, maxPrice: null },
        ],
      },
      {
        name: 'Аутсорсинг маркетинга',
        description:
          'Выделенная команда агентства выполняет функции маркетингового отдела заказчика.',
        ranges: [
          { name: 'до 300 тыс. ₽ в месяц', minPrice: 0, maxPrice: 300000 },
          { name: '300 – 700 тыс. ₽ в месяц', minPrice: 300000, maxPrice: 700000 },
          { name: '700 тыс. – 1,5 млн ₽ в месяц', minPrice: 700000, maxPrice: 1500000 },
          { name: 'от 1,5 млн ₽ в месяц', minPrice: 1500000, maxPrice: null },
        ],
      },
      {
        name: 'Обучение маркетинговых команд',
        description:
          'Корпоративные курсы и воркшопы по интернет-маркетингу, аналитике и работе с ' +
          'подрядчиками.',
        ranges: [
          { name: 'до 200 тыс. ₽', minPrice: 0, maxPrice: 200000 },
          { name: '200 – 500 тыс. ₽', minPrice: 200000, maxPrice: 500000 },
          { name: 'от 500 тыс. ₽', minPrice: 500000, maxPrice: null },
        ],
      },
    ],
  },
];
