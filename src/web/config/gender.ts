import { useEffect, useSyncExternalStore } from 'react';
import { DEFAULT_GENDER, GENDERS, type Gender } from '../../shared/clubs.ts';
import { useSearchParams } from '../lib/router.tsx';

const STORAGE_KEY = 'genderPreference';

function isGender(value: string | null): value is Gender {
  return value !== null && (GENDERS as readonly string[]).includes(value);
}

const listeners = new Set<() => void>();

export function readGenderPreference(): Gender {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return isGender(stored) ? stored : DEFAULT_GENDER;
  } catch {
    return DEFAULT_GENDER;
  }
}

export function saveGenderPreference(gender: Gender): void {
  try {
    if (localStorage.getItem(STORAGE_KEY) === gender) return;
    localStorage.setItem(STORAGE_KEY, gender);
  } catch {
    // Storage can be unavailable (private browsing): the URL still carries the choice.
    return;
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab switching the view switches this one too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The visitor's saved LADIES / MEN choice, re-rendering when it changes. */
function useGenderPreference(): Gender {
  return useSyncExternalStore(subscribe, readGenderPreference, () => DEFAULT_GENDER);
}

/**
 * The LADIES / MEN view: the `gender` in the address wins (so shared links open in the right view),
 * then the visitor's last choice, then female (SPEC §4).
 */
export function useGender(): Gender {
  const [params] = useSearchParams();
  const preference = useGenderPreference();
  const fromUrl = params.get('gender');
  return isGender(fromUrl) ? fromUrl : preference;
}

/**
 * The view of the whole app (its theme), for the layout: a view the address chose becomes the
 * visitor's choice, so the pages that follow (which link without `?gender`) and a reload keep it.
 */
export function useAppGender(): Gender {
  const [params] = useSearchParams();
  const fromUrl = params.get('gender');
  useEffect(() => {
    if (isGender(fromUrl)) saveGenderPreference(fromUrl);
  }, [fromUrl]);
  const gender = useGender();
  useEffect(() => shareViewWithServerPages(gender), [gender]);
  return gender;
}

/**
 * The view, for the pages the server renders without scripts (the stand-in card checkout): a cookie
 * sent to /dev only, so no API request carries it.
 */
function shareViewWithServerPages(gender: Gender): void {
  const theme = gender === 'male' ? 'men' : 'ladies';
  // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie, no need for the Cookie Store API here
  document.cookie = `nl-theme=${theme}; path=/dev; max-age=31536000; samesite=lax`;
}

export function genderFromParams(params: URLSearchParams): Gender {
  const fromUrl = params.get('gender');
  return isGender(fromUrl) ? fromUrl : readGenderPreference();
}
