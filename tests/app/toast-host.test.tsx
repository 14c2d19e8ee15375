import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useMutation } from '@tanstack/react-query';
import { AppProvider } from '../../src/app/provider';
import { queryClient } from '../../src/lib/react-query';
import { showToast } from '../../src/lib/toast';

// The Toaster's code is not needed for the first screen, even one that reads from the server.
const toasterLoaded = vi.fn();
vi.mock('../../src/components/toaster/Toaster', async (importOriginal) => {
  toasterLoaded();
  return importOriginal();
});

afterEach(() => queryClient.clear());

const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

/** A screen with a button that could change something (its mutation is not running). */
function SaveButton() {
  const save = useMutation({ mutationFn: () => new Promise(() => {}) });
  return <button onClick={() => save.mutate()}>Сохранить</button>;
}

describe('toast host', () => {
  it('does not fetch the toaster for reads; fetches it ahead once the user changes something', async () => {
    const view = () => (
      <AppProvider>
        <SaveButton />
      </AppProvider>
    );
    const { rerender } = render(view());
    rerender(view()); // a useMutation that renders again tells the cache of its options: not a change yet
    const pending = queryClient.fetchQuery({
      queryKey: ['slow'],
      queryFn: () => new Promise(() => {}),
    });
    pending.catch(() => {}); // cancelled by queryClient.clear()
    await settle();
    expect(toasterLoaded).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(toasterLoaded).toHaveBeenCalledOnce());
  });

  it('a notice raised before the toaster is there waits for it and shows', async () => {
    render(<AppProvider>страница</AppProvider>);
    showToast({ title: 'Сохранено', description: 'Всё на месте', color: 'green' });
    expect(await screen.findByText('Всё на месте')).toBeTruthy();
  });
});
