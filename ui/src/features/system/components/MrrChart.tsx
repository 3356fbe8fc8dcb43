import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import type { MrrPoint } from '../api/types';
import { formatMoney, monthLabel } from '../format';

/**
 * The monthly recurring revenue over the last 12 months. Loaded on its own
 * (React.lazy) so the chart library stays out of every other page.
 */
export function MrrChart({ data, currency }: { data: MrrPoint[]; currency: string }) {
  const points = data.map((p) => ({ month: monthLabel(p.month), MRR: p.amount }));
  return (
    <LineChart
      h={260}
      data={points}
      dataKey="month"
      series={[{ name: 'MRR', color: 'blue.8' }]}
      curveType="monotone"
      valueFormatter={(v) => formatMoney(v, currency)}
      withLegend={false}
      yAxisProps={{ width: 70 }}
      gridAxis="y"
    />
  );
}

export default MrrChart;
