import type { EndpointName } from '../api.ts';
import type { Endpoint, EndpointData, EndpointInput } from '../endpoint.ts';
import { accountEndpoints } from './account.ts';
import { calendarEndpoints } from './calendar.ts';
import { caseTypesEndpoints } from './case-types.ts';
import { casesEndpoints } from './cases.ts';
import { checklistEndpoints } from './checklist.ts';
import { filesEndpoints } from './files.ts';
import { keyDatesEndpoints } from './key-dates.ts';
import { operationsEndpoints } from './operations.ts';
import { privacyEndpoints } from './privacy.ts';
import { tasksEndpoints } from './tasks.ts';
import { usersEndpoints } from './users.ts';

/** Every endpoint of the API, described once (api.ts has the names, methods and paths). */
export const ENDPOINTS = {
  ...accountEndpoints,
  ...usersEndpoints,
  ...filesEndpoints,
  ...caseTypesEndpoints,
  ...casesEndpoints,
  ...checklistEndpoints,
  ...operationsEndpoints,
  ...privacyEndpoints,
  ...keyDatesEndpoints,
  ...calendarEndpoints,
  ...tasksEndpoints,
} satisfies { [N in EndpointName]: Endpoint<N> };

export type Endpoints = typeof ENDPOINTS;

/** What a call of the named endpoint takes (query, body, headers) and what its envelope's data is. */
export type CallInput<N extends EndpointName> = EndpointInput<Endpoints[N]>;
export type CallData<N extends EndpointName> = EndpointData<Endpoints[N]>;
