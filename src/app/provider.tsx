import { useEffect, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import ruRU from 'antd/es/locale/ru_RU';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../lib/react-query';
import { ToastHost } from '../components/toaster/ToastHost';
import { appTheme } from './theme';

/** Everything a screen needs around it: theme and locale, toasts, server state. */
export function AppProvider({ children }: { children: ReactNode }) {
  // dayjs with the `ru` locale (lib/dayjs) loads after the first paint: the first screen shows no dates, and
  // antd's date pickers (lazy routes) find the locale already set.
  useEffect(() => {
    void import('../lib/dayjs');
  }, []);

  return (
    <ConfigProvider locale={ruRU} theme={appTheme}>
      <QueryClientProvider client={queryClient}>
        <ToastHost />
        {children}
      </QueryClientProvider>
    </ConfigProvider>
  );
}
