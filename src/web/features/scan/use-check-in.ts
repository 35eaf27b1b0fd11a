import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { CheckInBody, DoorPass } from '../../../shared/api/door-schema.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import { LIVE_QUERY_KEYS } from '../../lib/live-query-keys.ts';
import { deleteCheckIn, postCheckIn } from './api/check-in-at-door.ts';
import { postRelease } from './api/release-places.ts';
import type { DoorOutcome } from './components/verdict-screen.tsx';
import { enqueueScan } from './offline-queue.ts';

/** What the door asks to admit: a scanned code, or a pass picked from search (maybe fewer people). */
export type Attempt = Pick<CheckInBody, 'token' | 'passId' | 'passKind' | 'people'>;

interface Admission {
  attempt: Attempt;
  /** What the screen shows for a scan saved offline: "Scanned pass", or the name from search. */
  label: string;
}

function vibrate(pattern: number | number[]) {
  navigator.vibrate?.(pattern);
}

/**
 * The door's check-ins for one club and night: it sends a scan or a pick from search, hands it to the
 * offline queue when there is no connection, and keeps the verdict the screen shows until NEXT.
 * Undo and "admit fewer" go through it too, as they replace that verdict.
 */
export function useCheckInAtDoor({
  staffId,
  clubId,
  date,
}: {
  staffId: string;
  clubId: string;
  date: string;
}) {
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<DoorOutcome | null>(null);
  const refreshNight = () => queryClient.invalidateQueries({ queryKey: LIVE_QUERY_KEYS.night(clubId, date) });

  const saveOffline = ({ attempt, label }: Admission, clientScanId: string): DoorOutcome => {
    enqueueScan({
      clientScanId,
      staffId,
      clubId,
      date,
      ...attempt,
      scannedAt: new Date().toISOString(),
      label,
    });
    return { kind: 'offline', label };
  };

  const admit = async (admission: Admission): Promise<DoorOutcome> => {
    const clientScanId = crypto.randomUUID();
    if (!navigator.onLine) return saveOffline(admission, clientScanId);
    try {
      return {
        kind: 'result',
        result: await postCheckIn({ clubId, date, clientScanId, ...admission.attempt }),
      };
    } catch (error) {
      // The request never got an answer: the scan waits in the queue with its clientScanId, so if it
      // did reach the server it still counts once.
      if (error instanceof ApiRequestError && error.status === 0) return saveOffline(admission, clientScanId);
      throw error;
    }
  };

  const show = (shown: DoorOutcome) => {
    if (shown.kind === 'offline') vibrate([60, 40, 60]);
    else if (shown.kind === 'result')
      vibrate(shown.result.verdict === 'valid' ? 150 : [120, 80, 120, 80, 120]);
    setOutcome(shown);
    if (shown.kind === 'result') void refreshNight();
  };

  // `always`: a mutation is paused while the browser is offline by default, and offline is exactly
  // when a scan must go to the queue at once.
  const checkIn = useMutation({
    networkMode: 'always',
    mutationFn: admit,
    onSuccess: show,
    onError: (error) => setOutcome({ kind: 'error', message: error.message }),
  });

  const undo = useMutation({
    networkMode: 'always',
    mutationFn: (checkInId: string) => deleteCheckIn(checkInId),
    onSuccess: () => {
      setOutcome(null);
      void refreshNight();
    },
    onError: (error) => setOutcome({ kind: 'error', message: `Could not undo: ${error.message}` }),
  });

  // Fewer people than the pass at the door: the admission is undone, then made again for `people`.
  const admitFewer = useMutation({
    networkMode: 'always',
    mutationFn: async ({
      checkInId,
      pass,
      people,
    }: {
      checkInId: string;
      pass: DoorPass;
      people: number;
    }) => {
      // A guest's own pass admits exactly one person: there is never fewer to admit.
      if (pass.kind === 'guest') throw new Error('A guest pass admits one person.');
      try {
        await deleteCheckIn(checkInId);
      } catch (error) {
        throw new Error(`Could not change the admission: ${(error as Error).message}`);
      }
      return admit({ attempt: { passId: pass.id, passKind: pass.kind, people }, label: pass.holderName });
    },
    onSuccess: show,
    onError: (error) => setOutcome({ kind: 'error', message: error.message }),
  });

  // The rest of a party is not coming: their places go to the waitlist; the card shows the pass after.
  const release = useMutation({
    mutationFn: ({ pass, ladies, men }: { pass: DoorPass; ladies: number; men: number }) =>
      postRelease({ clubId, date, passId: pass.id, passKind: 'guestlist', ladies, men }),
    onSuccess: (result) => {
      setOutcome({ kind: 'result', result });
      void refreshNight();
    },
  });

  const dismiss = useCallback(() => setOutcome(null), []);

  return {
    /** The verdict on screen, null while the door waits for the next guest. */
    outcome,
    busy: checkIn.isPending || undo.isPending || admitFewer.isPending || release.isPending,
    checkIn,
    undo,
    admitFewer,
    release,
    /** NEXT: the verdict goes away. */
    dismiss,
  };
}
