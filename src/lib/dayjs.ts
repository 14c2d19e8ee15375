import dayjs from 'dayjs';
import 'dayjs/locale/ru';

// Dates in Russian everywhere. Code that formats dates imports dayjs from here, so the locale is always set.
dayjs.locale('ru');

export { dayjs };
