import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import AboutPage from './about-page';

function renderPage() {
  return render(
    <MemoryRouter>
      <AboutPage />
    </MemoryRouter>,
  );
}

describe('AboutPage', () => {
  it('states the mission with the product name and sets the tab title', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('About Us');
    expect(
      screen.getByText(/Job Portal connects job seekers and employers worldwide/),
    ).toBeInTheDocument();
    expect(document.title).toBe('About Us | Job Portal');
  });

  it('speaks to job seekers and to employers, saying posting is free and open to anyone', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'For job seekers',
      'For employers',
    ]);
    expect(screen.getByText(/Anyone may post a job/)).toHaveTextContent(/posting is free/);
    expect(screen.getByRole('link', { name: 'Browse the latest jobs' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(screen.getByRole('link', { name: 'Post a job' })).toHaveAttribute('href', '/postjob');
  });

  it('shows two decorative banner placeholders, hidden from assistive technology, no images', () => {
    const { container } = renderPage();
    const banners = container.querySelectorAll('.about-banner');
    expect(banners).toHaveLength(2);
    banners.forEach((banner) => expect(banner).toHaveAttribute('aria-hidden', 'true'));
    expect(container.querySelector('img')).toBeNull();
  });
});
