/** The markup that asks for the modal widget (CONTRACT.md, "Theme"). */
export const MODAL_TRIGGER_SELECTOR = '[data-modal], [data-modal-url]';
