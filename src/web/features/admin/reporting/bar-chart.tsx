import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type RefObject, useId, useLayoutEffect, useRef, useState } from 'react';
import { type ChartSeries, FiguresTable } from './figures-table.tsx';

export interface BarChartProps {
  title: string;
  /** One sentence for screen readers: what the chart shows (the figures table has the numbers). */
  summary: string;
  categories: readonly string[];
  series: readonly ChartSeries[];
  /** Stacked bars (parts of a whole) or side by side (different measures). */
  stacked?: boolean;
  format: (value: number) => string;
  /** The table's last row; omitted when a total makes no sense (a rate). */
  totals?: readonly (number | null)[];
  /** The y axis top when it is fixed (1 for a rate). */
  max?: number;
  /** Room per category, for long labels (club names). */
  slotWidth?: number;
  /** h2 by default; h3 inside a section that has its own heading. */
  headingLevel?: 'h2' | 'h3';
  /** The figures table's last row label ("Total" by default). */
  totalLabel?: string;
  /**
   * Where a chart wider than its card starts: at the latest night (`end`, the default) or at the
   * first category (`start`, for clubs: the list's order, not time).
   */
  startAt?: 'start' | 'end';
}

/** Shorter on a phone, where nine charts one under another made the page 5,700 px tall. */
const HEIGHT = 200;
const NARROW_HEIGHT = 150;
/** Cards narrower than this (phones) take the shorter charts. */
const NARROW_WIDTH = 480;
const TOP = 12;
const BOTTOM = 24;
/** About the width of a character of the axis labels (11 px monospace), in px. */
const CHAR = 7;

/**
 * The axis top: a round number at or above `value` whose half is round too, so the middle grid line
 * reads 2, 3, 300 ms, never 2.5 rounded to "3" under a top of 5.
 */
export function niceMax(value: number): number {
  if (value <= 0) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  const halfIsRound = (top: number) => magnitude < 1 || Number.isInteger(top / 2);
  const step = [1, 2, 3, 4, 5, 6, 8, 10].find((s) => s * magnitude >= value && halfIsRound(s * magnitude));
  return (step ?? 10) * magnitude;
}

