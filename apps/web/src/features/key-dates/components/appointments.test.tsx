import { API } from '@docket/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { TOKEN_KEY } from '@/lib/session';
import { seriousAxeViolations } from '@/test/axe';
import { must } from '@/test/must';
import { answer, requestsMade, sent, server } from '@/test/network';
import { validToken } from '@/test/tokens';
import type { CaseEvent } from '../api/events';
import { Appointments } from './appointments';

const hearing: CaseEvent = {
  id: 12,
  caseId: 5,
  kind: 'tribunal_hearing',
  title: null,
  startsAt: '2027-03-02T10:00:00.000Z',
  endsAt: '2027-03-02T12:00:00.000Z',
  location: 'Taylor House, London',
  remoteLink: null,
  interpreterLanguage: 'ar',
  interpreterDialect: 'Sudanese',
  interpreterBooked: true,
  clientVisible: true,
  cancelled: false,
};

function renderAppointments(events: CaseEvent[] = [hearing]) {
  localStorage.setItem(TOKEN_KEY, validToken({ Role: 'Solicitor', IsAdmin: 'False' }));
  server.use(answer(API.eventsForCase, { events }));
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Appointments caseId={5} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

/** A datetime-local field takes its value as the browser's picker gives it. */
const setTime = (field: HTMLElement, value: string) => {
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
};

describe('a case’s appointments, for its staff', () => {
  it('lists each with its kind, London time, place, interpreter and whether the client sees it', async () => {
    renderAppointments();
    const section = await screen.findByRole('region', { name: 'Appointments' });
    const item = await within(section).findByRole('listitem');
    expect(within(item).getByRole('heading', { name: 'Tribunal hearing' })).toBeInTheDocument();
    expect(item).toHaveTextContent('Tuesday 2 March, 10:00–12:00');
    expect(item).toHaveTextContent('Where: Taylor House, London');
    expect(item).toHaveTextContent('Interpreter booked: Arabic (Sudanese)');
    expect(item).toHaveTextContent('Shown to the client');
    expect(sent(API.eventsForCase)[0]?.query).toEqual({ caseId: '5' });
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('adds one with what was asked: its kind, London times with their offset, place, interpreter and visibility', async () => {
    const user = renderAppointments([]);
    server.use(answer(API.addEvent, { id: 40 }));
    await user.click(await screen.findByRole('button', { name: 'Add an appointment' }));
    const form = await screen.findByRole('form', { name: 'Add an appointment' });
    await user.selectOptions(within(form).getByLabelText(/^Kind/), 'ho_interview');
    // 10:00 in July is summer time in London: 09:00 UTC, sent as +01:00.
    setTime(within(form).getByLabelText(/^Starts/), '2027-07-12T10:00');
    setTime(within(form).getByLabelText(/^Ends/), '2027-07-12T13:30');
    await user.type(within(form).getByLabelText('Place'), 'Lunar House, Croydon');
    await user.selectOptions(within(form).getByLabelText('Language'), 'ti');
    await user.type(within(form).getByLabelText(/^Dialect/), 'Eritrean');
    await user.click(within(form).getByLabelText('The interpreter is booked'));
    await user.click(within(form).getByLabelText('Visible to the client'));
    await user.click(within(form).getByRole('button', { name: 'Add the appointment' }));

    await waitFor(() => expect(sent(API.addEvent)).toHaveLength(1));
    expect(sent(API.addEvent)[0]?.body).toEqual({
      caseId: 5,
      kind: 'ho_interview',
      title: null,
      startsAt: '2027-07-12T10:00:00+01:00',
      endsAt: '2027-07-12T13:30:00+01:00',
      location: 'Lunar House, Croydon',
      remoteLink: null,
      interpreterLanguage: 'ti',
      interpreterDialect: 'Eritrean',
      interpreterBooked: true,
      clientVisible: true,
    });
    // The list is asked for again, and the form closes.
    await waitFor(() => expect(sent(API.eventsForCase)).toHaveLength(2));
    expect(screen.queryByRole('form', { name: 'Add an appointment' })).not.toBeInTheDocument();
  });

  it('says what is missing or wrong at its field, and sends nothing', async () => {
    const user = renderAppointments([]);
    await user.click(await screen.findByRole('button', { name: 'Add an appointment' }));
    const form = await screen.findByRole('form', { name: 'Add an appointment' });
    await user.click(within(form).getByRole('button', { name: 'Add the appointment' }));
    const kind = within(form).getByLabelText(/^Kind/);
    await waitFor(() => expect(kind).toHaveAttribute('aria-invalid', 'true'));
    expect(kind).toHaveAccessibleDescription('This field is required.');
    expect(within(form).getByLabelText(/^Starts/)).toHaveAccessibleDescription(/This field is required\./);

    await user.selectOptions(kind, 'client_meeting');
    setTime(within(form).getByLabelText(/^Starts/), '2027-01-12T10:00');
    setTime(within(form).getByLabelText(/^Ends/), '2027-01-12T09:00');
    await user.click(within(form).getByRole('button', { name: 'Add the appointment' }));
    await waitFor(() =>
      expect(within(form).getByLabelText(/^Ends/)).toHaveAccessibleDescription(
        /The end must come after the start\./,
      ),
    );
    expect(requestsMade(API.addEvent)).toEqual([]);
  });

  it('cancels one once confirmed', async () => {
    const user = renderAppointments();
    server.use(answer(API.cancelEvent, null));
    await user.click(await screen.findByRole('button', { name: 'Cancel the appointment: Tribunal hearing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel “Tribunal hearing”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the appointment' }));
    await waitFor(() => expect(sent(API.cancelEvent)).toHaveLength(1));
    expect(must(sent(API.cancelEvent)[0], 'the cancel request').body).toEqual({ id: 12 });
  });
});
