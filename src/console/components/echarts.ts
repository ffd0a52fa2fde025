/**
 * ECharts, only what the workbench draws (the analysis page, the cost overview): line, bar and pie
 * charts on canvas. Imported dynamically by Chart, so the library is a chunk of its own that no other
 * page downloads.
 */
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { DataZoomComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

echarts.use([LineChart, BarChart, PieChart, GridComponent, TooltipComponent, LegendComponent, DataZoomComponent, CanvasRenderer]);

export { echarts };
