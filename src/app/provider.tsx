import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../lib/react-query';
import { ToastHost } from '../components/toaster/ToastHost';

/**
 * Everything every screen needs around it: toasts and server state. antd's theme and locale are not here:
 * the first screen uses no antd, so the screens that do wrap themselves in `AntdProvider` (which also sets
 * dayjs' `ru` locale for antd's date pickers).
 */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ToastHost />
      {children}
    </QueryClientProvider>
  );
}
