import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { BUDGET_BANDS, type BudgetBand } from '../../contract/budget';
import { BudgetSelect } from '../../src/components/reference/BudgetSelect';

// The budget select the quick match and the project flow's last step share: no band first, then each band;
// controlled in the one, registered with react-hook-form in the other.

describe('BudgetSelect', () => {
  it('offers no band under its own label, then every band by its label', () => {
    const onChange = vi.fn();
    render(
      <BudgetSelect aria-label="Бюджет" unknownLabel="Пока не знаю" value="" onChange={onChange} />,
    );
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Пока не знаю', ...Object.values(BUDGET_BANDS)]);
    fireEvent.change(screen.getByRole('combobox', { name: 'Бюджет' }), {
      target: { value: '15M_30M' },
    });
    expect(onChange).toHaveBeenCalledOnce();
  });

  it('registered with react-hook-form, hands the chosen band or null to the form', async () => {
    const submitted = vi.fn<(budget: BudgetBand | null) => void>();
    function Form() {
      const form = useForm<{ budget: BudgetBand | null }>({ defaultValues: { budget: 'MORE_1B' } });
      return (
        <form onSubmit={form.handleSubmit((values) => submitted(values.budget))}>
          <BudgetSelect
            {...form.register('budget', { setValueAs: (value: string | null) => value || null })}
            aria-label="Бюджет"
            unknownLabel="Не знаю"
          />
          <button type="submit">Сохранить</button>
        </form>
      );
    }
    render(<Form />);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Бюджет' });
    expect(select.value).toBe('MORE_1B');
    fireEvent.change(select, { target: { value: '30M_100M' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(submitted).toHaveBeenLastCalledWith('30M_100M'));
    fireEvent.change(select, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(submitted).toHaveBeenLastCalledWith(null));
  });
});
