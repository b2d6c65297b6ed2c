import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import i18n, { setLanguage } from '../../i18n/index.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { DateField } from './fields.tsx';

function Controlled({ initial, onChange }: { initial: string; onChange: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <DateField
      label="Start"
      value={value}
      onChange={(day) => {
        setValue(day);
        onChange(day);
      }}
    />
  );
}

/** The field's input once the picker has loaded (a read-only stand-in shows the value until then). */
const pickerInput = () =>
  waitFor(
    () => {
      const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Start' });
      expect(input.dataset.datesInput).toBe('true');
      return input;
    },
    { timeout: 10_000 },
  );

describe('the date field', () => {
  it('shows the day in the app format and takes a typed day', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Controlled initial="2026-11-26" onChange={onChange} />);
    const input = await pickerInput();
    expect(input.value).toBe('26/11/2026');
    const user = userEvent.setup();
    await user.clear(input);
    await user.type(input, '03/12/2026');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith('2026-12-03');
    expect(input.value).toBe('03/12/2026');
  });

  it('takes a day picked in the calendar, with month names in the interface language', async () => {
    await setLanguage('it');
    try {
      const onChange = vi.fn();
      renderWithProviders(<Controlled initial="2026-11-26" onChange={onChange} />);
      const input = await pickerInput();
      expect(input.value).toBe('26/11/2026');
      const user = userEvent.setup();
      await user.click(input);
      expect(await screen.findByText(/novembre 2026/i)).toBeTruthy();
      await user.click(await screen.findByRole('button', { name: '15 novembre 2026', hidden: true }));
      expect(onChange).toHaveBeenLastCalledWith('2026-11-15');
      await waitFor(() => expect(input.value).toBe('15/11/2026'));
    } finally {
      await setLanguage('fr');
    }
    expect(i18n.language).toBe('fr');
  });
});
