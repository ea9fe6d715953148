import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { loggableError } from './loggable-error';

describe('loggableError', () => {
  it('drops the parameters of a failed query and keeps the SQL and the cause', () => {
    const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' });
    const error = new DrizzleQueryError('insert into "vehicles" ("notes") values ($1)', ['secret notes of alice'], cause);
    const logged = loggableError(error) as Error;
    const text = JSON.stringify({ message: logged.message, stack: logged.stack, cause: logged.cause });
    expect(text).not.toContain('secret notes of alice');
    expect(logged.message).toContain('insert into "vehicles"');
    expect(logged.cause).toMatchObject({ code: '22021' });
  });
  it('leaves other errors alone', () => {
    const e = new Error('x');
    expect(loggableError(e)).toBe(e);
  });
});
