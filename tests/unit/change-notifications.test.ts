import { describe, expect, it } from 'vitest';
import { changesOf, notificationsOf, type Change } from '../../server/modules/cache/changes';

describe('changes on the wire (the triggers\' format, so both server versions hear each other)', () => {
  it('announces a session, a user and a setting by key, a public read\'s topic whole, each once', () => {
    const changes: Change[] = [
      { topic: 'session', key: 's1' },
      { topic: 'user', key: 'u1' },
      { topic: 'setting', key: 'capabilities' },
      { topic: 'store' },
      { topic: 'store' },
      { topic: 'user', key: 'u1' },
    ];
    expect(notificationsOf(changes)).toEqual([
      { channel: 'session_changes', payload: 'session:s1' },
      { channel: 'session_changes', payload: 'user:u1' },
      { channel: 'site_changes', payload: 'setting:capabilities' },
      { channel: 'site_changes', payload: 'store' },
    ]);
  });

  it('joins users\' figures by commas below PostgreSQL\'s payload limit', () => {
    const users = Array.from({ length: 400 }, (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`);
    const notifications = notificationsOf(users.map((key) => ({ topic: 'account', key }) satisfies Change));
    expect(notifications.length).toBe(2);
    for (const { channel, payload } of notifications) {
      expect(channel).toBe('account_changes');
      expect(payload.length).toBeLessThan(8_000);
    }
    expect(notifications.flatMap(({ payload }) => payload.split(','))).toEqual(users);
  });

  it('sends no change only this process must hear (a play\'s budget counters)', () => {
    expect(notificationsOf([{ topic: 'game-days' }])).toEqual([]);
  });

  it('reads back what it sends, and what the triggers send', () => {
    expect(changesOf('session_changes', 'user:u1')).toEqual([{ topic: 'user', key: 'u1' }]);
    expect(changesOf('site_changes', 'setting:referrals')).toEqual([{ topic: 'setting', key: 'referrals' }]);
    expect(changesOf('site_changes', 'tasks')).toEqual([{ topic: 'tasks' }]);
    expect(changesOf('account_changes', 'u1,u2')).toEqual([
      { topic: 'account', key: 'u1' },
      { topic: 'account', key: 'u2' },
    ]);
    expect(changesOf('site_changes', 'marker-1')).toEqual([]);
  });
});
