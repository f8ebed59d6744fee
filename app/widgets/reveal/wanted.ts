export const REVEAL_SELECTOR = '[data-reveal]';

/** Whether the reveal runs on this page: enabled in the theme, never in the settings' live preview. */
export function revealWanted(params: { reveal_effect: { enabled: boolean }; preview: boolean }): boolean {
  return params.reveal_effect.enabled && !params.preview;
}
