import { describe, expect, it } from 'vitest';
import { nextMaintenance } from './embedded-maintenance';

describe('nextMaintenance', () => {
  it('is tonight at 03:00 UTC before that hour, else the next night, one key per night', () => {
    expect(nextMaintenance(new Date('2026-11-26T01:59:00Z'))).toEqual({
      runAt: new Date('2026-11-26T03:00:00Z'),
      singletonKey: 'daily:2026-11-26',
      maxAttempts: 3,
    });
    expect(nextMaintenance(new Date('2026-11-26T03:00:00Z')).runAt).toEqual(new Date('2026-11-27T03:00:00Z'));
    expect(nextMaintenance(new Date('2026-12-31T17:00:00Z')).singletonKey).toBe('daily:2027-01-01');
  });
});
