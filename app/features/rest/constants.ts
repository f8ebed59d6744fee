/** Spec section 9: `per_page=-1` is fetched in pages of this size. */
export const REST_PAGE_SIZE = 100;
/** Spec section 9: how many times a failed media upload's sub-sizes are asked for before it is deleted. */
export const MEDIA_POST_PROCESS_ATTEMPTS = 5;
/** Contract "REST API": answers the current REST nonce as plain text. */
export const NONCE_ENDPOINT = '/wp-admin/admin-ajax.php?action=rest-nonce';
/** Sent on every request: the server treats a request as a REST request by its Accept header. */
export const ACCEPT_JSON = 'application/json';
