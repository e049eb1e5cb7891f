import { describe, expect, it } from 'vitest';
import { PUBLIC_ROUTES } from '#contract/site/public-routes';
import { ROUTE_GROUPS, routeGroupOf } from '#contract/vitals/rules';

describe('the route group a Core Web Vitals beacon names (issue 29)', () => {
  it('follows the route table, addresses with their own parts too', () => {
    expect(routeGroupOf('/')).toBe('home');
    expect(routeGroupOf('/spin-and-win')).toBe('games');
    expect(routeGroupOf('/signup')).toBe('auth');
    expect(routeGroupOf('/redeem')).toBe('store');
    expect(routeGroupOf('/invite')).toBe('account');
    expect(routeGroupOf('/wallet')).toBe('wallet');
    expect(routeGroupOf('/wallet/history/')).toBe('wallet');
    expect(routeGroupOf('/blog/how-to-save-1')).toBe('content');
    expect(routeGroupOf('/task')).toBe('tasks');
    expect(routeGroupOf('/task/some-task-id')).toBe('tasks');
    expect(routeGroupOf('/no-such-page')).toBe('other');
  });

  it('gives every public page a group of its own kind (only the admin link is "other")', () => {
    const others = PUBLIC_ROUTES.filter((route) => routeGroupOf(route.replace('$id', 'x').replace(/\/\$$/, '/x')) === 'other');
    expect(others).toEqual(['/admin']);
    expect(new Set(PUBLIC_ROUTES.map((route) => routeGroupOf(route.replace('$id', 'x'))))).toEqual(new Set(ROUTE_GROUPS));
  });
});
