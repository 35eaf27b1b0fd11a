import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';
import type { ReactNode } from 'react';
import type { AdminPayment } from '../../../../shared/api/admin/payments-schema.ts';
import { formatMoney } from '../../../../shared/money.ts';
import { formatPhoneNumber } from '../../../../shared/phone.ts';
import { formatNightDate } from '../night/night-date.ts';
import { CopyId } from './copy-id.tsx';
import { moneyOrDash, PAYMENT_STATUS_TEXT, PROVIDER_TEXT, providerId } from './payment-format.ts';
import { TableCard } from './table-card.tsx';

const cell = {
  px: 1,
  py: 1,
  borderBottom: '1px solid',
  borderColor: 'divider',
  textAlign: 'left',
  verticalAlign: 'top',
} as const;
const amount = { ...cell, textAlign: 'right', whiteSpace: 'nowrap' } as const;
const small = { display: 'block', fontSize: '0.75rem', color: 'text.secondary', fontWeight: 400 } as const;

export interface PaymentsListProps {
  payments: AdminPayment[];
  caption: string;
  /** The id copied last, shown with a tick. */
  copied: string | null;
  onCopy: (id: string) => void;
}

function IdCell({
  payment,
  copied,
  onCopy,
}: { payment: AdminPayment } & Omit<PaymentsListProps, 'payments' | 'caption'>) {
  const found = providerId(payment);
  if (!found)
    return (
      <Box component="span" sx={{ color: 'text.secondary' }}>
        —
      </Box>
    );
  return (
    <>
      <CopyId id={found.id} copied={copied === found.id} onCopy={onCopy} />
      {found.kind === 'checkout' && (
        <Box component="span" sx={small}>
          checkout (no payment yet)
        </Box>
      )}
    </>
  );
}

/** On a laptop: one row per payment, the provider's id last, to copy into their dashboard's search. */
export function PaymentsTable({ payments, caption, copied, onCopy }: PaymentsListProps) {
  return (
    <TableCard label="Payments" caption={caption}>
      <thead>
        <tr>
          {['Member', 'Night', 'Provider', 'Status'].map((name) => (
            <Box component="th" scope="col" key={name} sx={cell}>
              {name}
            </Box>
          ))}
          {['Card amount', 'Refunded', 'Cashback'].map((name) => (
            <Box component="th" scope="col" key={name} sx={amount}>
              {name}
            </Box>
          ))}
          <Box component="th" scope="col" sx={cell}>
            Provider id
          </Box>
        </tr>
      </thead>
      <tbody>
        {payments.map((p) => (
          <tr key={p.id}>
            <Box component="th" scope="row" sx={{ ...cell, fontWeight: 700, overflowWrap: 'anywhere' }}>
              {p.member.name}
              <Box component="span" sx={small}>
                {formatPhoneNumber(p.member.phoneNumber)}
              </Box>
            </Box>
            <Box component="td" sx={cell}>
              <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                {formatNightDate(p.date)}
              </Box>
              <Box component="span" sx={small}>
                {p.club.name}
              </Box>
            </Box>
            <Box component="td" sx={cell}>
              {PROVIDER_TEXT[p.provider]}
            </Box>
            <Box component="td" sx={cell}>
              {PAYMENT_STATUS_TEXT[p.status]}
              {p.failure && (
                <Box component="span" sx={{ ...small, whiteSpace: 'normal' }}>
                  {p.failure}
                </Box>
              )}
            </Box>
            <Box component="td" sx={{ ...amount, fontWeight: 700 }}>
              {formatMoney(p.amountCents)}
            </Box>
            <Box component="td" sx={amount}>
              {moneyOrDash(p.refundedCents)}
            </Box>
            <Box component="td" sx={amount}>
              {moneyOrDash(p.cashbackCents)}
            </Box>
            <Box component="td" sx={{ ...cell, py: 0.25, minWidth: 200 }}>
              <IdCell payment={p} copied={copied} onCopy={onCopy} />
            </Box>
          </tr>
        ))}
      </tbody>
    </TableCard>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" component="dt" sx={{ color: 'text.secondary', letterSpacing: '0.06em' }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>
        {children}
      </Typography>
    </Box>
  );
}

/** On a phone: a card per payment, the amount at the top right. */
export function PaymentCards({ payments, caption, copied, onCopy }: PaymentsListProps) {
  return (
    <Box component="ul" aria-label={caption} sx={{ p: 0, m: 0, display: 'grid', gap: 1 }}>
      {payments.map((p) => (
        <Box
          component="li"
          key={p.id}
          aria-label={`${p.member.name}, ${formatNightDate(p.date)}`}
          sx={(theme) => ({
            listStyle: 'none',
            p: 1.5,
            borderRadius: `${theme.cardRadius}px`,
            border: '1px solid',
            borderColor: 'divider',
            bgcolor: 'background.paper',
            minWidth: 0,
          })}
        >
          <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
            <Typography
              component="h3"
              sx={{ fontWeight: 700, minWidth: 0, overflowWrap: 'anywhere', mr: 'auto' }}
            >
              {p.member.name}
            </Typography>
            <Typography component="p" sx={{ fontWeight: 800, fontSize: '1.15rem', whiteSpace: 'nowrap' }}>
              <Box component="span" sx={visuallyHidden}>
                Card amount{' '}
              </Box>
              {formatMoney(p.amountCents)}
            </Typography>
          </Box>
          <Typography variant="body2" color="text.secondary">
            {formatNightDate(p.date)} · {p.club.name}
          </Typography>
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1, m: 0, mt: 1 }}
          >
            <Fact label="STATUS">{PAYMENT_STATUS_TEXT[p.status]}</Fact>
            <Fact label="PROVIDER">{PROVIDER_TEXT[p.provider]}</Fact>
            <Fact label="REFUNDED">{moneyOrDash(p.refundedCents)}</Fact>
            <Fact label="CASHBACK">{moneyOrDash(p.cashbackCents)}</Fact>
          </Box>
          {p.failure && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {p.failure}
            </Typography>
          )}
          <Box sx={{ mt: 1 }}>
            <Typography
              variant="caption"
              component="p"
              sx={{ color: 'text.secondary', letterSpacing: '0.06em' }}
            >
              PROVIDER ID
            </Typography>
            <IdCell payment={p} copied={copied} onCopy={onCopy} />
          </Box>
        </Box>
      ))}
    </Box>
  );
}
