import PaymentsIcon from '@mui/icons-material/PaymentsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { PromoterRates } from '../../../../shared/promoter-earnings.ts';
import { PromoterPayDialog } from './promoter-pay-dialog.tsx';
import { describeRates } from './promoter-pay-state.ts';

/**
 * The club editor's PROMOTER PAY: what promoters earn here, set in a dialog of its own and saved
 * at once (SAVE CLUB is not needed, nor CANCEL undoes it), like the photo.
 */
export function PromoterPayField({
  club,
}: {
  club: { id: string; name: string; promoterRates: PromoterRates };
}) {
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState<PromoterRates | null>(null);
  const rates = saved ?? club.promoterRates;
  return (
    <Box sx={{ display: 'grid', gap: 1.5, justifyItems: 'start' }}>
      <Typography variant="body2" color="text.secondary">
        What a promoter earns for each of their guests the door lets in, by lady and man, with an optional
        bonus on busy nights. Saved on its own.
      </Typography>
      <Typography variant="body2" role="status">
        {saved ? 'Saved' : 'Now'}: {describeRates(rates)}.
      </Typography>
      <Button
        variant="ghost"
        startIcon={<PaymentsIcon />}
        onClick={() => setOpen(true)}
        sx={{ border: '1px solid', borderColor: 'divider' }}
      >
        SET PROMOTER PAY
      </Button>
      {open && (
        <PromoterPayDialog
          club={{ ...club, promoterRates: rates }}
          onClose={() => setOpen(false)}
          onSaved={(rates) => {
            setSaved(rates);
            setOpen(false);
          }}
        />
      )}
    </Box>
  );
}
