/** The markup that asks for the modal widget (docs/contract.md, "Theme"). */
export const MODAL_TRIGGER_SELECTOR = '[data-modal], [data-modal-url]';
