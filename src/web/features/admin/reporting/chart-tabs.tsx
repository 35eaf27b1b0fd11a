import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { type ReactNode, useId, useState } from 'react';
import { accentText } from '../accent.ts';

export interface ChartTab {
  /** The tab's short label ("NO-SHOWS"); the chart keeps its full title. */
  tab: string;
  chart: ReactNode;
}

/**
 * Charts of one kind behind tabs, one on screen at a time: nine charts one under another made the
 * reporting page 5,700 px tall on a phone and 4,700 on a laptop. Arrow keys move between the tabs.
 */
export function ChartTabs({ label, charts }: { label: string; charts: readonly ChartTab[] }) {
  const id = useId();
  const [chosen, setChosen] = useState(0);
  const index = Math.min(chosen, charts.length - 1);
  return (
    <Box sx={{ mb: 2 }}>
      <Tabs
        value={index}
        onChange={(_, next: number) => setChosen(next)}
        aria-label={label}
        variant="scrollable"
        scrollButtons={false}
        selectionFollowsFocus
        sx={{
          mb: 1,
          minHeight: 44,
          borderBottom: '1px solid',
          borderColor: 'divider',
          '& .MuiTab-root': { minWidth: 0, minHeight: 44, px: { xs: 1, sm: 1.5 } },
          '& .MuiTab-root.Mui-selected': { color: accentText },
        }}
      >
        {charts.map((chart, i) => (
          <Tab key={chart.tab} label={chart.tab} id={`${id}-tab-${i}`} aria-controls={`${id}-panel`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${index}`}>
        {charts[index]?.chart}
      </Box>
    </Box>
  );
}
