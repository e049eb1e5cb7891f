import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DataTable, type Column } from '#kit/ui/data-table';
import { KitLookProvider, type KitLook } from '#kit/ui/kit-look';
import { Pagination } from '#kit/ui/pagination';
import { parsePage } from '#kit/lib/page-search';
import { EmptyState, ListStates, type ListQuery } from '#kit/ui/states';

type Fruit = { id: string; name: string; stock: number };
const FRUITS: Fruit[] = Array.from({ length: 7 }, (_, index) => ({ id: `f${index}`, name: `Fruit ${index + 1}`, stock: index * 10 }));
const PAGE_SIZE = 3;

const COLUMNS: Column<Fruit>[] = [
  { header: 'Name', rowHeader: true, cell: (fruit) => fruit.name },
  { header: 'Stock', align: 'end', cell: (fruit) => String(fruit.stock) },
];

function query(data: Fruit[] | undefined, overrides: Partial<ListQuery<Fruit[]>> = {}): ListQuery<Fruit[]> {
  return { data, isPending: false, isError: false, isFetching: false, refetch: () => undefined, ...overrides };
}

/** A list screen as the SPAs build one: states around a table, pagination under it, the page in the URL. */
function renderList(look: KitLook, { url = '/fruits', fruits = FRUITS, state = {} }: { url?: string; fruits?: Fruit[]; state?: Partial<ListQuery<Fruit[]>> } = {}) {
  const rootRoute = createRootRoute({
    validateSearch: (search: Record<string, unknown>) => ({ page: parsePage(search.page) }),
    component: function FruitList() {
      const { page = 1 }: { page?: number } = rootRoute.useSearch();
      const rows = fruits.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
      return (
        <ListStates query={query(rows, state)} errorMessage="Could not load fruit." isEmpty={(data) => data.length === 0} empty={<EmptyState title="No fruit yet">Fruit you add appears here.</EmptyState>}>
          {(data) => (
            <>
              <DataTable caption="Fruit, by name" columns={COLUMNS} rows={data} rowKey={(fruit) => fruit.id} actions={(fruit) => <button type="button">Sell {fruit.name}</button>} />
              <Pagination label="Fruit pages" page={page} total={fruits.length} pageSize={PAGE_SIZE} />
            </>
          )}
        </ListStates>
      );
    },
  });
  const history = createMemoryHistory({ initialEntries: [url] });
  const router = createRouter({ routeTree: rootRoute, history });
  render(
    <KitLookProvider look={look}>
      <RouterProvider router={router} />
    </KitLookProvider>,
  );
  return { user: userEvent.setup(), history };
}

describe.each<KitLook>(['public', 'admin'])('the kit list pieces (%s look)', (look) => {
  it('a table with a caption, column headers and row headers, and an actions column named for screen readers', async () => {
    renderList(look);
    const table = await screen.findByRole('table', { name: 'Fruit, by name' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['Name', 'Stock', 'Actions']);
    headers.forEach((header) => expect(header).toHaveAttribute('scope', 'col'));
    expect(within(table).getByRole('rowheader', { name: 'Fruit 1' })).toHaveAttribute('scope', 'row');
    expect(within(table).getAllByRole('row')).toHaveLength(1 + PAGE_SIZE);
    // On narrow screens each cell is named by its column.
    expect(within(table).getByRole('cell', { name: '10' })).toHaveAttribute('data-label', 'Stock');
  });

  it('pagination: a labelled nav, the current page marked, links reachable by keyboard, a missing neighbour disabled', async () => {
    const { user, history } = renderList(look);
    await screen.findByRole('table');
    const nav = within(screen.getByRole('navigation', { name: 'Fruit pages' }));
    expect(nav.getByText('Page 1 of 3')).toHaveAttribute('aria-current', 'page');
    const previous = nav.getByRole('link', { name: 'Previous' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(previous).not.toHaveAttribute('href');

    // Tab from the last row's action reaches Next (a disabled Previous is skipped); Enter follows it.
    screen.getByRole('button', { name: 'Sell Fruit 3' }).focus();
    await user.tab();
    expect(nav.getByRole('link', { name: 'Next' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('rowheader', { name: 'Fruit 4' })).toBeInTheDocument();
    expect(history.location.search).toBe('?page=2');
    expect(within(screen.getByRole('navigation', { name: 'Fruit pages' })).getByText('Page 2 of 3')).toHaveAttribute('aria-current', 'page');

    // Back to the first page: the page leaves the URL.
    await user.click(within(screen.getByRole('navigation', { name: 'Fruit pages' })).getByRole('link', { name: 'Previous' }));
    expect(await screen.findByRole('rowheader', { name: 'Fruit 1' })).toBeInTheDocument();
    expect(history.location.search).toBe('');
  });

  it('the last page has no Next', async () => {
    renderList(look, { url: '/fruits?page=3' });
    expect(await screen.findByRole('rowheader', { name: 'Fruit 7' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Fruit pages' })).getByRole('link', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('no pagination for a single page', async () => {
    renderList(look, { fruits: FRUITS.slice(0, 2) });
    await screen.findByRole('table');
    expect(screen.queryByRole('navigation', { name: 'Fruit pages' })).not.toBeInTheDocument();
  });

  it('the empty state instead of an empty table', async () => {
    renderList(look, { fruits: [] });
    expect(await screen.findByText('No fruit yet')).toBeInTheDocument();
    expect(screen.getByText('Fruit you add appears here.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('a loading state while the first page is on its way', async () => {
    renderList(look, { state: { isPending: true, data: undefined } });
    expect(await screen.findByText('Loading…')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('a failed load shows its message and a Try again button', async () => {
    let retried = 0;
    const { user } = renderList(look, { state: { isError: true, data: undefined, refetch: () => (retried += 1) } });
    expect(await screen.findByText('Could not load fruit.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retried).toBe(1);
  });
});
