import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { UPLOAD_MESSAGES } from '../../contract/upload-rules';
import { UPLOAD_FAILURES } from '../../src/lib/upload';
import { jsonResponse, renderApp, visitAs } from './helpers';
import { image, prepareProfilePage, serve } from './company-profile-support';
import { CONTRACTOR, FakeXhr, personalProfile } from './personal-profile-support';
import { section } from './panel-section-support';

// /panel/company-profile's logo: an upload with its progress, its failures, and its removal.

prepareProfilePage();
beforeEach(() => FakeXhr.install());

describe('the logo', () => {
  const avatar = {
    id: 77,
    url: '/media/images/logo.webp',
    thumbnail_url: '/media/images/logo-t.webp',
  };

  it('uploads with a progress bar, then becomes the agency’s logo', async () => {
    visitAs('executor');
    const server = serve(personalProfile(), null, {
      [`PATCH ${CONTRACTOR}`]: (call, profile) => {
        const logo = (call.body as { logo: number | null }).logo === null ? null : avatar;
        server.set({ ...profile, logo });
        return jsonResponse({ ...profile, logo });
      },
    });
    await renderApp('/panel/company-profile');
    const card = await section('Логотип');
    expect(await within(card).findByText('Нет логотипа')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Загрузить логотип' })).toBeTruthy();
    fireEvent.change(within(card).getByLabelText('Файл логотипа'), {
      target: { files: [image()] },
    });

    const xhr = await FakeXhr.nth(1);
    expect(xhr.url).toBe('/materials/api/v1/avatars/');
    expect((xhr.body!.get('file') as File).name).toBe('логотип.png');
    xhr.progress(40, 100);
    const bar = await within(card).findByRole('progressbar', { name: 'Загрузка логотипа' });
    await waitFor(() => expect(bar.getAttribute('value')).toBe('40'));
    expect(within(card).getByText('40 %')).toBeTruthy();
    xhr.respond(201, { ...avatar, width: 256, height: 256, size: 2048, created_at: '' });

    const img = await within(card).findByRole('img', {
      name: 'Логотип агентства «Северный ветер»',
    });
    expect(img.getAttribute('src')).toBe(avatar.thumbnail_url);
    expect(within(card).queryByRole('progressbar')).toBeNull();
    expect(server.patches().map((call) => call.body)).toEqual([{ logo: 77 }]);

    // Removal asks first.
    fireEvent.click(within(card).getByRole('button', { name: 'Удалить логотип' }));
    const question = within(card).getByRole('group', { name: 'Удалить логотип?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Удалить' }));
    expect(await within(card).findByText('Нет логотипа')).toBeTruthy();
    expect(server.patches().map((call) => call.body)).toEqual([{ logo: 77 }, { logo: null }]);
  });

  it('says why an upload failed: the server’s refusal, the connection, a file too big', async () => {
    visitAs('executor');
    const server = serve(personalProfile());
    await renderApp('/panel/company-profile');
    const card = await section('Логотип');
    const input = await within(card).findByLabelText('Файл логотипа');

    fireEvent.change(input, { target: { files: [image('logo.png')] } });
    (await FakeXhr.nth(1)).respond(400, { file: [UPLOAD_MESSAGES.notAnImage] });
    expect((await within(card).findByRole('alert')).textContent).toBe(
      `Не удалось загрузить логотип${UPLOAD_MESSAGES.notAnImage}`,
    );

    fireEvent.change(input, { target: { files: [image('logo.png')] } });
    (await FakeXhr.nth(2)).fail();
    await waitFor(() =>
      expect(within(card).getByRole('alert').textContent).toContain(UPLOAD_FAILURES.network),
    );

    const huge = image('огромный.png');
    Object.defineProperty(huge, 'size', { value: 11 * 1024 * 1024 });
    fireEvent.change(input, { target: { files: [huge] } });
    await waitFor(() =>
      expect(within(card).getByRole('alert').textContent).toContain(UPLOAD_MESSAGES.imageTooLarge),
    );
    const pdf = image('logo.pdf', 'application/pdf');
    fireEvent.change(input, { target: { files: [pdf] } });
    await waitFor(() =>
      expect(within(card).getByRole('alert').textContent).toContain(UPLOAD_MESSAGES.notAnImage),
    );
    expect(FakeXhr.sent).toHaveLength(2); // the last two never left
    expect(server.patches()).toEqual([]);
  });
});
