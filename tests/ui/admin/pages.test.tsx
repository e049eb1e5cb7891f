import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API_ORIGIN, callsTo, renderAdmin } from './render-admin';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('Pages tab', () => {
  it('lists the five pages and opens one in an editor with a 15-row content area', async () => {
    const { user, location } = renderAdmin(server, '/pages');
    const nav = await screen.findByRole('navigation', { name: 'Pages' });
    expect(within(nav).getAllByRole('link').map((link) => link.querySelector('span')?.textContent)).toEqual([
      'About Honest Rewards',
      'Disclaimer',
      'Privacy Policy',
      'Refund Policy',
      'Terms of Use',
    ]);
    expect(screen.getByText('Select a page to edit')).toBeInTheDocument();

    await user.click(within(nav).getByRole('link', { name: /Refund Policy/ }));
    expect(await screen.findByRole('heading', { name: 'Edit “Refund Policy”' })).toBeInTheDocument();
    expect(location().pathname).toBe('/pages/refund-policy');
    expect(screen.getByLabelText('Title')).toHaveValue('Refund Policy');
    const content = screen.getByRole('textbox', { name: 'Content' });
    expect(content.tagName).toBe('TEXTAREA');
    expect(content).toHaveAttribute('rows', '15');
    expect(content).toHaveValue('Refunds are only within 7 days of purchase.');
  });

  it('requires a title and content', async () => {
    const { user, state } = renderAdmin(server, '/pages/about');
    const title = await screen.findByLabelText('Title');
    await user.clear(title);
    await user.clear(screen.getByRole('textbox', { name: 'Content' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Content is required')).toBeInTheDocument();
    expect(title).toHaveFocus();

    await user.type(title, 'About us');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByText('Title is required')).not.toBeInTheDocument();
    expect(screen.getByText('Content is required')).toBeInTheDocument();
    expect(callsTo(state, 'pages.update')).toHaveLength(0);
  });

  it('saves a page with a success toast and shows the new title in the list', async () => {
    const { user, state } = renderAdmin(server, '/pages/about');
    const title = await screen.findByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'About us');
    await user.type(screen.getByRole('textbox', { name: 'Content' }), '\n\nWe answer within 24-48 hours.');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await within(screen.getByRole('status')).findByText('Page updated successfully')).toBeInTheDocument();
    expect(await within(screen.getByRole('navigation', { name: 'Pages' })).findByRole('link', { name: /About us/ })).toBeInTheDocument();
    expect(callsTo(state, 'pages.update')).toEqual([
      { slug: 'about', locale: 'en', title: 'About us', content: 'Honest Rewards is a free rewards site for gamers in India.\n\nEvery amount you see is real.\n\nWe answer within 24-48 hours.' },
    ]);
    expect(state.pages.find((page) => page.slug === 'about')?.title).toBe('About us');
  });

  it('edits the Hindi text on its own, after the English is saved or discarded', async () => {
    const { user, state } = renderAdmin(server, '/pages/about');
    const language = await screen.findByRole('group', { name: 'Language' });
    expect(within(language).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    await user.type(screen.getByLabelText('Title'), '!');
    expect(within(language).getByRole('button', { name: 'Hindi' })).toBeDisabled();
    expect(screen.getByText('Save or discard your changes to switch language.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));

    await user.click(within(language).getByRole('button', { name: 'Hindi' }));
    expect(within(screen.getByRole('group', { name: 'Language' })).getByRole('button', { name: 'Hindi' })).toHaveAttribute('aria-pressed', 'true');
    const title = screen.getByLabelText('Title');
    expect(title).toHaveValue('Honest Rewards के बारे में');
    expect(title).toHaveAttribute('lang', 'hi');
    const content = screen.getByRole('textbox', { name: 'Content' });
    expect(content).toHaveValue('Honest Rewards भारत के गेमर्स के लिए एक फ़्री रिवॉर्ड साइट है।');
    await user.clear(content);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Content is required')).toBeInTheDocument();
    await user.type(content, 'हर रक़म असली है।');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await within(screen.getByRole('status')).findByText('Page updated successfully')).toBeInTheDocument();
    expect(callsTo(state, 'pages.update')).toEqual([{ slug: 'about', locale: 'hi', title: 'Honest Rewards के बारे में', content: 'हर रक़म असली है।' }]);
    expect(state.pages.find((page) => page.slug === 'about')).toMatchObject({ title: 'About Honest Rewards', contentHi: 'हर रक़म असली है।' });
    const { violations } = await axe.run(document.body, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] }, rules: { 'color-contrast': { enabled: false } } });
    expect(violations).toEqual([]);
  });

  it('says when a page has no Hindi text yet', async () => {
    const { user } = renderAdmin(server, '/pages/refund-policy');
    await user.click(within(await screen.findByRole('group', { name: 'Language' })).getByRole('button', { name: 'Hindi' }));
    expect(screen.getByText('This page has no Hindi text yet: Hindi readers see the English text until you save one.')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('');
  });

  it("says 'Failed to update page' when the save cannot reach the server", async () => {
    const { user } = renderAdmin(server, '/pages/terms');
    await screen.findByLabelText('Title');
    server.use(http.post(`${API_ORIGIN}/trpc/pages.update`, () => HttpResponse.error()));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(screen.getByRole('alert')).findByText('Failed to update page')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Terms of Use');
  });
});
