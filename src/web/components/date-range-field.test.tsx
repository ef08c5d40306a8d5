// @vitest-environment jsdom
import type { DateRange } from '@shared/domain/date-range';
import { messages } from '@shared/messages/pt-BR';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateRangeField } from './date-range-field';

afterEach(cleanup);

const m = messages.dateRange;

function Controlled({ initial, onChange }: { initial: DateRange; onChange?: (value: DateRange) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <DateRangeField
      legend="Validade"
      value={value}
      min="2025-01-01"
      max="2025-12-31"
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

const from = () => screen.getByLabelText<HTMLInputElement>(m.from);
const to = () => screen.getByLabelText<HTMLInputElement>(m.to);

describe('DateRangeField', () => {
  it("labels two native date inputs 'De' and 'Até' inside a fieldset named by the legend", () => {
    render(<Controlled initial={{}} />);
    expect(screen.getByRole('group', { name: 'Validade' })).toBeTruthy();
    expect(from().type).toBe('date');
    expect(to().type).toBe('date');
    expect(from().min).toBe('2025-01-01');
    expect(from().max).toBe('2025-12-31');
    expect(to().max).toBe('2025-12-31');
  });

  it("binds the minimum of 'Até' to 'De' (the field's min while 'De' is empty)", () => {
    const onChange = vi.fn();
    render(<Controlled initial={{}} onChange={onChange} />);
    expect(to().min).toBe('2025-01-01');

    fireEvent.change(from(), { target: { value: '2025-03-10' } });
    expect(onChange).toHaveBeenLastCalledWith({ from: '2025-03-10' });
    expect(to().min).toBe('2025-03-10');

    fireEvent.change(from(), { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith({ from: undefined });
    expect(to().min).toBe('2025-01-01');
  });

  it('says inline, tied to Até, when the end is before the start, and clears once fixed', () => {
    render(<Controlled initial={{ from: '2025-03-10' }} />);
    expect(screen.queryByText(m.toBeforeFrom)).toBeNull();
    expect(to().getAttribute('aria-invalid')).toBeNull();

    fireEvent.change(to(), { target: { value: '2025-03-09' } });
    const error = screen.getByText(m.toBeforeFrom);
    expect(error.textContent).toBe('A data final deve ser igual ou posterior à inicial.');
    expect(to().getAttribute('aria-invalid')).toBe('true');
    expect(to().getAttribute('aria-describedby')).toBe(error.id);

    fireEvent.change(to(), { target: { value: '2025-03-10' } });
    expect(screen.queryByText(m.toBeforeFrom)).toBeNull();
    expect(to().getAttribute('aria-invalid')).toBeNull();
    expect(to().getAttribute('aria-describedby')).toBeNull();
  });
});
