import AddPhotoIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { useQuery } from '@tanstack/react-query';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { ClubImage } from '../../../components/club-image.tsx';
import { ACCEPTED_PHOTO_TYPES, MAX_PHOTO_BYTES, useChangeClubPhoto } from '../api/change-club-photo.ts';
import { clubPhotoQuery } from '../api/get-club-photo.ts';

// Said here before sending, in the server's words, so a wrong file costs no upload on club Wi-Fi.
const WRONG_TYPE = 'This is not an image we accept: send a JPEG, PNG, WebP or AVIF photo.';
const TOO_LARGE = 'This photo is larger than 10 MB: send a smaller one (a 2000-pixel-wide JPEG is plenty).';

/**
 * The club's photo in the editor: a preview as the cards show it, upload / replace and remove.
 * Saved at once (not with the form), and said so.
 */
export function ClubPhotoField({ clubId, clubName }: { clubId: string; clubName: string }) {
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const photo = useQuery(clubPhotoQuery(clubId));
  const change = useChangeClubPhoto(clubId);
  const [message, setMessage] = useState<{ severity: 'error' | 'success'; text: string } | null>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const image = photo.data?.image ?? null;

  const send = (file: File | null) => {
    setMessage(null);
    setConfirmRemove(false);
    change.mutate(file, {
      onSuccess: () =>
        setMessage({
          severity: 'success',
          text: file ? 'Photo saved. The club cards show it now.' : 'Photo removed.',
        }),
      onError: (error) => setMessage({ severity: 'error', text: error.message }),
    });
  };

  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so picking the same file again after a fix still fires a change.
    event.target.value = '';
    if (!file) return;
    if (file.type && !ACCEPTED_PHOTO_TYPES.includes(file.type)) {
      setMessage({ severity: 'error', text: WRONG_TYPE });
      return;
    }
    if (file.size > MAX_PHOTO_BYTES) {
      setMessage({ severity: 'error', text: TOO_LARGE });
      return;
    }
    send(file);
  };

  const busy = change.isPending;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { sm: 'minmax(0, 320px) 1fr' },
        alignItems: 'start',
      }}
    >
      <Box sx={{ position: 'relative', borderRadius: 2, overflow: 'hidden' }} aria-busy={busy}>
        <ClubImage name={clubName} image={image} loading="eager" sizes="320px" />
        {busy && (
          <Box
            sx={{
              position: 'absolute',
              inset: 0,
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'rgba(0,0,0,0.5)',
            }}
          >
            <CircularProgress aria-label="Saving the photo" />
          </Box>
        )}
      </Box>
      <Box sx={{ display: 'grid', gap: 1 }}>
        <Typography id={hintId} variant="body2" color="text.secondary">
          {photo.isPending
            ? 'Loading the current photo...'
            : image
              ? `Current photo: ${image.width} × ${image.height} pixels.`
              : 'No photo yet: the cards show the club’s initials.'}{' '}
          JPEG, PNG, WebP or AVIF up to 10 MB, landscape works best (cards crop to 16:9). Saved as soon as it
          uploads.
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={ACCEPTED_PHOTO_TYPES.join(',')}
            onChange={picked}
            disabled={busy}
            aria-describedby={hintId}
            style={visuallyHidden as React.CSSProperties}
            tabIndex={-1}
          />
          <Button
            variant="contained"
            startIcon={<AddPhotoIcon />}
            onClick={() => input.current?.click()}
            disabled={busy}
            aria-describedby={hintId}
          >
            {image ? 'REPLACE PHOTO' : 'UPLOAD PHOTO'}
          </Button>
          {image &&
            (confirmRemove ? (
              <>
                <Button variant="ghost" onClick={() => setConfirmRemove(false)} disabled={busy}>
                  KEEP PHOTO
                </Button>
                <Button variant="outlined" color="error" onClick={() => send(null)} disabled={busy} autoFocus>
                  YES, REMOVE IT
                </Button>
              </>
            ) : (
              <Button variant="ghost" onClick={() => setConfirmRemove(true)} disabled={busy}>
                REMOVE PHOTO
              </Button>
            ))}
        </Box>
        <Box aria-live="polite">
          {message && (
            <Alert severity={message.severity} variant="outlined">
              {message.text}
            </Alert>
          )}
          {photo.isError && (
            <Alert severity="error" variant="outlined">
              {photo.error.message}
            </Alert>
          )}
        </Box>
        <Box component="label" htmlFor={inputId} sx={visuallyHidden}>
          Club photo file
        </Box>
      </Box>
    </Box>
  );
}
