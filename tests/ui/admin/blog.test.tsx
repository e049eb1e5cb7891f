import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BUILT_CAPABILITIES, type Capability } from '#contract/capabilities/schemas';
import { contentAdminProcedures, contentRestHandlers, createContentFixtureState, FIXTURE_AD_CLIENT } from '#kit/mocks/content-fixtures';
import { API_ORIGIN, callsTo, renderAdmin } from './render-admin';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.unstubAllGlobals();
});
afterAll(() => server.close());

const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

function renderContent(url: string) {
  const content = createContentFixtureState();
  const view = renderAdmin(server, url, { overrides: (state) => contentAdminProcedures(state, content) });
  server.use(...contentRestHandlers(API_ORIGIN, view.state, content));
  return { ...view, content };
}

function rowOf(title: string) {
  const row = screen.getByRole('rowheader', { name: new RegExp(`^${title}`) }).closest('tr');
  if (!row) throw new Error(`No row for ${title}`);
  return within(row);
}

describe('Blog tab', () => {
  it('lists drafts first, then published posts with their dates', async () => {
    renderContent('/blog');
    expect(await screen.findByRole('rowheader', { name: /^Gold Loans \(draft\)/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page');
    const titles = screen.getAllByRole('rowheader').map((header) => header.querySelector('span span')?.textContent);
    expect(titles[0]).toBe('Gold Loans (draft)');
    expect(titles).toHaveLength(6);
    expect(rowOf('Gold Loans').getByText('Draft')).toBeInTheDocument();
    expect(rowOf('Mutual Fund SIPs').getByText('Published')).toBeInTheDocument();
    expect(rowOf('Mutual Fund SIPs').getByText('/blog/mutual-funds-sip-investment-2025')).toBeInTheDocument();
  });

  it('publishes and unpublishes from the list', async () => {
    const { user, state } = renderContent('/blog');
    await screen.findByRole('rowheader', { name: /^Gold Loans/ });
    await user.click(rowOf('Gold Loans').getByRole('button', { name: 'Publish Gold Loans (draft)' }));
    expect(await screen.findByText('Post published')).toBeInTheDocument();
    expect(callsTo(state, 'blog.setPublished')).toEqual([{ id: 'gold-loans-draft', published: true }]);
    await user.click(await rowOf('Gold Loans').findByRole('button', { name: 'Unpublish Gold Loans (draft)' }));
    expect(await screen.findByText('Post unpublished')).toBeInTheDocument();
    expect(callsTo(state, 'blog.setPublished').at(-1)).toEqual({ id: 'gold-loans-draft', published: false });
  });

  it('deletes a post only after confirming', async () => {
    const { user, state, content } = renderContent('/blog');
    await screen.findByRole('rowheader', { name: /^Gold Loans/ });
    await user.click(rowOf('Gold Loans').getByRole('button', { name: 'Delete Gold Loans (draft)' }));
    expect(await screen.findByRole('dialog', { name: 'Delete “Gold Loans (draft)”?' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(state, 'blog.delete')).toHaveLength(0);
    await user.click(rowOf('Gold Loans').getByRole('button', { name: 'Delete Gold Loans (draft)' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete post' }));
    expect(await screen.findByText('Post deleted')).toBeInTheDocument();
    expect(content.posts.some((post) => post.id === 'gold-loans-draft')).toBe(false);
  });

  it('creates a post: checks the fields, suggests the id from the title, previews the server-rendered Markdown, uploads a hero image', async () => {
    const { user, state, content, location } = renderContent('/blog/new');
    const create = await screen.findByRole('button', { name: 'Create post' });
    await user.click(create);
    expect(screen.getByText('Id is required')).toBeInTheDocument();
    expect(screen.getByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Excerpt is required')).toBeInTheDocument();
    expect(screen.getByText('Content is required')).toBeInTheDocument();
    expect(callsTo(state, 'blog.create')).toHaveLength(0);

    await user.type(screen.getByLabelText('Title'), 'Gold Loans, Explained!');
    expect(screen.getByLabelText('Id (address)')).toHaveValue('gold-loans-explained');
    await user.type(screen.getByLabelText('Excerpt'), 'How gold loans work.');
    await user.selectOptions(screen.getByLabelText('Category'), 'Personal Loans');
    await user.type(screen.getByLabelText('Content (Markdown)'), '## Basics{enter}{enter}A loan against **gold**.');

    const english = within(screen.getByRole('tablist', { name: 'Content' }));
    await user.click(english.getByRole('tab', { name: 'Preview' }));
    const preview = await screen.findByTestId('markdown-preview');
    expect(within(preview).getByRole('heading', { level: 2, name: 'Basics' })).toBeInTheDocument();
    expect(preview.querySelector('strong')).toHaveTextContent('gold');
    expect(callsTo(state, 'blog.preview')).toEqual([{ content: '## Basics\n\nA loan against **gold**.' }]);
    await user.click(english.getByRole('tab', { name: 'Write' }));

    const fileInput = screen.getByLabelText('Upload an image');
    fireEvent.change(fileInput, { target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] } });
    expect(await screen.findByText('The file must be a PNG, JPEG or WebP image')).toBeInTheDocument();
    fireEvent.change(fileInput, { target: { files: [new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' })] } });
    expect(await screen.findByText('Image must be at most 2 MB')).toBeInTheDocument();
    expect(callsTo(state, 'uploads')).toHaveLength(0);
    // The fetch under test is Node's, which cannot read jsdom's FormData, File or Blob: use Node's for the
    // real upload (from Node 24 on, its FormData also checks File and Blob against the globals).
    const NodeFormData = (await new Response(new URLSearchParams('a=1')).formData()).constructor as typeof FormData;
    vi.stubGlobal('FormData', NodeFormData);
    vi.stubGlobal('File', NodeFile);
    vi.stubGlobal('Blob', NodeBlob);
    fireEvent.change(fileInput, { target: { files: [new NodeFile([PNG_BYTES], 'hero.png', { type: 'image/png' })] } });
    expect(await screen.findByText('Image uploaded')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Hero preview' })).toHaveAttribute('src', expect.stringMatching(/^\/uploads\/.+\.png$/));
    expect(callsTo(state, 'uploads')).toEqual([{ name: 'hero.png', type: 'image/png', size: PNG_BYTES.length }]);

    await user.click(screen.getByRole('checkbox', { name: 'Published' }));
    await user.click(screen.getByRole('button', { name: 'Create post' }));
    expect(await screen.findByText('Post created')).toBeInTheDocument();
    const uploaded = content.images.at(-1)!;
    expect(callsTo(state, 'blog.create')).toEqual([
      {
        id: 'gold-loans-explained',
        title: 'Gold Loans, Explained!',
        excerpt: 'How gold loans work.',
        category: 'Personal Loans',
        content: '## Basics\n\nA loan against **gold**.',
        titleHi: '',
        excerptHi: '',
        contentHi: '',
        published: true,
        heroImageId: uploaded.id,
      },
    ]);
    await waitFor(() => expect(location().pathname).toBe('/blog/gold-loans-explained'));
    expect(await screen.findByRole('heading', { name: 'Edit “Gold Loans, Explained!”' })).toBeInTheDocument();
    expect(screen.getByLabelText('Id (address)')).toHaveAttribute('readonly');
  });

  it("shows the server's refusal (a taken id) at the Id field by its code and keeps what was typed", async () => {
    const { user } = renderContent('/blog/new');
    await user.type(await screen.findByLabelText('Title'), 'Dup');
    await user.clear(screen.getByLabelText('Id (address)'));
    await user.type(screen.getByLabelText('Id (address)'), 'best-credit-cards-2025');
    await user.type(screen.getByLabelText('Excerpt'), 'x');
    await user.type(screen.getByLabelText('Content (Markdown)'), 'y');
    await user.click(screen.getByRole('button', { name: 'Create post' }));
    expect(await screen.findAllByText('A post with this id already exists')).not.toHaveLength(0);
    // Placed by its refusal code (blog.id-taken), not by its words: under the Id field, which takes focus.
    const id = screen.getByLabelText('Id (address)');
    expect(id).toHaveAccessibleDescription(expect.stringContaining('A post with this id already exists'));
    expect(id).toHaveAttribute('aria-invalid', 'true');
    expect(id).toHaveFocus();
    expect(screen.getByLabelText('Title')).toHaveValue('Dup');
  });

  it('edits an existing post and unknown ids say so', async () => {
    const { user, state } = renderContent('/blog/home-loan-interest-rates-2025');
    const title = await screen.findByLabelText('Title');
    expect(title).toHaveValue('Home Loan Interest Rates in 2025');
    expect(screen.getByRole('img', { name: 'Hero preview' })).toHaveAttribute('src', '/uploads/00000000-0000-4000-8021-000000000003.png');
    await user.type(title, ' (updated)');
    await user.click(screen.getByRole('button', { name: 'Save post' }));
    expect(await screen.findByText('Post saved')).toBeInTheDocument();
    expect(callsTo(state, 'blog.update')).toEqual([expect.objectContaining({ id: 'home-loan-interest-rates-2025', title: 'Home Loan Interest Rates in 2025 (updated)', published: true })]);
  });

  it('the list shows which posts Hindi readers get partly or wholly in English', async () => {
    renderContent('/blog');
    await screen.findByRole('rowheader', { name: /^Personal Loans in 2025/ });
    expect(rowOf('Personal Loans in 2025').queryByText(/English only|Hindi incomplete/)).not.toBeInTheDocument();
    expect(rowOf('Choosing a Credit Card').getByText('Hindi incomplete')).toBeInTheDocument();
    expect(rowOf('Home Loan Interest Rates').getByText('English only')).toBeInTheDocument();
  });

  it('edits both languages in one save: the Hindi body is written and previewed beside the English one', async () => {
    const { user, state, content } = renderContent('/blog/best-credit-cards-2025');
    const hindi = within(await screen.findByRole('group', { name: 'Hindi version (optional)' }));
    expect(hindi.getByLabelText('Title (Hindi)')).toHaveValue('2025 में क्रेडिट कार्ड कैसे चुनें');
    expect(hindi.getByLabelText('Title (Hindi)')).toHaveAttribute('lang', 'hi');
    const body = hindi.getByLabelText('Content (Hindi, Markdown)');
    expect(body).toHaveValue('');
    await user.type(body, '## कार्ड चुनना{enter}{enter}अपनी **ज़रूरत** देखें।');
    await user.click(within(hindi.getByRole('tablist', { name: 'Content (Hindi)' })).getByRole('tab', { name: 'Preview' }));
    expect(within(await hindi.findByTestId('markdown-preview')).getByRole('heading', { level: 2, name: 'कार्ड चुनना' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save post' }));
    expect(await screen.findByText('Post saved')).toBeInTheDocument();
    expect(callsTo(state, 'blog.update')).toEqual([
      expect.objectContaining({
        id: 'best-credit-cards-2025',
        title: 'Choosing a Credit Card in 2025',
        titleHi: '2025 में क्रेडिट कार्ड कैसे चुनें',
        excerptHi: 'कैशबैक, रिवॉर्ड, ट्रैवल या लाइफ़टाइम फ़्री?',
        contentHi: '## कार्ड चुनना\n\nअपनी **ज़रूरत** देखें।',
      }),
    ]);
    expect(content.posts.find((post) => post.id === 'best-credit-cards-2025')?.contentHi).toBe('## कार्ड चुनना\n\nअपनी **ज़रूरत** देखें।');
  });

  it('an unknown post id shows "Post not found"', async () => {
    renderContent('/blog/no-such-post');
    expect(await screen.findByText('Post not found')).toBeInTheDocument();
  });
});

describe('Settings tab', () => {
  it('sets and clears the ad client id, refusing a malformed one', async () => {
    const { user, state, content } = renderContent('/settings');
    const input = await screen.findByLabelText('Ad client id');
    expect(screen.getByTestId('ads-state')).toHaveTextContent('Ads are currently off.');
    await user.type(input, 'pub-123');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Ad client id must look like ca-pub-1234567890123456')).toBeInTheDocument();
    expect(callsTo(state, 'settings.updateAds')).toHaveLength(0);
    await user.clear(input);
    await user.type(input, FIXTURE_AD_CLIENT);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Ad settings saved')).toBeInTheDocument();
    expect(content.settings.adClientId).toBe(FIXTURE_AD_CLIENT);
    await waitFor(() => expect(screen.getByTestId('ads-state')).toHaveTextContent('Ads are currently on.'));
  });

  it('adds a sponsored partner with a checked link, and removes it', async () => {
    const { user, state, content } = renderContent('/settings');
    expect(await screen.findByText('No sponsored partners: the block is hidden.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add partner' }));
    await user.click(screen.getByRole('button', { name: 'Save partners' }));
    expect(await screen.findByText('Partner name is required')).toBeInTheDocument();
    // The server's words for an empty link (the admin used to say it was not an http(s) URL).
    expect(screen.getByText('Partner link is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Partner name')).toHaveFocus();
    await user.type(screen.getByLabelText('Partner name'), 'Example Finance');
    await user.type(screen.getByLabelText('Offer title'), 'Quick loan approval');
    await user.type(screen.getByLabelText('Offer description'), 'Loans from ₹50,000.');
    await user.type(screen.getByLabelText('Partner link'), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Save partners' }));
    expect(await screen.findByText('Partner link must be an http:// or https:// URL')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Partner link'));
    await user.type(screen.getByLabelText('Partner link'), 'https://example.com/partner');
    await user.click(screen.getByRole('button', { name: 'Save partners' }));
    expect(await screen.findByText('Sponsored partners saved')).toBeInTheDocument();
    expect(content.settings.sponsoredPartners).toEqual([{ name: 'Example Finance', title: 'Quick loan approval', description: 'Loans from ₹50,000.', link: 'https://example.com/partner' }]);
    expect(state.audit.at(-1)).toMatchObject({ action: 'settings.sponsored-partners' });

    await user.click(await screen.findByRole('button', { name: 'Remove partner 1' }));
    await user.click(screen.getByRole('button', { name: 'Save partners' }));
    await waitFor(() => expect(content.settings.sponsoredPartners).toEqual([]));
  });
});

describe('Settings tab: capabilities', () => {
  it('lists every capability as off; every built one can be switched on', async () => {
    renderContent('/settings');
    const section = within(await screen.findByRole('region', { name: 'Capabilities' }));
    const switches = await section.findAllByRole('switch');
    expect(switches).toHaveLength(5);
    for (const control of switches) expect(control).toHaveAttribute('aria-checked', 'false');
    expect(section.getByRole('switch', { name: /^Reward store/ })).toBeEnabled();
    for (const name of ['Referrals', 'Earning tasks', 'Offerwalls', 'VIP membership']) expect(section.getByRole('switch', { name })).toBeEnabled();
    expect(section.queryByText('Not available in this version yet')).toBeNull();
  });

  it('switches on at once; switching off is confirmed with the pages users lose and what is waiting now, and cancelling changes nothing', async () => {
    const { user, state, content } = renderContent('/settings');
    const section = within(await screen.findByRole('region', { name: 'Capabilities' }));
    await user.click(await section.findByRole('switch', { name: 'Earning tasks' }));
    await waitFor(() => expect(section.getByRole('switch', { name: 'Earning tasks' })).toHaveAttribute('aria-checked', 'true'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo(state, 'capabilities.set')).toEqual([{ capability: 'tasks', enabled: true }]);

    await user.click(section.getByRole('switch', { name: 'Earning tasks' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Switch off Earning tasks?' }));
    expect(dialog.getByText('Users stop seeing it at once: its pages (/task/…, /success) answer “not found”, and every link, tile and banner to them disappears.')).toBeInTheDocument();
    expect(await dialog.findByText('Right now 12 task submissions are waiting for review.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo(state, 'capabilities.set')).toHaveLength(1);
    expect(content.capabilities.tasks).toBe(true);

    await user.click(section.getByRole('switch', { name: 'Earning tasks' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Switch off Earning tasks?' }));
    await user.click(dialog.getByRole('button', { name: 'Switch off' }));
    await waitFor(() => expect(content.capabilities.tasks).toBe(false));
    expect(callsTo(state, 'capabilities.set')).toEqual([{ capability: 'tasks', enabled: true }, { capability: 'tasks', enabled: false }]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("states each capability's own figure: one held referral, a capability without pages of its own", async () => {
    const { user, content } = renderContent('/settings');
    content.capabilities.referrals = true;
    content.capabilities.offerwalls = true;
    const section = within(await screen.findByRole('region', { name: 'Capabilities' }));
    await user.click(await section.findByRole('switch', { name: 'Referrals', checked: true }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Switch off Referrals?' }));
    expect(await dialog.findByText('Right now 1 referral is held.')).toBeInTheDocument();
    expect(dialog.getByText(/its pages \(\/invite\)/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await user.click(section.getByRole('switch', { name: 'Offerwalls', checked: true }));
    dialog = within(await screen.findByRole('dialog', { name: 'Switch off Offerwalls?' }));
    expect(dialog.getByText('Users stop seeing it at once: every section, link and tile for it disappears.')).toBeInTheDocument();
    expect(await dialog.findByText('Right now 4 offerwall credits are pending.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(content.capabilities).toMatchObject({ referrals: true, offerwalls: true });
  });

  it('one this version has not built cannot be switched on (every capability is built now: VIP is taken out for this test)', async () => {
    const built = BUILT_CAPABILITIES as Capability[];
    built.splice(built.indexOf('vip'), 1);
    try {
      const { user, state } = renderContent('/settings');
      const section = within(await screen.findByRole('region', { name: 'Capabilities' }));
      const switches = await section.findAllByRole('switch');
      expect(switches.filter((control) => control.hasAttribute('disabled'))).toHaveLength(1);
      expect(section.getAllByText('Not available in this version yet')).toHaveLength(1);
      await user.click(section.getByRole('switch', { name: 'VIP membership' }));
      expect(callsTo(state, 'capabilities.set')).toHaveLength(0);
    } finally {
      built.push('vip');
    }
  });
});
