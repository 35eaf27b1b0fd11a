import FlashlightOffIcon from '@mui/icons-material/FlashlightOff';
import FlashlightOnIcon from '@mui/icons-material/FlashlightOn';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { createQrDecoder } from '../qr-decoder.ts';

/** ~6 decodes a second: quick enough to feel instant, light enough for a phone on a long night. */
const DECODE_EVERY_MS = 160;

type CameraState = { kind: 'starting' } | { kind: 'live' } | { kind: 'unavailable'; message: string };

function cameraMessage(error: unknown): string {
  const name = (error as { name?: string } | null)?.name;
  if (name === 'NotAllowedError' || name === 'SecurityError')
    return 'Camera access was refused. Allow the camera for this site in the browser settings, or search by name or phone below.';
  if (name === 'NotFoundError' || name === 'OverconstrainedError')
    return 'No camera was found on this device. Search by name or phone below.';
  if (name === 'NotReadableError')
    return 'The camera is busy in another app. Close it and reload, or search by name or phone below.';
  return 'The camera could not start. Search by name or phone below.';
}

/**
 * The rear camera with a viewfinder; every decoded QR code goes to `onCode` (while not `paused`).
 * The stream stops when the screen closes, so the camera light goes off.
 */
export function CameraViewfinder({ paused, onCode }: { paused: boolean; onCode: (code: string) => void }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<CameraState>({ kind: 'starting' });
  const [torch, setTorch] = useState<{ available: boolean; on: boolean }>({ available: false, on: false });
  const trackRef = useRef<MediaStreamTrack | null>(null);
  const pausedRef = useRef(paused);
  const onCodeRef = useRef(onCode);
  useEffect(() => {
    pausedRef.current = paused;
    onCodeRef.current = onCode;
  });

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: number | undefined;

    const start = async () => {
      if (!navigator.mediaDevices?.getUserMedia) {
        setState({
          kind: 'unavailable',
          message:
            'This browser cannot use the camera here (it needs a secure https address). Search by name or phone below.',
        });
        return;
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          audio: false,
          video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
        });
      } catch (error) {
        if (!stopped) setState({ kind: 'unavailable', message: cameraMessage(error) });
        return;
      }
      if (stopped) {
        for (const track of stream.getTracks()) track.stop();
        return;
      }
      const video = videoRef.current;
      if (!video) return;
      video.srcObject = stream;
      await video.play().catch(() => undefined);
      const [track] = stream.getVideoTracks();
      trackRef.current = track ?? null;
      const capabilities = (track?.getCapabilities?.() ?? {}) as { torch?: boolean };
      setTorch({ available: capabilities.torch === true, on: false });
      setState({ kind: 'live' });

      const decoder = await createQrDecoder();
      const tick = async () => {
        if (stopped) return;
        // Nothing to decode while a verdict shows or the phone sits in a pocket with the screen off.
        const idle = pausedRef.current || document.hidden;
        if (!idle && video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) {
          const code = await decoder.decode(video).catch(() => null);
          if (code && !stopped && !pausedRef.current) onCodeRef.current(code);
        }
        if (!stopped) timer = window.setTimeout(tick, DECODE_EVERY_MS);
      };
      void tick();
    };
    void start();

    return () => {
      stopped = true;
      window.clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, []);

  const toggleTorch = async () => {
    const next = !torch.on;
    await trackRef.current
      ?.applyConstraints({ advanced: [{ torch: next } as MediaTrackConstraintSet] })
      .then(() => setTorch({ available: true, on: next }))
      .catch(() => setTorch({ available: false, on: false }));
  };

  if (state.kind === 'unavailable')
    return (
      <Alert severity="warning" variant="outlined" role="status">
        {state.message}
      </Alert>
    );

  return (
    <Box
      sx={{
        position: 'relative',
        width: '100%',
        aspectRatio: { xs: '1 / 1', md: '4 / 3' },
        maxHeight: { xs: '52vh', md: 'none' },
        bgcolor: '#000',
        borderRadius: 3,
        overflow: 'hidden',
        border: '1px solid',
        borderColor: 'divider',
      }}
    >
      <Box
        component="video"
        ref={videoRef}
        muted
        playsInline
        aria-label="Camera viewfinder: hold the guest's pass QR code inside the square"
        sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
      />
      {/* The target square: where the guest's QR code goes. */}
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          inset: '15%',
          border: '3px solid',
          borderColor: paused ? 'text.disabled' : 'primary.main',
          borderRadius: 2,
          boxShadow: '0 0 0 100vmax rgba(0,0,0,0.35)',
          pointerEvents: 'none',
        }}
      />
      <Typography
        aria-live="polite"
        sx={{
          position: 'absolute',
          left: 0,
          right: 0,
          bottom: 8,
          textAlign: 'center',
          fontWeight: 700,
          textShadow: '0 1px 3px #000',
        }}
      >
        {state.kind === 'starting' ? 'Starting the camera…' : paused ? 'Paused' : 'Point at the pass QR code'}
      </Typography>
      {torch.available && (
        <IconButton
          onClick={() => void toggleTorch()}
          aria-pressed={torch.on}
          aria-label={torch.on ? 'Turn the torch off' : 'Turn the torch on'}
          sx={{ position: 'absolute', top: 8, right: 8, bgcolor: 'rgba(0,0,0,0.55)' }}
        >
          {torch.on ? <FlashlightOffIcon /> : <FlashlightOnIcon />}
        </IconButton>
      )}
    </Box>
  );
}
