import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { DayBarChart } from './DayBarChart.tsx';

const bars = [
  { date: '2026-07-10', day: 'ven. 10', fullDay: 'vendredi 10 juillet 2026', value: 2 },
  { date: '2026-07-11', day: 'sam. 11', fullDay: 'samedi 11 juillet 2026', value: 0 },
  { date: '2026-07-12', day: 'dim. 12', fullDay: 'dimanche 12 juillet 2026', value: 7 },
];

const renderChart = () =>
  renderWithProviders(
    <DayBarChart
      title="Réservations des 3 prochains jours"
      dayHeader="Jour"
      valueHeader="Commandes"
      bars={bars}
      color="blue.6"
      whole
      format={(v) => `${v} cmd`}
      linkOf={(date) => `/orders?day=${date}`}
    />,
  );

describe('DayBarChart', () => {
  it('is a drawing named by its title, with the same figures in a table', () => {
    renderChart();
    expect(screen.getByRole('figure', { name: 'Réservations des 3 prochains jours' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Réservations des 3 prochains jours' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'JourCommandes',
      'vendredi 10 juillet 20262 cmd',
      'samedi 11 juillet 20260 cmd',
      'dimanche 12 juillet 20267 cmd',
    ]);
  });

  it('draws the axis to a round top and one link per day, opened in the app', () => {
    const { router } = renderChart();
    const svg = screen.getByRole('figure');
    const axis = [...svg.querySelectorAll('text')].map((t) => t.textContent).filter((t) => t?.endsWith('cmd'));
    expect(axis).toEqual(['0 cmd', '2 cmd', '4 cmd', '6 cmd', '8 cmd']);
    const days = within(svg).getAllByRole('link');
    expect(days.map((day) => day.getAttribute('aria-label'))).toEqual([
      'vendredi 10 juillet 2026: 2 cmd',
      'samedi 11 juillet 2026: 0 cmd',
      'dimanche 12 juillet 2026: 7 cmd',
    ]);
    expect(days[2]?.getAttribute('href')).toBe('/orders?day=2026-07-12');
    fireEvent.click(days[2] as Element);
    expect(router.state.location.pathname + router.state.location.search).toBe('/orders?day=2026-07-12');
  });
});
