import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import SafetyPage from './safety-page';

describe('SafetyPage', () => {
  it('says genuine employers never ask for money, the signs of a scam, and what to do', () => {
    render(
      <MemoryRouter>
        <SafetyPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Staying safe when you apply',
    );
    expect(document.title).toBe('Staying safe | Job Portal');
    expect(screen.getByText(/Genuine employers never ask you to pay/)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Signs of a job scam',
      'What this board does',
      'If a job asks you for money',
    ]);
    expect(screen.getByText(/UPI ID, GPay, PhonePe, Paytm/)).toBeInTheDocument();
    expect(screen.getByText(/1930/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the jobs' })).toHaveAttribute('href', '/');
  });
});
