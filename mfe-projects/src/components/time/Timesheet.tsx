import type { Project } from '@daftari/contracts';
import { css } from '@daftari/ui/styled-system/css';
import { format, parseISO } from 'date-fns';
import { formatHoursMinutes } from '../../lib/durations.ts';
import { entriesOn, type Timesheet as Sheet } from '../../lib/timesheet.ts';
import type { EntryTarget } from './EntryDialog.tsx';

const scroller = css({ overflowX: 'auto', layerStyle: 'surface', borderRadius: 'xl' });
const table = css({
  w: 'full',
  minW: '44rem',
  borderCollapse: 'collapse',
  fontSize: 'sm',
  '& th, & td': { px: '3', py: '2', borderBottomWidth: '1px', borderColor: 'border', textAlign: 'right' },
  '& th:first-child, & td:first-child': { textAlign: 'left' },
  '& thead th': { fontWeight: 'medium', color: 'fg.muted', fontSize: 'xs', whiteSpace: 'nowrap' },
  // The project column stays in view while a phone scrolls through the days.
  '& th:first-child': { position: 'sticky', left: '0', zIndex: '1', bg: 'bg.surface' },
  '& tfoot td, & tfoot th, & tfoot th:first-child': {
    fontWeight: 'semibold',
    borderBottomWidth: '0',
    bg: 'bg.subtle',
  },
});
const today = css({ color: 'accent.fg !important' });
const projectName = css({
  fontWeight: 'medium',
  color: 'fg',
  maxW: { base: '8rem', md: '14rem' },
  truncate: true,
});
const cellButton = css({
  w: 'full',
  minW: '3.5rem',
  px: '2',
  py: '1.5',
  borderRadius: 'md',
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  color: 'fg',
  _hover: { bg: 'accent.subtle' },
  _focusVisible: { outline: 'none', boxShadow: 'focusRing' },
  '&[data-empty]': { color: 'fg.subtle' },
});
const number = css({ fontVariantNumeric: 'tabular-nums' });

const dayLabel = (day: string) => format(parseISO(day), 'EEE d');
const dayName = (day: string) => format(parseISO(day), 'EEEE d MMMM');

/** The week as projects × days with totals; a cell opens its project's day to add or change entries. */
export function Timesheet(props: {
  sheet: Sheet;
  week: string[];
  today: string;
  projects: Project[];
  timeZone: string;
  /** Unset for a role that may not change time: the cells are text, not buttons. */
  onOpen?: ((target: EntryTarget) => void) | undefined;
}) {
  const { sheet, week, projects, timeZone, onOpen } = props;
  const nameOf = (id: number) => projects.find((project) => project.id === id)?.name ?? `Project ${id}`;
  return (
    <div className={scroller}>
      <table className={table} aria-label="Timesheet">
        <thead>
          <tr>
            <th scope="col">Project</th>
            {week.map((day) => (
              <th key={day} scope="col" className={day === props.today ? today : undefined}>
                {dayLabel(day)}
              </th>
            ))}
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {sheet.rows.map((row) => {
            const name = nameOf(row.projectId);
            return (
              <tr key={row.projectId}>
                <th scope="row" className={projectName}>
                  {name}
                </th>
                {week.map((day, i) => (
                  <td key={day} className={onOpen ? undefined : number}>
                    {onOpen ? (
                      <button
                        type="button"
                        className={cellButton}
                        data-empty={row.days[i] ? undefined : ''}
                        aria-label={`${name}, ${dayName(day)}: ${formatHoursMinutes(row.days[i]!)}`}
                        onClick={() =>
                          onOpen({ project_id: row.projectId, day, entries: entriesOn(row, day, timeZone) })
                        }
                      >
                        {row.days[i] ? formatHoursMinutes(row.days[i]!) : '-'}
                      </button>
                    ) : row.days[i] ? (
                      formatHoursMinutes(row.days[i]!)
                    ) : (
                      '-'
                    )}
                  </td>
                ))}
                <td className={number}>{formatHoursMinutes(row.total)}</td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            {sheet.dayTotals.map((seconds, i) => (
              <td key={week[i]} className={number}>
                {formatHoursMinutes(seconds)}
              </td>
            ))}
            <td className={number} data-testid="week-total">
              {formatHoursMinutes(sheet.total)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
