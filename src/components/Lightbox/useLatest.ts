import { useLayoutEffect, useRef } from 'react';

/** The latest value, for event handlers and timers that outlive the render that made them. */
export function useLatest<T>(value: T) {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
