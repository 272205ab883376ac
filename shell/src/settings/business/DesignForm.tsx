import { ApiError, errorMessage } from '@daftari/api-client';
import { type Account, INVOICE_LAYOUTS, type InvoiceLayout } from '@daftari/contracts';
import { Button, Card, Field, Input, TextLink, toast } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { type FormEvent, useState } from 'react';
import { InvoicePreview } from './InvoicePreview.tsx';
import { useSaveAccount } from './use-account-settings.ts';

const DEFAULT_ACCENT = '#0f766e';
const HEX = /^#[0-9a-fA-F]{6}$/;

const LAYOUT_TEXT: Record<InvoiceLayout, { label: string; hint: string }> = {
  classic: { label: 'Classic', hint: 'Grey table header, the title in your colour' },
  modern: { label: 'Modern', hint: 'A band of your colour, a coloured table header' },
  compact: { label: 'Compact', hint: 'No fills, thin coloured rules, more on a page' },
};

const columns = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' },
  gap: '6',
  alignItems: 'start',
});
const controls = css({ display: 'flex', flexDirection: 'column', gap: '4', minW: '0' });
const cards = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
  gap: '2',
});
const group = css({ border: 'none', p: '0', m: '0', minW: '0' });
const legend = css({ textStyle: 'label', mb: '1.5' });
const card = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
  p: '3',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'md',
  cursor: 'pointer',
  fontSize: 'sm',
  _hover: { borderColor: 'border.strong' },
  '&:has(input:checked)': { borderColor: 'accent', boxShadow: '0 0 0 1px var(--colors-accent)' },
  '&:has(input:focus-visible)': { boxShadow: 'focusRing' },
});
const hint = css({ color: 'fg.subtle', fontSize: 'xs' });
const colourRow = css({ display: 'flex', gap: '2', alignItems: 'center' });
const swatch = css({ w: '10', h: '10', p: '0.5', flexShrink: 0, cursor: 'pointer', bg: 'transparent' });
const hexInput = css({ maxW: '32' });

export interface DesignFormProps {
  account: Account;
  logoSrc: string | null;
  editable: boolean;
}

/** The invoice layout and accent colour, with a live preview; Save sends the two. */
export function DesignForm({ account, logoSrc, editable }: DesignFormProps) {
  const [layout, setLayout] = useState<InvoiceLayout>(account.invoice_layout ?? 'classic');
  const saved = account.accent_color ?? DEFAULT_ACCENT;
  const [colour, setColour] = useState(saved);
  const [colourText, setColourText] = useState(saved);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveAccount();

  const typeColour = (value: string) => {
    setColourText(value);
    setError(null);
    if (HEX.test(value)) setColour(value.toLowerCase());
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!HEX.test(colourText)) {
      setError('A colour such as #0f766e');
      return;
    }
    save.mutate(
      { invoice_layout: layout, accent_color: colour },
      {
        onSuccess: () => toast.success('Invoice design saved'),
        onError: (failure) => {
          const details = failure instanceof ApiError ? failure.details : undefined;
          const placed = details?.accent_color ?? details?.['account.accent_color'];
          if (placed) setError(placed.join(' '));
          else
            toast.error('The invoice design was not saved', {
              description: errorMessage(failure, 'Please try again.'),
            });
        },
      },
    );
  };

  return (
    <Card
      title="Layout and colour"
      description="How your invoice PDFs look. The preview follows your choice."
    >
      <div className={columns}>
        <form className={controls} onSubmit={submit} noValidate aria-label="Invoice design">
          <fieldset className={group}>
            <legend className={legend}>Layout</legend>
            <div className={cards}>
              {INVOICE_LAYOUTS.map((value) => (
                <label key={value} className={card}>
                  <span>
                    <input
                      type="radio"
                      name="invoice_layout"
                      value={value}
                      checked={layout === value}
                      disabled={!editable}
                      onChange={() => setLayout(value)}
                    />{' '}
                    <strong>{LAYOUT_TEXT[value].label}</strong>
                  </span>
                  <span className={hint}>{LAYOUT_TEXT[value].hint}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <Field label="Accent colour" errorText={error} readOnly={!editable}>
            <div className={colourRow}>
              <input
                type="color"
                aria-label="Pick the accent colour"
                className={swatch}
                value={colour}
                disabled={!editable}
                onChange={(event) => typeColour(event.target.value)}
              />
              <Input
                className={hexInput}
                value={colourText}
                maxLength={7}
                autoComplete="off"
                spellCheck={false}
                readOnly={!editable}
                onChange={(event) => typeColour(event.target.value.trim())}
              />
            </div>
          </Field>
          {editable ? (
            <div>
              <Button type="submit" loading={save.isPending} loadingText="Saving...">
                Save design
              </Button>
            </div>
          ) : (
            <p className={hint}>An owner or an accountant changes the design.</p>
          )}
        </form>
        <div className={controls}>
          <InvoicePreview account={account} layout={layout} accent={colour} logoSrc={logoSrc} />
          <p className={hint}>
            The name, KRA PIN and VAT registration come from{' '}
            <TextLink to="/settings/business">Business details</TextLink>.
          </p>
        </div>
      </div>
    </Card>
  );
}
