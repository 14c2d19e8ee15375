import type { BrandSeed } from './types';

// Well-known companies agencies can list as clients.
// `cooperateNow` marks brands shown as current clients in the demo data.
export const brands: BrandSeed[] = [
  { name: 'Сбер', website: 'https://www.sberbank.ru', cooperateNow: true },
  { name: 'Яндекс', website: 'https://yandex.ru', cooperateNow: false },
  { name: 'МТС', website: 'https://mts.ru', cooperateNow: true },
  { name: 'Билайн', website: 'https://beeline.ru', cooperateNow: false },
  { name: 'МегаФон', website: 'https://megafon.ru', cooperateNow: true },
  { name: 'X5 Group', website: 'https://www.x5.ru', cooperateNow: true },
  { name: 'Магнит', website: 'https://magnit.ru', cooperateNow: false },
  { name: 'Ozon', website: 'https://www.ozon.ru', cooperateNow: true },
  { name: 'Wildberries', website: 'https://www.wildberries.ru', cooperateNow: false },
  { name: 'Аэрофлот', website: 'https://www.aeroflot.ru', cooperateNow: true },
  { name: 'РЖД', website: 'https://www.rzd.ru', cooperateNow: false },
  { name: 'Т-Банк', website: 'https://www.tbank.ru', cooperateNow: true },
  { name: 'ВкусВилл', website: 'https://vkusvill.ru', cooperateNow: false },
  { name: 'Газпром нефть', website: 'https://www.gazprom-neft.ru', cooperateNow: true },
  { name: 'Авито', website: 'https://www.avito.ru', cooperateNow: false },
  { name: 'Лента', website: 'https://lenta.com', cooperateNow: true },
  { name: 'Ростелеком', website: 'https://www.rt.ru', cooperateNow: false },
  { name: 'Альфа-Банк', website: 'https://alfabank.ru', cooperateNow: true },
  { name: 'ВТБ', website: 'https://www.vtb.ru', cooperateNow: false },
  { name: 'Лукойл', website: 'https://lukoil.ru', cooperateNow: false },
  { name: 'Почта России', website: 'https://www.pochta.ru', cooperateNow: true },
  { name: 'S7 Airlines', website: 'https://www.s7.ru', cooperateNow: false },
  { name: 'Самокат', website: 'https://samokat.ru', cooperateNow: true },
  { name: 'М.Видео', website: 'https://www.mvideo.ru', cooperateNow: false },
  { name: 'Детский мир', website: 'https://www.detmir.ru', cooperateNow: true },
  { name: 'VK', website: 'https://vk.company', cooperateNow: false },
];
