import type { AccessLevel } from '@hirebase/shared';
import type { ReactNode } from 'react';
import type { AccessTarget } from './areas.ts';
import { useCan } from './useCan.ts';

/** Renders `children` only when the session may `level` the area, else `fallback` (nothing by default). */
export function IfCan({
  area,
  level = 'write',
  fallback = null,
  children,
}: {
  area: AccessTarget;
  level?: AccessLevel;
  fallback?: ReactNode;
  children: ReactNode;
}) {
  return useCan(area, level) ? children : fallback;
}
