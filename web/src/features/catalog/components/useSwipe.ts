import type { PointerEvent } from 'react';
import { useRef } from 'react';

/** How far a finger must travel sideways, in CSS pixels, for a swipe. */
const SWIPE_PX = 40;

/**
 * A sideways swipe on an element: leftwards shows the next (`onStep(1)`), rightwards the
 * previous (`onStep(-1)`). Vertical movement is left to scrolling. `onPointerUp` answers whether
 * the gesture was a swipe, so the click that follows it can be ignored.
 */
export function useSwipe(onStep: (by: 1 | -1) => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onPointerDown: (event: PointerEvent) => {
      start.current = { x: event.clientX, y: event.clientY };
    },
    onPointerUp: (event: PointerEvent): boolean => {
      const from = start.current;
      start.current = null;
      if (!from) return false;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(dy)) return false;
      onStep(dx < 0 ? 1 : -1);
      return true;
    },
  };
}
