import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/** Custom elements the checkout renders as-is; their behaviour comes from the browser modules. */
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      /** Holds one hidden input per attribution field, created by the tracker (docs/contract.md). */
      'wc-order-attribution-inputs': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>;
    }
  }
}
