import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, fakeApi, ok } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';
import { UnsubscribeCard } from './unsubscribe-card';

const TOKEN = 'eyJzIjoic2hhcmUtMSJ9.c2lnbmF0dXJlLXNpZ25hdHVyZQ';
const ADDRESS = `/api/unsubscribe?token=${TOKEN}`;
const state = (unsubscribed: boolean) =>
  ok({ reportName: 'Recall costs', teamName: 'Recall Response', email: 'theo@gmail.com', unsubscribed });

function open(handlers: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(handlers);
  renderRoute(<UnsubscribeCard />, { path: '/unsubscribe', url: `/unsubscribe?token=${TOKEN}` });
  return api;
}

describe('the unsubscribe page', () => {
  it('when the link is opened, then it says which e-mails to whom and stops nothing until Unsubscribe is clicked', async () => {
    const api = open({ [`GET ${ADDRESS}`]: state(false), [`POST ${ADDRESS}`]: state(true) });

    expect(await screen.findByRole('heading', { name: 'Unsubscribe from these e-mails?' })).toBeTruthy();

    expect(screen.getByText(/gets e-mails for 'Recall costs', shared with Recall Response/)).toBeTruthy();
    expect(screen.getByText('theo@gmail.com')).toBeTruthy();
    expect(api.callsTo(`POST ${ADDRESS}`)).toHaveLength(0);
  });

  it('when Unsubscribe is clicked, then one POST stops the e-mails and Resubscribe is offered', async () => {
    const api = open({ [`GET ${ADDRESS}`]: state(false), [`POST ${ADDRESS}`]: state(true) });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));

    expect(await screen.findByRole('heading', { name: 'Unsubscribed' })).toBeTruthy();
    expect(api.callsTo(`POST ${ADDRESS}`)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Resubscribe' })).toBeTruthy();
  });

  it('when the address already unsubscribed, then the page says so and offers Resubscribe', async () => {
    const api = open({ [`GET ${ADDRESS}`]: state(true) });

    expect(await screen.findByRole('heading', { name: 'Unsubscribed' })).toBeTruthy();

    expect(screen.getByRole('button', { name: 'Resubscribe' })).toBeTruthy();
    expect(api.callsTo(`POST ${ADDRESS}`)).toHaveLength(0);
  });

  it('when the link is the owner’s of a watched report, then it says unsubscribing stops the watch, and after the click that it stopped', async () => {
    const watch = (unsubscribed: boolean) =>
      ok({
        reportName: 'Office budget',
        teamName: '',
        email: 'maya@northwind.test',
        unsubscribed,
        kind: 'watch',
      });
    open({ [`GET ${ADDRESS}`]: watch(false), [`POST ${ADDRESS}`]: watch(true) });
    const user = userEvent.setup();

    expect(
      await screen.findByText(
        /gets an e-mail when 'Office budget' changes\. Unsubscribing stops watching it/,
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));

    expect(await screen.findByText(/Quarry has stopped watching it/)).toBeTruthy();
    expect(screen.queryByText(/shared with/)).toBeNull();
  });

  it('when the link is not valid, then Link Not Valid shows', async () => {
    open({ [`GET ${ADDRESS}`]: fail(404, { message: 'This unsubscribe link is not valid.' }) });

    expect(await screen.findByRole('heading', { name: 'Link Not Valid' })).toBeTruthy();
  });
});
