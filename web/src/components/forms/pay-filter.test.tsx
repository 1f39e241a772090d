import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@/test/render';
import { PayFilter, PayFilterView } from './pay-filter';

const location = () => screen.getByTestId('location').textContent;

describe('the board’s pay filters', () => {
  it('write Shows pay and a minimum a month to the URL, keeping the search', async () => {
    const user = userEvent.setup();
    renderPage(<PayFilter />, { route: '/?q=chef&page=2' });
    await user.click(screen.getByRole('checkbox', { name: 'Shows pay' }));
    // The router moves once the box's transition ends (useJobFilterControl).
    await waitFor(() => expect(location()).toBe('/?q=chef&pay=shown'));
    expect(screen.getByRole('checkbox', { name: 'Shows pay' })).toBeChecked();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Minimum pay per' }), 'month');
    // Enter in the field applies it, as the Apply button does.
    await user.type(screen.getByRole('textbox', { name: 'Minimum pay' }), '25,000{Enter}');
    await waitFor(() => expect(location()).toBe('/?q=chef&pay=shown&minpay=25000&per=month'));
    expect(screen.getByRole('textbox', { name: 'Minimum pay' })).toHaveValue('25000');
    // The form takes the URL's minimum in place: the keyboard's focus stays where it was.
    expect(screen.getByRole('textbox', { name: 'Minimum pay' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Minimum pay' })).toHaveAccessibleDescription(
      'The minimum applies to pay given in rupees (INR): other currencies are not converted.',
    );

    // An emptied minimum is no minimum.
    await user.clear(screen.getByRole('textbox', { name: 'Minimum pay' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(location()).toBe('/?q=chef&pay=shown'));
  });

  it.each([
    ['25k', 'Enter the minimum pay as a whole number of rupees, such as 25000.'],
    ['-5', 'Enter the minimum pay as a whole number of rupees, such as 25000.'],
    ['0', 'Enter a minimum pay of at least ₹1.'],
    ['2000000000', 'Enter a minimum pay of at most ₹1,00,00,00,000.'],
  ])('says why %j is no minimum, and changes nothing', async (typed, message) => {
    const user = userEvent.setup();
    renderPage(<PayFilter />, { route: '/?minpay=600000' });
    const field = screen.getByRole('textbox', { name: 'Minimum pay' });
    await user.clear(field);
    await user.type(field, `${typed}{Enter}`);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(location()).toBe('/?minpay=600000');
  });

  it('starts from the URL’s minimum, per year unless it says a month', () => {
    renderPage(<PayFilter />, { route: '/internships?pay=shown&minpay=15000&per=month' });
    expect(screen.getByRole('checkbox', { name: 'Shows pay' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Minimum pay' })).toHaveValue('15000');
    expect(screen.getByRole('combobox', { name: 'Minimum pay per' })).toHaveValue('month');
  });

  it('waits, every control disabled, on a page the server painted', () => {
    renderPage(<PayFilterView filter={{}} />);
    expect(screen.getByRole('checkbox', { name: 'Shows pay' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Minimum pay' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
  });
});
