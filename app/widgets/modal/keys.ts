/** Input types where Enter has no meaning of its own, so in a modal it closes it (spec section 4). */
const TEXT_INPUT_TYPES = new Set(['text', 'search', 'email', 'url', 'tel', 'number', 'password']);

/** Whether this key on this element closes the modal around it (Escape is the dialog's own). */
export function closesModal(key: string, target: EventTarget | null): boolean {
  if (key !== 'Enter' || !(target instanceof Element) || target.tagName !== 'INPUT') return false;
  return TEXT_INPUT_TYPES.has((target.getAttribute('type') ?? 'text').toLowerCase());
}
