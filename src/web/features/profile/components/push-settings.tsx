import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { PushDevice } from '../../../../shared/api/push-schema.ts';
import { useGender } from '../../../config/gender.ts';
import {
  currentSubscription,
  listPushDevices,
  type PushSupport,
  pushSupport,
  removePushDevice,
  thisDeviceId,
  turnOffPush,
  turnOnPush,
} from '../../../lib/push/push-client.ts';

const DEVICES_KEY = ['push-devices'] as const;

const SUPPORT_NOTES: Record<Exclude<PushSupport, 'available'>, string> = {
  'ios-home-screen':
    'On an iPhone or iPad, alerts come from the app on your Home Screen: in Safari tap Share, then Add to Home Screen, and open Nightlist from there to turn them on.',
  denied:
    'Notifications are blocked for Nightlist in this browser: allow them in its site settings, then turn alerts on here.',
  unsupported: 'This browser cannot show alerts from Nightlist. Email and SMS still reach you.',
};

function shortDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}

function addedOn(device: PushDevice): string {
  return shortDate(device.createdAt);
}

/**
 * Push per device, beside the email and SMS preferences: a switch for this browser, and the list of
 * the member's devices with push on, each removable.
 */
export function PushSettings() {
  const gender = useGender();
  const queryClient = useQueryClient();
  const support = pushSupport();
  const devices = useQuery({ queryKey: DEVICES_KEY, queryFn: ({ signal }) => listPushDevices(signal) });
  const [here, setHere] = useState<boolean | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void currentSubscription()
      .catch(() => null)
      .then((subscription) => live && setHere(subscription !== null));
    return () => {
      live = false;
    };
  }, []);

  const act = async (work: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'That did not work. Please try again.');
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: DEVICES_KEY });
    }
  };
  const toggle = (on: boolean) =>
    act(async () => {
      if (on) await turnOnPush(gender);
      else await turnOffPush();
      setHere(on);
    });
  const remove = (device: PushDevice) =>
    act(async () => {
      if (device.id === thisDeviceId()) {
        await turnOffPush();
        setHere(false);
      }
      queryClient.setQueryData(DEVICES_KEY, await removePushDevice(device.id).catch(() => undefined));
    });

  const list = devices.data?.devices ?? [];
  const current = thisDeviceId();

  return (
    <Box
      component="section"
      aria-labelledby="push-settings-title"
      sx={{
        border: '1px solid',
        borderColor: 'divider',
        borderRadius: 2,
        px: 2,
        pt: 1.5,
        pb: 1.5,
        display: 'grid',
        gap: 1,
      }}
    >
      <Typography id="push-settings-title" component="h2" variant="h3" sx={{ fontSize: '0.95rem' }}>
        Push notifications
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Lock-screen alerts for your lists and tables, per device, beside email and SMS. Changes here apply at
        once.
      </Typography>
      {support === 'available' ? (
        <FormControlLabel
          sx={{ minHeight: 44 }}
          control={
            <Switch
              checked={here === true}
              disabled={here === undefined || busy}
              onChange={(_, on) => void toggle(on)}
            />
          }
          label="Alerts on this device"
        />
      ) : (
        <Typography variant="body2">{SUPPORT_NOTES[support]}</Typography>
      )}
      {error && (
        <Alert severity="error" variant="outlined">
          {error}
        </Alert>
      )}
      {list.length > 0 && (
        <Box
          component="ul"
          aria-label="Devices with alerts on"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}
        >
          {list.map((device) => (
            <Box
              component="li"
              key={device.id}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                minHeight: 44,
                borderTop: '1px solid',
                borderColor: 'divider',
                pt: 0.5,
              }}
            >
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>
                  {device.label}{' '}
                  {device.id === current && (
                    <Chip size="small" label="This device" color="primary" variant="outlined" />
                  )}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  Added {addedOn(device)}
                  {device.lastUsedAt && ` · last alert ${shortDate(device.lastUsedAt)}`}
                </Typography>
              </Box>
              <IconButton
                aria-label={`Remove ${device.label}, added ${addedOn(device)}`}
                onClick={() => void remove(device)}
                disabled={busy}
                sx={{ width: 44, height: 44 }}
              >
                <DeleteIcon />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
