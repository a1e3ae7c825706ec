import { CASE_QUEUES } from '@docket/contract';
import { describe, expect, it } from 'vitest';
import { caseListParams } from './cases-query';

describe('caseListParams', () => {
  it('knows every work queue of the contract', () => {
    for (const queue of CASE_QUEUES) {
      expect(caseListParams(new URLSearchParams({ queue })).queue).toBe(queue);
    }
  });

  it('reads the work queue from the address, and drops one it does not know', () => {
    expect(caseListParams(new URLSearchParams('queue=overdue&status=Open')).queue).toBe('overdue');
    expect(caseListParams(new URLSearchParams('queue=everything')).queue).toBeUndefined();
  });
});
