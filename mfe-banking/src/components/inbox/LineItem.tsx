import type { StatementLine, StatementSuggestion } from '@daftari/contracts';
import { formatDate } from '@daftari/format';
import { Badge, Button, Checkbox, LockIcon, Menu, MoreHorizontalIcon } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import {
  bestSuggestion,
  confidenceText,
  isOpen,
  STATUS_LABELS,
  STATUS_TONES,
  targetText,
} from '../../lib/line-labels.ts';
import { Money } from '../Money.tsx';
import type { LineRights } from './line-rights.ts';

const item = css({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  gap: '3',
  p: '4',
  bg: 'bg.surface',
  borderBottomWidth: '1px',
  borderColor: 'border.subtle',
  outline: 'none',
  '&[data-active]': { bg: 'accent.subtle', boxShadow: 'inset 3px 0 0 token(colors.accent)' },
});
const main = css({ display: 'grid', gap: '1', minW: '0' });
const description = css({ fontWeight: 'medium', overflowWrap: 'anywhere' });
const meta = css({ fontSize: 'sm', color: 'fg.muted', overflowWrap: 'anywhere' });
const side = css({ display: 'grid', gap: '1', justifyItems: 'end', alignContent: 'start' });
const amount = css({ fontWeight: 'semibold', fontSize: 'md' });
const detail = css({
  gridColumn: { base: '1 / -1', md: '2 / 3' },
  display: 'grid',
  gap: '1',
  fontSize: 'sm',
});
const suggestionRow = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' });
const reasons = css({
  listStyle: 'none',
  color: 'fg.muted',
  fontSize: 'xs',
  display: 'flex',
  flexWrap: 'wrap',
  gap: '1',
});
const reason = css({ px: '1.5', py: '0.5', borderRadius: 'sm', bg: 'bg.muted' });
const more = css({ flex: 'none !important' });
const actions = css({
  gridColumn: { base: '1 / -1', md: '3 / 4' },
  display: 'flex',
  gap: '2',
  justifyContent: { base: 'stretch', md: 'flex-end' },
  alignItems: 'center',
  '& > button': { flex: { base: '1', md: 'initial' }, minH: '11' },
});

export interface LineItemProps {
  line: StatementLine;
  currency: string;
  invoiceNumbers: ReadonlyMap<string, string>;
  selected: boolean;
  active: boolean;
  pending: boolean;
  /** What the role may do: the rest is not offered. */
  may: LineRights;
  onSelect: (selected: boolean) => void;
  onFocus: () => void;
  /** Accept the best suggestion, or choose what to match when there is none. */
  onAccept: () => void;
  onExclude: () => void;
  /** Say a suggestion is wrong: the matcher does not make it again. */
  onDecline: (suggestion: StatementSuggestion) => void;
  onInclude: () => void;
  onUnmatch: () => void;
  /** Book it as an expense or income instead of what Accept would do. */
  onBook: () => void;
  onMakeRule: () => void;
}

/** One statement line: what it is, what it is matched to or might be (and why), and its one action. */
export function LineItem(props: LineItemProps) {
  const { line, currency, invoiceNumbers, selected, active, pending, may } = props;
  const best = bestSuggestion(line);
  const party = [line.counterparty, line.counterparty_phone].filter(Boolean).join(' · ');
  const refs = [line.reference, line.account_ref ? `A/C ${line.account_ref}` : null]
    .filter(Boolean)
    .join(' · ');
  const open = isOpen(line);
  const menuItems = [
    ...(may.book
      ? [
          {
            value: 'book',
            label: line.amount < 0 ? 'Book as an expense' : 'Book as income',
            onSelect: props.onBook,
          },
        ]
      : []),
    ...(may.makeRule
      ? [{ value: 'rule', label: 'Make a rule from this line', onSelect: props.onMakeRule }]
      : []),
  ];
  return (
    <li
      className={item}
      data-active={active ? '' : undefined}
      aria-current={active ? 'true' : undefined}
      aria-label={line.description}
      onFocusCapture={props.onFocus}
    >
      {may.bulk ? (
        <Checkbox
          checked={selected}
          onCheckedChange={props.onSelect}
          aria-label={`Select ${line.description}`}
          disabled={!open}
        />
      ) : (
        <span />
      )}
      <div className={main}>
        <div className={description}>{line.description}</div>
        <div className={meta}>
          {formatDate(line.date)}
          {line.time ? ` ${line.time.slice(0, 5)}` : ''}
          {party ? ` · ${party}` : ''}
        </div>
        {refs ? <div className={meta}>{refs}</div> : null}
      </div>
      <div className={side}>
        <span className={amount}>
          <Money value={line.amount} currency={currency} signed />
        </span>
        <Badge tone={STATUS_TONES[line.status]}>{STATUS_LABELS[line.status]}</Badge>
      </div>
      <div className={detail}>
        {line.match ? (
          <div>
            {line.reconciled ? <LockIcon role="img" aria-label="Reconciled" /> : null}{' '}
            {targetText(line.match.kind, line.match.ids, invoiceNumbers)}
            {line.match.auto ? ' · matched automatically' : ''}
          </div>
        ) : null}
        {!line.match && line.suggestions.length > 0
          ? line.suggestions.map((suggestion) => (
              <div key={`${suggestion.kind}:${suggestion.ids.join(',')}`}>
                <div className={suggestionRow}>
                  <span>
                    {targetText(suggestion.kind, suggestion.ids, invoiceNumbers)} ·{' '}
                    <Money value={suggestion.amount} currency={currency} /> · {confidenceText(suggestion)}
                  </span>
                  {open && may.decline ? (
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Decline ${targetText(suggestion.kind, suggestion.ids, invoiceNumbers)}`}
                      onClick={() => props.onDecline(suggestion)}
                      disabled={pending}
                    >
                      Decline
                    </Button>
                  ) : null}
                </div>
                <ul className={reasons} aria-label="Why">
                  {suggestion.reasons.map((text) => (
                    <li key={text} className={reason}>
                      {text}
                    </li>
                  ))}
                </ul>
              </div>
            ))
          : null}
      </div>
      <div className={actions}>
        {open ? (
          <>
            {may.accept ? (
              <Button size="sm" onClick={props.onAccept} disabled={pending}>
                {best ? 'Accept' : line.amount > 0 ? 'Match' : 'Book'}
              </Button>
            ) : null}
            {may.exclude ? (
              <Button size="sm" variant="outline" onClick={props.onExclude} disabled={pending}>
                Exclude
              </Button>
            ) : null}
            {menuItems.length > 0 ? (
              <Menu
                placement="bottom-end"
                trigger={
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`More for ${line.description}`}
                    className={more}
                  >
                    <MoreHorizontalIcon />
                  </Button>
                }
                items={menuItems}
              />
            ) : null}
          </>
        ) : null}
        {line.status === 'matched' && !line.reconciled && may.unmatch ? (
          <Button size="sm" variant="outline" onClick={props.onUnmatch} disabled={pending}>
            Unmatch
          </Button>
        ) : null}
        {line.status === 'excluded' && !line.reconciled && may.include ? (
          <Button size="sm" variant="outline" onClick={props.onInclude} disabled={pending}>
            Include
          </Button>
        ) : null}
      </div>
    </li>
  );
}
