import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { DEFAULT_DUE_SOON_DAYS, DEFAULT_DUE_SOON_DISTANCE, taskStates, type taskListQuerySchema } from '../../../shared/tasks/task-schema';
import { filterTaskList, type TaskFacts, type TaskListFilter } from '../../../shared/tasks/task-list-filter';
import type { Db } from '../../db/client';
import { ROW_SEPARATOR } from '../../db/execute-prepared';

type Query = z.output<typeof taskListQuerySchema>;

/**
 * A task's fields as the answer names them (taskSchema's order) and the expression each is read
 * from: the database writes each row's JSON, which is sent on as it is (decision 018).
 */
const FIELDS: [name: string, expression: string][] = [
  ['id', 't.id'],
  ['vehicleId', 't.vehicle_id'],
  ['vehicleLabel', 'v.label'],
  ['odometerUnit', 'v.odometer_unit'],
  ['currentOdometer', 'v.current'],
  ['title', 't.title'],
  ['notes', 't.notes'],
  ['dueDate', 't.due_date::text'],
  ['dueOdometer', 't.due_odometer'],
  ['priority', `case when t.priority in ('high', 'medium', 'low') then t.priority else 'medium' end`],
  [
    'category',
    `case when t.category in ('service', 'inspection', 'insurance', 'registration', 'restoration', 'storage', 'other') then t.category else 'other' end`,
  ],
  ['recurMonths', 't.recur_months'],
  ['recurDistance', 't.recur_distance'],
  ['completedDate', 't.completed_date::text'],
  ['completedOdometer', 't.completed_odometer'],
  ['documentId', 't.document_id'],
  ['previousTaskId', 't.previous_task_id'],
  ['sourceDocumentId', 't.source_document_id'],
  ['state', `(array['overdue', 'dueSoon', 'upcoming', 'done'])[t.rank + 1]`],
  ['createdAt', `to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`],
  ['updatedAt', `to_char(t.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`],
];
const ROW_JSON = sql.raw(`json_build_object(${FIELDS.map(([name, expression]) => `'${name}', ${expression}`).join(', ')})`);
/** A state's rank is its place in taskStates: overdue 0, due soon 1, upcoming 2, done 3. */
const STATE_RANK = { overdue: 0, dueSoon: 1, upcoming: 2, done: 3 } as const;

/**
 * The ranked tasks (`r`: each task with its due state's rank) and the user's vehicles with their
 * latest readings (`v`), for the tasks matching `where`.
 */
function rankedTasks(userId: string, today: string, where: SQL[]) {
  return sql`
    with s as (
      select coalesce(max(due_soon_days), ${DEFAULT_DUE_SOON_DAYS}) as days, coalesce(max(due_soon_distance), ${DEFAULT_DUE_SOON_DISTANCE}) as distance
      from task_settings where user_id = ${userId}
    ),
    v as (
      select v.id, v.year || ' ' || v.make || ' ' || v.model || coalesce(' ' || nullif(v.variant, ''), '') as label,
        case when v.odometer_unit = 'mi' then 'mi' else 'km' end as odometer_unit,
        greatest(v.odometer,
          (select max(d.service_mileage) from vehicle_documents_content d where d.vehicle_id = v.id and d.user_id = ${userId}),
          (select max(c.completed_odometer) from tasks c where c.vehicle_id = v.id and c.user_id = ${userId})) as current
      from vehicles v where v.user_id = ${userId}
    ),
    r as (
      select t.*, case when t.completed_date is not null then 3 else least(2,
          case when t.due_date is null then 2 when t.due_date < ${today}::date then 0 when t.due_date <= ${today}::date + s.days then 1 else 2 end,
          case when t.due_odometer is null or v.current is null then 2 when v.current >= t.due_odometer then 0
               when v.current >= t.due_odometer - s.distance then 1 else 2 end) end as rank
      from tasks t cross join s left join v on v.id = t.vehicle_id
      where ${sql.join(where, sql` and `)}
    )`;
}

/** compareTasks' order: most urgent first, earliest due within a state, done ones latest completed first. */
const TASK_ORDER = sql`t.rank, case when t.rank = 3 then t.completed_date end desc nulls last, coalesce(t.due_date, '9999-12-31'), t.title, t.id`;

