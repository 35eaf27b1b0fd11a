/** SPEC §8: every sign-in message, word for word. The API answers with these codes in `code`. */
export const CODE_LENGTH = 6;
export const CODE_TTL_SECONDS = 120;
export const CODE_MAX_ATTEMPTS = 3;

export const SEND_CODE_ERRORS = {
  'invalid-phone-number': 'Invalid phone number format. Please check and try again.',
  'quota-exceeded': 'Too many verification attempts. Please try again later.',
  'captcha-check-failed': 'reCAPTCHA verification failed. Please refresh and try again.',
  'network-request-failed': 'Network error. Please check your connection and try again.',
  'too-many-requests': 'Too many requests. Please try again later.',
  default: 'Failed to send verification code. Please try again.',
} as const;

export const CONFIRM_CODE_ERRORS = {
  'invalid-verification-code': 'Invalid verification code. Please check and try again.',
  'code-expired': 'Verification code has expired. Please request a new code.',
  'missing-verification-code': 'Please enter the verification code.',
  'network-request-failed': 'Network error. Please check your connection and try again.',
  'too-many-requests': 'Too many attempts. Please try again later.',
  default: 'Verification failed - please try again.',
} as const;

export type SendCodeErrorCode = Exclude<keyof typeof SEND_CODE_ERRORS, 'default'>;
export type ConfirmCodeErrorCode = Exclude<keyof typeof CONFIRM_CODE_ERRORS, 'default'>;

export const VERIFIER_MESSAGES = {
  failed: 'Authentication system failed to initialize. Please try again.',
  elementMissing: 'Required element for reCAPTCHA not found.',
} as const;

/**
 * send-code's 428 `captcha-too-easy` (not in SPEC §8): the number was sent several codes just now, so
 * the proof of work must be harder; the web app fetches the harder one and tries again by itself.
 */
export const CHECK_TOO_EASY_MESSAGE =
  'This number was sent several codes in the last few minutes, so your device has a longer check to do. Please try again.';

/** Shown while the phone solves the harder check a number needs after several codes to it. */
export const HARDER_CHECK_NOTICE =
  'This number was sent several codes in the last few minutes, so this device is doing a longer security check. This can take up to 20 seconds.';

/** After this long on an expired code, the modal returns to the phone step (SPEC §4). */
export const EXPIRED_CODE_RETURN_MS = 2000;
/** A verifier error that says 'not ready' closes the modal after this long (SPEC §8). */
export const NOT_READY_CLOSE_MS = 2000;

// Own keys only: a code such as "toString" must not pick up an inherited function.
function messageFor<T extends { default: string }>(messages: T, code: string | undefined): string {
  return code !== undefined && Object.hasOwn(messages, code)
    ? (messages[code as keyof T & string] as string)
    : messages.default;
}

export function sendCodeErrorMessage(code: string | undefined): string {
  return messageFor(SEND_CODE_ERRORS, code);
}

export function confirmCodeErrorMessage(code: string | undefined): string {
  return messageFor(CONFIRM_CODE_ERRORS, code);
}
