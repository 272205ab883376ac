import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  Badge,
  Button,
  Card,
  Checkbox,
  Dialog,
  EmptyState,
  Field,
  Input,
  Menu,
  PageHeader,
  Select,
  Skeleton,
  Spinner,
  statusTone,
  Textarea,
} from '../src/index.ts';
import { click, settle } from './utils.ts';

describe('statusTone / Badge', () => {
  it('maps invoice statuses to the spec colours: Paid green, Sent blue, Overdue red, else grey', () => {
    expect(statusTone('Paid')).toBe('green');
    expect(statusTone('paid')).toBe('green');
    expect(statusTone('Sent')).toBe('blue');
    expect(statusTone(' SENT ')).toBe('blue');
    expect(statusTone('Overdue')).toBe('red');
    expect(statusTone('Draft')).toBe('grey');
    expect(statusTone('Partially paid')).toBe('grey');
    expect(statusTone('')).toBe('grey');
    expect(statusTone(undefined)).toBe('grey');
    expect(statusTone(null)).toBe('grey');
  });

  it('renders the tone as a recipe class', () => {
    render(<Badge tone={statusTone('Paid')}>Paid</Badge>);
    expect(screen.getByText('Paid').className).toMatch(/badge--tone_green/);
  });

  it('defaults to grey', () => {
    render(<Badge>Draft</Badge>);
    expect(screen.getByText('Draft').className).toMatch(/badge--tone_grey/);
  });
});

