import type { ClientOption } from '@docket/contract';
import type { ActorContext } from '../../lib/context.ts';
import { findClientsFor } from './case-clients.repository.ts';

/**
 * Active clients whose name or e-mail holds the text: whom staff may open a case for. An
 * administrator finds any client. A solicitor browses only the clients of cases assigned to them,
 * and finds any other client only by her whole e-mail address: enough to open a case for someone
 * who walks into the office with an account, without the firm's client list becoming a
 * solicitor's address book (decision 025; a new client is an administrator's to create). The text
 * comes trimmed (FindClientsQuerySchema), so an address typed with spaces around it still matches.
 */
export async function findClients(ctx: ActorContext, text: string): Promise<ClientOption[]> {
  const rows = await findClientsFor(ctx.db, ctx.actor, text);
  return rows.map((row) => ({ id: row.id, fullName: `${row.first} ${row.last}`, email: row.email }));
}