/**
 * The tasks screen's list in ONE statement: each task's due state is worked out by the database
 * with the rule of shared/tasks/due-state.ts (the more urgent of date and odometer; due today is
 * due soon; the odometer is overdue once reached), against the vehicle's latest known reading
 * (task-readings.ts) and the user's window. Sorted as compareTasks sorts: most urgent first,
 * earliest due within a state, done ones latest completed first. `counts` are per state over the
 * filtered list before the `state` filter, so the screen's tabs keep their numbers.
 * The answer is the JSON text of a TaskList.
 */
export async function listTasksJson(db: Db, userId: string, query: Query, today: string): Promise<string> {
  const where: SQL[] = [sql`t.user_id = ${userId}`];
  if (query.vehicleId) where.push(sql`t.vehicle_id = ${query.vehicleId}`);
  if (query.category) where.push(sql`t.category = ${query.category}`);
  if (query.status === 'open') where.push(sql`t.completed_date is null`);
  const stateFilter = query.state ? sql`where rank = ${STATE_RANK[query.state]}` : sql``;
  const result = await db.execute<{ body: string }>(sql`
    ${rankedTasks(userId, today, where)}
    select json_build_object(
      'tasks', coalesce((
        select json_agg(${ROW_JSON} order by ${TASK_ORDER})
        from (select * from r ${stateFilter}) t left join v on v.id = t.vehicle_id), '[]'),
      'counts', (select json_build_object('overdue', count(*) filter (where rank = 0), 'dueSoon', count(*) filter (where rank = 1),
        'upcoming', count(*) filter (where rank = 2), 'done', count(*) filter (where rank = 3)) from r)
    )::text as body`);
  return result.rows[0].body;
}

/** The user's whole task list, sorted, as each task's JSON text with what the filters look at. */
export interface TaskIndex {
  rows: string[];
  facts: TaskFacts[];
  /** The user's vehicles (id → status): a filter by one of them needs no access query. */
  vehicles: Map<string, string>;
  bytes: number;
}

/**
 * The whole list in one statement, to answer every filter of the screen from memory while the
 * user's tasks, vehicles and documents are unchanged (service.ts): the same ranks and order as
 * listTasksJson's, each row's JSON text as the database wrote it.
 */
export async function loadTaskIndex(db: Db, userId: string, today: string): Promise<TaskIndex> {
  const result = await db.execute<{ rows: string | null; facts: string | null; vehicles: string | null }>(sql`
    ${rankedTasks(userId, today, [sql`t.user_id = ${userId}`])}
    select
      (select string_agg((${ROW_JSON})::text, ${ROW_SEPARATOR} order by ${TASK_ORDER}) from r t left join v on v.id = t.vehicle_id) as rows,
      (select json_agg(json_build_array(t.vehicle_id, t.category, t.rank) order by ${TASK_ORDER})::text from r t) as facts,
      (select json_agg(json_build_array(o.id, o.status))::text from vehicles o where o.user_id = ${userId}) as vehicles`);
  const { rows, facts, vehicles } = result.rows[0];
  const parsed = (JSON.parse(facts ?? '[]') as [string | null, string, number][]).map(([vehicleId, category, rank]) => ({
    vehicleId,
    category,
    state: taskStates[rank],
  }));
  return {
    rows: rows ? rows.split(ROW_SEPARATOR) : [],
    facts: parsed,
    vehicles: new Map(JSON.parse(vehicles ?? '[]') as [string, string][]),
    // The rows' text (one byte a character, the split rows are slices of it) and ~100 bytes a fact.
    bytes: (rows?.length ?? 0) + parsed.length * 100,
  };
}

/** A filter's answer from the index: the JSON text of a TaskList, made of the rows' texts. */
export function answerFromIndex(index: TaskIndex, query: TaskListFilter): string {
  const { shown, counts } = filterTaskList(index.facts, query);
  return `{"tasks":[${shown.map((i) => index.rows[i]).join(',')}],"counts":${JSON.stringify(counts)}}`;
}
