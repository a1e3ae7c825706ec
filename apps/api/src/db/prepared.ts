import type { Db } from './client.ts';

/**
 * A statement built once per database handle and sent by name, so a hot query costs neither the
 * query builder's work nor PostgreSQL's parsing on every request (each pooled connection parses
 * it once). Only for queries whose best plan does not depend on the values: PostgreSQL may switch
 * a prepared statement to one generic plan.
 */
export function preparedPerDb<T>(prepare: (db: Db) => T): (db: Db) => T {
  const prepared = new WeakMap<Db, T>();
  return (db) => {
    let statement = prepared.get(db);
    if (!statement) {
      statement = prepare(db);
      prepared.set(db, statement);
    }
    return statement;
  };
}