describe('Button', () => {
  it('is a type=button with the variant and size classes', () => {
    render(
      <Button variant="danger" size="sm">
        Delete
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.className).toMatch(/button--variant_danger/);
    expect(button.className).toMatch(/button--size_sm/);
  });

  it('while loading: disabled, busy, shows the loading text', async () => {
    const onClick = vi.fn();
    render(
      <Button loading loadingText="Creating..." onClick={onClick}>
        Create New Expense
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Creating...' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    await click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('renders a link with button styles via asChild', () => {
    render(
      <Button asChild variant="outline">
        <a href="/contacts/create">Add Contact</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Add Contact' });
    expect(link.getAttribute('href')).toBe('/contacts/create');
    expect(link.className).toMatch(/button--variant_outline/);
  });
});

describe('Field + Input / Textarea', () => {
  it('labels the control, marks required, and describes it with the help text', () => {
    render(
      <Field label="Attachment description" helperText="Maximum file size is 5MB." required>
        <Input />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: /Attachment description/ });
    expect(input.getAttribute('required')).not.toBeNull();
    const describedBy = input.getAttribute('aria-describedby') ?? '';
    expect(describedBy).not.toBe('');
    expect(document.getElementById(describedBy.split(' ')[0]!)?.textContent).toBe(
      'Maximum file size is 5MB.',
    );
    expect(screen.getByText('*')).toBeTruthy();
  });

  it('an error text makes the control invalid and replaces the help text', async () => {
    render(
      <Field label="Description" helperText="What was it for?" errorText="Description is required.">
        <Textarea />
      </Field>,
    );
    const textarea = screen.getByRole('textbox', { name: 'Description' });
    expect(textarea.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Description is required.')).toBeTruthy();
    expect(screen.queryByText('What was it for?')).toBeNull();
    await settle();
    expect(textarea.getAttribute('aria-errormessage')).toBe(screen.getByText('Description is required.').id);
  });

  it('gives the control the id passed to the field', () => {
    render(
      <Field label="Email" id="send-email">
        <Input type="email" />
      </Field>,
    );
    expect(screen.getByRole('textbox', { name: 'Email' }).id).toBe('send-email');
  });
});

describe('Checkbox', () => {
  it('reports the new state, and from indeterminate a click checks', async () => {
    const onCheckedChange = vi.fn();
    render(<Checkbox checked="indeterminate" onCheckedChange={onCheckedChange} aria-label="Select all" />);
    const input = screen.getByRole('checkbox', { name: 'Select all' });
    expect(input.closest('[data-part="root"]')?.getAttribute('data-state')).toBe('indeterminate');
    await click(input);
    expect(onCheckedChange).toHaveBeenCalledWith(true);
  });

  it('is labelled by its visible label', async () => {
    function Harness() {
      const [checked, setChecked] = useState(false);
      return (
        <Checkbox checked={checked} onCheckedChange={setChecked}>
          Add this to your Price List
        </Checkbox>
      );
    }
    render(<Harness />);
    const input = screen.getByRole('checkbox', { name: 'Add this to your Price List' }) as HTMLInputElement;
    await click(input);
    expect(input.closest('[data-part="root"]')?.getAttribute('data-state')).toBe('checked');
  });
});

describe('Select', () => {
  it('shows the chosen label and reports a new value', async () => {
    const onValueChange = vi.fn();
    render(
      <Select
        aria-label="Unit"
        items={[
          { label: 'Services', value: 'services' },
          { label: 'Hours', value: 'hours' },
        ]}
        value="services"
        onValueChange={onValueChange}
      />,
    );
    const trigger = screen.getByRole('combobox', { name: 'Unit' });
    expect(trigger.textContent).toContain('Services');
    await click(trigger);
    await click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Hours' }));
    expect(onValueChange).toHaveBeenCalledWith('hours');
  });

  it('shows the placeholder without a value', () => {
    render(
      <Select
        aria-label="VAT"
        items={[{ label: 'Auto', value: 'auto' }]}
        value={null}
        onValueChange={() => {}}
        placeholder="Pick one"
      />,
    );
    expect(screen.getByRole('combobox', { name: 'VAT' }).textContent).toContain('Pick one');
  });
});

describe('Dialog', () => {
  function Harness({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
    const [open, setOpen] = useState(true);
    return (
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          onOpenChange?.(next);
        }}
        title="Send by Email"
        description="We will email a link to this invoice."
        footer={
          <Button variant="outline" onClick={() => setOpen(false)}>
            Cancel
          </Button>
        }
      >
        <Field label="Email">
          <Input type="email" />
        </Field>
      </Dialog>
    );
  }

  it('is an accessible dialog named by its title and described by its description', async () => {
    render(<Harness />);
    await settle();
    const dialog = screen.getByRole('dialog', { name: 'Send by Email' });
    const describedBy = dialog.getAttribute('aria-describedby')!;
    expect(document.getElementById(describedBy)?.textContent).toBe('We will email a link to this invoice.');
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toBeTruthy();
  });

  it('closes from the close button and the footer', async () => {
    const onOpenChange = vi.fn();
    render(<Harness onOpenChange={onOpenChange} />);
    await settle();
    await click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    // Ark unmounts the closed content on the next animation frame.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps select and menu panels inside the dialog (outside is aria-hidden while it is open)', async () => {
    render(
      <Dialog open onOpenChange={() => {}} title="Add Invoice Item">
        <Select
          aria-label="Unit"
          items={[{ label: 'Hours', value: 'hours' }]}
          value={null}
          onValueChange={() => {}}
        />
        <Menu trigger={<Button>More</Button>} items={[{ value: 'x', label: 'Share via link' }]} />
      </Dialog>,
    );
    await settle();
    const dialog = screen.getByRole('dialog', { name: 'Add Invoice Item' });
    expect(dialog.contains(document.querySelector('[data-scope="select"][data-part="content"]'))).toBe(true);
    expect(dialog.contains(document.querySelector('[data-scope="menu"][data-part="content"]'))).toBe(true);
  });

  it('portals panels to the body elsewhere', () => {
    const { container } = render(
      <Select
        aria-label="Unit"
        items={[{ label: 'Hours', value: 'hours' }]}
        value={null}
        onValueChange={() => {}}
      />,
    );
    const panel = document.querySelector('[data-scope="select"][data-part="content"]');
    expect(panel).not.toBeNull();
    expect(container.contains(panel)).toBe(false);
  });

  it('renders nothing while closed', () => {
    render(<Dialog open={false} onOpenChange={() => {}} title="Hidden" />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('Hidden')).toBeNull();
  });
});

describe('Menu', () => {
  it('opens from its trigger and runs the chosen item', async () => {
    const share = vi.fn();
    const remove = vi.fn();
    render(
      <Menu
        trigger={<Button variant="ghost">More</Button>}
        items={[
          { value: 'share', label: 'Share via link', onSelect: share },
          { value: 'delete', label: 'Delete', onSelect: remove, tone: 'danger', separatorBefore: true },
        ]}
      />,
    );
    const trigger = screen.getByRole('button', { name: 'More' });
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    await click(trigger);
    await settle();
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Share via link', 'Delete']);
    // A real click starts with pointerdown, which highlights the item Zag then selects.
    const item = within(menu).getByRole('menuitem', { name: 'Share via link' });
    await act(async () => {
      fireEvent.pointerDown(item);
    });
    await click(item);
    expect(share).toHaveBeenCalledTimes(1);
    expect(remove).not.toHaveBeenCalled();
  });
});

describe('small pieces', () => {
  it('Skeleton renders N lines, hidden from assistive technology', () => {
    const { container } = render(<Skeleton lines={3} />);
    const root = container.firstElementChild!;
    expect(root.getAttribute('aria-hidden')).toBe('true');
    expect(root.children).toHaveLength(3);
  });

  it('Skeleton takes pixel or CSS sizes', () => {
    const { container } = render(<Skeleton width={120} height="1rem" />);
    const el = container.firstElementChild as HTMLElement;
    expect(el.style.width).toBe('120px');
    expect(el.style.height).toBe('1rem');
  });

  it('EmptyState shows title, description, actions and an inline illustration', () => {
    const { container } = render(
      <EmptyState title="Invoicing that's simply a breeze" description="Reminders go out on their own.">
        <Button>Create your first invoice</Button>
      </EmptyState>,
    );
    expect(screen.getByRole('heading', { name: "Invoicing that's simply a breeze" })).toBeTruthy();
    expect(screen.getByText('Reminders go out on their own.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create your first invoice' })).toBeTruthy();
    expect(container.querySelector('svg')).not.toBeNull();
    expect(container.querySelector('img')).toBeNull();
  });

  it('PageHeader renders an h1 and actions; Card a titled section', () => {
    render(
      <>
        <PageHeader title="Contacts" actions={<Button>Add Contact</Button>} />
        <Card title="Expense details">body</Card>
      </>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Contacts' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Expense details' })).toBeTruthy();
    expect(screen.getByText('body')).toBeTruthy();
  });

  it('Spinner announces its label only when given one', () => {
    const { rerender, container } = render(<Spinner />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
    rerender(<Spinner label="Loading..." />);
    expect(screen.getByRole('status').textContent).toBe('Loading...');
  });
});
