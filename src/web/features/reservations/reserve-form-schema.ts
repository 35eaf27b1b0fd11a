import { createReservationBodySchema } from '../../../shared/api/reservation-schema.ts';
import { formSchema } from '../../components/form/form-schema.ts';
import type { TableChoice } from './components/table-type-picker.tsx';

/** The booking form's choices, before the review. */
export interface ReserveValues {
  partySize: number;
  arrivalTime: string;
  /** null = no table preference. */
  tableTypeId: TableChoice;
  notes: string;
}

/** `POST /api/reservations`'s body for the choices, without the cashback (the review's). */
export function reserveRequest(values: ReserveValues, clubId: string, date: string) {
  return {
    clubId,
    date,
    partySize: values.partySize,
    arrivalTime: values.arrivalTime,
    tableTypeId: values.tableTypeId,
    notes: values.notes.trim(),
  };
}

/** The API's own schema on the request the choices make (the notes' length, the time's form). */
export function reserveFormSchema(clubId: string, date: string) {
  return formSchema<ReserveValues>({
    api: createReservationBodySchema,
    toBody: (values) => reserveRequest(values, clubId, date),
  });
}