/** The width of the element, followed as it changes (a window resized, a phone turned). */
function useWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setWidth(element.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/**
 * A plain SVG bar chart: no chart library, one `img` with a summary for screen readers and the
 * figures behind it in a table (decision 021). The nights share the card's width, the bars growing
 * up to twice their size; wider than a phone when there are many nights: it scrolls sideways,
 * starting at the latest.
 */
export function BarChart({
  title,
  summary,
  categories,
  series,
  stacked,
  format,
  totals,
  max,
  slotWidth,
  headingLevel = 'h2',
  totalLabel,
  startAt = 'end',
}: BarChartProps) {
  const [showFigures, setShowFigures] = useState(false);
  const scroller = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const tableId = useId();
  const available = useWidth(scroller);
  // The latest night is the one an admin looks for: a chart wider than the phone starts at its end.
  // Again when its width changes: a chart drawn while hidden (the page still loading) had none.
  const lastCategory = categories.at(-1);
  useLayoutEffect(() => {
    const box = scroller.current;
    if (box && lastCategory !== undefined && available > 0)
      box.scrollLeft = startAt === 'end' ? box.scrollWidth : 0;
  }, [lastCategory, startAt, available]);
  const height = available > 0 && available < NARROW_WIDTH ? NARROW_HEIGHT : HEIGHT;
  const oneBar = stacked || series.length === 1;
  const narrowGroup = oneBar ? 22 : 14 * series.length + 6;
  const narrowSlot = Math.max(narrowGroup + 8, 28, slotWidth ?? 0);
  const slots = Math.max(categories.length, 1);
  // Spread over the room there is (1 px spare so a rounded width never makes a scrollbar).
  const slot = Math.max(narrowSlot, (available - 9) / slots);
  const grow = Math.min(2, Math.max(1, slot / 2 / narrowGroup));
  const barWidth = (oneBar ? 22 : 14) * grow;
  const groupWidth = oneBar ? barWidth : barWidth * series.length + 6;
  const plotWidth = slot * slots + 8;
  const plotHeight = height - TOP - BOTTOM;
  const peak =
    max ??
    niceMax(
      Math.max(
        0,
        ...categories.map((_, i) =>
          stacked
            ? series.reduce((sum, s) => sum + (s.values[i] ?? 0), 0)
            : Math.max(0, ...series.map((s) => s.values[i] ?? 0)),
        ),
      ),
    );
  const y = (value: number) => TOP + plotHeight - (value / peak) * plotHeight;
  // Grid lines at 0, half and the top; the half one goes when its label would repeat a neighbour's
  // (a top of 1 ms would read "0 ms, 1 ms, 1 ms").
  const ticks = [0, 0.5, 1].filter(
    (f) => f !== 0.5 || (format(peak / 2) !== format(0) && format(peak / 2) !== format(peak)),
  );
  // The y axis is as wide as its longest label ("$30,000" was cut to "30,000" in a fixed 48 px).
  const left = Math.max(36, 10 + CHAR * Math.max(...ticks.map((f) => format(peak * f).length)));
  // A chart wider than its card scrolls; the keyboard reaches it too (axe: scrollable-region-focusable).
  const scrolls = available > 0 && slot * slots + 8 > available + 1;
  // Label every nth category so labels never overlap.
  const labelEvery = Math.max(1, Math.ceil(44 / slot));
  // Counted from the end the chart starts at, so the latest night always has its label.
  const labelled = (i: number) => (startAt === 'end' ? slots - 1 - i : i) % labelEvery === 0;
  // A label may use the room of the categories it stands for (about 7 px a character).
  const maxLabel = Math.floor((slot * labelEvery) / 7);

  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{
        p: { xs: 1.5, sm: 2 },
        mb: 2,
        borderRadius: 3,
        border: '1px solid',
        borderColor: 'divider',
        bgcolor: 'background.paper',
        minWidth: 0,
      }}
    >
      {/* Title, FIGURES and the legend in one band (the button under the chart cost a phone 56 px a chart). */}
      <Box sx={{ display: 'flex', alignItems: 'center', columnGap: 1.5, flexWrap: 'wrap', mb: 1 }}>
        <Typography
          id={headingId}
          component={headingLevel}
          sx={{ fontWeight: 700, letterSpacing: '0.06em', flex: '1 1 0', minWidth: 0 }}
        >
          {title}
        </Typography>
        <Box
          component="ul"
          aria-label="Legend"
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            columnGap: 1.5,
            p: 0,
            m: 0,
            order: { xs: 3, sm: 0 },
            width: { xs: '100%', sm: 'auto' },
          }}
        >
          {series.map((s) => (
            <Box
              component="li"
              key={s.name}
              sx={{ listStyle: 'none', display: 'flex', alignItems: 'center', gap: 0.5 }}
            >
              <Box aria-hidden sx={{ width: 12, height: 12, borderRadius: 0.5, bgcolor: s.color }} />
              <Typography variant="body2">{s.name}</Typography>
            </Box>
          ))}
        </Box>
        <Button
          size="small"
          variant="ghost"
          aria-expanded={showFigures}
          aria-controls={tableId}
          onClick={() => setShowFigures((shown) => !shown)}
          endIcon={showFigures ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          sx={{ order: { xs: 2, sm: 0 }, flexShrink: 0 }}
        >
          {/* Short, to share the title's line on a phone; aria-expanded says shown or hidden. */}
          FIGURES
        </Button>
      </Box>
      <Box sx={{ display: 'flex' }}>
        {/* The y axis stays put while the bars scroll under it (drawn in the same coordinates). */}
        <svg
          aria-hidden="true"
          width={left}
          height={height}
          viewBox={`0 0 ${left} ${height}`}
          style={{ display: 'block', flexShrink: 0 }}
        >
          {ticks.map((f) => (
            <text key={f} x={left - 6} y={y(peak * f) + 4} textAnchor="end" fontSize="11" fill="#bdbdbd">
              {format(peak * f)}
            </text>
          ))}
        </svg>
        <Box
          ref={scroller}
          {...(scrolls && {
            tabIndex: 0,
            role: 'group',
            'aria-label': `${title}, scrolls sideways`,
          })}
          sx={{
            overflowX: 'auto',
            flex: 1,
            minWidth: 0,
            borderRadius: 1,
            '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary.main' },
          }}
        >
          <svg
            role="img"
            aria-label={`${title}: ${summary}`}
            width={plotWidth}
            height={height}
            viewBox={`0 0 ${plotWidth} ${height}`}
            preserveAspectRatio="xMinYMid meet"
            style={{ display: 'block', minWidth: '100%' }}
          >
            {ticks.map((f) => (
              <line
                key={f}
                x1={0}
                x2={plotWidth}
                y1={y(peak * f)}
                y2={y(peak * f)}
                stroke="rgba(255,255,255,0.12)"
              />
            ))}
            {categories.map((category, i) => {
              const x0 = i * slot + (slot - groupWidth) / 2;
              let base = 0;
              return (
                <g key={category}>
                  {series.map((s, k) => {
                    const value = s.values[i] ?? 0;
                    if (value <= 0) return null;
                    const x = oneBar ? x0 : x0 + 3 + k * barWidth;
                    const top = stacked ? base + value : value;
                    const bottom = stacked ? base : 0;
                    if (stacked) base += value;
                    return (
                      <rect
                        key={s.name}
                        x={x}
                        width={barWidth - (stacked ? 0 : 2)}
                        y={y(top)}
                        height={Math.max(1, y(bottom) - y(top))}
                        fill={s.color}
                        rx={2}
                      >
                        <title>{`${category} · ${s.name}: ${format(value)}`}</title>
                      </rect>
                    );
                  })}
                  {labelled(i) && (
                    <text
                      x={i * slot + slot / 2}
                      y={height - BOTTOM + 16}
                      textAnchor="middle"
                      fontSize="11"
                      fill="#bdbdbd"
                    >
                      {category.length > maxLabel ? `${category.slice(0, maxLabel - 1)}…` : category}
                    </text>
                  )}
                </g>
              );
            })}
          </svg>
        </Box>
      </Box>
      <Box id={tableId} hidden={!showFigures}>
        {showFigures && (
          <FiguresTable
            caption={title}
            categories={categories}
            series={series}
            format={format}
            totals={totals}
            totalLabel={totalLabel}
          />
        )}
      </Box>
    </Box>
  );
}
