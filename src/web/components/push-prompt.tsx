import IosShareIcon from '@mui/icons-material/IosShare';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActiveOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { useGender } from '../config/gender.ts';
import {
  currentSubscription,
  type PushSupport,
  pushPromptSnoozed,
  pushSupport,
  snoozePushPrompt,
  turnOnPush,
} from '../lib/push/push-client.ts';

type PromptState = 'hidden' | 'ask' | 'ios' | 'busy' | 'on' | { error: string };

/** What to show first, or 'hidden': push already on, blocked, unsupported, or "not now" lately. */
async function initialState(support: PushSupport): Promise<PromptState> {
  if (pushPromptSnoozed()) return 'hidden';
  if (support === 'ios-home-screen') return 'ios';
  if (support !== 'available') return 'hidden';
  return (await currentSubscription().catch(() => null)) ? 'hidden' : 'ask';
}

/**
 * Offers lock-screen alerts after the member joined a list or a waitlist (never on a first visit):
 * one tap asks the browser for permission and turns push on for this device. On an iPhone in Safari,
 * where only an app on the home screen may push, it says how to add it instead.
 */
export function PushPrompt({ waitlisted = false }: { waitlisted?: boolean }) {
  const gender = useGender();
  const [state, setState] = useState<PromptState>('hidden');
  const titleId = useId();

  useEffect(() => {
    let live = true;
    void initialState(pushSupport()).then((next) => live && setState(next));
    return () => {
      live = false;
    };
  }, []);

  if (state === 'hidden') return null;
  if (state === 'on')
    return (
      <Alert severity="success" variant="outlined" role="status">
        Alerts are on for this device. Change it any time in your profile.
      </Alert>
    );

  const notNow = () => {
    snoozePushPrompt();
    setState('hidden');
  };
  const turnOn = async () => {
    setState('busy');
    try {
      await turnOnPush(gender);
      setState('on');
    } catch (error) {
      setState({ error: error instanceof Error ? error.message : 'Alerts could not be turned on.' });
    }
  };
  const lead = waitlisted
    ? 'Get a lock-screen alert the moment a spot opens for you, even with Nightlist closed.'
    : 'Get a lock-screen alert when your list changes, even with Nightlist closed.';

  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ p: 2, display: 'grid', gap: 1.5, borderColor: 'primary.main', borderRadius: 3 }}
    >
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
        <NotificationsActiveIcon aria-hidden sx={{ color: 'primary.main', mt: 0.25 }} />
        <Box sx={{ display: 'grid', gap: 0.5 }}>
          <Typography id={titleId} component="h2" sx={{ fontWeight: 700, fontSize: '1.05rem' }}>
            {state === 'ios' ? 'Alerts on your iPhone' : 'Turn on alerts?'}
          </Typography>
          <Typography color="text.secondary">{lead}</Typography>
          {state === 'ios' && (
            <Typography component="ol" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
              <li>
                Tap <IosShareIcon aria-label="Share" fontSize="small" sx={{ verticalAlign: 'text-bottom' }} />{' '}
                <strong>Share</strong> in Safari’s toolbar.
              </li>
              <li>
                Choose <strong>Add to Home Screen</strong>.
              </li>
              <li>Open Nightlist from your Home Screen and turn alerts on in your profile.</li>
            </Typography>
          )}
        </Box>
      </Box>
      {typeof state === 'object' && (
        <Alert severity="error" variant="outlined">
          {state.error}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
        {state === 'ios' ? (
          <Button variant="ghost" onClick={notNow} sx={{ minHeight: 44 }}>
            GOT IT
          </Button>
        ) : (
          <>
            <Button variant="ghost" onClick={notNow} sx={{ minHeight: 44 }}>
              NOT NOW
            </Button>
            <Button
              variant="neon"
              onClick={() => void turnOn()}
              disabled={state === 'busy'}
              sx={{ minHeight: 44 }}
            >
              {state === 'busy' ? 'TURNING ON…' : 'TURN ON ALERTS'}
            </Button>
          </>
        )}
      </Box>
    </Paper>
  );
}
