import { screen, waitFor, within } from '@testing-library/react';
import { fixtureUser } from '../../../src/mocks/fixtures/public-fixtures';
import { describe, expect, it, vi } from 'vitest';
import { TrpcFixtureError } from '#kit/mocks/trpc-msw';
import { expectToast, renderApp } from './render-app';

type User = ReturnType<typeof renderApp>['user'];

async function fillForm(user: User) {
  await user.type(await screen.findByLabelText('Name'), 'Rohan Verma');
  await user.type(screen.getByLabelText('Email'), 'rohan@example.in');
  await user.type(screen.getByLabelText('Message'), 'My withdrawal is still pending.');
}

describe('contact page', () => {
  it('shows the support e-mail, the reply time and a labelled form', async () => {
    renderApp('/contact', { user: null });
    const support = within(await screen.findByRole('region', { name: 'Support' }));
    expect(await support.findByRole('link', { name: 'support@honest-rewards.local' })).toHaveAttribute('href', 'mailto:support@honest-rewards.local');
    expect(support.getByText('We reply within 24–48 hours')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    for (const label of ['Name', 'Email', 'Message']) expect(screen.getByLabelText(label)).toBeRequired();
  });

  it('shows a message for each empty field and sends nothing', async () => {
    const send = vi.fn(() => ({ ok: true as const, ticket: 'HR-000001' }));
    const { user } = renderApp('/contact', { user: null, procedures: { 'contact.send': send } });
    await user.click(await screen.findByRole('button', { name: 'Send message' }));

    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the message and keeps the confirmation with its ticket number on screen until another is written', async () => {
    const { user, state } = renderApp('/contact', { user: null });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText('Message sent')).toBeInTheDocument();
    expect(screen.getByText('Your ticket number is HR-000123.')).toBeInTheDocument();
    expect(screen.getByText('We sent an acknowledgement to rohan@example.in and reply within 24–48 hours. Mention the ticket number if you write again.')).toBeInTheDocument();
    expect(state.contactMessages).toEqual([{ name: 'Rohan Verma', email: 'rohan@example.in', message: 'My withdrawal is still pending.', ticket: 'HR-000123' }]);
    await user.click(screen.getByRole('button', { name: 'Write another message' }));
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(screen.getByLabelText('Name')).toHaveValue('Rohan Verma');
  });

  it('is prefilled with a signed-in person\'s name and e-mail', async () => {
    const { user, callsTo } = renderApp('/contact');
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue(fixtureUser.name));
    expect(screen.getByLabelText('Email')).toHaveValue(fixtureUser.email);
    await user.type(screen.getByLabelText('Message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Your ticket number is HR-000123.')).toBeInTheDocument();
    expect(callsTo('contact.send')[0]).toEqual({ name: fixtureUser.name, email: fixtureUser.email, message: 'Hello' });
  });

  it('shows a failure toast and keeps what was typed when the server fails', async () => {
    const { user } = renderApp('/contact', {
      user: null,
      procedures: {
        'contact.send': () => {
          throw new TrpcFixtureError('INTERNAL_SERVER_ERROR', 'Something went wrong on our side. Please try again.');
        },
      },
    });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    await expectToast('alert', 'Failed to send message');
    expect(screen.getByLabelText('Message')).toHaveValue('My withdrawal is still pending.');
  });

  it("shows the server's own message when it refuses (rate limit)", async () => {
    const { user } = renderApp('/contact', {
      user: null,
      procedures: {
        'contact.send': () => {
          throw new TrpcFixtureError('TOO_MANY_REQUESTS', 'Too many messages. Please try again in 10 minutes.', { retryAfterSeconds: 600 });
        },
      },
    });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await expectToast('alert', 'Too many messages. Please try again in 10 minutes.');
  });
});
