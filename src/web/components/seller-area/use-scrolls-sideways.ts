import { useLayoutEffect, useRef, useState } from 'react';

/** Whether an element's content is wider than the element, kept up to date as either changes size. */
export function useScrollsSideways<Element extends HTMLElement>() {
  const ref = useRef<Element>(null);
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => {
      observer.disconnect();
    };
  }, []);
  return [ref, scrolls] as const;
}
