import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { type KeyboardEvent, type ReactNode, useRef } from 'react';

export interface PassesTab<T extends string> {
  value: T;
  label: ReactNode;
}

/**
 * Two tabs, drawn with CSS. MUI's Tabs measured every tab's box to place its sliding indicator (a
 * forced layout on each render of the page, and a 5.5 KB gzip chunk with scroll buttons the two tabs
 * never need). Keyboard as in MUI's: the arrow keys, Home and End move the focus along the tabs, Enter
 * or Space opens the focused one; only the open tab is in the Tab order.
 */
export function PassesTabs<T extends string>({
  tabs,
  value,
  onChange,
  label,
  idFor,
  panelId,
}: {
  tabs: PassesTab<T>[];
  value: T;
  onChange(value: T): void;
  label: string;
  idFor(value: T): string;
  panelId: string;
}) {
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...(list.current?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLElement);
    if (at === -1) return;
    const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: buttons.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    buttons[(next + buttons.length) % buttons.length]?.focus();
  };

  return (
    <Box
      ref={list}
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      sx={{ display: 'flex', mb: 3, borderBottom: 1, borderColor: 'divider' }}
    >
      {tabs.map((tab) => {
        const selected = tab.value === value;
        return (
          <ButtonBase
            key={tab.value}
            role="tab"
            id={idFor(tab.value)}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.value)}
            sx={(theme) => ({
              ...theme.typography.button,
              minWidth: 90,
              minHeight: 48,
              px: 2,
              py: 1.5,
              lineHeight: 1.25,
              color: selected ? 'primary.main' : 'text.secondary',
              // The indicator: a border inside the tab's own box, so nothing is measured or moved.
              boxShadow: selected ? `inset 0 -2px 0 ${theme.palette.primary.main}` : 'none',
              '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -3 },
            })}
          >
            {tab.label}
          </ButtonBase>
        );
      })}
    </Box>
  );
}
