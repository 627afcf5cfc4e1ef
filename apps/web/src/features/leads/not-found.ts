/** Spec 1 §2: a desktop visit to a mobile-only page goes home with the 404 marker (as app/routes' NOT_FOUND_REDIRECT). */
export const NOT_FOUND_REDIRECT_PATH = '/home?error=404';
