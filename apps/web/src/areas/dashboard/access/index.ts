export { AreaGate } from './AreaGate.tsx';
export { type AccessTarget, AREA_MODULE, type DashboardArea, moduleOf } from './areas.ts';
export { IfCan } from './IfCan.tsx';
export { ReadOnlyFieldset } from './ReadOnlyFieldset.tsx';
export { ReadOnlyNotice } from './ReadOnlyNotice.tsx';
export { useCan, useIsManager } from './useCan.ts';
