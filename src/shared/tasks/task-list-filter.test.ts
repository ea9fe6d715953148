import { describe, expect, it } from 'vitest';
import { filterTaskList, type TaskFacts } from './task-list-filter';

const list: TaskFacts[] = [
  { vehicleId: 'a', category: 'service', state: 'overdue' },
  { vehicleId: 'b', category: 'service', state: 'dueSoon' },
  { vehicleId: null, category: 'storage', state: 'upcoming' },
  { vehicleId: 'a', category: 'insurance', state: 'upcoming' },
  { vehicleId: 'a', category: 'service', state: 'done' },
  { vehicleId: 'a', category: 'legacy', state: 'upcoming' },
];

describe('filterTaskList', () => {
  it('shows the whole list, in its order, with every state counted', () => {
    expect(filterTaskList(list, { status: 'all' })).toEqual({ shown: [0, 1, 2, 3, 4, 5], counts: { overdue: 1, dueSoon: 1, upcoming: 3, done: 1 } });
  });

  it('filters by vehicle and category; a general task belongs to no vehicle', () => {
    expect(filterTaskList(list, { status: 'all', vehicleId: 'a', category: 'service' }).shown).toEqual([0, 4]);
    expect(filterTaskList(list, { status: 'all', vehicleId: 'c' })).toEqual({ shown: [], counts: { overdue: 0, dueSoon: 0, upcoming: 0, done: 0 } });
  });

  it('compares the stored category: an unknown one is not "other"', () => {
    expect(filterTaskList(list, { status: 'all', category: 'other' }).shown).toEqual([]);
  });

  it('open leaves the done ones out of the list and of the counts', () => {
    expect(filterTaskList(list, { status: 'open', vehicleId: 'a' })).toEqual({ shown: [0, 3, 5], counts: { overdue: 1, dueSoon: 0, upcoming: 2, done: 0 } });
  });

  it('a state shows only its tasks but the counts cover every state', () => {
    expect(filterTaskList(list, { status: 'all', vehicleId: 'a', state: 'upcoming' })).toEqual({
      shown: [3, 5],
      counts: { overdue: 1, dueSoon: 0, upcoming: 2, done: 1 },
    });
  });
});
