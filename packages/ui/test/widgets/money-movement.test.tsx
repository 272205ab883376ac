import { choose, click, type } from '@daftari/test-utils';
import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  MoneyMovementFields,
  type MoneyMovementFieldsProps,
  type MoneyMovementValues,
  moneyMovementDefaults,
  moneyMovementSchema,
} from '../../src/widgets/index.ts';

const target = z.object({
  amount: z.number({ error: 'Amount must be a number' }).positive('Amount must be more than 0'),
  paid_on: z.string(),
  method: z.enum(['cash', 'mpesa']),
  reference: z.string(),
});
const schema = moneyMovementSchema(target);

const METHODS = [
  { value: 'mpesa', label: 'M-Pesa' },
  { value: 'cash', label: 'Cash' },
];

type Extra = Partial<Omit<MoneyMovementFieldsProps<unknown>, 'form'>>;

function Form({ onSubmit, ...extra }: Extra & { onSubmit: (values: z.output<typeof schema>) => void }) {
  const form = useForm<MoneyMovementValues, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: moneyMovementDefaults(1500, '2026-03-14'),
  });
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <MoneyMovementFields
        form={form}
        currency="KES"
        dateLabel="Payment date"
        methods={METHODS}
        serverError={null}
        {...extra}
      />
      <button type="submit">Save</button>
    </form>
  );
}

describe('moneyMovementDefaults', () => {
  it('opens at what is due with two decimals, or blank when nothing is, by M-Pesa', () => {
    expect(moneyMovementDefaults(1500, '2026-03-14')).toEqual({
      amount: '1500.00',
      paid_on: '2026-03-14',
      method: 'mpesa',
      reference: '',
    });
    expect(moneyMovementDefaults(0, '2026-03-14').amount).toBe('');
  });
});

describe('moneyMovementSchema', () => {
  const values = (amount: string) => ({ amount, paid_on: '2026-03-14', method: 'cash', reference: '' });

  it('reads the amount with grouping commas, and leaves the contract to refuse anything else', () => {
    expect(schema.parse(values(' 1,500.50 ')).amount).toBe(1500.5);
    expect(schema.safeParse(values('')).error?.issues[0]?.path).toEqual(['amount']);
    expect(schema.safeParse(values('12abc')).error?.issues[0]?.message).toBe('Amount must be a number');
    expect(schema.safeParse(values('-5')).error?.issues[0]?.message).toBe('Amount must be a number');
  });
});

describe('MoneyMovementFields', () => {
  it('labels each field, and asks for the M-Pesa code, in capitals, while M-Pesa is the method', async () => {
    const onSubmit = vi.fn();
    render(<Form onSubmit={onSubmit} codeMethod="mpesa" />);
    expect((screen.getByLabelText(/^Amount \(KES\)/) as HTMLInputElement).value).toBe('1500.00');
    expect((screen.getByLabelText(/^Payment date/) as HTMLInputElement).type).toBe('date');
    const code = screen.getByRole('textbox', { name: /M-Pesa code/ });
    await type(code, 'qjk4x2b7lp');
    expect((code as HTMLInputElement).value).toBe('QJK4X2B7LP');
    await choose(screen.getByRole('combobox', { name: /^Method/ }), 'Cash');
    expect(screen.getByRole('textbox', { name: /^Reference/ })).toBeTruthy();
    expect(screen.getByText('Optional, e.g. a receipt or slip number')).toBeTruthy();
    await click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      amount: 1500,
      paid_on: '2026-03-14',
      method: 'cash',
      reference: 'QJK4X2B7LP',
    });
  });

  it('without a code method, keeps the reference plain with the hint and example given', async () => {
    render(
      <Form
        onSubmit={vi.fn()}
        referenceHint="Optional, e.g. the M-Pesa code"
        referencePlaceholder="QJK4X2B7LP"
      />,
    );
    const reference = screen.getByRole('textbox', { name: /^Reference/ }) as HTMLInputElement;
    expect(reference.placeholder).toBe('QJK4X2B7LP');
    expect(screen.getByText('Optional, e.g. the M-Pesa code')).toBeTruthy();
    await type(reference, 'qkl9');
    expect(reference.value).toBe('qkl9');
  });

  it("shows the server's refusal and a caution as alerts, refusal first", () => {
    render(<Form onSubmit={vi.fn()} serverError="Payment date is locked" caution="Bank would go negative" />);
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Payment date is locked',
      'Bank would go negative',
    ]);
  });

  it('shows what the contract refuses under its field', async () => {
    render(<Form onSubmit={vi.fn()} />);
    await type(screen.getByLabelText(/^Amount/), 'lots');
    await click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Amount must be a number')).toBeTruthy();
  });
});
