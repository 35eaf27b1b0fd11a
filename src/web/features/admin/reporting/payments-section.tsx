import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { useEffect, useRef, useState } from 'react';
import { FigureTile, FigureTiles } from '../../../components/figure-tile.tsx';
import { LoadingSpinner, RetryAlert } from '../../../components/load-states.tsx';
import { copyText } from '../../../lib/copy-text.ts';
import { paymentsExportHref, paymentsOfPages, usePayments } from '../api/get-payments.ts';
import type { ReportRange } from '../api/get-report.ts';
import { DownloadCsvButton } from './download-csv-button.tsx';
import { shownText, totalTiles } from './payment-format.ts';
import { PaymentCards, PaymentsTable } from './payments-list.tsx';
import { ReportSection } from './report-section.tsx';
import { EmptyNote } from './table-card.tsx';

/** How long a copied id keeps its tick. */
const COPIED_MS = 2500;

/**
 * PAYMENTS: the deposits' money over the range (taken, refunded, held, kept, cashback) and every
 * payment with the provider's ids, a page at a time; the CSV holds them all, to reconcile with the
 * provider's dashboard.
 */
export function PaymentsSection({
  range,
  coming,
  enabled,
}: {
  range: ReportRange;
  /** The range was carried past today to the coming nights, whose deposits are paid ahead. */
  coming: boolean;
  enabled: boolean;
}) {
  const query = usePayments(range, enabled);
  const pages = query.data?.pages ?? [];
  const totals = pages[0]?.totals;
  const payments = paymentsOfPages(pages);
  const [copied, setCopied] = useState<string | null>(null);
  const [announce, setAnnounce] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const shown = useRef<HTMLParagraphElement>(null);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async (id: string) => {
    const ok = await copyText(id);
    setCopied(ok ? id : null);
    setAnnounce(ok ? `Copied ${id}` : `Could not copy ${id}: select it and copy it by hand.`);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(null), COPIED_MS);
  };
  const caption = `Deposit payments for the nights ${range.from} to ${range.to}`;

  return (
    <ReportSection
      title="PAYMENTS"
      description={
        coming
          ? `Table deposits for the nights from ${range.from}, and the coming nights to ${range.to}: a deposit is paid ahead of its night, so one just paid shows here. The CSV lists every payment with the provider’s ids, to check against the provider’s dashboard.`
          : 'Table deposits for the nights in the range. The CSV lists every payment with the provider’s ids, to check against the provider’s dashboard.'
      }
      action={<DownloadCsvButton href={enabled ? paymentsExportHref(range) : null} />}
    >
      {enabled && query.isPending && <LoadingSpinner label="Loading the payments" py={4} />}
      {query.isError && !query.data && (
        <RetryAlert onRetry={() => void query.refetch()} sx={{ mb: 2 }}>
          {query.error.message}
        </RetryAlert>
      )}
      {totals && (
        <Box aria-busy={query.isFetching} sx={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
          <FigureTiles label="Payment totals" columns={4} sx={{ mb: 2 }}>
            {totalTiles(totals).map((tile) => (
              <FigureTile
                key={tile.label}
                label={tile.label}
                value={tile.value}
                detail={tile.detail}
                tone={tile.lead ? 'lead' : undefined}
                wide={tile.lead}
              />
            ))}
          </FigureTiles>
          {payments.length === 0 ? (
            <EmptyNote>No table deposit for the nights in this range.</EmptyNote>
          ) : (
            <>
              <Box sx={{ display: { xs: 'none', md: 'block' } }}>
                <PaymentsTable payments={payments} caption={caption} copied={copied} onCopy={copy} />
              </Box>
              <Box sx={{ display: { xs: 'block', md: 'none' } }}>
                <PaymentCards payments={payments} caption={caption} copied={copied} onCopy={copy} />
              </Box>
              <Box sx={{ mt: 2, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
                {query.hasNextPage && (
                  <Button
                    variant="ghost"
                    sx={{ border: '1px solid', borderColor: 'divider' }}
                    onClick={async () => {
                      const next = await query.fetchNextPage({ cancelRefetch: false });
                      // The button goes with the last page: the focus moves to the count, not to the page's top.
                      if (!next.hasNextPage && !next.isError) shown.current?.focus();
                    }}
                    disabled={query.isFetchingNextPage}
                  >
                    {query.isFetchingNextPage ? 'LOADING...' : 'LOAD MORE'}
                  </Button>
                )}
                <Typography
                  ref={shown}
                  tabIndex={-1}
                  variant="body2"
                  color="text.secondary"
                  role="status"
                  sx={{ '&:focus': { outline: 'none' } }}
                >
                  {shownText(payments.length, query.hasNextPage)}
                </Typography>
              </Box>
              {query.isFetchNextPageError && (
                <Typography color="error" role="alert" sx={{ mt: 1 }}>
                  Could not load more payments. Check the connection and try LOAD MORE again.
                </Typography>
              )}
            </>
          )}
        </Box>
      )}
      <Box role="status" sx={visuallyHidden}>
        {announce}
      </Box>
    </ReportSection>
  );
}
