import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render';
import AssessmentPage from './assessment-page';

describe('AssessmentPage', () => {
  it('names the assessment, says it is not open yet, and offers the jobs instead', () => {
    renderPage(<AssessmentPage />, { route: '/assessments' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('SVAR Assessment');
    expect(screen.getByText(/The assessment is not open yet/)).toHaveAttribute('role', 'status');
    expect(screen.getByRole('link', { name: 'Explore Jobs' })).toHaveAttribute('href', '/');
    expect(document.title).toContain('SVAR Assessment');
  });
});
