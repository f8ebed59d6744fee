/** What a key pressed inside an open or closed dropdown does (WAI-ARIA disclosure navigation). */
export type DropdownKeyAction = 'close-and-return' | 'none';

/**
 * Escape closes an open dropdown and gives focus back to its button. Enter and Space need nothing here:
 * the button's own click toggles it. Tab needs nothing either: focus leaving the item closes it.
 */
export function dropdownKeyAction(key: string, open: boolean): DropdownKeyAction {
  return open && (key === 'Escape' || key === 'Esc') ? 'close-and-return' : 'none';
}
