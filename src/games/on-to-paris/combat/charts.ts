/**
 * On To Paris! the editable charts combat reads (the player's cells where our source lacks them): the
 * Artillery Effects Table (13.3) and the two penalty tracks (13.8, 15.1). Apart from their logic
 * (artillery.ts, tracks.ts), so that the calculator's page has the charts at hand for the cells form
 * while the steps that read them load only when the inputs ask for them (lib/part.ts).
 */
import effectsChart from '../../../../content/on-to-paris/tables/artillery-effects.yaml?sparse&plain&rowless&cells';
import adChart from '../../../../content/on-to-paris/tables/assault-doctrine.yaml?sparse&plain&cells';
import tfChart from '../../../../content/on-to-paris/tables/time-fuse.yaml?sparse&plain&cells';
import type { Chart } from '../../../lib/schemas.ts';
import { editableChart } from '../../../lib/user-chart.ts';

/**
 * The Artillery Effects Table is not in our source: the player's chart
 * (content/on-to-paris/tables/artillery-effects.yaml, editable: one line per
 * strength 1 to "25 or more", one column per modified 2D6 total).
 */
export const ARTILLERY_EFFECTS = editableChart('on-to-paris', 'artillery-effects', effectsChart as Chart);
export const ASSAULT_DOCTRINE = editableChart('on-to-paris', 'assault-doctrine', adChart as Chart);
export const TIME_FUSE = editableChart('on-to-paris', 'time-fuse', tfChart as Chart);
/** The boxes of a track chart, in order, as its rows name them. */
export const boxes = (chart: typeof TIME_FUSE): string[] => chart.rows.map((r) => String(r[chart.rowKey]));
