import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Button, Form, Input } from 'antd';
import { FormAlert } from '../../src/components/form-alert/FormAlert';
import { useServerForm, type ServerFormOptions } from '../../src/hooks/use-server-form';
import { ApiError } from '../../src/lib/api-error';
import { hasUnsavedChanges } from '../../src/lib/pwa/unsaved-changes';
import { setToastPresenter, type ToastNotice } from '../../src/lib/toast';

type Values = { name: string };
type Options = Pick<ServerFormOptions<Values, { id: number }>, 'save' | 'resetOnSave'>;

function NameForm(options: Options) {
  const [form] = Form.useForm<Values>();
  const nameForm = useServerForm(form, {
    fields: ['name'],
    prefix: 'company.',
    savedToast: (saved) => ({ title: 'Сохранено', description: `Компания ${saved.id}` }),
    ...options,
  });
  return (
    <Form {...nameForm.formProps} layout="vertical">
      <Form.Item name="name" label="Название">
        <Input />
      </Form.Item>
      <FormAlert messages={nameForm.messages} />
      <Button htmlType="submit" loading={nameForm.saving}>
        Сохранить
      </Button>
    </Form>
  );
}

const typeName = (value: string) =>
  fireEvent.change(screen.getByLabelText('Название'), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));

afterEach(() => setToastPresenter(null));

describe('useServerForm: a form that saves to the server', () => {
  it('shows a DRF 400 under its field and the rest above the button, and stays dirty', async () => {
    const save = vi.fn(() =>
      Promise.reject(
        new ApiError(400, {
          company: { name: ['Такая компания уже есть'] },
          detail: 'Не сохранено',
        }),
      ),
    );
    render(<NameForm save={save} />);
    typeName('Ромашка');
    expect(hasUnsavedChanges()).toBe(true);
    submit();

    expect(await screen.findByText('Такая компания уже есть')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Не сохранено');
    expect(save).toHaveBeenCalledWith({ name: 'Ромашка' });
    expect(hasUnsavedChanges()).toBe(true);
  });

  it('after a save: the toast, no unsaved input, and the form emptied when asked', async () => {
    const toasts: ToastNotice[] = [];
    setToastPresenter((notice) => toasts.push(notice));
    render(<NameForm save={() => Promise.resolve({ id: 7 })} resetOnSave />);
    typeName('Ромашка');
    submit();

    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(toasts[0]).toMatchObject({
      title: 'Сохранено',
      description: 'Компания 7',
      color: 'green',
    });
    // The saved mark reaches the unsaved-changes guard through an effect: after the next commit, not at once.
    await waitFor(() => expect(hasUnsavedChanges()).toBe(false));
    expect(screen.getByLabelText<HTMLInputElement>('Название').value).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
