/** What the club photo routes tell people; each string appears once. */
export const IMAGE_MESSAGES = {
  notAnImage: 'This is not an image we accept: send a JPEG, PNG, WebP or AVIF photo.',
  tooLarge: 'This photo is larger than 10 MB: send a smaller one (a 2000-pixel-wide JPEG is plenty).',
  tooManyPixels:
    'This photo has too many pixels to process (over 40 megapixels): send one under 8000 × 5000 pixels.',
  unreadable:
    'We could not read this photo: the file looks damaged. Export it again as a JPEG or PNG and retry.',
  tooSmall: 'This photo is too small: send one at least 320 pixels wide and 180 pixels high.',
  clubNotFound: 'There is no club with this id. Reload the clubs list and try again.',
  noImage: 'This club has no photo to remove.',
  noSuchPhoto: 'There is no such club photo: it may have been replaced. Reload the page.',
};
