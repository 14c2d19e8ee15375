import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AppProvider } from '../../src/app/provider';
import { queryClient } from '../../src/lib/react-query';
import { pwaState, setUpdateApplier } from '../../src/lib/pwa/pwa-state';
import { hasUnsavedChanges, useUnsavedChanges } from '../../src/lib/pwa/unsaved-changes';
import { inTimeZone } from '../support/time-zone';

afterEach(() => {
  vi.useRealTimers();
  queryClient.clear();
  pwaState.offline.value = false;
  pwaState.needRefresh.value = false;
});

function ArticleList() {
  const { data } = useQuery({ queryKey: ['faqs'], queryFn: () => Promise.resolve(['Статья']) });
  return <p>{data?.join(', ')}</p>;
}

describe('offline banner', () => {
  it('shows the time the data on screen was fetched, and goes away when the network returns', async () => {
    const fetchedAt = Date.parse('2026-11-22T09:07:00+10:00');
    // Half a minute later the data is still fresh: no refetch replaces it (and its time) with a newer copy.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(fetchedAt + 30_000);
    queryClient.setQueryData(['faqs'], ['Статья'], { updatedAt: fetchedAt });
    render(
      <AppProvider>
        <ArticleList />
      </AppProvider>,
    );
    await screen.findByText('Статья');
    expect(screen.queryByText(/Нет соединения/)).toBeNull();

    inTimeZone('Asia/Vladivostok', () => {
      act(() => void (pwaState.offline.value = true));
      expect(screen.getByRole('status')).toHaveProperty(
        'textContent',
        'Нет соединения · данные на 09:07',
      );
    });

    act(() => void (pwaState.offline.value = false));
    expect(screen.queryByText(/Нет соединения/)).toBeNull();
  });

  it('says only «Нет соединения» when nothing fetched is on screen', () => {
    render(<AppProvider>страница</AppProvider>);
    act(() => void (pwaState.offline.value = true));
    expect(screen.getByRole('status').textContent).toBe('Нет соединения');
  });
});

function ProfileForm() {
  const [name, setName] = useState('');
  useUnsavedChanges(name !== '');
  return <input aria-label="Название" value={name} onChange={(e) => setName(e.target.value)} />;
}

describe('update prompt', () => {
  it('offers «Обновить» once a new build waits; the click switches to it', () => {
    const switchBuild = vi.fn();
    setUpdateApplier(switchBuild);
    render(<AppProvider>страница</AppProvider>);
    expect(screen.queryByText('Доступна новая версия')).toBeNull();

    act(() => void (pwaState.needRefresh.value = true));
    expect(screen.getByText('Доступна новая версия')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Обновить' }));
    expect(switchBuild).toHaveBeenCalledOnce();
    expect(screen.queryByText('Доступна новая версия')).toBeNull();
  });

  it('does not reload under a form with unsaved input unless the user confirms', () => {
    const switchBuild = vi.fn();
    setUpdateApplier(switchBuild);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { unmount } = render(
      <AppProvider>
        <ProfileForm />
      </AppProvider>,
    );
    fireEvent.change(screen.getByLabelText('Название'), { target: { value: 'Северный ветер' } });
    expect(hasUnsavedChanges()).toBe(true);

    act(() => void (pwaState.needRefresh.value = true));
    fireEvent.click(screen.getByRole('button', { name: 'Обновить' }));
    expect(confirm).toHaveBeenCalledOnce();
    expect(switchBuild).not.toHaveBeenCalled();
    expect(screen.getByText('Доступна новая версия')).toBeTruthy();

    unmount(); // the form is gone: nothing unsaved any more
    expect(hasUnsavedChanges()).toBe(false);
    confirm.mockRestore();
  });
});
