import type { Role } from '@docket/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';

export type Actor = { userId: string; role: Role };

/** What a service needs to know about the request it serves, and nothing of HTTP. */
export type ServiceContext = {
  db: Db;
  actor: Actor | null;
  ip: string | null;
  requestId: string | null;
  log: FastifyBaseLogger;
  now: () => Date;
};
