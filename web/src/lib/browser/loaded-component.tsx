// A component whose code is a loaded part (loaded-part.ts), rendered as React's lazy() would
// render it: suspending until the code has come, then the component the module exported.
import type { ComponentType, ReactNode } from 'react';
import { useLoadedPartOrSuspend, type LoadedPart } from './loaded-part';

export function LoadedComponent({
  part,
  children,
}: {
  part: LoadedPart<ComponentType<{ children?: ReactNode }>>;
  children?: ReactNode;
}) {
  const Component = useLoadedPartOrSuspend(part);
  // The component the loaded module exports: one and the same on every render.
  // eslint-disable-next-line react-hooks/static-components
  return <Component>{children}</Component>;
}
