import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { AppProvider } from '../../src/app/provider';
import { queryClient } from '../../src/lib/react-query';

// The Toaster's code is not needed for the first screen: it loads once the app talks to the server.
const toasterLoaded = vi.fn();
vi.mock('../../src/components/toaster/Toaster', async (importOriginal) => {
  toasterLoaded();
  return importOriginal();
});

afterEach(() => queryClient.clear());

describe('toast host', () => {
  it('fetches the toaster code only once the app talks to the server', async () => {
    render(<AppProvider>страница</AppProvider>);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(toasterLoaded).not.toHaveBeenCalled();

    const pending = queryClient.fetchQuery({
      queryKey: ['slow'],
      queryFn: () => new Promise(() => {}),
    });
    pending.catch(() => {}); // cancelled by queryClient.clear()
    await waitFor(() => expect(toasterLoaded).toHaveBeenCalledOnce());
  });
});
