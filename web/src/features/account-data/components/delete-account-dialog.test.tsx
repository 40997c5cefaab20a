import {
  ACCOUNT_BEING_DELETED,
  ACCOUNT_DELETION_STARTED,
  ACCOUNT_PATH,
  DELETE_ACCOUNT_EMAIL_MISMATCH,
} from '@quarry/contracts/account-data';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { accountKeys } from '@/modules/account/api/account-keys';
import { type FakeHandler, fail, fakeApi, jsonResponse, never } from '@/testing/fake-api';
import { profileResponse } from '@/testing/profile';
import { renderRoute } from '@/testing/render-route';
import { recordToasts } from '@/testing/toast-recorder';
import { confirmsEmail } from './delete-account-dialog';
import { DeleteAccountSection } from './delete-account-section';

const DELETE = `DELETE ${ACCOUNT_PATH}`;

async function openDialog(handlers: Record<string, FakeHandler> = {}) {
  const api = fakeApi({ 'GET /api/user/profile': profileResponse(), ...handlers });
  const view = renderRoute(<DeleteAccountSection />, { path: '/settings' });
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Delete my account' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
  await within(dialog).findByText('ada@example.com');
  const box = within(dialog).getByRole('textbox', { name: 'Type your e-mail address to confirm' });
  const confirm = within(dialog).getByRole('button', { name: 'Delete my account' });
  return { api, user, dialog, box, confirm, ...view };
}

describe('confirmsEmail', () => {
  it('when the typed address differs only in case or outer spaces, then it confirms; otherwise not', () => {
    expect(confirmsEmail('  Ada@Example.COM ', 'ada@example.com')).toBe(true);
    expect(confirmsEmail('ada@example.co', 'ada@example.com')).toBe(false);
    expect(confirmsEmail('', undefined)).toBe(false);
  });
});

describe('Delete my account', () => {
  it('when the dialog opens, then it says what is deleted and what is kept, and the button waits for the person’s own address', async () => {
    const { dialog, box, confirm, user } = await openDialog();

    const text = dialog.textContent ?? '';
    for (const point of [
      'chats, saved reports and report runs',
      'Teams you alone administer',
      'Their members are told by e-mail',
      'Your membership of other teams',
      'cancelled at once, without a refund',
      'Gemini API key',
      "administrators' audit log",
      'billing records where the law requires it',
    ]) {
      expect(text).toContain(point);
    }
    expect(confirm.hasAttribute('disabled')).toBe(true);
    await user.type(box, 'ada@example.co');
    expect(confirm.hasAttribute('disabled')).toBe(true);
    await user.type(box, 'M ');
    expect(confirm.hasAttribute('disabled')).toBe(false);
  });

  it('when it is cancelled, then nothing is sent and the typed address is forgotten', async () => {
    const { api, box, dialog, user } = await openDialog();
    await user.type(box, 'ada@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const again = await screen.findByRole('alertdialog');
    expect(
      (
        within(again).getByRole('textbox', {
          name: 'Type your e-mail address to confirm',
        }) as HTMLInputElement
      ).value,
    ).toBe('');
    expect(api.callsTo(DELETE)).toHaveLength(0);
  });

  it('when the deletion is confirmed, then the address is sent, the cache emptied, and the landing page opens with Account Deleted', async () => {
    const toasts = recordToasts();
    localStorage.setItem('chat_draft', 'half a question');
    const { api, box, confirm, user, pathname, queryClient } = await openDialog({
      [DELETE]: () => jsonResponse(202, { message: ACCOUNT_DELETION_STARTED }),
    });
    await user.type(box, 'Ada@example.com');
    await user.click(confirm);

    await waitFor(() => expect(pathname()).toBe('/'));
    expect(api.callsTo(DELETE).map((call) => call.body)).toEqual([{ email: 'Ada@example.com' }]);
    expect(toasts.all).toEqual([
      { title: 'Account Deleted', description: ACCOUNT_DELETION_STARTED, variant: undefined },
    ]);
    expect(queryClient.getQueryData(accountKeys.profile())).toBeUndefined();
    expect(localStorage.length).toBe(0);
  });

  it('when the typed address is confirmed with Enter, then it is sent as with the button', async () => {
    const { api, box, user } = await openDialog({ [DELETE]: never });
    await user.type(box, 'ada@example.com{Enter}');

    await waitFor(() => expect(api.callsTo(DELETE)).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(true);
  });

  it('when the server refuses, then a destructive toast carries its message and the page and dialog stay', async () => {
    const toasts = recordToasts();
    const { box, confirm, dialog, user, pathname } = await openDialog({
      [DELETE]: fail(400, { message: DELETE_ACCOUNT_EMAIL_MISMATCH }),
    });
    await user.type(box, 'ada@example.com');
    await user.click(confirm);

    await waitFor(() =>
      expect(toasts.all).toEqual([
        { title: 'Delete Failed', description: DELETE_ACCOUNT_EMAIL_MISMATCH, variant: 'destructive' },
      ]),
    );
    expect(pathname()).toBe('/settings');
    expect(dialog.isConnected).toBe(true);
    expect((box as HTMLInputElement).value).toBe('ada@example.com');
  });

  it('when a deletion is already under way, then the server’s word for it is what the toast says', async () => {
    const toasts = recordToasts();
    const { box, confirm, user } = await openDialog({
      [DELETE]: fail(409, { message: ACCOUNT_BEING_DELETED }),
    });
    await user.type(box, 'ada@example.com');
    await user.click(confirm);

    await waitFor(() =>
      expect(toasts.all.map((toast) => toast.description)).toEqual([ACCOUNT_BEING_DELETED]),
    );
  });
});
