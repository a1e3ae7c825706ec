import { useTranslation } from 'react-i18next';
import { FieldShell } from '@/components/form/field-shell';
import { useKeyDatePeople } from '../api/key-dates';

/**
 * Who holds a key date (the case's solicitor unless another is chosen: an administrator, who can
 * open every case) and who supervises it, reminded of a critical date from 2 working days before.
 */
export function PeopleFields({
  caseId,
  assigneeId,
  supervisorId,
  onAssignee,
  onSupervisor,
}: {
  caseId: number;
  assigneeId: string;
  supervisorId: string;
  onAssignee: (id: string) => void;
  onSupervisor: (id: string) => void;
}) {
  const { t } = useTranslation();
  const people = useKeyDatePeople(caseId);
  return (
    <>
      <FieldShell label={t('keyDates.people.assignee')} controlClass="form-select">
        {(control) => (
          <select {...control} value={assigneeId} onChange={(event) => onAssignee(event.target.value)}>
            <option value="">{t('keyDates.people.caseSolicitor')}</option>
            {people.data?.assignees.map((person) => (
              <option key={person.id} value={person.id}>
                {person.name}
              </option>
            ))}
          </select>
        )}
      </FieldShell>
      <FieldShell
        label={t('keyDates.people.supervisor')}
        controlClass="form-select"
        hint={t('keyDates.people.supervisorHint')}
      >
        {(control) => (
          <select {...control} value={supervisorId} onChange={(event) => onSupervisor(event.target.value)}>
            <option value="">{t('keyDates.people.noSupervisor')}</option>
            {people.data?.supervisors.map((person) => (
              <option key={person.id} value={person.id}>
                {person.name}
              </option>
            ))}
          </select>
        )}
      </FieldShell>
    </>
  );
}
