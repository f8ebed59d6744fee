/** How long the owner's e-mail texts may be: the admin's form and its reader share them. */
export const EMAIL_SUBJECT_MAX = 200;
export const EMAIL_HEADING_MAX = 200;
export const EMAIL_ADDITIONAL_MAX = 2000;
