import { useEffect, useRef } from 'react';

/** A ref that is true while the component is mounted: an answer arriving after it left is dropped. */
export function useMounted() {
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return mounted;
}
