/** The longest order note the shop keeps; the admin's form says so before it is sent. */
export const ORDER_NOTE_MAX_LENGTH = 2000;
